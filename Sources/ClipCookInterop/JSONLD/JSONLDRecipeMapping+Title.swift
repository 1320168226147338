import ClipCookCore

/// A title as a page writes it, without the diets it lists after the dish
/// in brackets (`Sushi Bar Tuna Salad (Paleo, Whole30)`): those name who
/// may eat it, no part of the dish's name, as the tags after a bar do.
extension JSONLDRecipeMapping {
    /// The diets a title may list in brackets after the dish's name, lower case.
    static let dietWords: Set<String> = [
        "paleo", "whole30", "keto", "vegan", "vegetarian", "gluten-free", "gluten free", "dairy-free", "dairy free",
        "low carb", "low-carb", "gf", "df", "sugar-free", "sugar free", "refined sugar free", "grain-free", "grain free",
        "nut-free", "nut free", "egg-free", "egg free", "aip", "low fodmap", "primal", "plant-based", "plant based", "lchf",
    ]

    /// `Tuna Salad (Paleo, Whole30)` → Tuna Salad; a title whose brackets hold anything else (`Avocado Toast
    /// (Topping ideas and Tips)`), or nothing before them, stays as it is.
    static func withoutDietTags(_ title: String) -> String {
        guard title.hasSuffix(")"), let open = title.lastIndex(of: "("), open > title.startIndex else { return title }
        let inside = title[title.index(after: open)..<title.index(before: title.endIndex)].lowercased()
        let parts = inside.split(separator: ",").flatMap { $0.components(separatedBy: " & ") }.flatMap {
            $0.components(separatedBy: " and ")
        }
        guard parts.allSatisfy({ dietWords.contains($0.trimmingBlanks()) }) else { return title }
        let kept = title[..<open].trimmingBlanks()
        return kept.contains(where: \.isLetter) ? kept : title
    }
}
