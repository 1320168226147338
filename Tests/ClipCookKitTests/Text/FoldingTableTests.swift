import Foundation
import Testing
@testable import ClipCookCore

/// `TextFolding.fold` folds most text on its bytes (`FoldingTable`) instead
/// of asking Foundation; it must give what Foundation gives, for the
/// characters of the table in every neighbourhood, for real text, and for
/// text the table leaves to Foundation.
@Suite struct FoldingTableTests {
    /// Every character of the table, alone, between ASCII letters, doubled,
    /// next to a neighbour of the table, at either end and before a line break.
    @Test func everyCharacterOfTheTableFoldsAsFoundationFoldsIt() {
        var checked = 0
        let neighbours = ["", "a", "Z", "9", " ", "\r\n", "é", "°", "’", "ß"]
        for block in FoldingTable.blocks {
            for offset in 0..<block.count {
                guard let scalar = Unicode.Scalar(block.first + UInt32(offset)) else { continue }
                let character = String(Character(scalar))
                for before in neighbours {
                    for after in neighbours {
                        let text = before + character + after + character
                        #expect(TextFolding.fold(text) == TextFolding.foundationFold(text), "\(text.unicodeScalars.map { $0.value })")
                        checked += 1
                    }
                }
            }
        }
        #expect(checked == FoldingTable.blocks.reduce(0) { $0 + $1.count } * 100)
    }

    @Test func foldedOnTheBytesWhereTheTableHasEveryCharacter() {
        var buffer: [UInt8] = []
        for (text, folded) in [
            ("Crème Brûlée", "creme brulee"), ("½ cup at 180 °C", "½ cup at 180 °c"), ("Straße", "strasse"),
            ("“Best” – Jalapeño", "“best” – jalapeno"), ("ÆSIR Œuvre", "æsir œuvre"),
        ] {
            buffer.removeAll()
            var copy = text
            #expect(copy.withUTF8 { FoldingTable.append($0, to: &buffer) }, "\(text)")
            #expect(String(decoding: buffer, as: UTF8.self) == folded)
            #expect(TextFolding.fold(text) == folded)
            #expect(TextFolding.foundationFold(text) == folded)
        }
        // A combining accent, a full-width letter, CJK and an emoji are left to Foundation.
        for text in ["cafe\u{301}", "ＡＢＣ", "味噌 soup", "taco 🌮", "e\u{200D}x", "Ǆ\u{308}"] {
            buffer.removeAll()
            var copy = text
            #expect(!copy.withUTF8 { FoldingTable.append($0, to: &buffer) }, "\(text)")
            #expect(TextFolding.fold(text) == TextFolding.foundationFold(text), "\(text)")
        }
    }

    /// Every line of the saved recipe pages (English, French, German,
    /// Italian, Indian and other sites' text, with their entities, quotes
    /// and symbols), and words picked at random from them.
    @Test func realTextFoldsAsFoundationFoldsIt() throws {
        let pages = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("WebPages")
        let names = try FileManager.default.contentsOfDirectory(atPath: pages.path).filter { $0.hasSuffix(".html") }.sorted()
        #expect(names.count > 20)
        var lines = 0
        var notASCII = 0
        for name in names {
            let text = String(decoding: try Data(contentsOf: pages.appendingPathComponent(name)), as: UTF8.self)
            for line in text.split(separator: "\n", omittingEmptySubsequences: false).prefix(4000) {
                let line = String(line)
                #expect(TextFolding.fold(line) == TextFolding.foundationFold(line), "\(name): \(line.prefix(80))")
                lines += 1
                if !line.utf8.allSatisfy({ $0 < 0x80 }) { notASCII += 1 }
            }
        }
        #expect(lines > 10_000)
        #expect(notASCII > 100)
    }

    /// Text made at random of ASCII, characters of the table and others.
    @Test func randomTextFoldsAsFoundationFoldsIt() {
        let pieces = [
            "a", "B", "z", "Q", "7", " ", "-", "\t", "\r\n", "\n", "é", "É", "ñ", "Ö", "ø", "ß", "ſ", "ǅ", "İ", "ı", "ﬁ", "°",
            "½", "⅓", "’", "—", "…", "\u{301}", "\u{308}", "\u{200D}", "\u{2028}", "Ａ", "ｶ", "ﾞ", "日", "🌮", "🇫🇷", "Ω", "ς", "Σ",
        ]
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        func next(_ bound: Int) -> Int {
            state ^= state << 13
            state ^= state >> 7
            state ^= state << 17
            return Int(state % UInt64(bound))
        }
        for _ in 0..<3000 {
            let text = (0..<(1 + next(12))).map { _ in pieces[next(pieces.count)] }.joined()
            #expect(TextFolding.fold(text) == TextFolding.foundationFold(text), "\(text.unicodeScalars.map { $0.value })")
        }
    }
}
