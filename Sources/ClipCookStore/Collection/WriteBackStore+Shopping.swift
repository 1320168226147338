import ClipCookCore
import ClipCookLanguage
import ClipCookDomain

/// The shopping list, pantry and aisles through the write-back store.
extension WriteBackStore {
    package func shoppingState() -> ShoppingState {
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
            state.pantryPath = file.relativePath
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

    public func applyShoppingEditOnTop(_ conflict: Conflict, summary: String) throws(StoreError) -> StoreChange {
        guard let rebased = conflict.rebased, let theirs = conflict.theirs, let path = conflict.absolutePath else {
            throw .failed("\(conflict.path): this change cannot be applied on top of the version on disk", kind: .conflict)
        }
        try write(rebased, to: path, shownAs: conflict.path, expecting: theirs)
        noteChange(path)
        return StoreChange(
            summary: summary, recipeId: "", path: path, previousBytes: theirs, previousRecipe: nil, writtenBytes: rebased)
    }

    /// `changes` made to `before` as changes to `disk`: each changed item
    /// found there unchanged (the first equal one not taken yet); nil when
    /// one is not there any more.
    package static func changes(_ changes: [ShoppingChange], from before: [ShoppingItem], onto disk: [ShoppingItem]) -> [ShoppingChange]? {
        var taken = Set<Int>()
        func find(_ index: Int) -> Int? {
            guard before.indices.contains(index) else { return nil }
            let wanted = before[index]
            guard let found = disk.indices.first(where: { !taken.contains($0) && disk[$0] == wanted }) else { return nil }
            taken.insert(found)
            return found
        }
        var mapped: [ShoppingChange] = []
        for change in changes {
            switch change {
            case .replace(let index, let item):
                guard let found = find(index) else { return nil }
                mapped.append(.replace(found, item))
            case .remove(let index):
                guard let found = find(index) else { return nil }
                mapped.append(.remove(found))
            case .append(let item):
                mapped.append(.append(item))
            }
        }
        return mapped
    }

    public func editShoppingList(_ changes: [ShoppingChange], summary: String, overwrite: Bool) throws(StoreError) -> StoreChange {
        let file = collection.shoppingFile
        if let file, file.hasErrors {
            let count = file.diagnostics.filter { $0.severity == .error }.count
            throw .failed(
                "\(file.source.path) has \(count) error\(count == 1 ? "" : "s"); fix \(count == 1 ? "it" : "them") first (nothing written)",
                kind: .invalidInput)
        }
        var list = ShoppingList(shoppingItems: [])
        if case .shoppingList(let read)? = file?.document { list = read }
        guard let edited = ShoppingEdit.apply(changes, to: list, in: file?.result(keeping: .syntaxTree).tree) else {
            throw .failed("internal error: the edited shopping list would not read back; nothing written", kind: .io)
        }
        let relative = file?.relativePath ?? ShoppingEdit.fileName
        let absolute = file?.absolutePath ?? absolutePath(relative)
        let shown = file?.source.path ?? displayPath(absolute)
        if let file {
            do {
                try write(edited, to: absolute, shownAs: shown, expecting: overwrite ? nil : file.source.bytes)
            } catch {
                guard case .conflict(var conflict) = error, let theirs = conflict.theirs else { throw error }
                // The same changes on the version on disk, for "apply on top".
                let disk = Language.parse(SourceFile(path: file.source.path, bytes: theirs))
                if case .shoppingList(let diskList)? = disk.document,
                    let mapped = Self.changes(changes, from: list.shoppingItems, onto: diskList.shoppingItems)
                {
                    conflict.rebased = ShoppingEdit.apply(mapped, to: diskList, in: disk.tree)
                }
                conflict.absolutePath = absolute
                throw .conflict(conflict)
            }
        } else if overwrite {
            try write(edited, to: absolute, shownAs: shown, expecting: nil)
        } else {
            do {
                _ = try writer.create(edited, at: absolute)
            } catch {
                if case .alreadyExists = error {
                    throw .conflict(Conflict(path: shown, mine: edited, theirs: try? FileBytes.load(atPath: absolute).bytes))
                }
                throw .failed("\(shown): \(error.message)", kind: error.kind)
            }
        }
        noteChange(absolute)
        return StoreChange(
            summary: summary, recipeId: "", path: absolute, previousBytes: file?.source.bytes, previousRecipe: nil,
            writtenBytes: edited)
    }
}
