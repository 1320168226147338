import Testing
@testable import ClipCookKit

extension SyntaxTests {
    @Suite struct LexerTests {
        /// Tokens of one line as `kind@col-col` (columns 1-based, end exclusive).
        static func tokens(_ line: String) -> [String] {
            var lexer = Lexer(line: line)
            return lexer.tokens().map { token in
                let kind: String = switch token.kind {
                case .word: "word"
                case .integer(let v): "int(\(v.map(String.init) ?? "too large"))"
                case .decimal(let v): "dec(\(v))"
                case .string(let s): "str(\(s))"
                case .punctuation: "punct"
                case .comment: "comment"
                case .text: "text"
                case .invalid(let m): "invalid(\(m))"
                }
                return "\(kind)@\(token.range.lowerBound + 1)-\(token.range.upperBound + 1)"
            }
        }

        @Test func stepLineWithTimer() {
            #expect(Self.tokens("2. Sear it [timer 6 min \"each side\"] -- hot") == [
                "int(2)@1-2", "punct@2-3", "word@4-8", "word@9-11", "punct@12-13", "word@13-18", "int(6)@19-20",
                "word@21-24", "str(each side)@25-36", "punct@36-37", "comment@38-44",
            ])
        }

        @Test func mealLineWithMultiplier() {
            #expect(Self.tokens("lunch: wrap x2 × 1.5e3") == [
                "word@1-6", "punct@6-7", "word@8-12", "punct@13-14", "int(2)@14-15", "punct@16-18", "dec(1500.0)@19-24",
            ])
        }

        @Test func escapesAndOverflow() {
            #expect(Self.tokens(#""a\"b\\c\n\u{1F600}" 99999999999999999999 -12"#) == [
                "str(a\"b\\c\n😀)@1-21", "int(too large)@22-42", "int(-12)@43-46",
            ])
        }

        @Test func unterminatedStringRunsToTheEnd() {
            #expect(Self.tokens(#"title "abc"#) == ["word@1-6", "invalid(unterminated string)@7-11"])
        }

        @Test func dashesInsideWordsAreNotComments() {
            #expect(Self.tokens("a--b -- c") == ["word@1-5", "comment@6-10"])
        }

        @Test func bareTextStopsAtCommentCommaAndAnnotation() {
            var lexer = Lexer(line: "  salt and  pepper , to taste [id x] -- c")
            let name = lexer.readBare(BareStops(comma: true, annotations: ["id"]))
            #expect(lexer.text(name) == "salt and  pepper")
            #expect(name == 2..<18)
            lexer.position += 1
            let notes = lexer.readBare(BareStops(annotations: ["id"]))
            #expect(lexer.text(notes) == "to taste")
            let annotations = (try? lexer.readAnnotations(["id"])) ?? []
            #expect(annotations.map(\.keyword) == ["id"])
            #expect((try? lexer.finish()) == 37..<41)
        }

        @Test func bracketsThatAreNotAnnotationsStayInText() {
            var lexer = Lexer(line: "Cook [pasta] well [timer 5 min]")
            let text = lexer.readBare(BareStops(annotations: ["timer", "id"]))
            #expect(lexer.text(text) == "Cook [pasta] well")
        }

        @Test func lineScannerFindsBadBytesAndLineEnds() {
            let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("a\r\nb\rc\n".utf8) + [0x64, 0xFF, 0x0A, 0x00]
            let lines = LineScanner.scan(bytes)
            #expect(lines.map(\.fullRange) == [0..<6, 6..<10, 10..<13, 13..<14])
            #expect(lines.map(\.start) == [3, 6, 10, 13])
            #expect(lines.map(\.end) == [4, 9, 12, 14])
            #expect(lines.map { $0.problem?.message } == [nil, "carriage return not followed by a line feed (lines end with LF or CRLF)", "invalid UTF-8", "nul byte"])
            #expect(lines[1].problem?.range == 7..<8)
            #expect(lines[2].problem?.range == 11..<12)
        }

        @Test(arguments: [
            ([0xC0, 0x80], "overlong"), ([0xED, 0xA0, 0x80], "surrogate"), ([0xF4, 0x90, 0x80, 0x80], "above U+10FFFF"),
            ([0xE2, 0x82], "truncated"), ([0x80], "lone continuation"),
        ] as [([UInt8], String)])
        func invalidUTF8(_ bytes: [UInt8], _ why: String) {
            let lines = LineScanner.scan(Array("x ".utf8) + bytes)
            #expect(lines.first?.problem?.message == "invalid UTF-8", "\(why)")
            #expect(lines.first?.problem?.range == 2..<3, "\(why)")
        }

        /// The eight-at-a-time scan stops exactly on the first byte that is not
        /// printable ASCII, wherever it sits in its group of eight.
        @Test func skipPrintableStopsOnTheFirstOtherByte() {
            for other: UInt8 in [0x0A, 0x09, 0x7F, 0x1F, 0x80, 0xC3, 0x00] {
                for at in 0..<20 {
                    var bytes = Array(repeating: UInt8(0x61), count: 24)
                    bytes[at] = other
                    if at + 3 < bytes.count { bytes[at + 3] = 0x0A }
                    #expect(LineScanner.skipPrintable(bytes, from: 0) == at, "byte \(other) at \(at)")
                }
            }
            let printable = Array((0x20...0x7E).map(UInt8.init))
            // All printable: stops in the last (short) group, never past the end.
            #expect(LineScanner.skipPrintable(printable, from: 0) <= printable.count)
            #expect(LineScanner.skipPrintable(printable, from: 0) >= printable.count - 7)
        }

        /// Each recipe word is matched on bytes and spelt as the case is named.
        @Test func recipeWordsMatchTheirSpellings() {
            #expect(RecipeWord.allCases.count == RecipeWord.names.count)
            for word in RecipeWord.allCases {
                #expect(word.name == String(describing: word))
                let bytes = Array(("x " + word.name + " y").utf8)
                #expect(RecipeWord.at(bytes, 2..<2 + word.name.utf8.count) == word)
                #expect(RecipeWord.at(bytes, 2..<1 + word.name.utf8.count) != word)
            }
            #expect(RecipeWord.at(Array("Servings".utf8), 0..<8) == nil)
            #expect(RecipeWord.at(Array("".utf8), 0..<0) == nil)
            #expect(RecipeWord.favorite.canonical == .favourite)
            #expect(RecipeWord.allCases.filter(\.isProperty).map(\.name) == Keywords.recipeProperties)
            #expect(RecipeWord.allCases.filter(\.isSection).map(\.name) == Keywords.recipeSections)
            #expect(RecipeWord.allCases.filter(\.isMacro).map(\.name) == Keywords.macros)
        }

        /// The jump to the next byte that may stop bare text lands on the
        /// first `,` `-` `[` or `]`, wherever it sits in its group of eight,
        /// and bare text read with those jumps keeps its blanks inside.
        @Test func bareTextJumpsToTheNextStopCandidate() {
            for stop in Array(",-[]".utf8) {
                for at in 0..<20 {
                    var bytes = Array(repeating: UInt8(0x61), count: 24)
                    bytes[at] = stop
                    #expect(Lexer.nextStopCandidate(bytes, from: 0, end: 24) == at)
                    #expect(Lexer.nextStopCandidate(bytes, from: 0, end: at) == at)
                    #expect(Lexer.nextStopCandidate(bytes, from: at + 1, end: 24) == 24)
                }
            }
            var lexer = Lexer(line: "  two  large eggs ,  beaten  -- fresh")
            #expect(lexer.text(lexer.readBare(BareStops(comma: true))) == "two  large eggs")
            #expect(lexer.peek() == ByteClass.comma)
            lexer.position += 1
            #expect(lexer.text(lexer.readBare(.lineEnd)) == "beaten")
            var dashes = Lexer(line: "salt-and-pepper mix to taste, well-seasoned")
            #expect(dashes.text(dashes.readBare(.lineEnd)) == "salt-and-pepper mix to taste, well-seasoned")
            var blanks = Lexer(line: "   \t ")
            #expect(blanks.readBare(.lineEnd).isEmpty)
        }

        /// The word bytes of the bit table are letters, digits, `-` and `_`, and nothing else.
        @Test func wordBytesAreLettersDigitsDashAndUnderscore() {
            for b in UInt8.min...UInt8.max {
                let expected = ByteClass.isAlphanumeric(b) || b == ByteClass.dash || b == 0x5F
                #expect(ByteClass.isWord(b) == expected, "byte \(b)")
            }
        }
    }
}
