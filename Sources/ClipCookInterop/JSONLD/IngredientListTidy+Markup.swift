import Foundation

/// A whole ingredient list in one element's markup, its items one a line:
/// a microdata `ingredients` property on a `<div>` whose `<p>` holds
/// `- 1 lapin<br />- 200 g de lardons<br />...`. Read as one text, the
/// lines run together and the list's commas (`1,8 kg`) cut it wrongly; the
/// element's own line breaks are its items, and a bullet typed before each
/// (`- `, `• `, `* `) is no part of the line.
extension IngredientListTidy {
    /// The items of `html` when it holds line breaks between items (two or
    /// more `<br>`, `<li>` or `<p>` breaks), else nil.
    package static func markupLines(_ html: String) -> [String]? {
        let lower = html.lowercased()
        let breaks =
            lower.components(separatedBy: "<br").count + lower.components(separatedBy: "<li").count
            + lower.components(separatedBy: "<p").count - 3
        guard breaks >= 2 else { return nil }
        let lines = HTMLText.lines(html).map(withoutBullet).filter { !$0.isEmpty }
        return lines.count >= 2 ? lines : nil
    }

    /// The line without a typed bullet before it (`- 200 g de lardons`).
    static func withoutBullet(_ line: String) -> String {
        for bullet in ["- ", "• ", "* ", "– ", "· "] where line.hasPrefix(bullet) {
            return String(line.dropFirst(bullet.count)).trimmingCharacters(in: .whitespaces)
        }
        return line
    }
}
