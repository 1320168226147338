import Testing
@testable import ClipCookKit

/// The digest the formatter's check keeps, against the FIPS 180-4 examples.
@Suite struct SHA256Tests {
    static func hex(_ bytes: [UInt8]) -> String {
        bytes.map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
    }

    static func digest(_ bytes: [UInt8], pieces: Int = 1) -> String {
        var sha = SHA256()
        let size = max(1, (bytes.count + pieces - 1) / pieces)
        var at = 0
        repeat {
            let end = min(bytes.count, at + size)
            sha.update(bytes[at..<end])
            at = end
        } while at < bytes.count
        return hex(sha.finish())
    }

    @Test func theStandardExamples() {
        #expect(Self.digest([]) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(Self.digest(Array("abc".utf8)) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(Self.digest(Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8))
            == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        #expect(Self.digest(Array(repeating: UInt8(ascii: "a"), count: 1_000_000), pieces: 7)
            == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    @Test func howTheBytesArriveDoesNotMatter() {
        // Lengths around the block (64) and the padding (55, 56) boundaries.
        for length in [1, 55, 56, 63, 64, 65, 119, 120, 128, 1000] {
            let bytes = (0..<length).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }
            let whole = Self.digest(bytes)
            for pieces in [2, 3, 10, length] {
                #expect(Self.digest(bytes, pieces: pieces) == whole, "\(length) bytes in \(pieces) pieces")
            }
        }
        #expect(Self.digest(Array("abd".utf8)) != Self.digest(Array("abc".utf8)))
    }
}

/// `Printer.write` hands a long document's text over in pieces: joined,
/// they are exactly the text printed whole, and none is much over 64 KB.
@Suite struct PrinterPiecesTests {
    static func pieces(_ document: Document) -> [ArraySlice<UInt8>] {
        var pieces: [ArraySlice<UInt8>] = []
        Printer.write(document) { pieces.append($0) }
        return pieces
    }

    @Test func longPlansRecipesAndShoppingListsComeInPiecesThatJoinToTheWhole() throws {
        var plan = "plan\n"
        var recipe = "recipe \"Long -- soup\"\n  category dinner\n  servings 4\n\ningredients\n"
        var steps = "\nsteps\n"
        var shopping = "shopping\n"
        for k in 0..<3000 {
            plan += (k % 40 == 0 ? "day \(try #require(Day(year: 2026, month: 1, day: 1)?.adding(days: k / 40)))\n" : "")
                + "  lunch: quick \"Soup, \(k)\" calories \(k)  protein 1  carbs 2  fats 3  [note \"bowl \(k)\"]\n"
            recipe += "  - \(k % 9 + 1) g lentils, rinsed  [id ing-\(k)]\n"
            steps += "  - Stir \(k) times.  [timer \(k % 50 + 1) min]\n"
            shopping += "  - [\(k % 2 == 0 ? "x" : " ")] \(k % 5 + 1) cups spinach \(k % 7)  [recipe soup-\(k % 3)]\n"
        }
        for text in [plan, recipe + steps, shopping] {
            let document = try #require(Language.parse(text).document)
            let pieces = Self.pieces(document)
            let whole = Printer.bytes(document)
            #expect(whole.count > 2 * (1 << 16) || text.hasPrefix("shopping"))
            #expect(pieces.count > 1 && pieces.count >= whole.count / (1 << 16), "\(pieces.map(\.count))")
            #expect(pieces.allSatisfy { $0.count < (1 << 16) + 4096 })
            #expect(Array(pieces.joined()) == whole)
        }
    }

    @Test func otherDocumentsComeWhole() throws {
        let document = try #require(Language.parse("pantry\n  - rice\n  - 2 kg flour\n").document)
        #expect(Self.pieces(document).map { Array($0) } == [Printer.bytes(document)])
    }
}
