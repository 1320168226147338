import Foundation
import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore
import ClipCookInterop

/// `history [RECIPE|plan WEEK|shopping] [N]`: the last changes to a file (or
/// to the collection) from git's log, with the messages `sync` writes.
/// Runs `git log` synchronously, as `sync` runs git.
struct HistoryCommand: SessionCommand {
    let spec = CommandSpec(
        "history", synopsis: "history [RECIPE|plan WEEK|shopping] [N]",
        summary: "the last N (default 10) commits touching a recipe, a week's plan, the shopping list or the collection",
        positionals: [.recipe, .number])

    func run(_ arguments: [String], in session: Session) -> Result<CommandOutcome, CommandError> {
        var words = arguments
        var limit = 10
        if let last = words.last, let number = Int(last), words.count != 2 || words.first?.lowercased() != "plan" {
            guard number > 0, number <= 10_000 else { return .failure(CommandError("history: N must be between 1 and 10000")) }
            limit = number
            words.removeLast()
        }
        let path: String?
        let lowered = words.map { $0.lowercased() }
        if lowered.isEmpty {
            path = nil
        } else if lowered == ["shopping"] {
            path = "shopping.list"
        } else if lowered.count == 2, lowered[0] == "plan" {
            let week = lowered[1]
            guard week.range(of: #"^\d{4}-w\d{2}$"#, options: .regularExpression) != nil else {
                return .failure(CommandError("history plan: '\(week)' is not a week", suggestion: "give it as 2026-W49"))
            }
            path = "plans/\(week.uppercased()).plan"
        } else {
            switch RecipeResolver.resolve(words.joined(separator: " "), in: session.kitchen.recipes) {
            case .success(let entry): path = entry.path ?? "recipes/\(entry.recipe.id).recipe"
            case .failure(let error): return .failure(error)
            }
        }
        let git = GitRunner(directory: session.kitchen.root ?? ".")
        let output: GitRunner.Output
        do {
            output = try git.run(
                ["log", "-n", String(limit), "--format=%ad  %an  %s", "--date=format:%Y-%m-%d %H:%M", "--"] + (path.map { [$0] } ?? ["."]))
        } catch {
            switch error {
            case .cannotRun(let message): return .failure(CommandError("history: \(message)"))
            }
        }
        guard output.succeeded else { return .failure(CommandError("history: \(output.message)")) }
        let lines = output.text.split(separator: "\n").map(String.init)
        let text = lines.isEmpty ? "no history for \(path ?? "the collection")" : lines.joined(separator: "\n")
        return .success(CommandOutcome(command: "", text: text, data: ["entries": .array(lines.map(JSONValue.string))]))
    }
}
