import Foundation

/// One schema.org Recipe node -> a ClipCook recipe. The mapping, field by field:
///
/// | schema.org | ClipCook |
/// |---|---|
/// | `name` | title (required; cut to 200 characters) |
/// | `description` | caption |
/// | `url` | source (its platform from the address) |
/// | `image` (text, list, `ImageObject`) | thumbnail (the first) |
/// | `prepTime`, `cookTime` (ISO-8601) | prep, cook (`10 min`) |
/// | `recipeYield` (number, text, list) | servings (the first whole number) |
/// | `recipeCategory` | category when it names one (breakfast, lunch, dinner, snack; brunch, main, dessert...), else a tag |
/// | `keywords`, `recipeCuisine` | tags |
/// | `recipeIngredient` | ingredients (split by `IngredientText`) |
/// | `recipeInstructions` (text, list, `HowToStep`, `HowToSection`) | steps |
/// | `nutrition` (`NutritionInformation`) | nutrition, when calories and the three macros are all given |
/// | `dateCreated` / `datePublished`, `dateModified` | created, updated (full date-times only) |
struct JSONLDRecipeMapping {
    struct Problem {
        var severity: Diagnostic.Severity
        var key: String
        var message: String
    }

    let node: [String: Any]
    var problems: [Problem] = []

    init(node: [String: Any]) {
        self.node = node
    }

    mutating func recipe() -> Recipe {
        var title = text(node["name"]).map(HTMLText.line) ?? ""
        if title.isEmpty {
            title = text(node["headline"]).map(HTMLText.line) ?? ""
            if title.isEmpty {
                problems.append(Problem(severity: .error, key: "", message: "the Recipe has no name"))
                title = "Untitled recipe"
            }
        }
        if title.count > Recipe.maxTitleLength {
            problems.append(Problem(severity: .warning, key: "name", message: "name cut to \(Recipe.maxTitleLength) characters"))
            title = String(title.prefix(Recipe.maxTitleLength))
        }
        var recipe = Recipe(id: DerivedID.recipe(title: title), title: title, category: .dinner)
        if let description = text(node["description"]) {
            let text = HTMLText.paragraphs(description)
            if !text.isEmpty { recipe.caption = text }
        }
        if let url = text(node["url"]).map(HTMLText.line), !url.isEmpty {
            recipe.sourceUrl = url
            recipe.sourcePlatform = SourcePlatform.detect(url: url)
        }
        recipe.thumbnail = image(node["image"])
        recipe.prepTime = duration("prepTime")
        recipe.cookTime = duration("cookTime")
        if let servings = yield() { recipe.servings = servings }
        var tags: [String] = []
        var category: RecipeCategory?
        for name in texts(node["recipeCategory"]).flatMap(Self.commaList) {
            if category == nil, let matched = Self.category(named: name) {
                category = matched
            } else {
                tags.append(name)
            }
        }
        recipe.category = category ?? .dinner
        tags += texts(node["keywords"]).flatMap(Self.commaList)
        tags += texts(node["recipeCuisine"]).flatMap(Self.commaList)
        var seen: Set<String> = []
        recipe.tags = tags.filter { seen.insert($0.lowercased()).inserted }
        recipe.ingredients = texts(node["recipeIngredient"] ?? node["ingredients"]).map(HTMLText.line).filter { !$0.isEmpty }
            .enumerated().map { index, line in
                let parts = IngredientText.split(line)
                return Ingredient(id: DerivedID.ingredient(position: index), name: parts.name, amount: parts.amount, notes: parts.notes)
            }
        recipe.steps = instructions(node["recipeInstructions"], depth: 0).enumerated().map { index, text in
            Step(id: DerivedID.step(position: index), order: index + 1, text: text)
        }
        recipe.nutrition = nutrition()
        recipe.createdAt = timestamp("dateCreated") ?? timestamp("datePublished")
        recipe.updatedAt = timestamp("dateModified")
        return recipe
    }

    // MARK: Values

    /// A string or a number as text; nil for anything else.
    func text(_ value: Any?) -> String? {
        if let s = value as? String { return s }
        if let n = value as? NSNumber, !(value is Bool) { return n.stringValue }
        if let object = value as? [String: Any] { return text(object["@value"] ?? object["text"] ?? object["name"]) }
        return nil
    }

    /// A value or a list of values, as texts.
    func texts(_ value: Any?) -> [String] {
        if let list = value as? [Any] { return list.compactMap { text($0) } }
        return text(value).map { [$0] } ?? []
    }

    static func commaList(_ text: String) -> [String] {
        HTMLText.line(text).split(separator: ",").map { $0.trimmingBlanks() }.filter { !$0.isEmpty }
    }

    func image(_ value: Any?) -> String? {
        if let s = value as? String { return s.isEmpty ? nil : HTMLText.line(s) }
        if let list = value as? [Any] { return list.lazy.compactMap { self.image($0) }.first }
        if let object = value as? [String: Any] { return image(object["url"] ?? object["contentUrl"] ?? object["@id"]) }
        return nil
    }

    mutating func duration(_ key: String) -> String? {
        guard let raw = node[key] else { return nil }
        guard let value = text(raw)?.trimmingBlanks(), !value.isEmpty else {
            if !(raw is NSNull) { problems.append(Problem(severity: .warning, key: key, message: "\(key) is not a duration; left out")) }
            return nil
        }
        if let seconds = ISODuration.seconds(value) ?? DurationText.seconds(in: value) {
            return DurationText.format(seconds: seconds)
        }
        problems.append(Problem(
            severity: .warning, key: key,
            message: "\(key) '\(Excerpt.of(value))' is not an ISO-8601 duration such as PT1H30M; left out"))
        return nil
    }

    mutating func yield() -> Int? {
        guard let raw = node["recipeYield"] ?? node["yield"] else { return nil }
        for candidate in (raw as? [Any]) ?? [raw] {
            if let n = candidate as? NSNumber, !(candidate is Bool) {
                let d = n.doubleValue
                if d.isFinite, d >= 1, d <= 10_000 { return Int(d.rounded()) }
            }
            if let s = candidate as? String, let n = Self.firstWholeNumber(in: s) { return n }
        }
        problems.append(Problem(severity: .warning, key: "recipeYield", message: "recipeYield has no number of servings; servings left at 1"))
        return nil
    }

    /// The first run of digits (1...10000) in a text: "4 servings", "Serves 4-6" -> 4.
    static func firstWholeNumber(in text: String) -> Int? {
        var digits = ""
        for c in text {
            if c.isASCII, c.isNumber {
                digits.append(c)
                if digits.count > 6 { return nil }
            } else if !digits.isEmpty {
                break
            }
        }
        guard let n = Int(digits), n >= 1, n <= 10_000 else { return nil }
        return n
    }

    static func category(named name: String) -> RecipeCategory? {
        let words = name.lowercased()
        let table: [(String, RecipeCategory)] = [
            ("breakfast", .breakfast), ("brunch", .breakfast), ("lunch", .lunch), ("dinner", .dinner),
            ("supper", .dinner), ("main", .dinner), ("entree", .dinner), ("entrée", .dinner), ("snack", .snack),
            ("dessert", .snack), ("appetizer", .snack), ("starter", .snack),
        ]
        return table.first { words.contains($0.0) }?.1
    }

    /// Steps from a text (one a line), a list of texts, `HowToStep`s and `HowToSection`s.
    func instructions(_ value: Any?, depth: Int) -> [String] {
        guard depth < 8, let value else { return [] }
        if let s = value as? String {
            return HTMLText.lines(s).map(Self.withoutNumber)
        }
        if let list = value as? [Any] {
            return list.flatMap { instructions($0, depth: depth + 1) }
        }
        if let object = value as? [String: Any] {
            if let items = object["itemListElement"] { return instructions(items, depth: depth + 1) }
            if let text = text(object["text"]) ?? text(object["name"]) ?? text(object["description"]) {
                return [HTMLText.line(text)].filter { !$0.isEmpty }
            }
        }
        return []
    }

    /// "1. Preheat" or "Step 1: Preheat" -> "Preheat".
    static func withoutNumber(_ line: String) -> String {
        var rest = Substring(line)
        if rest.lowercased().hasPrefix("step ") { rest = rest.dropFirst(5) }
        let digits = rest.prefix(while: { $0.isASCII && $0.isNumber })
        guard !digits.isEmpty, digits.count <= 3 else { return line }
        let after = rest.dropFirst(digits.count)
        guard let mark = after.first, ".):".contains(mark) else { return line }
        let text = after.dropFirst().trimmingBlanks()
        return text.isEmpty ? line : text
    }

    mutating func nutrition() -> Nutrition? {
        guard let info = node["nutrition"] as? [String: Any] else { return nil }
        let keys = [("calories", "calories"), ("proteinContent", "protein"), ("carbohydrateContent", "carbs"), ("fatContent", "fats")]
        var values: [Int] = []
        var missing: [String] = []
        for (key, _) in keys {
            guard let raw = info[key] else {
                missing.append(key)
                continue
            }
            guard let value = Self.nutrientValue(raw) else {
                problems.append(Problem(severity: .warning, key: "nutrition.\(key)",
                                        message: "nutrition \(key) is not a number such as \"250 kcal\" or \"12 g\"; nutrition left out"))
                return nil
            }
            values.append(value)
        }
        guard missing.isEmpty, values.count == 4 else {
            problems.append(Problem(severity: .warning, key: "nutrition",
                                    message: "nutrition needs calories, proteinContent, carbohydrateContent and fatContent; missing \(missing.joined(separator: ", ")); left out"))
            return nil
        }
        return Nutrition(calories: values[0], protein: values[1], carbs: values[2], fats: values[3])
    }

    /// "250 kcal", "12 g", "12,5 g", "250", 12.5 -> a whole number (rounded), 0...1_000_000.
    static func nutrientValue(_ raw: Any) -> Int? {
        var number: Double?
        if let n = raw as? NSNumber, !(raw is Bool) {
            number = n.doubleValue
        } else if let s = raw as? String {
            var digits = ""
            for c in s.trimmingBlanks() {
                if c.isASCII, c.isNumber { digits.append(c) } else if c == "." || c == "," { digits.append(".") } else if !digits.isEmpty || c != " " { break }
                if digits.count > 12 { return nil }
            }
            number = Double(digits)
        }
        guard let value = number, value.isFinite, value >= 0, value <= 1_000_000 else { return nil }
        return Int(value.rounded())
    }

    func timestamp(_ key: String) -> Timestamp? {
        text(node[key]).flatMap { Timestamp($0.trimmingBlanks()) }
    }
}

extension SourcePlatform {
    /// The platform of a link: instagram.com / instagr.am, tiktok.com, youtube.com / youtu.be
    /// (any subdomain such as www. or m.); nil for any other site.
    public static func detect(url: String) -> SourcePlatform? {
        var rest = Substring(url.trimmingBlanks().lowercased())
        if let scheme = rest.range(of: "://") { rest = rest[scheme.upperBound...] }
        let host = rest.prefix(while: { $0 != "/" && $0 != "?" && $0 != "#" && $0 != ":" })
        let hostName = host.split(separator: "@").last.map(String.init) ?? String(host)
        func matches(_ domain: String) -> Bool { hostName == domain || hostName.hasSuffix("." + domain) }
        if matches("instagram.com") || matches("instagr.am") { return .instagram }
        if matches("tiktok.com") { return .tiktok }
        if matches("youtube.com") || matches("youtu.be") { return .youtube }
        return nil
    }
}
