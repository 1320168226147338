import Foundation
import Testing
@testable import ClipCookCore
@testable import ClipCookLanguage
@testable import ClipCookDomain
@testable import ClipCookStore
@testable import ClipCookInterop
@testable import ClipCookKit

/// schema/*.schema.json describe exactly the JSON the models write: the same
/// keys, the same enum values, and real documents conform to them.
@Suite struct SchemaTests {
    static let files = ["recipe", "plan", "shopping-list", "settings", "inbox", "export", "pantry", "aisles", "foods"]

    /// The model each file's top level describes.
    static let rootModel = [
        "recipe": "Recipe", "plan": "Plan", "shopping-list": "ShoppingList", "settings": "Settings",
        "inbox": "Inbox", "export": "CollectionExport", "pantry": "Pantry", "aisles": "AisleList",
        "foods": "FoodList",
    ]

    /// The `$defs` each file must hold (the export holds them all).
    static let requiredDefinitions = [
        "recipe": ["Ingredient", "Step", "StepTimer", "Nutrition"],
        "plan": ["MealSlot", "QuickAddItem"],
        "shopping-list": ["ShoppingItem"],
        "settings": ["NutritionGoals"],
        "inbox": ["PendingImport"],
        "pantry": ["PantryItem"],
        "aisles": ["AisleEntry"],
        "foods": ["OwnFood", "PortionWeight"],
        "export": [
            "Recipe", "Settings", "Ingredient", "Step", "StepTimer", "Nutrition", "MealSlot", "QuickAddItem",
            "ShoppingItem", "PendingImport", "NutritionGoals", "PantryItem", "AisleEntry", "OwnFood", "PortionWeight",
            "FoodFile",
        ],
    ]

    /// The model enums by schema name: the table the JSON reader's
    /// "expected one of" messages use, so the schema and the messages agree.
    static let enumValues = JSONShapeError.allowedValues

    static func schema(_ name: String) throws -> JSONValue {
        let data = try #require(RepositoryFiles.data("schema/\(name).schema.json"), "schema/\(name).schema.json is missing")
        return try JSONDecoder().decode(JSONValue.self, from: data)
    }

    static func object(_ value: JSONValue?) -> [String: JSONValue]? {
        if case .object(let object)? = value { object } else { nil }
    }

    static func strings(_ value: JSONValue?) -> [String] {
        guard case .array(let items)? = value else { return [] }
        return items.compactMap { if case .string(let s) = $0 { s } else { nil } }
    }

    /// Every model value with all its optional fields set, as JSON, by schema name.
    static func samples() throws -> [String: JSONValue] {
        typealias M = FullyPopulatedModels
        let slot = try #require(M.mealSlot)
        return [
            "Recipe": try M.json(M.recipe), "Ingredient": try M.json(M.ingredient), "Step": try M.json(M.step),
            "StepTimer": try M.json(M.timer), "Nutrition": try M.json(M.nutrition),
            "Plan": try M.json(Plan(mealSlots: [slot])), "MealSlot": try M.json(slot),
            "QuickAddItem": try M.json(M.quickAdd),
            "ShoppingList": try M.json(ShoppingList(shoppingItems: [M.shoppingItem])),
            "ShoppingItem": try M.json(M.shoppingItem),
            "Settings": try M.json(M.settings), "NutritionGoals": try M.json(M.goals), "MealTime": try M.json(M.mealTime),
            "Inbox": try M.json(Inbox(pendingImports: [M.pendingImport])), "PendingImport": try M.json(M.pendingImport),
            "CollectionExport": try M.json(M.export),
            "Pantry": try M.json(Pantry(items: [PantryItem(name: "flour", amount: "1 kg", expires: Day("2026-12-01"))])),
            "PantryItem": try M.json(PantryItem(name: "flour", amount: "1 kg", expires: Day("2026-12-01"))),
            "AisleList": try M.json(AisleList(entries: [AisleEntry(aisle: .dairyAndEggs, names: ["oat milk"])])),
            "AisleEntry": try M.json(AisleEntry(aisle: .dairyAndEggs, names: ["oat milk"])),
            "FoodList": try M.json(FoodList(foods: [M.ownFood], prices: [M.foodPrice])), "OwnFood": try M.json(M.ownFood),
            "FoodPrice": try M.json(M.foodPrice),
            "PortionWeight": try M.json(Portion(amount: 1, unit: "cup", grams: 240)),
            "Price": try M.json(try #require(M.ownFood.price)),
            "FoodFile": try M.json(CollectionExport.FoodFile(file: "own.foods", foods: [M.ownFood], prices: [M.foodPrice])),
        ]
    }

    /// The object schemas of a file: its top level and every `$defs` entry with properties.
    static func objectSchemas(_ name: String) throws -> [(model: String, schema: [String: JSONValue])] {
        let top = try #require(object(try schema(name)))
        var found: [(String, [String: JSONValue])] = [(rootModel[name] ?? name, top)]
        for (key, value) in object(top["$defs"]) ?? [:] {
            if let definition = object(value), definition["properties"] != nil { found.append((key, definition)) }
        }
        return found.sorted { $0.0 < $1.0 }
    }

    @Test(arguments: files)
    func schemaIsWellFormed(_ name: String) throws {
        let top = try #require(Self.object(try Self.schema(name)))
        #expect(top["$schema"] == .string("https://json-schema.org/draft/2020-12/schema"))
        let definitions = Self.object(top["$defs"]) ?? [:]
        for required in Self.requiredDefinitions[name] ?? [] {
            #expect(definitions[required] != nil, "\(name) has no $defs/\(required)")
        }
        let validator = SchemaValidator(root: .object(top))
        func walk(_ value: JSONValue, _ path: String) {
            switch value {
            case .object(let object):
                let isSchema = !path.hasSuffix(".properties") && !path.hasSuffix(".$defs")
                for (key, member) in object {
                    if isSchema {
                        #expect(SchemaValidator.keywords.contains(key), "\(name)\(path): unknown keyword \(key)")
                    }
                    if key == "$ref", case .string(let reference) = member {
                        #expect(validator.resolve(reference) != nil, "\(name)\(path): \(reference) does not resolve")
                    }
                    if key == "enum" || key == "required" || key == "description" || key == "title" { continue }
                    walk(member, "\(path).\(key)")
                }
                if isSchema, let properties = Self.object(object["properties"]) {
                    let missing = Set(Self.strings(object["required"])).subtracting(properties.keys)
                    #expect(missing.isEmpty, "\(name)\(path): required but not a property: \(missing)")
                }
            case .array(let items):
                for (index, item) in items.enumerated() { walk(item, "\(path)[\(index)]") }
            default:
                break
            }
        }
        walk(.object(top), "")
    }

    @Test(arguments: files)
    func objectSchemasListExactlyTheModelsKeys(_ name: String) throws {
        let samples = try Self.samples()
        for (model, schema) in try Self.objectSchemas(name) {
            let sample = try #require(Self.object(samples[model]), "\(name): no sample of \(model)")
            let properties = Set((Self.object(schema["properties"]) ?? [:]).keys)
            #expect(Set(sample.keys) == properties, "\(name) \(model): JSON keys \(sample.keys.sorted()) vs schema \(properties.sorted())")
            let required = Set(Self.strings(schema["required"]))
            #expect(required.isSubset(of: Set(sample.keys)), "\(name) \(model): required \(required.sorted())")
        }
    }

    @Test(arguments: files)
    func enumsAreTheModelsRawValues(_ name: String) throws {
        let definitions = Self.object(Self.object(try Self.schema(name))?["$defs"]) ?? [:]
        var checked: Set<String> = []
        for (key, value) in definitions {
            guard let values = Self.object(value)?["enum"] else { continue }
            let expected = try #require(Self.enumValues[key], "\(name): enum \(key) is not a model enum")
            #expect(Self.strings(values) == expected, "\(name) \(key)")
            checked.insert(key)
        }
        if name == "export" {
            #expect(checked == Set(Self.enumValues.keys), "the export schema lacks an enum of the models")
        }
    }

    /// A `$defs` entry means the same thing in every file that has it.
    @Test func sharedDefinitionsAgreeAcrossFiles() throws {
        var seen: [String: (file: String, value: JSONValue)] = [:]
        for name in Self.files {
            for (key, value) in Self.object(Self.object(try Self.schema(name))?["$defs"]) ?? [:] {
                if let first = seen[key] {
                    #expect(first.value == value, "$defs/\(key) differs between \(first.file) and \(name)")
                } else {
                    seen[key] = (name, value)
                }
            }
        }
        #expect(seen.count >= 18)
    }

    @Test(arguments: files)
    func fullyPopulatedModelConforms(_ name: String) throws {
        let samples = try Self.samples()
        let sample = try #require(samples[Self.rootModel[name] ?? ""])
        let problems = SchemaValidator(root: try Self.schema(name)).problems(sample)
        #expect(problems.isEmpty, "\(problems)")
    }

    static let minimalDocuments = [
        ("recipe", #"{"id": "r", "title": "Toast", "servings": 1, "category": "Breakfast"}"#),
        ("plan", #"{"mealSlots": [{"id": "a", "day": "2026-11-23", "meal": "Morning Snack"}]}"#),
        ("shopping-list", #"{"shoppingItems": [{"id": "milk", "name": "milk"}]}"#),
        ("settings", "{}"),
        ("inbox", #"{"pendingImports": [{"id": "i", "url": "https://youtu.be/x", "status": "failed"}]}"#),
        ("export", "{}"),
        ("foods", #"{"foods": [{"name": "Granola", "calories": 471, "protein": 10.5, "carbs": 64, "fats": 19}]}"#),
    ]

    static let brokenDocuments = [
        ("recipe", #"{"id": "r", "title": "Toast", "servings": 0, "category": "Breakfast"}"#),
        ("recipe", #"{"id": "r", "title": "Toast", "servings": 1, "category": "Brunch"}"#),
        ("recipe", #"{"title": "Toast", "servings": 1, "category": "Breakfast"}"#),
        ("recipe", #"{"id": "r", "title": "Toast", "servings": 1, "category": "Breakfast", "difficulty": "easy"}"#),
        ("recipe", #"{"id": "r", "title": "T", "servings": 1, "category": "Snack", "ingredients": [{"id": "i1"}]}"#),
        (
            "recipe",
            #"{"id": "r", "title": "T", "servings": 1, "category": "Snack", "nutrition": {"calories": -1, "protein": 0, "carbs": 0, "fats": 0}}"#
        ),
        (
            "recipe",
            #"{"id": "r", "title": "T", "servings": 1, "category": "Snack", "steps": [{"id": "s1", "order": 1, "text": "x", "timers": [{"seconds": -5}]}]}"#
        ),
        ("recipe", #"{"id": "r", "title": "T", "servings": 1, "category": "Snack", "createdAt": "yesterday"}"#),
        ("plan", #"{"mealSlots": [{"id": "a", "day": "2026-11-23", "meal": "Brunch"}]}"#),
        ("plan", #"{"mealSlots": [{"id": "a", "day": "2026-11-3", "meal": "Lunch"}]}"#),
        ("plan", #"{"mealSlots": [{"id": "a", "day": "2026-11-23", "meal": "Lunch", "servings": 0}]}"#),
        ("shopping-list", #"{"shoppingItems": [{"id": "milk", "name": "milk", "checked": "yes"}]}"#),
        ("settings", #"{"nutritionGoals": {"calories": 900, "protein": 50, "carbs": 100, "fats": 20}}"#),
        ("settings", #"{"lint": {"calories-match-macros": "fatal"}}"#),
        ("inbox", #"{"pendingImports": [{"id": "i", "url": "https://youtu.be/x", "status": "done"}]}"#),
        ("export", #"{"recipes": [{"id": "r"}]}"#),
        ("foods", #"{"foods": [{"name": "Granola", "calories": -1, "protein": 10, "carbs": 64, "fats": 19}]}"#),
        (
            "foods",
            #"{"foods": [{"name": "Granola", "calories": 471, "protein": 10, "carbs": 64, "fats": 19, "portions": [{"amount": 0, "unit": "cup", "grams": 120}]}]}"#
        ),
        ("foods", #"{"foods": [{"name": "Granola", "calories": 471, "protein": 10, "carbs": 64}]}"#),
    ]

    @Test(arguments: minimalDocuments)
    func minimalDocumentConforms(_ name: String, _ json: String) throws {
        let value = try JSONDecoder().decode(JSONValue.self, from: Data(json.utf8))
        let problems = SchemaValidator(root: try Self.schema(name)).problems(value)
        #expect(problems.isEmpty, "\(problems)")
    }

    @Test(arguments: brokenDocuments)
    func brokenDocumentIsRejected(_ name: String, _ json: String) throws {
        let value = try JSONDecoder().decode(JSONValue.self, from: Data(json.utf8))
        #expect(!SchemaValidator(root: try Self.schema(name)).problems(value).isEmpty)
    }

    /// The example collection, parsed and exported, conforms to the export schema.
    @Test func exampleCollectionConforms() throws {
        let examples = ExampleCollection.loaded
        try #require(examples.recipes.count >= 12, "the examples did not parse")
        let export = CollectionExport(
            user: examples.settings.first ?? Settings(), recipes: examples.recipes, mealSlots: examples.slots,
            shoppingItems: examples.shoppingItems, pendingImports: examples.pendingImports)
        let problems = SchemaValidator(root: try Self.schema("export")).problems(try FullyPopulatedModels.json(export))
        #expect(problems.isEmpty, "\(problems.prefix(10))")
    }
}
