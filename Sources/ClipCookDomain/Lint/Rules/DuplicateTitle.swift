import ClipCookCore
import ClipCookLanguage

/// Two recipes with one title are hard to tell apart in lists and searches.
public struct DuplicateTitle: LintRule {
    public let description = RuleDescription(
        id: "duplicate-title", name: "Duplicate recipe title", defaultSeverity: .warning,
        rationale: "two recipes with one title cannot be told apart in lists, searches and plans")

    public init() {}

    /// Titles compare without case and with runs of blanks as one space.
    package static func key(_ title: String) -> String {
        title.lowercased().split(whereSeparator: { $0 == " " || $0 == "\t" }).joined(separator: " ")
    }

    public func check(_ file: LintFile, in context: LintContext) -> [LintFinding] {
        guard let recipe = file.recipe else { return [] }
        let key = DuplicateTitle.key(recipe.title)
        let others = (context.recipesByTitleKey[key] ?? []).map(\.file).filter { $0.path != file.path }
        guard !others.isEmpty else { return [] }
        let places = others.map { other in other.range(at: "title").map { "\(other.path):\($0.start.line)" } ?? other.path }
        return [
            LintFinding(
                "recipe title '\(recipe.title)' is also used by \(places.joined(separator: ", "))",
                at: file.range(atFirstOf: "title"),
                notes: ["add what sets them apart to one title (\"... (vegan)\")"])
        ]
    }
}
