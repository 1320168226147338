/// The paths of model values (`steps[0].timers[1].seconds`), shared by the
/// source map and the validator.
public enum SourcePath {
    /// The enclosing path: `steps[0].timers[1]` for `steps[0].timers[1].seconds`,
    /// `steps[0]` for `steps[0].timers[1]`... nil at the top.
    public static func parent(of path: String) -> String? {
        guard let last = path.lastIndex(where: { $0 == "." || $0 == "[" }), last > path.startIndex else { return nil }
        return String(path[..<last])
    }
}
