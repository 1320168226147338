import ClipCookCore
import ClipCookLanguage

/// A condition over a recipe's numbers: `protein >= 30 and calories < 600`,
/// with `or`, `and` (binding tighter) and parentheses. A recipe that does
/// not state a compared value does not match.
public indirect enum WhereExpression: Hashable, Sendable {
    case compare(RecipeField, Comparison, Double)
    case all([WhereExpression])
    case any([WhereExpression])

    public enum Comparison: String, CaseIterable, Sendable {
        case less = "<", lessOrEqual = "<=", greater = ">", greaterOrEqual = ">=", equal = "=", notEqual = "!="

        package func holds(_ lhs: Double, _ rhs: Double) -> Bool {
            switch self {
            case .less: lhs < rhs
            case .lessOrEqual: lhs <= rhs
            case .greater: lhs > rhs
            case .greaterOrEqual: lhs >= rhs
            case .equal: lhs == rhs
            case .notEqual: lhs != rhs
            }
        }
    }

    public func matches(_ recipe: Recipe) -> Bool {
        matches { $0.number(of: recipe) }
    }

    /// Whether the expression holds for a recipe whose fields hold `number(field)`.
    package func matches(_ number: (RecipeField) -> Double?) -> Bool {
        switch self {
        case .compare(let field, let comparison, let value):
            guard let actual = number(field) else { return false }
            return comparison.holds(actual, value)
        case .all(let parts): return parts.allSatisfy { $0.matches(number) }
        case .any(let parts): return parts.contains { $0.matches(number) }
        }
    }

    /// Parses the text after `where`.
    public static func parse(_ text: String) throws(QueryError) -> WhereExpression {
        var parser = Parser(tokens: try tokenize(text))
        let expression = try parser.disjunction()
        if let extra = parser.peek {
            throw QueryError("unexpected '\(extra)' in where-expression", suggestion: "join comparisons with 'and' or 'or'")
        }
        return expression
    }

    package static func tokenize(_ text: String) throws(QueryError) -> [String] {
        var tokens: [String] = []
        let chars = Array(text)
        var i = 0
        while i < chars.count {
            let c = chars[i]
            if c == " " || c == "\t" || c == "\n" {
                i += 1
            } else if c == "(" || c == ")" {
                tokens.append(String(c))
                i += 1
            } else if "<>=!".contains(c) {
                var op = String(c)
                if i + 1 < chars.count, chars[i + 1] == "=" {
                    op.append("=")
                    i += 1
                }
                i += 1
                tokens.append(op == "==" ? "=" : op)
            } else if c == "&" || c == "|" {
                var j = i
                while j < chars.count, chars[j] == c { j += 1 }
                tokens.append(c == "&" ? "and" : "or")
                i = j
            } else if c == "," {
                tokens.append("and")
                i += 1
            } else {
                var j = i
                while j < chars.count, !" \t\n()<>=!&|,".contains(chars[j]) { j += 1 }
                tokens.append(String(chars[i..<j]))
                i = j
            }
        }
        return tokens
    }

    package struct Parser {
        package var tokens: [String]
        package var position = 0

        package var peek: String? { position < tokens.count ? tokens[position] : nil }

        package mutating func next() -> String? {
            defer { position += 1 }
            return peek
        }

        package mutating func disjunction() throws(QueryError) -> WhereExpression {
            var parts = [try conjunction()]
            while peek?.lowercased() == "or" {
                position += 1
                parts.append(try conjunction())
            }
            return parts.count == 1 ? parts[0] : .any(parts)
        }

        package mutating func conjunction() throws(QueryError) -> WhereExpression {
            var parts = [try primary()]
            while peek?.lowercased() == "and" {
                position += 1
                parts.append(try primary())
            }
            return parts.count == 1 ? parts[0] : .all(parts)
        }

        package mutating func primary() throws(QueryError) -> WhereExpression {
            guard let token = next() else {
                throw QueryError("incomplete where-expression", suggestion: "for example: where protein >= 30")
            }
            if token == "(" {
                let inner = try disjunction()
                guard next() == ")" else { throw QueryError("missing ')' in where-expression") }
                return inner
            }
            guard let field = RecipeField(name: token), field.isNumeric else {
                let names = RecipeField.numeric.map(\.rawValue)
                throw QueryError(
                    "unknown field '\(token)' in where-expression",
                    suggestion: Suggestion.closest(to: token, in: names).map { "did you mean '\($0)'?" }
                        ?? "fields: " + names.joined(separator: ", "))
            }
            guard let opText = next(), let comparison = Comparison(rawValue: opText) else {
                throw QueryError("expected a comparison (<, <=, >, >=, =, !=) after '\(token)'")
            }
            guard let valueText = next(), let value = Double(valueText), value.isFinite else {
                throw QueryError("expected a number after '\(token) \(opText)'")
            }
            return .compare(field, comparison, value)
        }
    }
}
