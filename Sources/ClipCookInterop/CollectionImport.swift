import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore

/// What importing a document or an export into an existing collection
/// changes, worked out without touching the disk.
///
/// Things are matched by id, not by file name:
/// - a recipe whose id the collection already has is `unchanged` when equal,
///   else `updated` in its own file with `force` (the file is replaced by the
///   recipe's canonical text) or `skipped`; a new recipe is `created` in
///   `recipes/NAME.recipe` (a free name);
/// - a meal slot goes into the plan file that already holds a day of its ISO
///   week (else a new `plans/YYYY-Www.plan`), inserted among that file's
///   lines so its comments stay; a slot whose id is there is unchanged,
///   updated in place with `force`, or skipped;
/// - shopping items and pending imports are matched by id in `shopping.list`
///   and `inbox.list` the same way, new ones appended;
/// - settings, a pantry, aisles and a foods file are one item each: unchanged, replaced with
///   `force`, or skipped.
/// Every file written is in canonical form (what `fmt` writes).
public struct CollectionImport: Sendable {
    public struct FileWrite: Sendable {
        public var relativePath: String
        public var bytes: [UInt8]
        /// What the file holds now (nil: it is created).
        public var expected: [UInt8]?

        package init(relativePath: String, bytes: [UInt8], expected: [UInt8]?) {
            self.relativePath = relativePath
            self.bytes = bytes
            self.expected = expected
        }
    }

    public struct Summary: Hashable, Sendable {
        public var created = 0
        public var updated = 0
        public var unchanged = 0
        public var skipped = 0

        public var changesNothing: Bool { created == 0 && updated == 0 }
    }

    public var writes: [FileWrite] = []
    public var summary = Summary()
    /// One line per item left alone because it differs and `force` was not given.
    public var skippedItems: [String] = []

    /// `isTaken` says whether a relative path is already used on disk by
    /// something the collection does not read (a link leading out of it).
    public init(
        _ content: InteropContent, into collection: KitchenCollection, force: Bool,
        isTaken: (String) -> Bool = { _ in false }
    ) {
        let export: CollectionExport
        var settings: Settings?
        switch content {
        case .export(let whole):
            export = whole
            if whole.user != Settings() { settings = whole.user }
        case .document(.recipe(let recipe)): export = CollectionExport(recipes: [recipe])
        case .document(.plan(let plan)): export = CollectionExport(mealSlots: plan.mealSlots)
        case .document(.shoppingList(let list)): export = CollectionExport(shoppingItems: list.shoppingItems)
        case .document(.inbox(let inbox)): export = CollectionExport(pendingImports: inbox.pendingImports)
        case .document(.settings(let given)):
            export = CollectionExport()
            settings = given
        case .document(.pantry), .document(.aisles), .document(.foods):
            export = CollectionExport()
            if case .document(let document) = content { importWhole(document, into: collection, force: force) }
        }
        importRecipes(export.recipes, into: collection, force: force, isTaken: isTaken, files: export.recipeFiles ?? [:])
        importMeals(export.mealSlots, into: collection, force: force)
        importShopping(export.shoppingItems, into: collection, force: force)
        importInbox(export.pendingImports, into: collection, force: force)
        if let settings { importWhole(.settings(settings), into: collection, force: force) }
        // A whole export's documents that the seed model has no place for.
        if let items = export.pantryItems { importWhole(.pantry(Pantry(items: items)), into: collection, force: force) }
        if let entries = export.aisles { importWhole(.aisles(AisleList(entries: entries)), into: collection, force: force) }
        for foods in export.foodFiles ?? [] {
            guard let name = Self.plainName(foods.file, ending: ".foods") else {
                skip("foods file '\(foods.file)' is not a plain name ending in .foods; it was not imported")
                continue
            }
            importWhole(.foods(foods.list), into: collection, force: force, foodsFile: "foods/" + name)
        }
    }

    /// `name` when it is one plain file name (or, for recipes, a path of
    /// plain names) ending in `ending`: nothing that leads out of its folder.
    package static func plainName(_ name: String, ending: String, nested: Bool = false) -> String? {
        let parts = name.split(separator: "/", omittingEmptySubsequences: false)
        guard name.hasSuffix(ending), name.count > ending.count, name.utf8.count <= 255 * max(1, parts.count),
            nested || parts.count == 1,
            parts.allSatisfy({ part in
                !part.isEmpty && part != "." && part != ".." && !part.hasPrefix(".")
                    && !part.unicodeScalars.contains { $0.value < 0x20 || $0 == "\\" || $0.value == 0x7F }
            })
        else { return nil }
        return name
    }

    // MARK: Recipes

    private mutating func importRecipes(
        _ recipes: [Recipe], into collection: KitchenCollection, force: Bool, isTaken: (String) -> Bool,
        files: [String: String] = [:]
    ) {
        var byId: [String: KitchenCollection.RecipeFile] = [:]
        for entry in collection.recipeEntries where byId[entry.recipe.id] == nil { byId[entry.recipe.id] = entry }
        var takenNames = Set(collection.files.map(\.relativePath))
        var seen: Set<String> = []
        // Where each recipe goes, decided in order; printed afterwards, on every core.
        var toPrint: [(recipe: Recipe, path: String, expected: [UInt8]?)] = []
        for recipe in recipes where seen.insert(recipe.id).inserted {
            if let entry = byId[recipe.id] {
                if entry.recipe == recipe {
                    summary.unchanged += 1
                } else if force {
                    toPrint.append((recipe, entry.file.relativePath, entry.file.source.bytes))
                    summary.updated += 1
                } else {
                    skip("recipe '\(recipe.id)' differs from \(entry.file.relativePath)")
                }
                continue
            }
            // The file it had when it was exported, when that is free.
            if let given = files[recipe.id], given.hasPrefix("recipes/"),
                let name = Self.plainName(String(given.dropFirst(8)), ending: ".recipe", nested: true),
                !takenNames.contains("recipes/" + name), !isTaken("recipes/" + name)
            {
                takenNames.insert("recipes/" + name)
                toPrint.append((recipe, "recipes/" + name, nil))
                summary.created += 1
                continue
            }
            let base = ImportPlan.fileName(for: recipe.id)
            var path = "recipes/\(base).recipe"
            var counter = 2
            while takenNames.contains(path) || isTaken(path) {
                path = "recipes/\(base)-\(counter).recipe"
                counter += 1
            }
            takenNames.insert(path)
            toPrint.append((recipe, path, nil))
            summary.created += 1
        }
        let texts = CollectionLoader.concurrentMap(toPrint.map(\.recipe)) { Language.printBytes(.recipe($0)) }
        for (item, text) in zip(toPrint, texts) {
            writes.append(FileWrite(relativePath: item.path, bytes: text, expected: item.expected))
        }
    }

    // MARK: Meals

    private mutating func importMeals(_ slots: [MealSlot], into collection: KitchenCollection, force: Bool) {
        guard !slots.isEmpty else { return }
        var existing: [String: MealSlot] = [:]
        var fileOfWeek: [ISOWeek: CollectionFile] = [:]
        for file in collection.files(of: .plan) {
            guard case .plan(let plan)? = file.document, !file.hasErrors else { continue }
            for slot in plan.mealSlots {
                existing[slot.id] = slot
                if fileOfWeek[slot.day.isoWeek] == nil { fileOfWeek[slot.day.isoWeek] = file }
            }
        }
        var byWeek: [ISOWeek: [MealSlot]] = [:]
        for slot in slots { byWeek[slot.day.isoWeek, default: []].append(slot) }
        for week in byWeek.keys.sorted(by: { $0.description < $1.description }) {
            let file = fileOfWeek[week]
            let path = file?.relativePath ?? "plans/\(week.description).plan"
            guard var edit = try? PlanEdit(bytes: file?.source.bytes, path: path) else {
                skip("\(path) has errors; its meals were not imported")
                continue
            }
            var changed = false
            for slot in byWeek[week] ?? [] {
                if let old = existing[slot.id] {
                    if old == slot {
                        summary.unchanged += 1
                    } else if force, let ref = edit.allMeals().first(where: { $0.slot.id == slot.id }) {
                        edit.replace(ref, with: slot, derivedID: PlanEdit.derivedID(of: ref, in: edit))
                        summary.updated += 1
                        changed = true
                    } else {
                        skip("meal '\(slot.id)' differs from the plan")
                    }
                    continue
                }
                edit.insert(slot, keepingId: true)
                existing[slot.id] = slot
                summary.created += 1
                changed = true
            }
            if changed, let bytes = try? edit.formatted() {
                writes.append(FileWrite(relativePath: path, bytes: bytes, expected: file?.source.bytes))
            }
        }
    }

    // MARK: Lists

    private mutating func importShopping(_ items: [ShoppingItem], into collection: KitchenCollection, force: Bool) {
        guard !items.isEmpty else { return }
        let file = collection.files(of: .shoppingList).first
        var list = ShoppingList(shoppingItems: [])
        if case .shoppingList(let held)? = file?.document { list = held }
        var changes: [ShoppingChange] = []
        var index: [String: Int] = [:]
        for (position, item) in list.shoppingItems.enumerated() where index[item.id] == nil { index[item.id] = position }
        for item in items {
            if let position = index[item.id] {
                if list.shoppingItems[position] == item {
                    summary.unchanged += 1
                } else if force {
                    changes.append(.replace(position, item))
                    summary.updated += 1
                } else {
                    skip("shopping item '\(item.id)' differs from the list")
                }
                continue
            }
            index[item.id] = list.shoppingItems.count + changes.count
            changes.append(.append(item))
            summary.created += 1
        }
        guard !changes.isEmpty, let bytes = ShoppingEdit.apply(changes, to: list, in: file?.result.tree) else { return }
        writes.append(FileWrite(relativePath: file?.relativePath ?? ShoppingEdit.fileName, bytes: bytes, expected: file?.source.bytes))
    }

    private mutating func importInbox(_ entries: [PendingImport], into collection: KitchenCollection, force: Bool) {
        guard !entries.isEmpty else { return }
        let file = collection.files(of: .inbox).first
        var inbox = Inbox(pendingImports: [])
        if case .inbox(let held)? = file?.document { inbox = held }
        var merged = inbox.pendingImports
        var positions: [String: Int] = [:]
        for (position, entry) in merged.enumerated() where positions[entry.id] == nil { positions[entry.id] = position }
        var changed = false
        for entry in entries {
            if let position = positions[entry.id] {
                if merged[position] == entry {
                    summary.unchanged += 1
                } else if force {
                    merged[position] = entry
                    summary.updated += 1
                    changed = true
                } else {
                    skip("pending import '\(entry.id)' differs from the inbox")
                }
                continue
            }
            positions[entry.id] = merged.count
            merged.append(entry)
            summary.created += 1
            changed = true
        }
        guard changed else { return }
        // The inbox is small and machine-kept: it is written whole.
        let text = Language.print(.inbox(Inbox(pendingImports: merged)))
        writes.append(FileWrite(relativePath: file?.relativePath ?? "inbox.list", bytes: Array(text.utf8), expected: file?.source.bytes))
    }

    /// Settings, a pantry, aisles or a foods file: one item, the whole file.
    private mutating func importWhole(
        _ document: Document, into collection: KitchenCollection, force: Bool, foodsFile: String = "foods/foods.foods"
    ) {
        let kind = document.kind
        // Foods are added beside the collection's own foods files, in one file of their own.
        let file =
            kind == .settings
            ? collection.settingsFile
            : kind == .foods ? collection.file(relativePath: foodsFile) : collection.files(of: kind).first
        let name: String
        switch document {
        case .settings: name = "settings"
        case .pantry: name = "pantry"
        case .aisles: name = "aisles"
        case .foods: name = foodsFile
        default: return
        }
        let text = Language.printBytes(document)
        if let file {
            if file.document == document {
                summary.unchanged += 1
            } else if force {
                writes.append(FileWrite(relativePath: file.relativePath, bytes: text, expected: file.source.bytes))
                summary.updated += 1
            } else {
                skip("\(kind == .foods ? "foods" : name) differ from \(file.relativePath)")
            }
            return
        }
        writes.append(FileWrite(relativePath: name, bytes: text, expected: nil))
        summary.created += 1
    }

    private mutating func skip(_ what: String) {
        summary.skipped += 1
        skippedItems.append(what)
    }
}
