import ClipCookCore
import ClipCookLanguage
import ClipCookDomain

/// Writes new daily goals into a settings file's text: the `goals` section's
/// macro lines become one `calories N  protein N  carbs N  fats N` line in
/// place of the first (comments kept), or a `goals` section is added; the
/// result is in the canonical layout. A missing settings file is created.
public enum SettingsEdit {
    public static func setting(_ goals: NutritionGoals, in bytes: [UInt8]?, path: String) throws(StoreError) -> [UInt8] {
        let line = "  " + Printer.macros([goals.calories, goals.protein, goals.carbs, goals.fats]) + "\n"
        guard let bytes else {
            var settings = Settings()
            settings.nutritionGoals = goals
            return Language.printBytes(.settings(settings))
        }
        let parsed = Language.parse(SourceFile(path: path, bytes: bytes))
        guard case .settings? = parsed.document, !parsed.diagnostics.hasErrors else {
            throw .failed("\(path) has errors; fix them before changing the goals (run 'lint \(path)')", kind: .invalidInput)
        }
        let tree = parsed.tree
        var lines = tree.lines.map { tree.text($0.fullRange) }
        if let last = lines.last, !last.hasSuffix("\n") { lines[lines.count - 1] = last + "\n" }
        var inGoals = false
        var placed = false
        for (index, syntax) in tree.lines.enumerated() {
            if case .section(let name) = syntax.kind { inGoals = name == "goals" }
            guard inGoals, syntax.kind == .macros else { continue }
            let comment = syntax.commentRange.map { tree.text($0).trimmedOfBlanks }
            if !placed {
                lines[index] = comment.map { String(line.dropLast()) + "  " + $0 + "\n" } ?? line
                placed = true
            } else {
                lines[index] = comment.map { "  " + $0 + "\n" } ?? ""
            }
        }
        if !placed {
            if let header = tree.lines.firstIndex(where: { $0.kind == .section("goals") }) {
                lines.insert(line, at: header + 1)
            } else {
                lines.append("\ngoals\n" + line)
            }
        }
        do {
            return Array(try Formatter.format(SourceFile(path: path, text: lines.joined())).utf8)
        } catch {
            throw .failed("\(path): the change would not make valid settings", kind: .invalidInput)
        }
    }
}

extension SourceEdit {
    /// A recipe file with a `nutrition per serving` section added at its end
    /// (the recipe states none), in the canonical layout.
    public static func addingNutrition(_ nutrition: Nutrition, to bytes: [UInt8], path: String) throws(StoreError) -> [UInt8] {
        var text = String(decoding: bytes, as: UTF8.self)
        if !text.hasSuffix("\n") { text += "\n" }
        text += "\nnutrition per serving\n  " + Printer.macros([nutrition.calories, nutrition.protein, nutrition.carbs, nutrition.fats]) + "\n"
        do {
            return Array(try Formatter.format(SourceFile(path: path, text: text)).utf8)
        } catch {
            throw .failed("\(path): the nutrition could not be added", kind: .invalidInput)
        }
    }
}
