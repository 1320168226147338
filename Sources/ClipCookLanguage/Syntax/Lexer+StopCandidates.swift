import ClipCookCore

extension Lexer {
    /// The first offset from `i` on, before `end`, holding `,` `-` `[` or
    /// `]` (the bytes that may stop bare text), or `end`: sixteen, then
    /// eight bytes at a time, then one by one. With `commaOrClose` false
    /// (text that neither a `,` nor a `]` ends, a step's), only `-` and `[`.
    @inline(__always)
    package static func nextStopCandidate(_ bytes: [UInt8], from start: Int, end: Int, commaOrClose: Bool = true) -> Int {
        bytes.withUnsafeBytes { raw in
            let end = min(end, raw.count)
            var i = max(start, 0)
            // Sixteen bytes at a time while none of them is a candidate
            // (a vector compare a byte looked for); the block that has one
            // is read again below.
            let comma = SIMD16<UInt8>(repeating: ByteClass.comma)
            let dash = SIMD16<UInt8>(repeating: ByteClass.dash)
            let open = SIMD16<UInt8>(repeating: ByteClass.openBracket)
            let close = SIMD16<UInt8>(repeating: ByteClass.closeBracket)
            if commaOrClose {
                while i + 16 <= end {
                    let block = raw.loadUnaligned(fromByteOffset: i, as: SIMD16<UInt8>.self)
                    if any((block .== comma) .| (block .== dash) .| (block .== open) .| (block .== close)) { break }
                    i += 16
                }
            } else {
                while i + 16 <= end {
                    let block = raw.loadUnaligned(fromByteOffset: i, as: SIMD16<UInt8>.self)
                    if any((block .== dash) .| (block .== open)) { break }
                    i += 16
                }
            }
            let ones: UInt64 = 0x0101_0101_0101_0101
            let high: UInt64 = 0x8080_8080_8080_8080
            let low7: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
            while i + 8 <= end {
                let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: i, as: UInt64.self))
                // The high bit of each byte equal to `b` (exact per byte: no sum carries over).
                func equal(_ b: UInt8) -> UInt64 {
                    let x = word ^ (ones &* UInt64(b))
                    return ~(((x & low7) &+ low7) | x) & high
                }
                let found: UInt64
                if commaOrClose {
                    // `,` and `-` differ in their lowest bit only: one test finds both.
                    let folded = (word | ones) ^ (ones &* UInt64(ByteClass.dash))
                    let commaOrDash = ~(((folded & low7) &+ low7) | folded) & high
                    found = commaOrDash | equal(ByteClass.openBracket) | equal(ByteClass.closeBracket)
                } else {
                    found = equal(ByteClass.dash) | equal(ByteClass.openBracket)
                }
                if found != 0 { return i + found.trailingZeroBitCount / 8 }
                i += 8
            }
            while i < end {
                let b = raw[i]
                if b == ByteClass.dash || b == ByteClass.openBracket { return i }
                if commaOrClose, b == ByteClass.comma || b == ByteClass.closeBracket { return i }
                i += 1
            }
            return end
        }
    }
}
