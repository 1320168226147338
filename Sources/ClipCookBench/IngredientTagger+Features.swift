/// The tokens of a line and the attribute strings of each, exactly as
/// `scripts/dev/train-ingredient-tagger.py` computes them (`tokens`, `key`,
/// `shape`, `features`): the model's weights are keyed by these strings, so
/// any difference is a different tagger. Everything works on Unicode scalars,
/// as Python works on code points, and lowers ASCII letters only.
extension IngredientTagger {
    /// One token: its scalars as written and where it is in the line.
    package struct LineToken {
        package var text: String
        package var range: Range<String.UnicodeScalarView.Index>
    }

    static let splitters: Set<Unicode.Scalar> = ["(", ")", ",", ";", ":", "[", "]"]
    static let blanks: Set<Unicode.Scalar> = [" ", "\t", "\n", "\r", "\u{A0}"]

    /// Runs of non-blank scalars; each of `( ) , ; : [ ]` is a token of its own.
    package static func tokens(_ line: String) -> [LineToken] {
        let scalars = line.unicodeScalars
        var found: [LineToken] = []
        var start: String.UnicodeScalarView.Index?
        func close(_ end: String.UnicodeScalarView.Index) {
            if let begin = start {
                found.append(LineToken(text: String(scalars[begin..<end]), range: begin..<end))
                start = nil
            }
        }
        var index = scalars.startIndex
        while index < scalars.endIndex {
            let scalar = scalars[index]
            let next = scalars.index(after: index)
            if blanks.contains(scalar) {
                close(index)
            } else if splitters.contains(scalar) {
                close(index)
                found.append(LineToken(text: String(scalar), range: index..<next))
            } else if start == nil {
                start = index
            }
            index = next
        }
        close(scalars.endIndex)
        return found
    }

    static func isFraction(_ scalar: Unicode.Scalar) -> Bool {
        (0xBC...0xBE).contains(scalar.value) || (0x2150...0x215E).contains(scalar.value)
    }

    static func isDigit(_ scalar: Unicode.Scalar) -> Bool { (0x30...0x39).contains(scalar.value) }

    static func isUpper(_ scalar: Unicode.Scalar) -> Bool { (0x41...0x5A).contains(scalar.value) }

    static func isLower(_ scalar: Unicode.Scalar) -> Bool { (0x61...0x7A).contains(scalar.value) }

    /// ASCII letters lowered, trailing `.` and `*` and leading `*` taken off (a word keeps one scalar).
    static func key(_ token: String) -> [Unicode.Scalar] {
        var word = token.unicodeScalars.map { isUpper($0) ? Unicode.Scalar($0.value + 32) ?? $0 : $0 }
        while word.count > 1, let last = word.last, last == "." || last == "*" { word.removeLast() }
        while word.count > 1, word.first == "*" { word.removeFirst() }
        return word
    }

    static func shape(_ token: String) -> String {
        var out = String.UnicodeScalarView()
        for scalar in token.unicodeScalars {
            let kind: Unicode.Scalar
            if isDigit(scalar) || isFraction(scalar) {
                kind = "d"
            } else if isUpper(scalar) {
                kind = "A"
            } else if isLower(scalar) {
                kind = "a"
            } else if "-/.'%&+".unicodeScalars.contains(scalar) {
                kind = scalar
            } else {
                kind = "x"
            }
            if out.last != kind { out.append(kind) }
        }
        return String(out)
    }

    static func text(_ scalars: some Sequence<Unicode.Scalar>) -> String {
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars)
        return String(view)
    }

    /// The attribute strings of each token of `tokens`.
    package func features(_ tokens: [LineToken]) -> [[String]] {
        let keyScalars = tokens.map { Self.key($0.text) }
        let keys = keyScalars.map { Self.text($0) }
        let shapes = tokens.map { Self.shape($0.text) }
        let lexes = keys.map { word in lexiconNames.filter { lexicons[$0]?.contains(word) == true } }
        let n = tokens.count
        var out: [[String]] = []
        out.reserveCapacity(n)
        var depth = 0
        var comma = false
        for i in 0..<n {
            let token = tokens[i].text
            let key = keys[i]
            let count = keyScalars[i].count
            if token == "(" || token == "[" { depth += 1 }
            var f = ["b", "w=" + key, "sh=" + shapes[i], "p=\(min(i, 4))", "e=\(min(n - 1 - i, 4))"]
            if count > 3 {
                f.append("s3=" + Self.text(keyScalars[i].suffix(3)))
                f.append("p3=" + Self.text(keyScalars[i].prefix(3)))
            }
            if count > 2 { f.append("s2=" + Self.text(keyScalars[i].suffix(2))) }
            if token.unicodeScalars.contains(where: { Self.isDigit($0) || Self.isFraction($0) }) { f.append("num") }
            if let first = token.unicodeScalars.first, Self.isUpper(first) { f.append("cap") }
            for name in lexes[i] { f.append("l=" + name) }
            if depth > 0 { f.append("par") }
            if comma { f.append("com") }
            for (d, tag) in [(-2, "-2"), (-1, "-1"), (1, "+1"), (2, "+2")] {
                let j = i + d
                if j < 0 {
                    f.append("w" + tag + "=BOS")
                } else if j >= n {
                    f.append("w" + tag + "=EOS")
                } else {
                    f.append("w" + tag + "=" + keys[j])
                    if d == -1 || d == 1 {
                        f.append("sh" + tag + "=" + shapes[j])
                        for name in lexes[j] { f.append("l" + tag + "=" + name) }
                    }
                }
            }
            if i > 0, i + 1 < n { f.append("w-1+1=" + keys[i - 1] + "|" + keys[i + 1]) }
            out.append(f)
            if token == ")" || token == "]", depth > 0 { depth -= 1 }
            if token == ",", depth == 0 { comma = true }
        }
        return out
    }
}
