import Foundation
import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore

/// Reads the JSON models: tells which kind of document a JSON text is,
/// decodes it, and turns every problem into a diagnostic that names the
/// JSON path (`recipes[2].servings`) and, where the value is in the text,
/// its line and column.
///
/// Kinds, by the keys of the top-level object: `user` or `recipes` (or
/// more than one of the lists below) -> a whole export (which may also hold
/// `pantryItems`, `aisles`, `foodFiles` and `recipeFiles`); `mealSlots` -> a
/// meal plan; `shoppingItems` -> a shopping list; `pendingImports` -> an
/// inbox; `title`, `ingredients`, `steps` or `category` -> a recipe; a
/// preference key (`units`, `nutritionGoals`, `schemaVersion`...) -> settings.
public enum JSONDocumentDecoder {
    /// Whether the bytes look like JSON: `{` first after a BOM and blanks.
    public static func looksLikeJSON(_ bytes: [UInt8]) -> Bool {
        var i = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        while i < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[i]) { i += 1 }
        return i < bytes.count && bytes[i] == UInt8(ascii: "{")
    }

    public static func decode(_ source: SourceFile) -> InteropReadResult {
        decode(source, fastRecipes: true)
    }

    /// `fastRecipes` false: every recipe of an export through `JSONDecoder`
    /// (the reference the tests compare the fast reader with).
    package static func decode(_ source: SourceFile, fastRecipes: Bool) -> InteropReadResult {
        func failed(_ diagnostics: [Diagnostic]) -> InteropReadResult {
            InteropReadResult(content: nil, diagnostics: diagnostics)
        }
        let start = source.hasBOM ? 3 : 0
        if let bad = UTF8Validation.firstInvalidOffset(in: source.bytes, from: start) {
            return failed([Diagnostic(.error, "invalid UTF-8", path: source.path, range: source.range(bad..<bad + 1))])
        }
        // The syntax check alone; the positions of the values are only
        // needed for a diagnostic, and then the text is scanned again for them.
        let map = JSONSourceMap(scanning: source, recordingRanges: false)
        guard !map.diagnostics.hasErrors else { return failed(map.diagnostics) }
        var located: JSONSourceMap?
        func positions() -> JSONSourceMap {
            if let located { return located }
            let full = JSONSourceMap(scanning: source)
            located = full
            return full
        }
        guard map.isObject else {
            return failed(
                map.diagnostics + [
                    Diagnostic(
                        .error, "expected a JSON object at the top level", path: source.path, range: positions().range(of: ""))
                ])
        }
        guard let kind = kind(of: map.topLevelKeys) else {
            return failed(
                map.diagnostics + [
                    Diagnostic(
                        .error, "cannot tell what kind of JSON document this is", path: source.path,
                        range: positions().range(of: ""),
                        notes: [
                            "expected a recipe (title, category, ingredients...), {\"mealSlots\": [...]}, "
                                + "{\"shoppingItems\": [...]}, {\"pendingImports\": [...]}, a preferences object "
                                + "(units, nutritionGoals...) or a whole export {\"user\", \"recipes\", ...}"
                        ])
                ])
        }
        let data = Data(source.bytes[start...])
        let decoder = JSONDecoder()
        let content: InteropContent
        do {
            switch kind {
            case .export:
                content = .export(try exportInParts(source, map: map, fastRecipes: fastRecipes) ?? decoder.decode(CollectionExport.self, from: data))
            case .recipe: content = .document(.recipe(try decoder.decode(Recipe.self, from: data)))
            case .plan: content = .document(.plan(try decoder.decode(Plan.self, from: data)))
            case .shoppingList: content = .document(.shoppingList(try decoder.decode(ShoppingList.self, from: data)))
            case .settings: content = .document(.settings(try decoder.decode(Settings.self, from: data)))
            case .inbox: content = .document(.inbox(try decoder.decode(Inbox.self, from: data)))
            case .pantry: content = .document(.pantry(try decoder.decode(Pantry.self, from: data)))
            case .aisles: content = .document(.aisles(try decoder.decode(AisleList.self, from: data)))
            case .foods: content = .document(.foods(try decoder.decode(FoodList.self, from: data)))
            }
        } catch let error as DecodingError {
            return failed(map.diagnostics + [JSONShapeError.diagnostic(for: error, in: source, map: positions())])
        } catch {
            return failed(
                map.diagnostics + [
                    Diagnostic(
                        .error, "cannot read the JSON: \(error)", path: source.path, range: nil)
                ])
        }
        let problems = validate(content)
        let diagnostics =
            map.diagnostics
            + problems.map { problem in
                Diagnostic(
                    .error, problem.path.isEmpty ? problem.message : "\(problem.path): \(problem.message)",
                    path: source.path, range: positions().range(of: problem.path))
            }
        return InteropReadResult(content: diagnostics.hasErrors ? nil : content, diagnostics: diagnostics)
    }

    /// A whole export decoded with its recipes apart, on every core: the
    /// export with `"recipes": []` in place of its list, and each recipe
    /// from its own bytes. Nil when any part fails (or there is no list of
    /// recipes): then the whole text is decoded at once, which finds the
    /// same error with its full path (`recipes[2].servings`). Decoding is
    /// compositional, so the parts make the same export as the whole.
    package static func exportInParts(_ source: SourceFile, map: JSONSourceMap, fastRecipes: Bool = true) -> CollectionExport? {
        guard let key = map.topLevelKeys.firstIndex(of: "recipes"), key < map.topLevelValues.count,
            let elements = map.topLevelElements["recipes"]
        else { return nil }
        let list = map.topLevelValues[key]
        let bytes = source.bytes
        var rest = Data(capacity: bytes.count - list.count + 2)
        rest.append(contentsOf: bytes[(source.hasBOM ? 3 : 0)..<list.lowerBound])
        rest.append(contentsOf: [UInt8(ascii: "["), UInt8(ascii: "]")])
        rest.append(contentsOf: bytes[list.upperBound...])
        guard var export = try? JSONDecoder().decode(CollectionExport.self, from: rest) else { return nil }
        // A slice of recipes a task. Each recipe is read by the fast reader
        // (`RecipeJSONReader`), and by `JSONDecoder` when that gives up.
        let slice = 32
        let slices = stride(from: 0, to: elements.count, by: slice).map { elements[$0..<min($0 + slice, elements.count)] }
        let decoded = CollectionLoader.concurrentMap(slices) { ranges -> [Recipe]? in
            bytes.withUnsafeBufferPointer { buffer -> [Recipe]? in
                var decoder: JSONDecoder?
                var recipes: [Recipe] = []
                recipes.reserveCapacity(ranges.count)
                for range in ranges {
                    if fastRecipes, let recipe = RecipeJSONReader.recipe(in: buffer, range) {
                        recipes.append(recipe)
                        continue
                    }
                    let slow = decoder ?? JSONDecoder()
                    decoder = slow
                    guard let recipe = try? slow.decode(Recipe.self, from: Data(bytes[range])) else { return nil }
                    recipes.append(recipe)
                }
                return recipes
            }
        }
        var recipes: [Recipe] = []
        recipes.reserveCapacity(elements.count)
        for part in decoded {
            guard let part else { return nil }
            recipes += part
        }
        export.recipes = recipes
        return export
    }

    package enum Kind: Equatable {
        case export
        case recipe, plan, shoppingList, settings, inbox, pantry, aisles, foods
    }

    package static func kind(of keys: [String]) -> Kind? {
        let keys = Set(keys)
        let lists = keys.intersection(["mealSlots", "shoppingItems", "pendingImports"])
        if keys.contains("user") || keys.contains("recipes") || lists.count > 1 { return .export }
        if lists.contains("mealSlots") { return .plan }
        if lists.contains("shoppingItems") { return .shoppingList }
        if lists.contains("pendingImports") { return .inbox }
        if keys == ["pantryItems"] { return .pantry }
        if keys == ["aisles"] { return .aisles }
        if !keys.isEmpty, keys.isSubset(of: ["foods", "prices"]) { return .foods }
        if !keys.isDisjoint(with: ["title", "ingredients", "steps", "category"]) { return .recipe }
        let preferences: Set = [
            "units", "nutritionGoals", "schemaVersion", "darkMode", "isPremium", "displayName", "email", "color", "lint",
            "pantryFromShopping",
        ]
        if !keys.isDisjoint(with: preferences) { return .settings }
        return nil
    }

    /// `ModelValidator` problems, with paths from the top of the JSON text.
    package static func validate(_ content: InteropContent) -> [ValidationProblem] {
        func prefixed(_ problems: [ValidationProblem], _ prefix: String) -> [ValidationProblem] {
            problems.map { problem in
                var problem = problem
                problem.path =
                    problem.path.isEmpty
                    ? prefix
                    : problem.path.hasPrefix("[") ? prefix + problem.path : prefix + "." + problem.path
                return problem
            }
        }
        switch content {
        case .document(let document):
            return ModelValidator.validate(document)
        case .export(let export):
            var problems = prefixed(ModelValidator.validate(.settings(export.user)), "user")
            for (index, recipe) in export.recipes.enumerated() {
                problems += prefixed(ModelValidator.validate(.recipe(recipe)), "recipes[\(index)]")
            }
            problems += ModelValidator.validate(.plan(Plan(mealSlots: export.mealSlots)))
            problems += ModelValidator.validate(.shoppingList(ShoppingList(shoppingItems: export.shoppingItems)))
            problems += ModelValidator.validate(.inbox(Inbox(pendingImports: export.pendingImports)))
            for (index, file) in (export.foodFiles ?? []).enumerated() {
                problems += prefixed(ModelValidator.validate(.foods(file.list)), "foodFiles[\(index)]")
            }
            return problems
        }
    }
}
