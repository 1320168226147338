import ClipCookCore

/// A unified diff of two texts (`--diff`), as `diff -u` and `patch` read it:
/// Myers' shortest edit script over lines, three lines of context.
///
/// Lines are compared where they stand in the two texts' UTF-8 bytes (a table
/// of where each line starts, never a `String` a line), so a diff of two big
/// files holds the two texts, two tables of offsets and the edit script.
public enum UnifiedDiff {
    package enum Edit: Equatable {
        case same(Int, Int)
        case delete(Int)
        case insert(Int)
    }

    /// Beyond this many differing lines the whole file is one hunk.
    package static let maxEditDistance = 1000

    /// An empty string when the texts are equal.
    public static func diff(_ old: String, _ new: String, oldName: String, newName: String, context: Int = 3) -> String {
        guard old != new else { return "" }
        var old = old
        var new = new
        return old.withUTF8 { a in
            new.withUTF8 { b in
                diff(Lines(a), Lines(b), oldName: oldName, newName: newName, context: context)
            }
        }
    }

    /// The same diff of two UTF-8 texts (invalid UTF-8 is shown repaired, as
    /// `String(decoding:as:)` repairs it).
    public static func diff(_ old: [UInt8], _ new: [UInt8], oldName: String, newName: String, context: Int = 3) -> String {
        guard isValidUTF8(old), isValidUTF8(new) else {
            return diff(
                String(decoding: old, as: UTF8.self), String(decoding: new, as: UTF8.self),
                oldName: oldName, newName: newName, context: context)
        }
        return old.withUnsafeBufferPointer { a in
            new.withUnsafeBufferPointer { b in
                // Texts that are the same characters (canonically equivalent)
                // have no diff, as for two strings.
                guard !Lines.sameText(a, b) else { return "" }
                return diff(Lines(a), Lines(b), oldName: oldName, newName: newName, context: context)
            }
        }
    }

    private static func isValidUTF8(_ bytes: [UInt8]) -> Bool {
        UTF8Validation.firstInvalidOffset(in: bytes) == nil
    }

    /// The lines of a UTF-8 text: line `i` is `bytes[starts[i]..<starts[i + 1]]`,
    /// its "\n" included when it has one.
    package struct Lines {
        package let bytes: UnsafeBufferPointer<UInt8>
        package private(set) var starts: [Int] = [0]

        package init(_ bytes: UnsafeBufferPointer<UInt8>) {
            self.bytes = bytes
            for (offset, byte) in bytes.enumerated() where byte == 0x0A { starts.append(offset + 1) }
            // A last line without "\n" when the text does not end with one.
            if starts.last != bytes.count { starts.append(bytes.count) }
        }

        package var count: Int { starts.count - 1 }

        /// Line `i` with its "\n", if any.
        package func whole(_ i: Int) -> UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(rebasing: bytes[starts[i]..<starts[i + 1]]) }

        package func endsWithNewline(_ i: Int) -> Bool { starts[i + 1] > starts[i] && bytes[starts[i + 1] - 1] == 0x0A }

        /// Line `i` without its "\n".
        package func text(_ i: Int) -> String {
            String(decoding: bytes[starts[i]..<(starts[i + 1] - (endsWithNewline(i) ? 1 : 0))], as: UTF8.self)
        }

        /// Whether two UTF-8 texts are the same characters, as `String`'s
        /// `==` decides: the same bytes, or (only when either is not ASCII)
        /// canonically equivalent.
        package static func sameText(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool {
            if a.elementsEqual(b) { return true }
            if a.allSatisfy({ $0 < 0x80 }), b.allSatisfy({ $0 < 0x80 }) { return false }
            return String(decoding: a, as: UTF8.self) == String(decoding: b, as: UTF8.self)
        }
    }

    private static func diff(_ a: Lines, _ b: Lines, oldName: String, newName: String, context: Int) -> String {
        let script = edits(count: a.count, b.count) { Lines.sameText(a.whole($0), b.whole($1)) }
        var out = "--- \(oldName)\n+++ \(newName)\n"
        for hunk in hunks(script, context: context) {
            let edits = script[hunk]
            var oldCount = 0
            var newCount = 0
            var oldStart: Int?
            var newStart: Int?
            for edit in edits {
                switch edit {
                case .same(let i, let j):
                    oldCount += 1
                    newCount += 1
                    if oldStart == nil { oldStart = i }
                    if newStart == nil { newStart = j }
                case .delete(let i):
                    oldCount += 1
                    if oldStart == nil { oldStart = i }
                case .insert(let j):
                    newCount += 1
                    if newStart == nil { newStart = j }
                }
            }
            out += "@@ -\(range(oldStart, oldCount, before: edits, old: true)) +\(range(newStart, newCount, before: edits, old: false)) @@\n"
            for edit in edits {
                switch edit {
                case .same(let i, _): line(" ", i, of: a, into: &out)
                case .delete(let i): line("-", i, of: a, into: &out)
                case .insert(let j): line("+", j, of: b, into: &out)
                }
            }
        }
        return out
    }

    private static func line(_ marker: String, _ i: Int, of lines: Lines, into out: inout String) {
        out += marker
        out += lines.text(i)
        out += "\n"
        if !lines.endsWithNewline(i) { out += "\\ No newline at end of file\n" }
    }

    /// `start,count`, 1-based; an empty side names the line before it.
    private static func range(_ start: Int?, _ count: Int, before hunk: ArraySlice<Edit>, old: Bool) -> String {
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

    /// The hunks of a script, as ranges of it: each change with `context`
    /// edits around it, overlapping ones joined.
    package static func hunks(_ script: [Edit], context: Int) -> [Range<Int>] {
        var hunks: [Range<Int>] = []
        var current: Range<Int>?
        for index in script.indices {
            if case .same = script[index] { continue }
            if let open = current, index - context <= open.upperBound {
                current = open.lowerBound..<min(script.count, index + context + 1)
            } else {
                if let open = current { hunks.append(open) }
                current = max(0, index - context)..<min(script.count, index + context + 1)
            }
        }
        if let open = current { hunks.append(open) }
        return hunks
    }

    /// The shortest edit script from lines `a` to lines `b` (tests).
    package static func edits(_ a: [String], _ b: [String]) -> [Edit] {
        edits(count: a.count, b.count) { a[$0] == b[$1] }
    }

    /// Myers' O((N+M)D) greedy algorithm over `n` old and `m` new lines that
    /// `same` compares, keeping each round's frontier to walk back the path.
    package static func edits(count n: Int, _ m: Int, same: (Int, Int) -> Bool) -> [Edit] {
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
                while x < n, y < m, same(x, y) {
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
            var script: [Edit] = []
            script.reserveCapacity(n + m)
            for i in 0..<n { script.append(.delete(i)) }
            for j in 0..<m { script.append(.insert(j)) }
            return script
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
