import Foundation
import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore

/// One schema.org Recipe node -> a ClipCook recipe. The mapping, field by field:
///
/// | schema.org | ClipCook |
/// |---|---|
/// | `name` | title (required; cut to 200 characters) |
/// | `description` | caption |
/// | `url`, else `mainEntityOfPage`, else `@id` | source (its platform from the address) |
/// | `image` (text, list, `ImageObject`) | thumbnail (the first) |
/// | `prepTime`, `cookTime` (ISO-8601) | prep, cook (`10 min`) |
/// | `recipeYield` (number, text, list) | servings (the first whole number) |
/// | `recipeCategory` | category when it names a meal (breakfast, lunch, dinner, snack; brunch, main, dessert...), else a tag |
/// | `keywords` (split at `,` and `;`), `recipeCuisine` | tags; with the title and `recipeCategory` they guess the category (`CategoryGuess`) |
/// | `recipeIngredient` | ingredients (split by `IngredientText`) |
/// | `recipeInstructions` (text, list, `HowToStep`, `HowToSection`) | steps |
/// | `nutrition` (`NutritionInformation`) | nutrition, when calories and the three macros are all given |
/// | `dateCreated` / `datePublished`, `dateModified` | created, updated (full date-times only) |
package struct JSONLDRecipeMapping {
    package struct Problem {
        package var severity: Diagnostic.Severity
        package var key: String
        package var message: String
    }

    package let node: [String: Any]
    package var problems: [Problem] = []
    /// Where the ingredients or steps a node lacks may be read instead: the
    /// page's microdata or its visible list and method (a page whose
    /// JSON-LD `Recipe` gives only a name and times). Asked once, only
    /// when one of the two is missing.
    package var fallback: (() -> [String: Any]?)?
    /// The servings `recipe()` read from the yield, nil when it found none.
    package private(set) var servingsRead: Int?

    package init(node: [String: Any]) {
        self.node = node
    }

    package mutating func recipe() -> Recipe {
        var title = text(node["name"]).map(HTMLText.line) ?? ""
        // 4-ingredient Chia Pudding | Vegan | Gluten-Free: what follows a bar is tags, no part of the name
        if let bar = title.range(of: " | "), title[..<bar.lowerBound].contains(where: \.isLetter) { title = String(title[..<bar.lowerBound]) }
        title = Self.withoutDietTags(title)
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
        if let url = pageURL() {
            recipe.sourceUrl = url
            recipe.sourcePlatform = SourcePlatform.detect(url: url)
        }
        recipe.thumbnail = image(node["image"])
        recipe.prepTime = duration("prepTime")
        recipe.cookTime = duration("cookTime")
        servingsRead = yield()
        if let servings = servingsRead { recipe.servings = servings }
        var tags: [String] = []
        let categories = texts(node["recipeCategory"]).flatMap(Self.commaList)
        let keywords = texts(node["keywords"]).flatMap(Self.keywordList)
        let cuisines = texts(node["recipeCuisine"]).flatMap(Self.commaList)
        // A category the page names outright is no tag; other words are.
        let named = CategoryGuess.guess(categories).flatMap { guess in
            CategoryGuess.meals.contains { $0.0 == guess.word } ? guess : nil
        }
        for name in categories where named.map({ !CategoryGuess.contains(CategoryGuess.words(name), $0.word) }) ?? true {
            tags.append(name)
        }
        let guess = named ?? CategoryGuess.guess(categories + [title] + keywords + cuisines)
        recipe.category = guess?.category ?? .dinner
        tags += keywords
        tags += cuisines
        var seen: Set<String> = []
        recipe.tags = tags.filter { seen.insert($0.lowercased()).inserted }
        recipe.ingredients = ingredients(node["recipeIngredient"] ?? node["ingredients"])
        recipe.steps = StepListTidy.tidy(instructions(node["recipeInstructions"], depth: 0)).enumerated().map { index, text in
            Step(id: DerivedID.step(position: index), order: index + 1, text: text)
        }
        if recipe.ingredients.isEmpty || recipe.steps.isEmpty || servingsRead == nil, let node = fallback?() {
            // What the data leaves out, as the page shows it (`Yield: About 8 servings` in no property)
            var page = JSONLDRecipeMapping(node: node)
            let shown = page.recipe()
            if recipe.ingredients.isEmpty { recipe.ingredients = shown.ingredients }
            if recipe.steps.isEmpty { recipe.steps = shown.steps }
            if servingsRead == nil, page.servingsRead != nil { recipe.servings = shown.servings }
        }
        if recipe.ingredients.isEmpty {
            problems.append(Problem(severity: .warning, key: "", message: "the Recipe has no recipeIngredient: imported without ingredients"))
        }
        if recipe.steps.isEmpty {
            problems.append(Problem(severity: .warning, key: "", message: "the Recipe has no recipeInstructions: imported without steps"))
        }
        recipe.nutrition = nutrition()
        recipe.createdAt = timestamp("dateCreated") ?? timestamp("datePublished")
        recipe.updatedAt = timestamp("dateModified")
        return recipe
    }

    // MARK: Values

    /// A JSON number (never `true` or `false`, which Foundation also hands out
    /// as NSNumber: told apart by their Objective-C type `c`/`B`).
    package static func number(_ value: Any?) -> NSNumber? {
        guard let n = value as? NSNumber else { return nil }
        let type = String(cString: n.objCType)
        return type == "c" || type == "B" ? nil : n
    }

    /// A string or a number as text; nil for anything else.
    package func text(_ value: Any?) -> String? {
        if let s = value as? String { return s }
        if let n = Self.number(value) { return n.stringValue }
        if let object = value as? [String: Any] { return text(object["@value"] ?? object["text"] ?? object["name"]) }
        return nil
    }

    /// The ingredients of a value or a list of values: one list of the
    /// cleaned lines, tidied as a whole (`IngredientListTidy`), then read
    /// into ingredients while the lines are let go (no list of every text,
    /// then of every line: a million of them were three lists more).
    package func ingredients(_ value: Any?) -> [Ingredient] {
        var lines: [String] = []
        func add(_ text: String) {
            if IngredientListTidy.isMarkedHeading(text) { return }
            if let items = IngredientListTidy.markupLines(text) {
                lines += items
                return
            }
            let line = HTMLText.line(text)
            if !line.isEmpty { lines.append(line) }
        }
        if let list = value as? [Any] {
            lines.reserveCapacity(list.count)
            for element in list {
                if let text = text(element) { add(text) }
            }
        } else if let text = text(value) {
            add(text)
        }
        lines = IngredientListTidy.tidy(lines)
        // Taken from the end, so that each line's text is let go as its
        // ingredient is made: a huge list is never held twice over.
        var ingredients: [Ingredient] = []
        ingredients.reserveCapacity(lines.count)
        while let line = lines.popLast() {
            let parts = IngredientText.split(line)
            ingredients.append(
                Ingredient(
                    id: DerivedID.ingredient(position: lines.count), name: parts.name, amount: parts.amount, notes: parts.notes))
        }
        ingredients.reverse()
        return ingredients
    }

    /// A value or a list of values, as texts.
    package func texts(_ value: Any?) -> [String] {
        if let list = value as? [Any] { return list.compactMap { text($0) } }
        return text(value).map { [$0] } ?? []
    }

    package static func commaList(_ text: String) -> [String] {
        HTMLText.line(text).split(separator: ",").map { $0.trimmingBlanks() }.filter { !$0.isEmpty }
    }

    /// Keywords: separated by commas or semicolons.
    package static func keywordList(_ text: String) -> [String] {
        HTMLText.line(text).split(whereSeparator: { $0 == "," || $0 == ";" }).map { $0.trimmingBlanks() }.filter { !$0.isEmpty }
    }

    /// The page's address: `url`, else `mainEntityOfPage` (its text, or
    /// its object's `@id` or `url`), else the Recipe's own `@id` when it is
    /// a web address (without its `#fragment`).
    package func pageURL() -> String? {
        func address(_ value: Any?) -> String? {
            let found: String?
            if let object = value as? [String: Any] {
                found = text(object["@id"]) ?? text(object["url"])
            } else if let list = value as? [Any] {
                found = list.lazy.compactMap { address($0) }.first
            } else {
                found = text(value)
            }
            guard let line = found.map(HTMLText.line), !line.isEmpty else { return nil }
            return line
        }
        if let url = address(node["url"]) { return url }
        if let page = address(node["mainEntityOfPage"]), Self.isWebAddress(page) { return page }
        if let id = address(node["@id"]), Self.isWebAddress(id) {
            let page = id.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? id
            return page.isEmpty ? nil : page
        }
        return nil
    }

    package static func isWebAddress(_ text: String) -> Bool {
        let lower = text.lowercased()
        return lower.hasPrefix("https://") || lower.hasPrefix("http://")
    }

    package func image(_ value: Any?) -> String? {
        if let s = value as? String {
            let url = HTMLText.line(s)
            return url.isEmpty ? nil : url
        }
        if let list = value as? [Any] { return list.lazy.compactMap { self.image($0) }.first }
        if let object = value as? [String: Any] { return image(object["url"] ?? object["contentUrl"] ?? object["@id"]) }
        return nil
    }

    package mutating func duration(_ key: String) -> String? {
        guard let raw = node[key] else { return nil }
        guard let value = text(raw).map(HTMLText.line), !value.isEmpty else {  // `10 mins<span …>`: the text
            if !(raw is NSNull) { problems.append(Problem(severity: .warning, key: key, message: "\(key) is not a duration; left out")) }
            return nil
        }
        // 1 hour, 20 minutes; 1 hour and 20 minutes: the parts joined by a comma or `and` are one time
        let parts = value.replacingOccurrences(of: ",", with: " ").replacingOccurrences(of: " and ", with: " ")
        if let seconds = ISODuration.seconds(value) ?? DurationText.seconds(in: value) ?? DurationText.seconds(in: parts) {
            return DurationText.format(seconds: seconds)
        }
        problems.append(
            Problem(
                severity: .warning, key: key,
                message: "\(key) '\(Excerpt.of(value))' is not an ISO-8601 duration such as PT1H30M; left out"))
        return nil
    }

    package mutating func yield() -> Int? {
        guard let raw = node["recipeYield"] ?? node["yield"], !(raw is NSNull) else {
            problems.append(Problem(severity: .warning, key: "", message: "the Recipe has no recipeYield: servings left at 1"))
            return nil
        }
        for candidate in (raw as? [Any]) ?? [raw] {
            if let n = Self.number(candidate) {
                let d = n.doubleValue
                if d.isFinite, d >= 1, d <= 10_000 { return Int(d.rounded()) }
            }
            if let s = candidate as? String, !Self.isAQuantityOfFood(s), let n = Self.servingsCount(in: s) ?? Self.firstWholeNumber(in: s) {
                return n
            }
        }
        problems.append(Problem(severity: .warning, key: "recipeYield", message: "recipeYield has no number of servings; servings left at 1"))
        return nil
    }

    /// The first run of digits (1...10000) in a text: "4 servings", "Serves 4-6" -> 4.
    package static func firstWholeNumber(in text: String) -> Int? {
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

    /// Steps from a text (one a line), a list of texts, `HowToStep`s and `HowToSection`s.
    package func instructions(_ value: Any?, depth: Int) -> [String] {
        guard depth < 8, let value else { return [] }
        if let s = value as? String {
            let lines = HTMLText.lines(s)
            // `…in a bowl.  Heat the rest…`: one string whose sentences part by one blank and paragraphs by two
            guard lines.count == 1, s.contains(".  "), s.range(of: #"\. [A-Z]"#, options: .regularExpression) != nil else {
                return lines.map(Self.withoutNumber)
            }
            let parts = s.components(separatedBy: ".  ").map(HTMLText.line).filter { !$0.isEmpty }
            return parts.indices.map { Self.withoutNumber(parts[$0] + ($0 < parts.count - 1 ? "." : "")) }
        }
        if let list = value as? [Any] {
            return list.flatMap { instructions($0, depth: depth + 1) }
        }
        if let object = value as? [String: Any] {
            if let items = object["itemListElement"] { return instructions(items, depth: depth + 1) }
            // A step's `name` over its `description` (a `ListItem` in microdata) is its heading.
            if let text = text(object["text"]) ?? text(object["description"]) ?? text(object["name"]) {
                return [HTMLText.line(text)].filter { !$0.isEmpty }
            }
        }
        return []
    }

    /// "1. Preheat" or "Step 1: Preheat" -> "Preheat".
    package static func withoutNumber(_ line: String) -> String {
        var rest = Substring(line)
        if rest.lowercased().hasPrefix("step ") { rest = rest.dropFirst(5) }
        let digits = rest.prefix(while: { $0.isASCII && $0.isNumber })
        guard !digits.isEmpty, digits.count <= 3 else { return line }
        let after = rest.dropFirst(digits.count)
        guard let mark = after.first, ".):".contains(mark) else { return line }
        let text = after.dropFirst().trimmingBlanks()
        return text.isEmpty ? line : text
    }

    package mutating func nutrition() -> Nutrition? {
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
                problems.append(
                    Problem(
                        severity: .warning, key: "nutrition.\(key)",
                        message: "nutrition \(key) is not a number such as \"250 kcal\" or \"12 g\"; nutrition left out"))
                return nil
            }
            values.append(value)
        }
        guard missing.isEmpty, values.count == 4 else {
            problems.append(
                Problem(
                    severity: .warning, key: "nutrition",
                    message:
                        "nutrition needs calories, proteinContent, carbohydrateContent and fatContent; missing \(missing.joined(separator: ", ")); left out"
                ))
            return nil
        }
        return Nutrition(calories: values[0], protein: values[1], carbs: values[2], fats: values[3])
    }

    /// "250 kcal", "12 g", "12,5 g", "250", 12.5 -> a whole number (rounded), 0...1_000_000.
    package static func nutrientValue(_ raw: Any) -> Int? {
        var number: Double?
        if let n = Self.number(raw) {
            number = n.doubleValue
        } else if let s = raw as? String {
            var digits = ""
            for c in s.trimmingBlanks() {
                if c.isASCII, c.isNumber {
                    digits.append(c)
                } else if c == "." || c == "," {
                    digits.append(".")
                } else if !digits.isEmpty || c != " " {
                    break
                }
                if digits.count > 12 { return nil }
            }
            number = Double(digits)
        }
        guard let value = number, value.isFinite, value >= 0, value <= 1_000_000 else { return nil }
        return Int(value.rounded())
    }

    package func timestamp(_ key: String) -> Timestamp? {
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
