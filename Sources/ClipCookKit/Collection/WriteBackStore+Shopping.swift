/// The shopping list, pantry and aisles through the write-back store.
extension WriteBackStore {
    func shoppingState() -> ShoppingState {
        var state = ShoppingState()
        if let file = collection.shoppingFile {
            state.path = file.relativePath
            if file.hasErrors {
                state.problem = FileProblem(
                    path: file.source.path, rendered: DiagnosticRenderer().render(file.diagnostics, in: file.source),
                    errorCount: file.diagnostics.filter { $0.severity == .error }.count)
            } else if case .shoppingList(let list)? = file.document {
                state.list = list
            }
        }
        if let file = collection.pantryFile {
            if file.hasErrors {
                state.pantryProblem = FileProblem(
                    path: file.relativePath, rendered: DiagnosticRenderer().render(file.diagnostics, in: file.source),
                    errorCount: file.diagnostics.filter { $0.severity == .error }.count)
            } else if case .pantry(let pantry)? = file.document {
                state.pantry = pantry
            }
        }
        if case .aisles(let aisles)? = collection.aislesFile?.document { state.aisles = aisles }
        return state
    }

    public func editShoppingList(_ changes: [ShoppingChange], summary: String, overwrite: Bool) throws(StoreError) -> StoreChange {
        let file = collection.shoppingFile
        if let file, file.hasErrors {
            let count = file.diagnostics.filter { $0.severity == .error }.count
            throw .failed("\(file.source.path) has \(count) error\(count == 1 ? "" : "s"); fix \(count == 1 ? "it" : "them") first (nothing written)")
        }
        var list = ShoppingList(shoppingItems: [])
        if case .shoppingList(let read)? = file?.document { list = read }
        guard let edited = ShoppingEdit.apply(changes, to: list, in: file?.result.tree) else {
            throw .failed("internal error: the edited shopping list would not read back; nothing written")
        }
        let relative = file?.relativePath ?? ShoppingEdit.fileName
        let absolute = file?.absolutePath ?? absolutePath(relative)
        let shown = file?.source.path ?? displayPath(absolute)
        if let file {
            try write(edited, to: absolute, shownAs: shown, expecting: overwrite ? nil : file.source.bytes)
        } else if overwrite {
            try write(edited, to: absolute, shownAs: shown, expecting: nil)
        } else {
            do {
                _ = try AtomicWriter.create(edited, at: absolute)
            } catch {
                if case .alreadyExists = error {
                    throw .conflict(Conflict(path: shown, mine: edited, theirs: try? FileBytes.load(atPath: absolute).bytes))
                }
                throw .failed("\(shown): \(error.message)")
            }
        }
        return StoreChange(
            summary: summary, recipeId: "", path: absolute, previousBytes: file?.source.bytes, previousRecipe: nil,
            writtenBytes: edited)
    }
}
