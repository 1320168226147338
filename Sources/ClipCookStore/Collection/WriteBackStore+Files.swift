import ClipCookCore
import ClipCookLanguage
import ClipCookDomain

/// A store that can rewrite whole collection files (plans, settings), for
/// the commands that edit more than a recipe's header. The edit itself is
/// made by the caller from the bytes as loaded (see `PlanEdit`,
/// `SettingsEdit`); the store writes it atomically, refusing to overwrite a
/// file that changed on disk since it was read.
public protocol FileEditingStore: CollectionStore {
    /// The plan file that holds `week`: the first plan file that already has
    /// a day of that week, else `plans/2026-W48.plan`.
    func planFilePath(for week: ISOWeek) -> String
    /// The settings file, else `settings`.
    func settingsFilePath() -> String
    /// The bytes of a file as loaded; nil when there is no such file.
    func loadedBytes(of relativePath: String) -> [UInt8]?
    /// Writes `bytes` to `relativePath`: over the loaded version (a conflict
    /// if the file changed since), or as a new file when `previous` is nil.
    func writeFile(_ relativePath: String, bytes: [UInt8], previous: [UInt8]?, summary: String, overwrite: Bool)
        throws(StoreError) -> StoreChange
}

extension WriteBackStore: FileEditingStore {
    public func planFilePath(for week: ISOWeek) -> String {
        for file in collection.files(of: .plan) {
            guard case .plan(let plan)? = file.document else { continue }
            if plan.mealSlots.contains(where: { $0.day.isoWeek == week }) { return file.relativePath }
        }
        return "plans/\(week).plan"
    }

    public func settingsFilePath() -> String {
        collection.files(of: .settings).first?.relativePath ?? "settings"
    }

    public func loadedBytes(of relativePath: String) -> [UInt8]? {
        collection.file(relativePath: relativePath)?.source.bytes
    }

    public func writeFile(_ relativePath: String, bytes: [UInt8], previous: [UInt8]?, summary: String, overwrite: Bool)
        throws(StoreError) -> StoreChange
    {
        let absolute = absolutePath(relativePath)
        let shown = displayPath(absolute)
        if let previous {
            try write(bytes, to: absolute, shownAs: shown, expecting: overwrite ? nil : previous)
        } else if overwrite {
            try write(bytes, to: absolute, shownAs: shown, expecting: nil)
        } else {
            do {
                try writer.create(bytes, at: absolute)
            } catch {
                if case .alreadyExists = error {
                    throw .conflict(Conflict(path: shown, mine: bytes, theirs: try? FileBytes.load(atPath: absolute).bytes))
                }
                throw .failed("\(shown): \(error.message)", kind: error.kind)
            }
        }
        return StoreChange(summary: summary, recipeId: "", path: absolute, previousBytes: previous, previousRecipe: nil, writtenBytes: bytes)
    }
}
