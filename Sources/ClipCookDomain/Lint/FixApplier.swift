import ClipCookCore
import ClipCookLanguage

/// Applies the safe fixes of a file's problems to its bytes. Edits that
/// overlap an earlier one are left out (the next `--fix` run gets them).
public enum FixApplier {
    /// The fixed bytes and how many fixes went in.
    public static func apply(_ problems: [LintProblem], to bytes: [UInt8]) -> (bytes: [UInt8], applied: Int) {
        var chosen: [TextEdit] = []
        var applied = 0
        for fix in problems.compactMap(\.fix) {
            let edits = fix.edits.filter { $0.range.lowerBound >= 0 && $0.range.upperBound <= bytes.count }
            guard edits.count == fix.edits.count else { continue }
            let clashes = edits.contains { edit in chosen.contains { overlaps($0.range, edit.range) } }
            guard !clashes else { continue }
            chosen += edits
            applied += 1
        }
        var result = bytes
        for edit in chosen.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
            result.replaceSubrange(edit.range, with: Array(edit.replacement.utf8))
        }
        return (result, applied)
    }

    /// Two edits clash when they touch the same bytes or insert at the same place.
    package static func overlaps(_ a: Range<Int>, _ b: Range<Int>) -> Bool {
        if a.lowerBound == b.lowerBound { return true }
        if a.isEmpty { return b.lowerBound < a.lowerBound && a.lowerBound < b.upperBound }
        if b.isEmpty { return a.lowerBound < b.lowerBound && b.lowerBound < a.upperBound }
        return a.overlaps(b)
    }
}
