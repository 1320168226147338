import Foundation

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
            files.append(PlannedFile(
                relativePath: "shopping.list", document: .shoppingList(ShoppingList(shoppingItems: export.shoppingItems))))
        }
        if writeSettings {
            files.append(PlannedFile(relativePath: "settings", document: .settings(export.user)))
        }
        if !export.pendingImports.isEmpty {
            files.append(PlannedFile(
                relativePath: "inbox.list", document: .inbox(Inbox(pendingImports: export.pendingImports))))
        }
        self.files = files
    }

    /// A file name (without extension) that is safe on every file system.
    public static func fileName(for id: String) -> String {
        asciiFileName(for: id) ?? unicodeFileName(for: id)
    }

    /// `fileName` of any id, by its decomposed Unicode scalars.
    static func unicodeFileName(for id: String) -> String {
        var slug = ""
        var pendingDash = false
        for scalar in id.decomposedStringWithCanonicalMapping.unicodeScalars {
            if scalar.properties.generalCategory == .nonspacingMark { continue }
            let lower = scalar.isASCII ? Character(scalar).lowercased() : ""
            if lower.count == 1, let c = lower.first, c.isASCII, c.isLetter || c.isNumber {
                if pendingDash, !slug.isEmpty { slug.append("-") }
                pendingDash = false
                slug.append(c)
            } else {
                pendingDash = true
            }
            if slug.count >= 80 { break }
        }
        if slug.isEmpty {
            let hash = FileFingerprint.fnv1a64(Array(id.utf8)) & 0xFFFF_FFFF
            let hex = String(hash, radix: 16)
            slug = "recipe-" + String(repeating: "0", count: 8 - hex.count) + hex
        }
        return slug
    }

    /// `fileName` of an id that is all ASCII (nearly every id), worked out
    /// on its bytes: such an id has nothing to decompose and no marks, so
    /// the slug is its letters and digits, lowercased, other runs `-`. Nil
    /// for any other id (or an ASCII id with no letter or digit).
    static func asciiFileName(for id: String) -> String? {
        var slug: [UInt8] = []
        var pendingDash = false
        for byte in id.utf8 {
            guard byte < 0x80 else { return nil }
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                if pendingDash, !slug.isEmpty { slug.append(UInt8(ascii: "-")) }
                pendingDash = false
                slug.append(byte)
            case UInt8(ascii: "A")...UInt8(ascii: "Z"):
                if pendingDash, !slug.isEmpty { slug.append(UInt8(ascii: "-")) }
                pendingDash = false
                slug.append(byte + 0x20)
            default:
                pendingDash = true
            }
            if slug.count >= 80 { break }
        }
        return slug.isEmpty ? nil : String(decoding: slug, as: UTF8.self)
    }
}
