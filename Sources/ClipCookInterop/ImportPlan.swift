import Foundation
import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore

/// The ClipCook files that an import writes into a collection folder, worked
/// out without touching the disk.
///
/// - each recipe -> `recipes/<name>.recipe`, the name a safe slug of the
///   recipe's id (lowercase ASCII letters and digits, diacritics folded,
///   other runs -> `-`, at most 80 characters, never empty, `/` or `..`;
///   `-2`, `-3`... when two recipes get the same name);
/// - meal slots -> one `plans/<yyyy>-W<ww>.plan` per ISO week, slots in their order;
/// - shopping items -> `shopping.list`; pending imports -> `inbox.list`;
/// - settings -> `settings` (from an export only when they differ from the defaults);
/// - a pantry -> `pantry`; aisles -> `aisles`; foods -> `foods/foods.foods`.
///
/// Empty lists write no file.
public struct ImportPlan: Sendable {
    public struct PlannedFile: Hashable, Sendable {
        public var relativePath: String
        public var document: Document
    }

    public var files: [PlannedFile]

    public init(_ content: InteropContent) {
        var files: [PlannedFile] = []
        let export: CollectionExport
        var writeSettings = false
        switch content {
        case .export(let whole):
            export = whole
            writeSettings = whole.user != Settings()
        case .document(.recipe(let recipe)):
            export = CollectionExport(recipes: [recipe])
        case .document(.plan(let plan)):
            export = CollectionExport(mealSlots: plan.mealSlots)
        case .document(.shoppingList(let list)):
            export = CollectionExport(shoppingItems: list.shoppingItems)
        case .document(.inbox(let inbox)):
            export = CollectionExport(pendingImports: inbox.pendingImports)
        case .document(.pantry(let pantry)):
            self.files = [PlannedFile(relativePath: "pantry", document: .pantry(pantry))]
            return
        case .document(.aisles(let aisles)):
            self.files = [PlannedFile(relativePath: "aisles", document: .aisles(aisles))]
            return
        case .document(.foods(let foods)):
            self.files = [PlannedFile(relativePath: "foods/foods.foods", document: .foods(foods))]
            return
        case .document(.settings(let settings)):
            export = CollectionExport(user: settings)
            writeSettings = true
        }
        var taken: Set<String> = []
        for recipe in export.recipes {
            let base = ImportPlan.fileName(for: recipe.id)
            var name = base
            var counter = 2
            while !taken.insert(name).inserted {
                name = "\(base)-\(counter)"
                counter += 1
            }
            files.append(PlannedFile(relativePath: "recipes/\(name).recipe", document: .recipe(recipe)))
        }
        var weeks: [String: [MealSlot]] = [:]
        var weekOrder: [String] = []
        for slot in export.mealSlots {
            let week = slot.day.isoWeek.description
            if weeks[week] == nil { weekOrder.append(week) }
            weeks[week, default: []].append(slot)
        }
        for week in weekOrder.sorted() {
            files.append(PlannedFile(relativePath: "plans/\(week).plan", document: .plan(Plan(mealSlots: weeks[week] ?? []))))
        }
        if !export.shoppingItems.isEmpty {
            files.append(
                PlannedFile(
                    relativePath: "shopping.list", document: .shoppingList(ShoppingList(shoppingItems: export.shoppingItems))))
        }
        if writeSettings {
            files.append(PlannedFile(relativePath: "settings", document: .settings(export.user)))
        }
        if !export.pendingImports.isEmpty {
            files.append(
                PlannedFile(
                    relativePath: "inbox.list", document: .inbox(Inbox(pendingImports: export.pendingImports))))
        }
        self.files = files
    }

    /// A file name (without extension) that is safe on every file system.
    public static func fileName(for id: String) -> String {
        RecipeFileName.of(id)
    }
}
