import Testing
@testable import ClipCookCore
@testable import ClipCookLanguage

/// Issue 38, round five: the scans that read sixteen bytes at a time (the
/// line scanner's run of printable bytes, the jump to the next byte that
/// may stop bare text), the count of a section's items on `memchr`, and the
/// caption's text made in one string. Each is compared with a plain byte
/// loop, kept here as the reference, on worked examples and on generated
/// bytes with the awkward ones (non-ASCII, CR, LF, tab, DEL, NUL, `--`)
/// at every position of a block of sixteen and of eight.
extension SyntaxTests {
    @Suite struct ScanFastPathTests {
        /// Bytes a generated text is made of: mostly letters and blanks, and
        /// every kind of byte the scans treat apart.
        static let alphabet: [UInt8] =
            Array("abcxyz019 ".utf8) + Array(",-[]|.".utf8) + [0x09, 0x0A, 0x0D, 0x7F, 0x00, 0x1F, 0x80, 0xC3, 0xA9, 0xE2, 0xBD]

        static func generated(_ random: inout SplitMix64, count: Int) -> [UInt8] {
            (0..<count).map { _ in random.chance(70) ? random.pick(Array("abc de ".utf8)) : random.pick(alphabet) }
        }

        static func isPrintable(_ b: UInt8) -> Bool { b >= 0x20 && b < 0x7F }

        /// The first offset from `start` whose byte is not printable ASCII, or the count.
        static func plainSkipPrintable(_ bytes: [UInt8], from start: Int) -> Int {
            var i = start
            while i < bytes.count, isPrintable(bytes[i]) { i += 1 }
            return i
        }

        /// `skipPrintable` stops on the first byte that is not printable, or
        /// (in the last seven bytes) earlier on a printable one; never past it.
        static func checkSkipPrintable(_ bytes: [UInt8]) {
            for start in 0...bytes.count {
                let found = LineScanner.skipPrintable(bytes, from: start)
                let first = plainSkipPrintable(bytes, from: start)
                #expect(found >= start && found <= first, "\(bytes) from \(start)")
                #expect(found == first || found + 8 > bytes.count, "\(bytes) from \(start): \(found), not \(first)")
            }
        }

        @Test func skipPrintableStopsWhereTheByteLoopStops() {
            // Each awkward byte at every position of two blocks of sixteen.
            for other: UInt8 in [0x0A, 0x0D, 0x09, 0x7F, 0x1F, 0x00, 0x80, 0xC3, 0xFF] {
                for at in 0..<40 {
                    var bytes = Array(repeating: UInt8(0x61), count: 48)
                    bytes[at] = other
                    #expect(LineScanner.skipPrintable(bytes, from: 0) == at, "byte \(other) at \(at)")
                    Self.checkSkipPrintable(bytes)
                }
            }
            // Printable bytes on both sides of the range's ends: space and `~` are printable.
            Self.checkSkipPrintable(Array(repeating: 0x20, count: 33) + [0x7E, 0x7F] + Array(repeating: 0x7E, count: 20))
            Self.checkSkipPrintable([])
            Self.checkSkipPrintable(Array("Preheat the oven to 180 °C (350 °F).\r\n".utf8))
            var random = SplitMix64(seed: 38_05)
            for _ in 0..<300 { Self.checkSkipPrintable(Self.generated(&random, count: random.int(0...70))) }
        }

        /// The first offset in `start..<end` holding a byte of `set`, or `end`.
        static func plainStopCandidate(_ bytes: [UInt8], from start: Int, end: Int, set: [UInt8]) -> Int {
            var i = max(start, 0)
            let end = min(end, bytes.count)
            while i < end, !set.contains(bytes[i]) { i += 1 }
            return i
        }

        static func checkStopCandidates(_ bytes: [UInt8]) {
            let all = Array(",-[]".utf8)
            let dashAndOpen = Array("-[".utf8)
            for start in 0...bytes.count {
                for end in [bytes.count, (start + bytes.count) / 2, start, start + 3] where end >= start {
                    #expect(
                        Lexer.nextStopCandidate(bytes, from: start, end: end)
                            == plainStopCandidate(bytes, from: start, end: end, set: all), "\(bytes) \(start)..<\(end)")
                    #expect(
                        Lexer.nextStopCandidate(bytes, from: start, end: end, commaOrClose: false)
                            == plainStopCandidate(bytes, from: start, end: end, set: dashAndOpen), "\(bytes) \(start)..<\(end)")
                }
            }
        }

        @Test func stopCandidatesAreWhereTheByteLoopFindsThem() {
            for stop in Array(",-[]".utf8) {
                for at in 0..<40 {
                    var bytes = Array(repeating: UInt8(0x61), count: 44)
                    bytes[at] = stop
                    let narrow = stop == ByteClass.dash || stop == ByteClass.openBracket
                    #expect(Lexer.nextStopCandidate(bytes, from: 0, end: 44) == at)
                    #expect(Lexer.nextStopCandidate(bytes, from: 0, end: 44, commaOrClose: false) == (narrow ? at : 44))
                    Self.checkStopCandidates(bytes)
                }
            }
            Self.checkStopCandidates([])
            Self.checkStopCandidates(Array("Whisk the eggs, sugar and crème fraîche [timer 5 min] -- fast".utf8))
            var random = SplitMix64(seed: 38_15)
            for _ in 0..<200 { Self.checkStopCandidates(Self.generated(&random, count: random.int(0...60))) }
        }

        /// A step's text stops at a comment or an annotation only, however
        /// many commas and `]` come before them; an ingredient's name at a comma.
        @Test func bareTextStopsOnlyWhereItsStopsSay() {
            let step = "Add salt, pepper, [1] and the rest, then simmer, stirring, for ages [timer 5 min]"
            var lexer = Lexer(line: step)
            let range = lexer.readBare(BareStops(annotations: Keywords.stepAnnotations))
            #expect(lexer.text(range) == "Add salt, pepper, [1] and the rest, then simmer, stirring, for ages")
            var commented = Lexer(line: "Fry, turning once, until golden-brown, then drain -- or bake")
            #expect(commented.text(commented.readBare(.lineEnd)) == "Fry, turning once, until golden-brown, then drain")
            var name = Lexer(line: "crème fraîche, well chilled [id cream]")
            #expect(name.text(name.readBare(BareStops(comma: true, annotations: Keywords.ingredientAnnotations))) == "crème fraîche")
        }

        /// `SectionItems.count` as it was, one byte at a time: the reference.
        static func plainCount(_ bytes: [UInt8], after offset: Int, numbered: Bool) -> Int {
            let n = bytes.count
            var i = max(0, offset)
            while i < n, bytes[i] != ByteClass.lf { i += 1 }
            var items = 0
            while i < n {
                i += 1
                while i < n, ByteClass.isBlank(bytes[i]) || bytes[i] == ByteClass.cr { i += 1 }
                guard i < n else { break }
                let first = bytes[i]
                if first == ByteClass.lf { continue }
                let second: UInt8 = i + 1 < n ? bytes[i + 1] : ByteClass.lf
                if first == ByteClass.dash, second == ByteClass.dash {
                } else if first == ByteClass.dash, ByteClass.isBlank(second) || second == ByteClass.lf || second == ByteClass.cr {
                    var text = i + 1
                    while text < n, ByteClass.isBlank(bytes[text]) { text += 1 }
                    if text < n, bytes[text] != ByteClass.lf, bytes[text] != ByteClass.cr { items += 1 }
                } else if numbered, ByteClass.isDigit(first) {
                    items += 1
                } else {
                    break
                }
                while i < n, bytes[i] != ByteClass.lf { i += 1 }
            }
            return items
        }

        @Test func sectionItemCountsAgreeWithTheByteLoop() {
            let lines = [
                "  - 2 eggs", "  - ½ cup crème fraîche, cold", "  -- a comment", "", "   ", "\t- salt -- to taste",
                "  3. Whisk.", "  -", "  -   ", "  - 99999999999999999999 g flour", "  - 1 1/2 cups milk",
                "  1/2. odd", "steps", "  - Fry.\r", "\r", "  - (⅓) cup", "  - 1,5 kg",
            ]
            var random = SplitMix64(seed: 38_25)
            for _ in 0..<400 {
                var text = random.pick(["ingredients", "steps", "ingredients -- the list", "steps\r"])
                for _ in 0..<random.int(0...12) { text += "\n" + random.pick(lines) }
                if random.chance(50) { text += "\n" }
                let bytes = Array(text.utf8)
                for numbered in [false, true] {
                    for offset in [0, 3, bytes.count / 2, bytes.count, bytes.count + 5] {
                        #expect(
                            SectionItems.count(bytes, after: offset, numbered: numbered)
                                == Self.plainCount(bytes, after: offset, numbered: numbered), "\(text) after \(offset)")
                    }
                }
            }
        }

        @Test func captionTextIsTheLinesJoined() {
            let pieces = ["", "A long line of a caption, longer than fifteen bytes.", "é", "short", "½ cup 🍅", "  spaced  "]
            var random = SplitMix64(seed: 38_35)
            for _ in 0..<200 {
                var block = CaptionBlock(range: 0..<7)
                block.lines = (0..<random.int(0...6)).map { _ in random.pick(pieces) }
                #expect(block.text == block.lines.joined(separator: "\n"))
            }
        }

        /// The tags line's list is made its size at once, and reads the same:
        /// quoted tags with commas inside, blanks, non-ASCII, one tag, many.
        @Test func tagsReadTheSameWithTheirRoomReserved() throws {
            let cases: [(String, [String])] = [
                ("tags quick", ["quick"]),
                ("tags quick, vegan , \"a, b\", crème", ["quick", "vegan", "a, b", "crème"]),
                ("tags " + (1...40).map { "t\($0)" }.joined(separator: ","), (1...40).map { "t\($0)" }),
            ]
            for (line, expected) in cases {
                let result = Language.parse("recipe Soup\n  category dinner\n  \(line)\n")
                guard case .recipe(let recipe)? = result.document else {
                    Issue.record("no recipe for \(line): \(result.diagnostics)")
                    continue
                }
                #expect(recipe.tags == expected)
                #expect(recipe.tags.capacity < expected.count + 8)
            }
            #expect(RecipeBody.commas(Array("a,b,,c".utf8), 0..<6) == 3)
            #expect(RecipeBody.commas(Array("a,b,,c".utf8), 2..<3) == 0)
        }
    }
}
