import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore
import ClipCookInterop

/// Two versions of a recipe or of the settings merged field by field (see
/// `DocumentMerge`): the header fields, the nutrition, and the ingredients
/// and steps element by element (by id). The result is printed in canonical
/// form; a field changed differently on both sides keeps ours' value and its
/// line is put between conflict markers with theirs' line.
enum RecipeMerge {
    static func merge(base: Recipe, ours: Recipe, theirs: Recipe) -> DocumentMerge.Result {
        let (merged, paths) = decide(base: base, ours: ours, theirs: theirs)
        return result(merged, paths: paths, theirs: theirs)
    }

    /// The merged recipe, printed, with the elements at `paths` between
    /// conflict markers beside theirs' (`theirs` is needed only then).
    static func result(_ merged: Recipe, paths: [String], theirs: Recipe?) -> DocumentMerge.Result {
        let text = Language.print(.recipe(merged))
        guard !paths.isEmpty, let theirs else {
            return DocumentMerge.Result(text: text, conflicts: 0)
        }
        return DocumentMerge.Result(
            text: FieldConflicts.marked(
                text, theirs: Language.print(.recipe(theirs)), paths: paths,
                theirsPath: { path in theirsPath(path, merged: merged, theirs: theirs) }),
            conflicts: paths.count)
    }

    /// The merged recipe and the source-map paths of its conflicting elements.
    static func decide(base: Recipe, ours: Recipe, theirs: Recipe) -> (Recipe, [String]) {
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
        field(\.rating, "rating")
        field(\.difficulty, "difficulty")
        field(\.nutrition, "nutrition")
        field(\.aiMeta, "aiMeta")
        field(\.createdAt, "createdAt")
        field(\.updatedAt, "updatedAt")
        let (ingredients, ingredientConflicts) = elements(base.ingredients, ours.ingredients, theirs.ingredients, id: \.id)
        merged.ingredients = ingredients
        let (steps, stepConflicts) = elements(base.steps, ours.steps, theirs.steps, id: \.id)
        merged.steps = steps
        let paths =
            conflicts
            + ingredientConflicts.compactMap { id in merged.ingredients.firstIndex { $0.id == id }.map { "ingredients[\($0)]" } }
            + stepConflicts.compactMap { id in merged.steps.firstIndex { $0.id == id }.map { "steps[\($0)]" } }
        return (merged, paths)
    }

    /// The same element's path in theirs (ingredients and steps move).
    static func theirsPath(_ path: String, merged: Recipe, theirs: Recipe) -> String? {
        if path.hasPrefix("ingredients["), let index = Int(path.dropFirst(12).prefix { $0.isNumber }),
            index < merged.ingredients.count
        {
            return theirs.ingredients.firstIndex { $0.id == merged.ingredients[index].id }.map { "ingredients[\($0)]" }
        }
        if path.hasPrefix("steps["), let index = Int(path.dropFirst(6).prefix { $0.isNumber }), index < merged.steps.count {
            return theirs.steps.firstIndex { $0.id == merged.steps[index].id }.map { "steps[\($0)]" }
        }
        return path
    }

    /// A list merged element by element, in ours' order with theirs' additions
    /// after the element they follow; the ids changed differently on both sides.
    /// The elements equal in all three at the start and at the end are taken
    /// as they are; only those between are keyed (by their index).
    static func elements<Element: Equatable>(
        _ base: [Element], _ ours: [Element], _ theirs: [Element], id: KeyPath<Element, String>
    ) -> ([Element], [String]) {
        let shortest = min(base.count, ours.count, theirs.count)
        var prefix = 0
        while prefix < shortest, base[prefix] == ours[prefix], ours[prefix] == theirs[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < shortest - prefix, base[base.count - 1 - suffix] == ours[ours.count - 1 - suffix],
            ours[ours.count - 1 - suffix] == theirs[theirs.count - 1 - suffix]
        {
            suffix += 1
        }
        let baseMiddle = base[prefix..<(base.count - suffix)]
        let oursMiddle = ours[prefix..<(ours.count - suffix)]
        let theirsMiddle = theirs[prefix..<(theirs.count - suffix)]
        func index(_ list: ArraySlice<Element>) -> [String: Int] {
            Dictionary(list.indices.map { (list[$0][keyPath: id], $0) }, uniquingKeysWith: { first, _ in first })
        }
        let b = index(baseMiddle)
        let o = index(oursMiddle)
        let t = index(theirsMiddle)
        var result: [Element] = []
        result.reserveCapacity(ours.count)
        result.append(contentsOf: ours[..<prefix])
        var conflicts: [String] = []
        for element in oursMiddle {
            let key = element[keyPath: id]
            switch ThreeWay.decide(base: b[key].map { base[$0] }, ours: element, theirs: t[key].map { theirs[$0] }) {
            case .keepOurs, .addBoth: result.append(element)
            case .takeTheirs(let value?): result.append(value)
            case .takeTheirs(nil): continue
            case .conflict: result.append(element); conflicts.append(key)
            }
        }
        // Where each id stands in the result so far, for theirs' additions.
        var at = Dictionary(result.indices.dropFirst(prefix).map { (result[$0][keyPath: id], $0) }, uniquingKeysWith: { first, _ in first })
        var inserted: [(at: Int, element: Element)] = []
        for position in theirsMiddle.indices {
            let element = theirs[position]
            let key = element[keyPath: id]
            guard o[key] == nil, b[key] == nil else { continue }
            // Added by theirs: after the element it follows there.
            let previous = position > 0 ? theirs[position - 1][keyPath: id] : nil
            let place: Int
            if let previous, let found = at[previous] {
                place = found + 1
            } else if position > 0, position == prefix {
                place = prefix
            } else {
                place = position == 0 ? 0 : result.count
            }
            inserted.append((place, element))
            // What follows it in theirs goes right after it: at the same place, later.
            at[key] = place - 1
        }
        if !inserted.isEmpty {
            // Stable: elements inserted at one place keep theirs' order.
            var merged: [Element] = []
            merged.reserveCapacity(result.count + inserted.count)
            var next = 0
            for (place, element) in inserted.enumerated().sorted(by: { ($0.element.at, $0.offset) < ($1.element.at, $1.offset) }).map({ $0.element })
            {
                while next < place, next < result.count { merged.append(result[next]); next += 1 }
                merged.append(element)
            }
            merged.append(contentsOf: result[next...])
            result = merged
        }
        result.append(contentsOf: ours[(ours.count - suffix)...])
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
        field(\.currency, "currency")
        field(\.statedVarietyDays, "varietyDays")
        field(\.slotCategories, "slotCategories")
        field(\.statedPantryFromShopping, "pantryFromShopping")
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
