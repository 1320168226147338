/// A microdata Recipe written in Google's older recipe vocabulary
/// (data-vocabulary.org, which pages often label with schema.org's type):
/// `ingredient` items of an `amount` and a `name`, `instructions`,
/// `yield`, `summary` and `photo`; and the dish's `name` outside the
/// item or named twice. Renamed to the schema.org properties the mapping
/// reads; of two names the first is the title, and a Recipe with no name
/// takes the title its page's head gives.
extension HTMLMicrodata {
    static let olderNames = [
        ("ingredient", "recipeIngredient"), ("instructions", "recipeInstructions"), ("yield", "recipeYield"),
        ("summary", "description"), ("photo", "image"),
    ]

    static func withOlderVocabulary(_ node: [String: Any], page bytes: [UInt8]) -> [String: Any] {
        var node = node
        for (older, current) in olderNames where node[current] == nil {
            guard let value = node[older] else { continue }
            node[current] = older == "ingredient" ? ingredientLines(value) : value
        }
        if let names = node["name"] as? [Any] {
            // named twice (a heading and a rating's `<meta>`): the first
            node["name"] = names.lazy.compactMap { $0 as? String }.first { !$0.isEmpty }
        }
        if node["name"] == nil, let title = HTMLVisibleRecipe.headTitle(bytes) { node["name"] = title }
        // `itemprop="recipeInstructions"` on the box of the ingredients: no method; the page's shown one is read
        if let method = node["recipeInstructions"] as? String,
            let first = ((node["recipeIngredient"] ?? node["ingredients"]) as? [Any])?.first as? String, !first.isEmpty,
            method.contains(first)
        {
            node["recipeInstructions"] = nil
        }
        return node
    }

    /// `{amount: "3 Tablespoons", name: "Butter"}` items as lines (`3 Tablespoons Butter`).
    static func ingredientLines(_ value: Any) -> Any {
        func line(_ item: Any) -> Any {
            guard let item = item as? [String: Any], let name = item["name"] as? String else { return item }
            let amount = (item["amount"] as? String).map { $0.trimmingCharacters(in: .whitespacesAndNewlines) } ?? ""
            return amount.isEmpty ? name : amount + " " + name
        }
        return (value as? [Any]).map { $0.map(line) } ?? line(value)
    }
}
