import Foundation

/// Text compared the way a cook expects when searching: case and
/// diacritics ignored ("Crème" matches "creme").
///
/// Foundation's folding is the definition; it is slow (a call into
/// CoreFoundation for every text, cluster by cluster), so most text is
/// folded here on its bytes instead: plain ASCII is lowercased, and text
/// whose other characters are all in `FoldingTable` (accented Latin
/// letters, `°`, `½`, curly quotes, dashes) has each of those replaced by
/// what Foundation folds it to on its own. Any other character (a
/// combining mark, CJK, an emoji, a full-width letter) sends the whole
/// text to Foundation. `TextFoldingTests` checks that both give the same.
public enum TextFolding {
    public static func fold(_ text: String) -> String {
        var text = text
        switch text.withUTF8({ FoldingTable.fold($0) }) {
        case .unchanged: return text
        case .folded(let folded): return folded
        case .unknown: return foundationFold(text)
        }
    }

    public static func fold(_ text: some StringProtocol) -> String {
        fold(String(text))
    }

    /// The folding itself, for any text (Foundation's, which is slow).
    package static func foundationFold(_ text: some StringProtocol) -> String {
        String(text).folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
    }

    /// Plain ASCII folds to itself with A-Z lowercased: done on the bytes,
    /// this is most of the text of a collection. Nil for any other text.
    package static func asciiFold(_ text: String) -> String? {
        var text = text
        let ascii: Bool = text.withUTF8 { bytes in
            var any: UInt8 = 0
            for byte in bytes { any |= byte }
            return any < 0x80
        }
        return ascii ? fold(text) : nil
    }

    /// The words of `text`, folded: runs of letters and digits.
    public static func words(_ text: String) -> [String] {
        fold(text).split { !($0.isLetter || $0.isNumber) }.map(String.init)
    }

    public static func words(_ text: some StringProtocol) -> [String] {
        words(String(text))
    }
}
