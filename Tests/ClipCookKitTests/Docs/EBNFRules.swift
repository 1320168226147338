/// The rules of a W3C-style EBNF file, read just far enough to check it:
/// which names are defined, which names each rule refers to, and which
/// quoted terminals it uses. Comments, character classes and `#x` code
/// points are skipped.
struct EBNFRules {
    /// name -> the names its right-hand side refers to.
    var references: [String: Set<String>] = [:]
    /// Names in the order they are defined (a name defined twice appears twice).
    var definitions: [String] = []
    /// Every quoted terminal of the file.
    var terminals: Set<String> = []

    private enum Token: Equatable {
        case name(String)
        case definedAs
        case terminal(String)
    }

    init(_ text: String) {
        let tokens = EBNFRules.tokens(Array(text.unicodeScalars))
        var current: String?
        var index = 0
        while index < tokens.count {
            if case .name(let name) = tokens[index], index + 1 < tokens.count, tokens[index + 1] == .definedAs {
                current = name
                definitions.append(name)
                references[name, default: []] = references[name, default: []]
                index += 2
                continue
            }
            switch tokens[index] {
            case .name(let name):
                if let rule = current { references[rule, default: []].insert(name) }
            case .terminal(let value):
                terminals.insert(value)
            case .definedAs:
                break
            }
            index += 1
        }
    }

    /// Names reachable from `start` through the rules.
    func reachable(from start: String) -> Set<String> {
        var seen: Set<String> = [start]
        var queue = [start]
        while let name = queue.popLast() {
            for next in references[name, default: []] where !seen.contains(next) {
                seen.insert(next)
                queue.append(next)
            }
        }
        return seen
    }

    private static func tokens(_ s: [Unicode.Scalar]) -> [Token] {
        var out: [Token] = []
        var i = 0
        func isNameScalar(_ c: Unicode.Scalar) -> Bool {
            (c >= "a" && c <= "z") || (c >= "A" && c <= "Z") || (c >= "0" && c <= "9") || c == "-" || c == "_"
        }
        func skip(to end: Unicode.Scalar, from start: Int) -> Int {
            var j = start
            while j < s.count, s[j] != end { j += 1 }
            return j + 1
        }
        while i < s.count {
            let c = s[i]
            if c == "/", i + 1 < s.count, s[i + 1] == "*" {
                var j = i + 2
                while j + 1 < s.count, !(s[j] == "*" && s[j + 1] == "/") { j += 1 }
                i = j + 2
            } else if c == "'" || c == "\"" {
                let end = skip(to: c, from: i + 1)
                let value = String(String.UnicodeScalarView(s[(i + 1)..<min(end - 1, s.count)]))
                out.append(.terminal(value))
                i = end
            } else if c == "[" {
                i = skip(to: "]", from: i + 1)
            } else if c == "#", i + 1 < s.count, s[i + 1] == "x" {
                i += 2
                while i < s.count, s[i].properties.isASCIIHexDigit { i += 1 }
            } else if c == ":", i + 2 < s.count, s[i + 1] == ":", s[i + 2] == "=" {
                out.append(.definedAs)
                i += 3
            } else if (c >= "a" && c <= "z") || (c >= "A" && c <= "Z") {
                var j = i
                while j < s.count, isNameScalar(s[j]) { j += 1 }
                out.append(.name(String(String.UnicodeScalarView(s[i..<j]))))
                i = j
            } else {
                i += 1
            }
        }
        return out
    }
}
