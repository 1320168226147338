import ClipCookCore
import ClipCookLanguage
import ClipCookDomain

/// New recipe files: from the template (`new`) or from a whole text read
/// and linted first (`clipcook mcp`'s create_recipe).
extension WriteBackStore {
    public func createRecipe(title: String, id: String) throws(StoreError) -> StoreChange {
        try create(Array(RecipeTemplate.text(title: title).utf8), at: "recipes/\(id).recipe", title: title, id: id)
    }

    public func createRecipe(bytes: [UInt8], title: String, id: String) throws(StoreError) -> StoreChange {
        try create(bytes, at: "recipes/\(RecipeFileName.of(id)).recipe", title: title, id: id)
    }

    private func create(_ bytes: [UInt8], at relative: String, title: String, id: String) throws(StoreError) -> StoreChange {
        let absolute = absolutePath(relative)
        do {
            try writer.create(bytes, at: absolute)
        } catch {
            throw .failed("\(relative): \(error.message)", kind: error.kind)
        }
        noteChange(absolute)
        return StoreChange(
            summary: "new '\(title)'", recipeId: id, path: absolute, previousBytes: nil, previousRecipe: nil,
            writtenBytes: bytes)
    }
}
