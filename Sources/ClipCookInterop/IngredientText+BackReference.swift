import Foundation

/// An ingredient that a page's list names by where it was made earlier in
/// the recipe: `Tangzhong from above`, `caramel from step 2`, `the dough
/// from earlier`. The food is what comes before; where it comes from is a
/// note.
extension IngredientText {
    /// The words after ` from ` that point back (or on) within the recipe.
    static let placesInTheRecipe: Set<String> = [
        "above", "below", "earlier", "before", "the recipe above", "the recipe below", "previous step", "the previous step",
    ]

    /// The name without its pointer and the pointer as a note, or nil when the name has none.
    static func withoutBackReference(_ name: String) -> (name: String, note: String)? {
        let lower = name.lowercased()
        // Offsets in the folded text are offsets in the name only when folding kept every letter one letter.
        guard lower.count == name.count, let from = lower.range(of: " from ", options: .backwards) else { return nil }
        let rest = lower[from.upperBound...].trimmingBlanks()
        let words = rest.split(separator: " ")
        let isStep = words.count == 2 && words[0] == "step" && words[1].allSatisfy { $0.isASCII && $0.isNumber }
        guard placesInTheRecipe.contains(rest) || isStep else { return nil }
        let offset = lower.distance(from: lower.startIndex, to: from.lowerBound)
        let food = String(name.prefix(offset)).trimmingBlanks()
        guard !food.isEmpty else { return nil }
        return (food, String(name.dropFirst(offset)).trimmingBlanks())
    }
}
