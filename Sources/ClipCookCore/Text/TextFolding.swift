import Foundation

/// Text compared the way a cook expects when searching: case and
/// diacritics ignored ("Crème" matches "creme").
public enum TextFolding {
    public static func fold(_ text: some StringProtocol) -> String {
        if let ascii = asciiFold(text) { return ascii }
        return foundationFold(text)
    }

    /// The folding itself, for any text (Foundation's, which is slow).
    package static func foundationFold(_ text: some StringProtocol) -> String {
        String(text).folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
    }

    /// Plain ASCII folds to itself with A-Z lowercased: done on the bytes,
    /// this is most of the text of a collection. Nil for any other text.
    package static func asciiFold(_ text: some StringProtocol) -> String? {
        var upper = false
        for byte in text.utf8 {
            if byte >= 0x80 { return nil }
            if byte >= 0x41 && byte <= 0x5A { upper = true }
        }
        guard upper else { return String(text) }
        return String(unsafeUninitializedCapacity: text.utf8.count) { buffer in
            var count = 0
            for byte in text.utf8 {
                buffer[count] = byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte
                count += 1
            }
            return count
        }
    }

    /// The words of `text`, folded: runs of letters and digits.
    public static func words(_ text: some StringProtocol) -> [String] {
        fold(text).split { !($0.isLetter || $0.isNumber) }.map(String.init)
    }
}
