import Foundation

/// Text compared the way a cook expects when searching: case and
/// diacritics ignored ("Crème" matches "creme").
public enum TextFolding {
    public static func fold(_ text: some StringProtocol) -> String {
        String(text).folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
    }

    /// The words of `text`, folded: runs of letters and digits.
    public static func words(_ text: some StringProtocol) -> [String] {
        fold(text).split { !($0.isLetter || $0.isNumber) }.map(String.init)
    }
}
