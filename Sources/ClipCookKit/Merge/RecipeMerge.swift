/// Two versions of a recipe or of the settings merged field by field (see
/// `DocumentMerge`): the header fields, the nutrition, and the ingredients
/// and steps element by element (by id). The result is printed in canonical
/// form; a field changed differently on both sides keeps ours' value and its
/// line is put between conflict markers with theirs' line.
enum RecipeMerge {
    static func merge(base: Recipe, ours: Recipe, theirs: Recipe) -> DocumentMerge.Result {
        var merged = ours
        var conflicts: [String] = []  // source-map paths of conflicting elements
        func field<Value: Equatable>(_ path: WritableKeyPath<Recipe, Value>, _ name: String) {
            switch ThreeWay.decide(base: base[keyPath: path], ours: ours[keyPath: path], theirs: theirs[keyPath: path]) {
            case .keepOurs: break
            case .takeTheirs(let value?): merged[keyPath: path] = value
            case .takeTheirs(nil), .addBoth: break
            case .conflict: conflicts.append(name)
            }
        }
        field(\.title, "title")
        field(\.category, "category")
        field(\.servings, "servings")
        field(\.prepTime, "prepTime")
        field(\.cookTime, "cookTime")
        field(\.sourceUrl, "sourceUrl")
        field(\.sourcePlatform, "sourcePlatform")
        field(\.thumbnail, "thumbnail")
        field(\.caption, "caption")
        field(\.tags, "tags")
        field(\.isFavourite, "isFavourite")
        field(\.isArchived, "isArchived")
        field(\.nutrition, "nutrition")
        field(\.aiMeta, "aiMeta")
        field(\.createdAt, "createdAt")
        field(\.updatedAt, "updatedAt")
        let (ingredients, ingredientConflicts) = elements(base.ingredients, ours.ingredients, theirs.ingredients, id: \.id)
        merged.ingredients = ingredients
        let (steps, stepConflicts) = elements(base.steps, ours.steps, theirs.steps, id: \.id)
        merged.steps = steps
        let text = Language.print(.recipe(merged))
        let paths = conflicts
            + ingredientConflicts.compactMap { id in merged.ingredients.firstIndex { $0.id == id }.map { "ingredients[\($0)]" } }
            + stepConflicts.compactMap { id in merged.steps.firstIndex { $0.id == id }.map { "steps[\($0)]" } }
        guard !paths.isEmpty else {
            return DocumentMerge.Result(text: text, conflicts: 0)
        }
        return DocumentMerge.Result(
            text: FieldConflicts.marked(text, theirs: Language.print(.recipe(theirs)), paths: paths,
                                        theirsPath: { path in theirsPath(path, merged: merged, theirs: theirs) }),
            conflicts: paths.count)
    }

    /// The same element's path in theirs (ingredients and steps move).
    static func theirsPath(_ path: String, merged: Recipe, theirs: Recipe) -> String? {
        if path.hasPrefix("ingredients["), let index = Int(path.dropFirst(12).prefix { $0.isNumber }),
           index < merged.ingredients.count {
            return theirs.ingredients.firstIndex { $0.id == merged.ingredients[index].id }.map { "ingredients[\($0)]" }
        }
        if path.hasPrefix("steps["), let index = Int(path.dropFirst(6).prefix { $0.isNumber }), index < merged.steps.count {
            return theirs.steps.firstIndex { $0.id == merged.steps[index].id }.map { "steps[\($0)]" }
        }
        return path
    }

    /// A list merged element by element, in ours' order with theirs' additions
    /// after the element they follow; the ids changed differently on both sides.
    static func elements<Element: Equatable>(
        _ base: [Element], _ ours: [Element], _ theirs: [Element], id: KeyPath<Element, String>
    ) -> ([Element], [String]) {
        func index(_ list: [Element]) -> [String: Element] {
            Dictionary(list.map { ($0[keyPath: id], $0) }, uniquingKeysWith: { first, _ in first })
        }
        let b = index(base)
        let o = index(ours)
        let t = index(theirs)
        var result: [Element] = []
        var conflicts: [String] = []
        for element in ours {
            let key = element[keyPath: id]
            switch ThreeWay.decide(base: b[key], ours: element, theirs: t[key]) {
            case .keepOurs, .addBoth: result.append(element)
            case .takeTheirs(let value?): result.append(value)
            case .takeTheirs(nil): continue
            case .conflict: result.append(element); conflicts.append(key)
            }
        }
        for (position, element) in theirs.enumerated() where o[element[keyPath: id]] == nil && b[element[keyPath: id]] == nil {
            // Added by theirs: after the element it follows there.
            let previous = position > 0 ? theirs[position - 1][keyPath: id] : nil
            let at = previous.flatMap { p in result.firstIndex { $0[keyPath: id] == p }.map { $0 + 1 } } ?? (position == 0 ? 0 : result.count)
            result.insert(element, at: at)
        }
        return (result, conflicts)
    }
}

enum SettingsMerge {
    static func merge(base: Settings, ours: Settings, theirs: Settings) -> DocumentMerge.Result {
        var merged = ours
        var conflicts: [String] = []
        func field<Value: Equatable>(_ path: WritableKeyPath<Settings, Value>, _ name: String) {
            switch ThreeWay.decide(base: base[keyPath: path], ours: ours[keyPath: path], theirs: theirs[keyPath: path]) {
            case .keepOurs, .addBoth, .takeTheirs(nil): break
            case .takeTheirs(let value?): merged[keyPath: path] = value
            case .conflict: conflicts.append(name)
            }
        }
        field(\.units, "units")
        field(\.nutritionGoals.calories, "nutritionGoals.calories")
        field(\.nutritionGoals.protein, "nutritionGoals.protein")
        field(\.nutritionGoals.carbs, "nutritionGoals.carbs")
        field(\.nutritionGoals.fats, "nutritionGoals.fats")
        field(\.color, "color")
        field(\.displayName, "displayName")
        field(\.email, "email")
        field(\.darkMode, "darkMode")
        field(\.schemaVersion, "schemaVersion")
        field(\.lint, "lint")
        let text = Language.print(.settings(merged))
        guard !conflicts.isEmpty else { return DocumentMerge.Result(text: text, conflicts: 0) }
        return DocumentMerge.Result(
            text: FieldConflicts.marked(text, theirs: Language.print(.settings(theirs)), paths: conflicts, theirsPath: { $0 }),
            conflicts: conflicts.count)
    }
}

/// Conflict markers around the lines that hold conflicting fields, found
/// through the source maps of the printed texts.
enum FieldConflicts {
    static func marked(_ text: String, theirs: String, paths: [String], theirsPath: (String) -> String?) -> String {
        let mine = Language.parse(text, path: "ours")
        let other = Language.parse(theirs, path: "theirs")
        var lines = mine.tree.lines.map { mine.tree.text($0.fullRange) }
        let theirLines = other.tree.lines.map { other.tree.text($0.fullRange) }
        var blocks: [Int: [String]] = [:]
        for path in paths {
            guard let range = mine.sourceMap[path] else { continue }
            let line = range.start.line - 1
            guard line >= 0, line < lines.count else { continue }
            var theirText: [String] = []
            if let otherPath = theirsPath(path), let otherRange = other.sourceMap[otherPath] {
                let otherLine = otherRange.start.line - 1
                if otherLine >= 0, otherLine < theirLines.count { theirText = [theirLines[otherLine]] }
            }
            blocks[line] = ConflictMarkers.block(ours: [lines[line]], theirs: theirText)
        }
        for line in blocks.keys.sorted(by: >) {
            if let block = blocks[line] { lines.replaceSubrange(line...line, with: block) }
        }
        return lines.joined()
    }
}
