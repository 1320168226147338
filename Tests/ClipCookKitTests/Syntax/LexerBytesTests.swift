import Testing
@testable import ClipCookCore
@testable import ClipCookLanguage

/// The lexer's own copy of the byte classes (`LexerBytes`, which inlines
/// where `ByteClass` is a call) answers as `ByteClass` for every byte.
@Suite struct LexerBytesTests {
    @Test func everyByteIsClassedAsByteClassClassesIt() {
        for value in 0...255 {
            let b = UInt8(value)
            #expect(LexerBytes.isBlank(b) == ByteClass.isBlank(b), "isBlank \(value)")
            #expect(LexerBytes.isDigit(b) == ByteClass.isDigit(b), "isDigit \(value)")
            #expect(LexerBytes.isLower(b) == ByteClass.isLower(b), "isLower \(value)")
            #expect(LexerBytes.isLetter(b) == ByteClass.isLetter(b), "isLetter \(value)")
            #expect(LexerBytes.isWord(b) == ByteClass.isWord(b), "isWord \(value)")
            #expect(LexerBytes.isControl(b) == ByteClass.isControl(b), "isControl \(value)")
            #expect(LexerBytes.hexValue(b) == ByteClass.hexValue(b), "hexValue \(value)")
        }
    }

    @Test func theNamedBytesAreByteClasssOwn() {
        let ours: [UInt8] = [
            LexerBytes.space, LexerBytes.tab, LexerBytes.lf, LexerBytes.cr, LexerBytes.quote, LexerBytes.backslash,
            LexerBytes.dash, LexerBytes.dot, LexerBytes.colon, LexerBytes.comma, LexerBytes.openBracket,
            LexerBytes.closeBracket, LexerBytes.bar,
        ]
        let theirs: [UInt8] = [
            ByteClass.space, ByteClass.tab, ByteClass.lf, ByteClass.cr, ByteClass.quote, ByteClass.backslash,
            ByteClass.dash, ByteClass.dot, ByteClass.colon, ByteClass.comma, ByteClass.openBracket,
            ByteClass.closeBracket, ByteClass.bar,
        ]
        #expect(ours == theirs)
        #expect(ours == Array(" \t\n\r\"\\-.:,[]|".utf8))
    }
}
