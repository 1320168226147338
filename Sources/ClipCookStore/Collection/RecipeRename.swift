import ClipCookCore
import ClipCookLanguage
import ClipCookDomain

/// The edits that give a recipe a new id everywhere: its own `id` line
/// (added when the id was derived) and every plan meal and shopping item
/// that names it. Each edit replaces only the bytes of the id it changes, so
/// comments and layout stay; the new id is written as the printer writes it.
public enum RecipeRename {
    public struct FileEdit: Sendable {
        public var file: CollectionFile
        public var bytes: [UInt8]
        /// How many references in this file changed.
        public var references: Int
    }

    public enum Problem: Error, Equatable, Sendable {
        case invalidId(String)
        case idTaken(String)
        case noRecipeFile
    }

    /// Whether `id` can be a recipe id: not empty, no blanks or control characters, at most 200 characters.
    public static func isValidId(_ id: String) -> Bool {
        !id.isEmpty && id.count <= 200 && !id.unicodeScalars.contains { $0.properties.isWhitespace || $0.value < 0x20 || $0.value == 0x7F }
    }

    public static func edits(
        renaming oldId: String, to newId: String, recipeFile: String, in collection: KitchenCollection
    ) throws(Problem) -> [FileEdit] {
        guard isValidId(newId) else { throw .invalidId(newId) }
        guard !collection.recipeEntries.contains(where: { $0.recipe.id == newId }) else { throw .idTaken(newId) }
        guard let file = collection.file(relativePath: recipeFile) else { throw .noRecipeFile }
        var edits: [FileEdit] = []
        let bytes: [UInt8]?
        let parsed = file.result(keeping: .all)
        if let range = parsed.sourceMap["id"] {
            bytes = replacing([range.start.offset..<range.end.offset], in: file.source.bytes, with: TextQuoting.lineValue(newId))
        } else {
            bytes = SourceEdit.insertProperty("id", TextQuoting.lineValue(newId), in: parsed.tree)
        }
        guard let bytes else { throw .noRecipeFile }
        edits.append(FileEdit(file: file, bytes: bytes, references: 0))

        for plan in collection.files(of: .plan) {
            guard case .plan(let document)? = plan.document else { continue }
            // Only files that refer to the recipe are parsed again for their positions.
            let referring = document.mealSlots.indices.filter { document.mealSlots[$0].recipeId == oldId }
            guard !referring.isEmpty else { continue }
            let map = plan.resultWithSourceMap().sourceMap
            let ranges = referring.compactMap { index -> Range<Int>? in
                guard let range = map["mealSlots[\(index)].recipeId"] else { return nil }
                return range.start.offset..<range.end.offset
            }
            let written = PlanPrinter.isBareReference(newId) ? newId : TextQuoting.quoted(newId)
            if let edited = replacing(ranges, in: plan.source.bytes, with: written) {
                edits.append(FileEdit(file: plan, bytes: edited, references: ranges.count))
            }
        }
        for list in collection.files(of: .shoppingList) {
            guard case .shoppingList(let document)? = list.document else { continue }
            let referring = document.shoppingItems.indices.filter { document.shoppingItems[$0].recipeId == oldId }
            guard !referring.isEmpty else { continue }
            let map = list.resultWithSourceMap().sourceMap
            let ranges = referring.compactMap { index -> Range<Int>? in
                guard let range = map["shoppingItems[\(index)].recipeId"] else { return nil }
                return range.start.offset..<range.end.offset
            }
            let written = TextQuoting.field(newId, BareStops(closeBracket: true))
            if let edited = replacing(ranges, in: list.source.bytes, with: written) {
                edits.append(FileEdit(file: list, bytes: edited, references: ranges.count))
            }
        }
        return edits
    }

    /// `bytes` with each range (in order, not overlapping) replaced by `text`; nil when there are none.
    package static func replacing(_ ranges: [Range<Int>], in bytes: [UInt8], with text: String) -> [UInt8]? {
        guard !ranges.isEmpty else { return nil }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + ranges.count * text.utf8.count)
        var position = 0
        for range in ranges.sorted(by: { $0.lowerBound < $1.lowerBound })
        where range.lowerBound >= position && range.upperBound <= bytes.count {
            out += bytes[position..<range.lowerBound]
            out += Array(text.utf8)
            position = range.upperBound
        }
        out += bytes[position...]
        return out
    }
}
