import Testing
@testable import ClipCookCore
@testable import ClipCookLanguage
@testable import ClipCookDomain
@testable import ClipCookStore
@testable import ClipCookInterop
@testable import ClipCookKit

extension SyntaxTests {
    @Suite struct LexerTests {
        /// Tokens of one line as `kind@col-col` (columns 1-based, end exclusive).
        static func tokens(_ line: String) -> [String] {
            var lexer = Lexer(line: line)
            return lexer.tokens().map { token in
                let kind: String =
                    switch token.kind {
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

        /// `Lexer.text` makes short strings in place: for any bytes (ASCII,
        /// UTF-8, invalid UTF-8, cut sequences) and every range, it gives
        /// what `String(decoding:as:)` gives.
        @Test func textOfAnyBytesIsTheDecodedString() {
            let pieces: [[UInt8]] = [
                Array("a".utf8), Array("Zz 09,-".utf8), Array("é".utf8), Array("½".utf8), Array("😀".utf8), [0xFF], [0xC3],
                [0xE2, 0x82], [0xED, 0xA0, 0x80], [0xC0, 0xAF], [0xF4, 0x90, 0x80, 0x80], [0x80], [0x00], [0x7F], [0x09],
            ]
            var random = SplitMix64(seed: 12)
            for _ in 0..<100 {
                var bytes: [UInt8] = []
                while bytes.count < 40 { bytes += random.pick(pieces) }
                for start in 0..<bytes.count {
                    for end in start...min(bytes.count, start + 20) {
                        let text = Lexer.text(bytes, start..<end)
                        #expect(text == String(decoding: bytes[start..<end], as: UTF8.self), "\(bytes[start..<end])")
                        #expect(Array(text.utf8) == Array(String(decoding: bytes[start..<end], as: UTF8.self).utf8))
                    }
                }
            }
            #expect(Lexer.text(Array("flour".utf8), 0..<5) == "flour")
            #expect(Lexer.text([0x66, 0xFF], 0..<2) == "f\u{FFFD}")
        }

        @Test func stepLineWithTimer() {
            #expect(
                Self.tokens("2. Sear it [timer 6 min \"each side\"] -- hot") == [
                    "int(2)@1-2", "punct@2-3", "word@4-8", "word@9-11", "punct@12-13", "word@13-18", "int(6)@19-20",
                    "word@21-24", "str(each side)@25-36", "punct@36-37", "comment@38-44",
                ])
        }

        @Test func mealLineWithMultiplier() {
            #expect(
                Self.tokens("lunch: wrap x2 × 1.5e3") == [
                    "word@1-6", "punct@6-7", "word@8-12", "punct@13-14", "int(2)@14-15", "punct@16-18", "dec(1500.0)@19-24",
                ])
        }

        @Test func escapesAndOverflow() {
            #expect(
                Self.tokens(#""a\"b\\c\n\u{1F600}" 99999999999999999999 -12"#) == [
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
            #expect(
                lines.map { $0.problem?.message } == [
                    nil, "carriage return not followed by a line feed (lines end with LF or CRLF)", "invalid UTF-8", "nul byte",
                ])
            #expect(lines[1].problem?.range == 7..<8)
            #expect(lines[2].problem?.range == 11..<12)
        }

        @Test(
            arguments: [
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

        /// `ByteKeywords` (packed comparison up to 16 bytes, byte by byte
        /// beyond) finds exactly what a look-up of the text in the list finds,
        /// on every word of every keyword list and on near misses of each.
        @Test func byteKeywordsAgreeWithTheListOnEveryWord() {
            let long = ["a-keyword-of-seventeen", "sixteen-bytes-ab", "seventeen-bytes-a", "seventeen-bytes-b", "x"]
            let lists = [
                Keywords.headers, RecipeWord.names, Keywords.settingsProperties + Keywords.settingsSections,
                Keywords.pendingProperties, Keywords.macros, Keywords.allAnnotations, long,
            ]
            for names in lists {
                let table = ByteKeywords(names)
                var words = Set(names)
                for name in names {
                    words.formUnion([
                        name.uppercased(), String(name.dropLast()), String(name.dropFirst()), name + "s",
                        name + "\0", "\0" + name, String(name.reversed()), name.replacingOccurrences(of: "e", with: "é"),
                    ])
                }
                for word in words {
                    let bytes = Array(("[ " + word + " ]").utf8)
                    let found = table.index(bytes, 2..<bytes.count - 2)
                    #expect(found == names.firstIndex(of: word), "\(word)")
                }
                #expect(table.index(Array("x".utf8), 0..<2) == nil)
            }
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
