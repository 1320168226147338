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
        recipe(from: cooklang, metadata: CooklangMetadataIndex(cooklang), path: path)
    }

    /// The same, with the metadata of `cooklang` already indexed.
    package static func recipe(from cooklang: CooklangRecipe, metadata m: CooklangMetadataIndex, path: String?) -> Recipe {
        var title = m.metadata("title")?.text ?? ""
        if title.isEmpty, let path { title = titleFromFileName(path) }
        if title.isEmpty || title == "-" { title = "Untitled recipe" }
        // A character is at least one byte: only a longer title needs its characters counted.
        if title.utf8.count > Recipe.maxTitleLength, title.count > Recipe.maxTitleLength {
            title = String(title.prefix(Recipe.maxTitleLength))
        }
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

    /// The file's name without its folders and a `.cook` suffix (any case).
    package static func titleFromFileName(_ path: String) -> String {
        if let title = asciiTitleFromFileName(path) { return title }
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return name.lowercased().hasSuffix(".cook") ? String(name.dropLast(5)) : name
    }

    /// `titleFromFileName` on the bytes, for a path where each `/` and the
    /// `.cook` end stand between ASCII bytes (so that each is a character
    /// of its own, as the general way reads them); nil for any other path.
    package static func asciiTitleFromFileName(_ path: String) -> String? {
        var path = path
        return path.withUTF8 { bytes -> String? in
            let n = bytes.count
            for i in 0..<n where bytes[i] == 0x2F {
                if i > 0, bytes[i - 1] >= 0x80 { return nil }
                if i + 1 < n, bytes[i + 1] >= 0x80 { return nil }
            }
            // The last part between slashes that is not empty (the whole path when there is none).
            var end = n
            while end > 0, bytes[end - 1] == 0x2F { end -= 1 }
            var start = end
            while start > 0, bytes[start - 1] != 0x2F { start -= 1 }
            if start == end { (start, end) = (0, n) }
            let suffix: [UInt8] = [0x2E, 0x63, 0x6F, 0x6F, 0x6B]  // .cook
            if end - start >= 5 {
                let tail = bytes[(end - 5)..<end]
                // The end is read as characters only when it is ASCII, with ASCII (or nothing) before it.
                guard tail.allSatisfy({ $0 < 0x80 }), end - 5 == start || bytes[end - 6] < 0x80 else { return nil }
                if zip(tail, suffix).allSatisfy({ ($0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0) == $1 }) { end -= 5 }
            } else if bytes[start..<end].contains(where: { $0 >= 0x80 }) {
                return nil
            }
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
        }
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
