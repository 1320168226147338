import ClipCookCore
import ClipCookLanguage

/// Titles are at most 200 characters (SRS DATA-002).
public struct TitleTooLong: LintRule {
    public let description = RuleDescription(
        id: "title-too-long", name: "Title over 200 characters", defaultSeverity: .error,
        rationale: "the SRS limits titles to 200 characters; longer ones are usually a pasted caption")

    public init() {}

    public func check(_ file: LintFile, in context: LintContext) -> [LintFinding] {
        guard let recipe = file.recipe, recipe.title.count > Recipe.maxTitleLength else { return [] }
        return [
            LintFinding(
                "title has \(recipe.title.count) characters, more than the \(Recipe.maxTitleLength) allowed",
                at: file.range(atFirstOf: "title"),
                notes: ["shorten the title; move the rest to the caption"])
        ]
    }
}
