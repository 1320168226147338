/// Session tokens that need no table: a random nonce and a keyed tag of
/// it (SipHash-2-4 under two random 128-bit keys the server made at
/// start, 128 bits of tag). The server recognises its own tokens by
/// checking the tag, so a flood of requests without a cookie costs no
/// memory and cannot push a real browser's session out.
struct SessionSeal: Sendable {
    private let keys: [(UInt64, UInt64)]

    init() {
        var generator = SystemRandomNumberGenerator()
        keys = [(generator.next(), generator.next()), (generator.next(), generator.next())]
    }

    /// A new token: 16 random bytes and their 16-byte tag, as 64 hex digits.
    func issue() -> String {
        var generator = SystemRandomNumberGenerator()
        let nonce: [UInt64] = [generator.next(), generator.next()]
        return Self.hex(nonce + tag(nonce))
    }

    /// Whether `token` is one this server issued.
    func accepts(_ token: String) -> Bool {
        guard let words = Self.words(token), words.count == 4 else { return false }
        let expected = tag(Array(words[0..<2]))
        // No early exit: the comparison takes as long for every wrong tag.
        let difference = (expected[0] ^ words[2]) | (expected[1] ^ words[3])
        return difference == 0
    }

    private func tag(_ nonce: [UInt64]) -> [UInt64] {
        keys.map { Self.sipHash24(key: $0, words: nonce) }
    }

    static func hex(_ words: [UInt64]) -> String {
        let digits = Array("0123456789abcdef".utf8)
        var text: [UInt8] = []
        text.reserveCapacity(words.count * 16)
        for word in words {
            for shift in stride(from: 60, through: 0, by: -4) { text.append(digits[Int((word >> UInt64(shift)) & 0xF)]) }
        }
        return String(decoding: text, as: UTF8.self)
    }

    /// The 64-bit words of a token of hex digits (nil when it is anything else).
    static func words(_ token: String) -> [UInt64]? {
        let bytes = Array(token.utf8)
        guard bytes.count == 64 else { return nil }
        var words: [UInt64] = []
        var word: UInt64 = 0
        for (index, byte) in bytes.enumerated() {
            let digit: UInt64
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt64(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt64(byte - UInt8(ascii: "a")) + 10
            default: return nil
            }
            word = word << 4 | digit
            if index % 16 == 15 {
                words.append(word)
                word = 0
            }
        }
        return words
    }

    /// SipHash-2-4 of the little-endian bytes of `words` under `key`.
    static func sipHash24(key: (UInt64, UInt64), words: [UInt64]) -> UInt64 {
        var v0: UInt64 = 0x736f_6d65_7073_6575 ^ key.0
        var v1: UInt64 = 0x646f_7261_6e64_6f6d ^ key.1
        var v2: UInt64 = 0x6c79_6765_6e65_7261 ^ key.0
        var v3: UInt64 = 0x7465_6462_7974_6573 ^ key.1
        func round() {
            v0 = v0 &+ v1; v1 = rotate(v1, 13); v1 ^= v0; v0 = rotate(v0, 32)
            v2 = v2 &+ v3; v3 = rotate(v3, 16); v3 ^= v2
            v0 = v0 &+ v3; v3 = rotate(v3, 21); v3 ^= v0
            v2 = v2 &+ v1; v1 = rotate(v1, 17); v1 ^= v2; v2 = rotate(v2, 32)
        }
        for word in words {
            v3 ^= word
            round()
            round()
            v0 ^= word
        }
        // The last block: the length in bytes in the top byte, no bytes left over.
        let last = UInt64(truncatingIfNeeded: words.count &* 8) << 56
        v3 ^= last
        round()
        round()
        v0 ^= last
        v2 ^= 0xFF
        for _ in 0..<4 { round() }
        return v0 ^ v1 ^ v2 ^ v3
    }

    private static func rotate(_ value: UInt64, _ count: UInt64) -> UInt64 {
        (value << count) | (value >> (64 - count))
    }
}
