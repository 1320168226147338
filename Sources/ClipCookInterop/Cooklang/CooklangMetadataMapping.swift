import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore

/// Cooklang metadata ↔ a ClipCook recipe's fields. Keys ignore case, spaces,
/// `-`, `_` and `.` (`prep time`, `prep_time`, `PrepTime`).
///
/// | keys | field |
/// |---|---|
/// | `title` | title (else the file name without `.cook`) |
/// | `id` | id (else derived from the title) |
/// | `category`, `course`, `meal`, then `tags` | category: see `CooklangCategory` (else dinner) |
/// | `servings`, `serves`, `yield`, `portions` | servings: the first whole number (`2|4` → 2), else 1 (and the importer warns) |
/// | `prep time`, `prep`, `time.prep` | prepTime |
/// | `cook time`, `cook`, `cooking time`, `time.cook` | cookTime |
/// | `source`, `source.url`, `url`, `link` | sourceUrl |
/// | `platform` | sourcePlatform (`none` for none; when absent, from the source URL's host) |
/// | `image`, `images`, `thumbnail`, `picture` | thumbnail |
/// | `description`, `introduction`, `caption` | caption, then the notes (`>`) |
/// | `tags`, `tag` (a list or comma-separated) | tags |
/// | `favourite`, `favorite`, `archived` | isFavourite, isArchived (`true`) |
/// | `created`, `updated` | createdAt, updatedAt (ISO-8601) |
/// | `nutrition` (`calories`, `protein`, `carbs`, `fats`) | nutrition per serving |
/// | `ai` (one JSON text) | aiMeta |
///
/// Other keys (author, cuisine, diet, locale...) are not kept.
package enum CooklangMetadataMapping {
    package static func recipe(from cooklang: CooklangRecipe, path: String?) -> Recipe {
        let m = CooklangMetadataIndex(cooklang)
        var title = m.metadata("title")?.text ?? ""
        if title.isEmpty, let path {
            let name = path.split(separator: "/").last.map(String.init) ?? path
            title = name.lowercased().hasSuffix(".cook") ? String(name.dropLast(5)) : name
        }
        if title.isEmpty || title == "-" { title = "Untitled recipe" }
        if title.count > Recipe.maxTitleLength { title = String(title.prefix(Recipe.maxTitleLength)) }
        let id = nonEmpty(m.metadata("id")?.text) ?? DerivedID.recipe(title: title)
        var recipe = Recipe(id: id, title: title, category: CooklangCategory.category(of: m))
        recipe.servings = servings(of: m) ?? 1
        recipe.prepTime =
            nonEmpty(m.metadata("prep time", "prep", "preparation time")?.text)
            ?? nonEmpty(m.metadata("time")?["prep"]?.text)
        recipe.cookTime =
            nonEmpty(m.metadata("cook time", "cook", "cooking time")?.text)
            ?? nonEmpty(m.metadata("time")?["cook"]?.text)
        let source = m.metadata("source", "url", "link", "source url")
        recipe.sourceUrl = nonEmpty(source?["url"]?.text ?? source.flatMap { if case .map = $0 { nil } else { $0.text } })
        if let platform = m.metadata("platform") {
            recipe.sourcePlatform = SourcePlatform.lenient(platform.text)  // `none` says: not detected
        } else {
            recipe.sourcePlatform = recipe.sourceUrl.flatMap(self.platform(of:))
        }
        recipe.thumbnail = nonEmpty(m.metadata("image", "images", "thumbnail", "picture")?.items.first)
        var caption = m.metadata("description", "introduction", "caption").map { [$0.text] } ?? []
        for section in cooklang.sections {
            for case .note(let note) in section.blocks where !note.isEmpty { caption.append(note) }
        }
        recipe.caption = caption.isEmpty ? nil : caption.filter { !$0.isEmpty }.joined(separator: "\n\n")
        var tags: [String] = []
        var seen: Set<String> = []
        for tag in (m.metadata("tags", "tag")?.items ?? []) where seen.insert(tag).inserted { tags.append(tag) }
        recipe.tags = tags
        recipe.isFavourite = isTrue(m.metadata("favourite", "favorite"))
        recipe.isArchived = isTrue(m.metadata("archived"))
        recipe.createdAt = m.metadata("created").flatMap { Timestamp($0.text) }
        recipe.updatedAt = m.metadata("updated").flatMap { Timestamp($0.text) }
        if let n = m.metadata("nutrition"),
            let calories = n["calories"].flatMap({ firstWholeNumber($0.text, minimum: 0) }),
            let protein = n["protein"].flatMap({ firstWholeNumber($0.text, minimum: 0) }),
            let carbs = n["carbs"].flatMap({ firstWholeNumber($0.text, minimum: 0) }),
            let fats = n["fats"].flatMap({ firstWholeNumber($0.text, minimum: 0) })
        {
            recipe.nutrition = Nutrition(calories: calories, protein: protein, carbs: carbs, fats: fats)
        }
        if let ai = nonEmpty(m.metadata("ai")?.text) {
            var lexer = Lexer(line: ai)
            if let value = try? JSONText.read(&lexer), lexer.atEnd { recipe.aiMeta = value }
        }
        return recipe
    }

    /// The servings the metadata give; nil when none is given or it holds no whole number.
    package static func servings(of recipe: CooklangRecipe) -> Int? {
        recipe.metadata("servings", "serves", "yield", "portions").flatMap { firstWholeNumber($0.text) }
    }

    package static func servings(of metadata: CooklangMetadataIndex) -> Int? {
        metadata.metadata("servings", "serves", "yield", "portions").flatMap { firstWholeNumber($0.text) }
    }

    private static func nonEmpty(_ text: String?) -> String? {
        guard let text, !text.isEmpty else { return nil }
        return text
    }

    private static func isTrue(_ value: CooklangValue?) -> Bool {
        guard let text = value?.text.lowercased() else { return false }
        return text == "true" || text == "yes"
    }

    /// The first run of ASCII digits, when it is at least `minimum` and at most 1,000,000.
    package static func firstWholeNumber(_ text: String, minimum: Int = 1) -> Int? {
        var digits = ""
        for c in text.unicodeScalars {
            if c.value >= 0x30, c.value <= 0x39 {
                digits.unicodeScalars.append(c)
                if digits.count > 7 { return nil }
            } else if !digits.isEmpty {
                break
            }
        }
        guard let value = Int(digits), value >= minimum, value <= 1_000_000 else { return nil }
        return value
    }

    package static func platform(of url: String) -> SourcePlatform? {
        let lower = url.lowercased()
        func has(_ part: String) -> Bool {
            // An ASCII address (nearly all) is searched on its bytes, which for ASCII is what Foundation finds.
            var text = lower
            return text.withUTF8 { bytes -> Bool? in
                guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
                let needle = Array(part.utf8)
                guard bytes.count >= needle.count else { return false }
                return (0...(bytes.count - needle.count)).contains { start in
                    bytes[start] == needle[0] && (0..<needle.count).allSatisfy { bytes[start + $0] == needle[$0] }
                }
            } ?? lower.contains(part)
        }
        if has("instagram.com") { return .instagram }
        if has("tiktok.com") { return .tiktok }
        if has("youtube.com") || has("youtu.be") { return .youtube }
        return nil
    }
}
