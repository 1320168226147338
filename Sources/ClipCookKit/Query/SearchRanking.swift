import Foundation

/// Full-text search over recipes: title, tags, ingredients, caption and
/// steps, ignoring case and diacritics. Every word of the query must occur
/// somewhere; title matches rank first.
public enum SearchRanking {
    public struct Hit: Hashable, Sendable {
        public var recipe: Recipe
        public var score: Int
        /// Where the words were found, best first ("title", "tags", ...).
        public var fields: [String]
    }

    public static func search(_ text: String, in recipes: [Recipe]) -> [Hit] {
        let terms = TextFolding.words(text)
        guard !terms.isEmpty else { return [] }
        let phrase = TextFolding.fold(text.trimmingCharacters(in: .whitespacesAndNewlines))
        var hits: [Hit] = []
        for recipe in recipes {
            let title = TextFolding.fold(recipe.title)
            let titleWords = TextFolding.words(recipe.title)
            let fields: [(String, String, Int)] = [
                ("tags", recipe.tags.map(TextFolding.fold).joined(separator: " \u{1F} "), 30),
                ("ingredients", recipe.ingredients.map { TextFolding.fold($0.name + " " + ($0.notes ?? "")) }
                    .joined(separator: " \u{1F} "), 20),
                ("caption", TextFolding.fold(recipe.caption ?? ""), 10),
                ("steps", recipe.steps.map { TextFolding.fold($0.text) }.joined(separator: " \u{1F} "), 5),
            ]
            var score = 0
            var found: [String] = []
            var allTermsFound = true
            for term in terms {
                var termScore = 0
                if titleWords.contains(term) {
                    termScore = 100
                } else if titleWords.contains(where: { $0.hasPrefix(term) }) {
                    termScore = 80
                } else if title.contains(term) {
                    termScore = 60
                }
                if termScore > 0, !found.contains("title") { found.append("title") }
                for (name, haystack, weight) in fields where haystack.contains(term) {
                    termScore = max(termScore, weight)
                    if !found.contains(name) { found.append(name) }
                }
                if termScore == 0 { allTermsFound = false }
                score += termScore
            }
            guard allTermsFound else { continue }
            if title == phrase { score += 1000 } else if title.hasPrefix(phrase) { score += 500 }
            if recipe.isArchived { score -= 1 }
            hits.append(Hit(recipe: recipe, score: score, fields: found))
        }
        hits.sort { $0.score != $1.score ? $0.score > $1.score : RecipeQuery.titleOrder($0.recipe, $1.recipe) }
        return hits
    }
}
