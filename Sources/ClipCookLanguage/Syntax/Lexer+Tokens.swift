import ClipCookCore

/// Context-free tokens of a line, for highlighting, completion and tests.
/// (The parsers read lines with the context-aware reads of `Lexer`.)
extension Lexer {
    package static let punctuation: Set<UInt8> = [
        ByteClass.dash, ByteClass.dot, ByteClass.colon, ByteClass.comma,
        ByteClass.openBracket, ByteClass.closeBracket, ByteClass.bar,
    ]

    package mutating func tokens() -> [Token] {
        var out: [Token] = []
        while true {
            skipBlanks()
            guard let b = peek() else { return out }
            let start = position
            if isCommentStart(at: start) {
                position = end
                out.append(Token(kind: .comment, range: start..<end))
            } else if b == ByteClass.quote {
                do throws(LineError) {
                    let (value, range) = try readQuoted()
                    out.append(Token(kind: .string(value), range: range))
                } catch {
                    position = end
                    out.append(Token(kind: .invalid(error.message), range: start..<end))
                }
            } else if ByteClass.isDigit(b) || (b == ByteClass.dash && peek(1).map(ByteClass.isDigit) == true) {
                out.append(number())
            } else if b == 0x78, peek(1).map({ ByteClass.isDigit($0) || ByteClass.isBlank($0) }) ?? true {
                position += 1
                out.append(Token(kind: .punctuation, range: start..<position))
            } else if b == 0xC3, peek(1) == 0x97 {
                position += 2
                out.append(Token(kind: .punctuation, range: start..<position))
            } else if Lexer.punctuation.contains(b) {
                position += 1
                out.append(Token(kind: .punctuation, range: start..<position))
            } else if ByteClass.isLetter(b) {
                let range = readWord()
                out.append(Token(kind: .word, range: range))
            } else {
                while let c = peek(), !ByteClass.isBlank(c), !Lexer.punctuation.contains(c), c != ByteClass.quote { position += 1 }
                if position == start { position += 1 }
                out.append(Token(kind: .text, range: start..<position))
            }
        }
    }

    private mutating func number() -> Token {
        let start = position
        var copy = self
        if let (value, range) = copy.readDecimal(), copy.text(range).contains(where: { $0 == "." || $0 == "e" || $0 == "E" }) {
            self = copy
            return Token(kind: .decimal(value), range: range)
        }
        do throws(LineError) {
            let (value, range) = try readInteger(terminated: false)
            return Token(kind: .integer(value), range: range)
        } catch {
            if position == start { position += 1 }
            return Token(kind: .integer(nil), range: start..<position)
        }
    }
}
