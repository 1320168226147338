/// A unified diff of two texts (`--diff`), as `diff -u` and `patch` read it:
/// Myers' shortest edit script over lines, three lines of context.
public enum UnifiedDiff {
    enum Edit: Equatable {
        case same(Int, Int)
        case delete(Int)
        case insert(Int)
    }

    /// Beyond this many differing lines the whole file is one hunk.
    static let maxEditDistance = 1000

    /// An empty string when the texts are equal.
    public static func diff(_ old: String, _ new: String, oldName: String, newName: String, context: Int = 3) -> String {
        guard old != new else { return "" }
        let a = lines(old)
        let b = lines(new)
        let script = edits(a.map { $0.text + ($0.endsWithNewline ? "\n" : "") }, b.map { $0.text + ($0.endsWithNewline ? "\n" : "") })
        var out = "--- \(oldName)\n+++ \(newName)\n"
        for hunk in hunks(script, context: context) {
            let oldLines = hunk.filter { if case .insert = $0 { false } else { true } }
            let newLines = hunk.filter { if case .delete = $0 { false } else { true } }
            let oldStart = hunk.lazy.compactMap { e -> Int? in
                switch e { case .same(let i, _), .delete(let i): i; case .insert: nil }
            }.first
            let newStart = hunk.lazy.compactMap { e -> Int? in
                switch e { case .same(_, let j), .insert(let j): j; case .delete: nil }
            }.first
            out += "@@ -\(range(oldStart, oldLines.count, before: hunk, old: true)) +\(range(newStart, newLines.count, before: hunk, old: false)) @@\n"
            for edit in hunk {
                switch edit {
                case .same(let i, _): out += " " + a[i].text + "\n" + noNewline(a[i])
                case .delete(let i): out += "-" + a[i].text + "\n" + noNewline(a[i])
                case .insert(let j): out += "+" + b[j].text + "\n" + noNewline(b[j])
                }
            }
        }
        return out
    }

    private struct Line {
        var text: String
        var endsWithNewline: Bool
    }

    private static func noNewline(_ line: Line) -> String {
        line.endsWithNewline ? "" : "\\ No newline at end of file\n"
    }

    private static func lines(_ text: String) -> [Line] {
        var result: [Line] = []
        var current = ""
        for scalar in text.unicodeScalars {
            if scalar == "\n" {
                result.append(Line(text: current, endsWithNewline: true))
                current = ""
            } else {
                current.unicodeScalars.append(scalar)
            }
        }
        if !current.isEmpty { result.append(Line(text: current, endsWithNewline: false)) }
        return result
    }

    /// `start,count`, 1-based; an empty side names the line before it.
    private static func range(_ start: Int?, _ count: Int, before hunk: [Edit], old: Bool) -> String {
        if let start { return count == 1 ? "\(start + 1)" : "\(start + 1),\(count)" }
        // Nothing on this side: find the position from the other side's neighbours.
        var position = 0
        for edit in hunk {
            switch edit {
            case .same(let i, let j): position = old ? i : j
            default: continue
            }
            break
        }
        return "\(position),0"
    }

    static func hunks(_ script: [Edit], context: Int) -> [[Edit]] {
        var hunks: [[Edit]] = []
        let changed = script.indices.filter { if case .same = script[$0] { false } else { true } }
        guard !changed.isEmpty else { return [] }
        var start = max(0, changed[0] - context)
        var end = min(script.count, changed[0] + context + 1)
        for index in changed.dropFirst() {
            if index - context <= end {
                end = min(script.count, index + context + 1)
            } else {
                hunks.append(Array(script[start..<end]))
                start = max(0, index - context)
                end = min(script.count, index + context + 1)
            }
        }
        hunks.append(Array(script[start..<end]))
        return hunks
    }

    /// Myers' O((N+M)D) greedy algorithm, keeping each round's frontier to
    /// walk back the path.
    static func edits(_ a: [String], _ b: [String]) -> [Edit] {
        let n = a.count
        let m = b.count
        let limit = min(n + m, maxEditDistance)
        let offset = limit + 1
        var v = [Int](repeating: 0, count: 2 * limit + 3)
        var trace: [[Int]] = []
        var found = false
        outer: for d in 0...limit {
            trace.append(v)
            for k in stride(from: -d, through: d, by: 2) {
                var x: Int
                if k == -d || (k != d && v[offset + k - 1] < v[offset + k + 1]) {
                    x = v[offset + k + 1]
                } else {
                    x = v[offset + k - 1] + 1
                }
                var y = x - k
                while x < n, y < m, a[x] == b[y] {
                    x += 1
                    y += 1
                }
                v[offset + k] = x
                if x >= n, y >= m {
                    found = true
                    break outer
                }
            }
        }
        guard found else {
            return (0..<n).map { .delete($0) } + (0..<m).map { .insert($0) }
        }
        var script: [Edit] = []
        var x = n
        var y = m
        for d in stride(from: trace.count - 1, through: 0, by: -1) {
            let v = trace[d]
            let k = x - y
            let previousK: Int
            if k == -d || (k != d && v[offset + k - 1] < v[offset + k + 1]) {
                previousK = k + 1
            } else {
                previousK = k - 1
            }
            let previousX = d == 0 ? 0 : v[offset + previousK]
            let previousY = d == 0 ? 0 : previousX - previousK
            while x > previousX, y > previousY {
                script.append(.same(x - 1, y - 1))
                x -= 1
                y -= 1
            }
            if d > 0 {
                if x == previousX {
                    script.append(.insert(y - 1))
                    y -= 1
                } else {
                    script.append(.delete(x - 1))
                    x -= 1
                }
            }
        }
        return script.reversed()
    }
}
