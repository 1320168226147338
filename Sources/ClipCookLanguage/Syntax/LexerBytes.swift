import ClipCookCore

/// `ByteClass`'s constants and tests, declared again in this module for the
/// lexer, which asks them of every byte: `@inlinable` on a `package`
/// declaration does not inline into another module (only a `public` one
/// does), so each `ByteClass.isBlank(b)` or `ByteClass.dash` read from here
/// was a call, about a twentieth of a parse. Called within the module, these
/// inline. They answer exactly as `ByteClass` (`LexerBytesTests` checks
/// every byte).
package enum LexerBytes {
    package static var space: UInt8 { 0x20 }
    package static var tab: UInt8 { 0x09 }
    package static var lf: UInt8 { 0x0A }
    package static var cr: UInt8 { 0x0D }
    package static var quote: UInt8 { 0x22 }
    package static var backslash: UInt8 { 0x5C }
    package static var dash: UInt8 { 0x2D }
    package static var dot: UInt8 { 0x2E }
    package static var colon: UInt8 { 0x3A }
    package static var comma: UInt8 { 0x2C }
    package static var openBracket: UInt8 { 0x5B }
    package static var closeBracket: UInt8 { 0x5D }
    package static var bar: UInt8 { 0x7C }

    @inline(__always) package static func isBlank(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 }
    @inline(__always) package static func isDigit(_ b: UInt8) -> Bool { b >= 0x30 && b <= 0x39 }
    @inline(__always) package static func isLower(_ b: UInt8) -> Bool { b >= 0x61 && b <= 0x7A }
    @inline(__always) package static func isLetter(_ b: UInt8) -> Bool { isLower(b) || (b >= 0x41 && b <= 0x5A) }
    /// Letters, digits, `-` and `_`.
    @inline(__always) package static func isWord(_ b: UInt8) -> Bool {
        b < 64 ? (wordBitsLow >> UInt64(b)) & 1 != 0 : b < 128 && (wordBitsHigh >> UInt64(b - 64)) & 1 != 0
    }
    private static var wordBitsLow: UInt64 { 0x03FF_2000_0000_0000 }
    private static var wordBitsHigh: UInt64 { 0x07FF_FFFE_87FF_FFFE }
    /// ASCII control characters other than tab (DEL included).
    @inline(__always) package static func isControl(_ b: UInt8) -> Bool { (b < 0x20 && b != 0x09) || b == 0x7F }
    package static func hexValue(_ b: UInt8) -> UInt32? { ByteClass.hexValue(b) }
}
