/// What changed between two versions of a file, line by line, as `git diff`
/// counts it for a change that only adds and removes lines: the lines of
/// `before` that are gone and the lines of `after` that are new (each line
/// counted as often as it occurs).
struct LineChanges: Equatable, CustomStringConvertible {
    var removed: [String]
    var added: [String]

    init(removed: [String] = [], added: [String] = []) {
        self.removed = removed
        self.added = added
    }

    init(_ before: String, _ after: String) {
        var left: [String: Int] = [:]
        for line in before.split(separator: "\n", omittingEmptySubsequences: false) { left[String(line), default: 0] += 1 }
        var added: [String] = []
        for line in after.split(separator: "\n", omittingEmptySubsequences: false) {
            let text = String(line)
            if let count = left[text], count > 0 { left[text] = count - 1 } else { added.append(text) }
        }
        var removed: [String] = []
        for line in before.split(separator: "\n", omittingEmptySubsequences: false) {
            let text = String(line)
            if let count = left[text], count > 0 {
                removed.append(text)
                left[text] = count - 1
            }
        }
        self.removed = removed
        self.added = added
    }

    var isEmpty: Bool { removed.isEmpty && added.isEmpty }

    var description: String {
        (removed.map { "-" + $0 } + added.map { "+" + $0 }).joined(separator: "\n")
    }
}
