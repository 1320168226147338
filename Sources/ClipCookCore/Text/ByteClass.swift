/// Byte classes the lexer works with (ASCII only: every multi-byte UTF-8
/// sequence is "other", which is all the language needs). Public and
/// inlinable, so that the parsers' loops in other modules read each byte
/// value as a constant instead of calling an accessor for it: `@inlinable`
/// on a `package` declaration does not inline into another module, only a
/// `public` one does (a call for every byte was 11% of a parse's
/// instructions).
public enum ByteClass {
    @inlinable public static var space: UInt8 { 0x20 }
    @inlinable public static var tab: UInt8 { 0x09 }
    @inlinable public static var lf: UInt8 { 0x0A }
    @inlinable public static var cr: UInt8 { 0x0D }
    @inlinable public static var quote: UInt8 { 0x22 }
    @inlinable public static var backslash: UInt8 { 0x5C }
    @inlinable public static var dash: UInt8 { 0x2D }
    @inlinable public static var dot: UInt8 { 0x2E }
    @inlinable public static var colon: UInt8 { 0x3A }
    @inlinable public static var comma: UInt8 { 0x2C }
    @inlinable public static var openBracket: UInt8 { 0x5B }
    @inlinable public static var closeBracket: UInt8 { 0x5D }
    @inlinable public static var bar: UInt8 { 0x7C }

    @inlinable public static func isBlank(_ b: UInt8) -> Bool { b == space || b == tab }
    @inlinable public static func isDigit(_ b: UInt8) -> Bool { b >= 0x30 && b <= 0x39 }
    @inlinable public static func isLower(_ b: UInt8) -> Bool { b >= 0x61 && b <= 0x7A }
    @inlinable public static func isLetter(_ b: UInt8) -> Bool { isLower(b) || (b >= 0x41 && b <= 0x5A) }
    @inlinable public static func isAlphanumeric(_ b: UInt8) -> Bool { isLetter(b) || isDigit(b) }
    /// Letters, digits, `-` and `_`: the bytes of a keyword or enum word.
    @inlinable public static func isWord(_ b: UInt8) -> Bool {
        // One bit a byte: `-` and the digits below 64, the letters and `_` from 64 to 127.
        b < 64 ? (wordBitsLow >> UInt64(b)) & 1 != 0 : b < 128 && (wordBitsHigh >> UInt64(b - 64)) & 1 != 0
    }

    /// Bit `b` for each word byte `b` below 64: `-` (0x2D) and `0`...`9` (0x30...0x39).
    @inlinable public static var wordBitsLow: UInt64 { 0x03FF_2000_0000_0000 }
    /// Bit `b - 64` for each word byte `b` from 64 to 127: `A`...`Z`, `_` and `a`...`z`.
    @inlinable public static var wordBitsHigh: UInt64 { 0x07FF_FFFE_87FF_FFFE }
    /// ASCII control characters other than tab (DEL included).
    @inlinable public static func isControl(_ b: UInt8) -> Bool { (b < 0x20 && b != tab) || b == 0x7F }
    public static func hexValue(_ b: UInt8) -> UInt32? {
        switch b {
        case 0x30...0x39: UInt32(b - 0x30)
        case 0x41...0x46: UInt32(b - 0x41 + 10)
        case 0x61...0x66: UInt32(b - 0x61 + 10)
        default: nil
        }
    }
}
