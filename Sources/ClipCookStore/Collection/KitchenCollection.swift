import ClipCookCore
import ClipCookLanguage
import ClipCookDomain

/// Every file of a collection folder, read and parsed, with the documents
/// they hold gathered by kind. A file with errors keeps its diagnostics and
/// contributes nothing; the rest of the collection is still there.
public struct KitchenCollection: Sendable {
    /// A recipe and the file it came from.
    public struct RecipeFile: Sendable {
        public var recipe: Recipe
        public var file: CollectionFile
    }

    /// The collection folder as it was given (used to build the paths shown in diagnostics).
    public var root: String
    /// The collection folder as an absolute path.
    public var absoluteRoot: String
    /// The files in the order of their relative paths.
    public private(set) var files: [CollectionFile]
    /// Where each file is in `files`, by relative path.
    package private(set) var positions: [String: Int] = [:]
    /// Problems of the collection itself: a folder that does not exist or cannot be listed.
    public var loadDiagnostics: [Diagnostic]
    /// Made anew whenever `files` changes: two collections with the same
    /// (identical) revision hold the same files in the same places.
    package private(set) var revision = Revision()

    /// The identity of one state of `files` (see `revision`).
    package final class Revision: Sendable {}

    public init(root: String, absoluteRoot: String, files: [CollectionFile], loadDiagnostics: [Diagnostic] = []) {
        self.root = root
        self.absoluteRoot = absoluteRoot
        // By index: a pair of whole files (sources, trees, documents) is not copied per step.
        let inOrder = files.indices.dropFirst().allSatisfy { files[$0 - 1].relativePath <= files[$0].relativePath }
        self.files = inOrder ? files : files.sorted { $0.relativePath < $1.relativePath }
        self.loadDiagnostics = loadDiagnostics
        positions = KitchenCollection.positions(of: self.files)
    }

    private static func positions(of files: [CollectionFile]) -> [String: Int] {
        var positions: [String: Int] = [:]
        positions.reserveCapacity(files.count)
        for index in files.indices where positions[files[index].relativePath] == nil {
            positions[files[index].relativePath] = index
        }
        return positions
    }

    public func file(relativePath: String) -> CollectionFile? {
        positions[relativePath].map { files[$0] }
    }

    /// Puts a (re)loaded file in place of the one with the same relative path, or adds it.
    public mutating func replace(_ file: CollectionFile) {
        revision = Revision()
        if let index = positions[file.relativePath] {
            files[index] = file
        } else {
            // The files are in path order: the place is found by halving,
            // and the positions after it move up by one without hashing any path again.
            var low = 0
            var high = files.count
            while low < high {
                let middle = low + (high - low) / 2
                if files[middle].relativePath > file.relativePath { high = middle } else { low = middle + 1 }
            }
            files.insert(file, at: low)
            shiftPositions(from: low, by: 1)
            positions[file.relativePath] = low
        }
    }

    public mutating func remove(relativePath: String) {
        revision = Revision()
        guard let index = positions[relativePath] else { return }
        // Files with the same path are next to each other, from the first one.
        var end = index + 1
        while end < files.count, files[end].relativePath == relativePath { end += 1 }
        files.removeSubrange(index..<end)
        positions[relativePath] = nil
        shiftPositions(from: end, by: index - end)
    }

    /// Adds `offset` to every position from `start` on: one pass over the
    /// values, no path hashed (at 100,000 files, making the positions again
    /// was most of the cost of `new` and `delete`).
    private mutating func shiftPositions(from start: Int, by offset: Int) {
        var index = positions.values.startIndex
        while index != positions.values.endIndex {
            if positions.values[index] >= start { positions.values[index] += offset }
            positions.values.formIndex(after: &index)
        }
    }

    // The accessors below walk `files` by index and look only at the
    // document: copying whole files (source, tree, source map) per file
    // dominated a reload of a large collection.

    /// The files that parsed into a document of `kind`.
    public func files(of kind: DocumentKind) -> [CollectionFile] {
        files.indices.filter { files[$0].result.document?.kind == kind }.map { files[$0] }
    }

    /// How many files parsed into a document of `kind`.
    public func count(of kind: DocumentKind) -> Int {
        files.indices.reduce(0) { $0 + (files[$1].result.document?.kind == kind ? 1 : 0) }
    }

    public var recipeEntries: [RecipeFile] {
        var entries: [RecipeFile] = []
        for index in files.indices {
            if case .recipe(let recipe)? = files[index].result.document {
                entries.append(RecipeFile(recipe: recipe, file: files[index]))
            }
        }
        return entries
    }

    public var recipes: [Recipe] {
        var recipes: [Recipe] = []
        for index in files.indices {
            if case .recipe(let recipe)? = files[index].result.document { recipes.append(recipe) }
        }
        return recipes
    }

    /// The first recipe with this id, in file order.
    public func recipe(id: String) -> RecipeFile? {
        for index in files.indices {
            if case .recipe(let recipe)? = files[index].result.document, recipe.id == id {
                return RecipeFile(recipe: recipe, file: files[index])
            }
        }
        return nil
    }

    /// Meal slots of every plan file, file by file in path order, each file's in its own order.
    public var mealSlots: [MealSlot] {
        var slots: [MealSlot] = []
        for index in files.indices {
            if case .plan(let plan)? = files[index].result.document { slots += plan.mealSlots }
        }
        return slots
    }

    /// `mealSlots` and the meals of plan files with errors, as far as they
    /// read (a plan left with git conflict markers still shows its week):
    /// what the session shows. Edits of such a file are refused (`PlanEdit`).
    public var readableMealSlots: [MealSlot] {
        var slots: [MealSlot] = []
        for index in files.indices {
            if case .plan(let plan)? = files[index].result.partialDocument { slots += plan.mealSlots }
        }
        return slots
    }

    public var shoppingItems: [ShoppingItem] {
        var items: [ShoppingItem] = []
        for index in files.indices {
            if case .shoppingList(let list)? = files[index].result.document { items += list.shoppingItems }
        }
        return items
    }

    public var pendingImports: [PendingImport] {
        var imports: [PendingImport] = []
        for index in files.indices {
            if case .inbox(let inbox)? = files[index].result.document { imports += inbox.pendingImports }
        }
        return imports
    }

    /// The file the settings come from: `settings` at the top of the
    /// collection if it holds settings, else the first settings file by path.
    public var settingsFile: CollectionFile? {
        var first: Int?
        for index in files.indices where files[index].result.document?.kind == .settings {
            if files[index].relativePath == "settings" { return files[index] }
            if first == nil { first = index }
        }
        return first.map { files[$0] }
    }

    /// The settings, or the defaults when the collection has none.
    public var settings: Settings {
        if case .settings(let settings)? = settingsFile?.document { return settings }
        return Settings()
    }

    /// Every problem: each file's diagnostics in path order, then those of the collection.
    public var diagnostics: [Diagnostic] {
        files.flatMap(\.diagnostics) + collectionDiagnostics
    }

    /// The problems that belong to no one file's parse: `loadDiagnostics`,
    /// and a warning for each settings file that is ignored.
    public var collectionDiagnostics: [Diagnostic] {
        var all = loadDiagnostics
        if let chosen = settingsFile {
            for other in files(of: .settings) where other.relativePath != chosen.relativePath {
                all.append(
                    Diagnostic(
                        .warning, "more than one settings file; these settings are ignored",
                        path: other.source.path, range: nil, notes: ["the settings in use are in \(chosen.source.path)"]))
            }
        }
        return all
    }

    public var hasErrors: Bool { diagnostics.hasErrors }

    /// The whole collection as the JSON export object.
    /// The whole collection as one export document. Recipes are ordered by id
    /// (not by file name), so that export -> import -> export gives the same
    /// bytes even though `import` names the files after the ids.
    public func export() -> CollectionExport {
        let byID = recipes.enumerated().sorted { ($0.element.id, $0.offset) < ($1.element.id, $1.offset) }.map(\.element)
        var export = CollectionExport(
            user: settings, recipes: byID, mealSlots: mealSlots,
            shoppingItems: shoppingItems, pendingImports: pendingImports)
        // The documents the seed model has no place for, as extension fields.
        if case .pantry(let pantry)? = pantryFile?.document { export.pantryItems = pantry.items }
        if case .aisles(let aisles)? = aislesFile?.document { export.aisles = aisles.entries }
        var foodFiles: [CollectionExport.FoodFile] = []
        for file in files(of: .foods) {
            guard case .foods(let list)? = file.document, file.relativePath.hasPrefix("foods/") else { continue }
            foodFiles.append(CollectionExport.FoodFile(file: String(file.relativePath.dropFirst(6)), foods: list.foods, prices: list.prices))
        }
        if !foodFiles.isEmpty { export.foodFiles = foodFiles.sorted { $0.file < $1.file } }
        var recipeFiles: [String: String] = [:]
        for entry in recipeEntries where entry.file.relativePath != "recipes/\(RecipeFileName.of(entry.recipe.id)).recipe" {
            if recipeFiles[entry.recipe.id] == nil { recipeFiles[entry.recipe.id] = entry.file.relativePath }
        }
        if !recipeFiles.isEmpty { export.recipeFiles = recipeFiles }
        return export
    }
}
