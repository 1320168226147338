import Testing
@testable import ClipCookCore
@testable import ClipCookLanguage
@testable import ClipCookDomain
@testable import ClipCookStore
@testable import ClipCookInterop
@testable import ClipCookKit

/// The digest the formatter's check keeps of a printed document.
@Suite struct PrintedDigestTests {
    static func digest(_ bytes: [UInt8], pieces: Int = 1) -> PrintedDigest.Value {
        var digest = PrintedDigest()
        let size = max(1, (bytes.count + pieces - 1) / pieces)
        var at = 0
        repeat {
            let end = min(bytes.count, at + size)
            digest.update(bytes[at..<end])
            at = end
        } while at < bytes.count
        return digest.finish()
    }

    @Test func howTheBytesArriveDoesNotMatter() {
        for length in [0, 1, 7, 8, 9, 15, 16, 17, 63, 64, 65, 1000, 70_000] {
            let bytes = (0..<length).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }
            let whole = Self.digest(bytes)
            #expect(whole.count == length)
            for pieces in [2, 3, 10, max(1, length)] {
                #expect(Self.digest(bytes, pieces: pieces) == whole, "\(length) bytes in \(pieces) pieces")
            }
        }
    }

    @Test func differentBytesGiveDifferentDigests() {
        let text = Array("plan\nday 2026-01-05\n  lunch: lentil-soup\n".utf8)
        let whole = Self.digest(text)
        var seen = [whole]
        // Every single-byte change and every one-byte-shorter text.
        for index in text.indices {
            var changed = text
            changed[index] ^= 0x01
            seen.append(Self.digest(changed))
            var shorter = text
            shorter.remove(at: index)
            seen.append(Self.digest(shorter))
        }
        #expect(Set(seen.map { "\($0.count) \($0.first) \($0.second)" }).count == seen.count - duplicatesOfShorter(text))
        #expect(Self.digest(Array("abd".utf8)) != Self.digest(Array("abc".utf8)))
        #expect(Self.digest([]) != Self.digest([0]))
    }

    /// Removing either of two equal neighbouring bytes gives the same text.
    private func duplicatesOfShorter(_ text: [UInt8]) -> Int {
        zip(text, text.dropFirst()).filter { $0 == $1 }.count
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
            plan +=
                (k % 40 == 0 ? "day \(try #require(Day(year: 2026, month: 1, day: 1)?.adding(days: k / 40)))\n" : "")
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
