import Foundation
import Testing
@testable import ClipCookCore
@testable import ClipCookLanguage
@testable import ClipCookDomain
@testable import ClipCookStore
@testable import ClipCookInterop
@testable import ClipCookKit

/// Words quoted by `quoteIfNeeded` and joined split back the same: the
/// check the command-line fuzz target makes, on the inputs it found.
@Suite struct CommandQuotingRoundTripTests {
    static func roundTrips(_ bytes: [UInt8]) -> (Bool, String) {
        let text = String(decoding: bytes, as: UTF8.self)
        let words = CommandLexer.split(text).words.map(\.text)
        let joined = words.map(CommandLexer.quoteIfNeeded).joined(separator: " ")
        let again = CommandLexer.split(joined).words.map(\.text)
        return (
            again == words,
            "\(words.map { Array($0.unicodeScalars.map(\.value)) }) -> \(joined.debugDescription) -> \(again.map { Array($0.unicodeScalars.map(\.value)) })"
        )
    }

    @Test func theFuzzersFindingRoundTrips() {
        let found: [UInt8] = [
            0x26, 0xE4, 0x22, 0x22, 0x22, 0x22, 0x7E, 0x27, 0x22, 0x25, 0x00, 0x0D, 0x0A, 0x01, 0x0A, 0x00,
            0x0A, 0x0A, 0x00, 0x0A, 0x0A, 0x0A, 0x0A, 0x0A, 0x0A, 0x0A, 0x1A, 0x0A, 0x0A, 0x0A, 0xD9, 0x8B,
            0x0A, 0x0A, 0x01, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x3B, 0xBC, 0x24,
        ]
        let (ok, detail) = Self.roundTrips(found)
        #expect(ok, "\(detail)")
    }

    /// Seeded random lines over the characters that matter to quoting.
    @Test func randomLinesRoundTrip() {
        let alphabet: [String] = [
            "a", "n", "t", " ", "\t", "\n", "\r\n", "\r", "'", "\"", "\\", ";", "#", "\u{0}", "\u{301}", "\u{64B}", "é", "🍲",
        ]
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(truncatingIfNeeded: state >> 33)
        }
        for _ in 0..<3_000 {
            let line = (0..<(next() % 24)).map { _ in alphabet[next() % alphabet.count] }.joined()
            let (ok, detail) = Self.roundTrips(Array(line.utf8))
            #expect(ok, "\(detail)")
            if !ok { break }
        }
    }
}
