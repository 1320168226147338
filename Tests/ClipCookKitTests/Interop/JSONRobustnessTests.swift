import Testing
@testable import ClipCookCore
@testable import ClipCookLanguage
@testable import ClipCookDomain
@testable import ClipCookStore
@testable import ClipCookInterop
@testable import ClipCookKit

/// Mutated and random inputs: the decoder must always come back with content
/// or an error, never crash, and errors must point inside the file.
@Suite struct JSONRobustnessTests {
    /// A small deterministic generator (xorshift64*), so failures reproduce.
    struct Generator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state ^= state >> 12
            state ^= state << 25
            state ^= state >> 27
            return state &* 2_685_821_657_736_338_717
        }
        mutating func below(_ n: Int) -> Int { Int(next() % UInt64(n)) }

        /// One to `most + 1` random edits of `bytes`: a byte replaced by,
        /// removed, or one of `alphabet` inserted.
        mutating func mutate(_ bytes: inout [UInt8], most: Int, alphabet: [UInt8]) {
            for _ in 0...below(most) {
                let at = below(bytes.count)
                switch below(3) {
                case 0: bytes[at] = alphabet[below(alphabet.count)]
                case 1: bytes.remove(at: at)
                default: bytes.insert(alphabet[below(alphabet.count)], at: at)
                }
            }
        }
    }

    static let seed = Array(
        """
        {"recipes": [{"id": "a", "title": "A\\u00e9", "servings": 2, "category": "Lunch",
          "ingredients": [{"id": "i1", "name": "n", "amount": "1 ½ cups"}], "aiMeta": {"x": [1, 2.5e3, null]}}],
         "mealSlots": [{"id": "m", "day": "2026-11-23", "meal": "Dinner", "recipeId": "a", "servings": 1.5}]}
        """.utf8)

    @Test func mutatedExportsNeverCrash() {
        var generator = Generator(state: 0x9E37_79B9_7F4A_7C15)
        let alphabet: [UInt8] = Array("{}[]\",:0123456789.eE+-\\u tnfal".utf8) + [0x00, 0x0A, 0xC3, 0xFF, 0xED, 0xA0]
        for _ in 0..<3000 {
            var bytes = Self.seed
            generator.mutate(&bytes, most: 4, alphabet: alphabet)
            let source = SourceFile(path: "f.json", bytes: bytes)
            let result = JSONDocumentDecoder.decode(source)
            #expect(result.content != nil || result.diagnostics.hasErrors)
            for diagnostic in result.diagnostics {
                if let range = diagnostic.range { #expect(range.end.offset <= bytes.count) }
            }
        }
    }
}
