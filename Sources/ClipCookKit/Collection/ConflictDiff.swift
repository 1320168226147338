/// A small unified diff of two texts (longest common subsequence of lines),
/// for showing a conflict. Large inputs fall back to a whole replacement.
public enum ConflictDiff {
    public static func unified(old: String, new: String, oldName: String, newName: String) -> String {
        let a = old.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let b = new.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var out = ["--- \(oldName)", "+++ \(newName)"]
        guard a != b else { return (out + ["(no difference)"]).joined(separator: "\n") }
        guard a.count * b.count <= 4_000_000 else {
            return (out + a.map { "-" + $0 } + b.map { "+" + $0 }).joined(separator: "\n")
        }
        // lcs[i][j] = length of the LCS of a[i...] and b[j...]
        var lcs = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                lcs[i][j] = a[i] == b[j] ? lcs[i + 1][j + 1] + 1 : max(lcs[i + 1][j], lcs[i][j + 1])
            }
        }
        var i = 0
        var j = 0
        var lines: [(Character, String)] = []
        while i < a.count || j < b.count {
            if i < a.count, j < b.count, a[i] == b[j] {
                lines.append((" ", a[i])); i += 1; j += 1
            } else if j < b.count, i == a.count || lcs[i][j + 1] >= lcs[i + 1][j] {
                lines.append(("+", b[j])); j += 1
            } else {
                lines.append(("-", a[i])); i += 1
            }
        }
        // Keep two lines of context around changes.
        let changed = lines.indices.filter { lines[$0].0 != " " }
        var shown = Set<Int>()
        for index in changed { for k in max(0, index - 2)...min(lines.count - 1, index + 2) { shown.insert(k) } }
        var previous = -1
        for index in shown.sorted() {
            if index != previous + 1 { out.append("@@ line \(index + 1) @@") }
            out.append(String(lines[index].0) + lines[index].1)
            previous = index
        }
        return out.joined(separator: "\n")
    }
}
