import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore
import ClipCookInterop

/// `cook RECIPE [servings N]`: enters cook mode on the recipe's first step.
struct CookCommand: SessionCommand {
    let spec = CommandSpec(
        "cook", synopsis: "cook RECIPE [servings N] | cook done [RECIPE] [servings N]",
        summary: "cook a recipe step by step, with timers",
        details: [
            "Shows one step at a time with the ingredients it uses, scaled to N servings, and its timers.",
            "In cook mode: next (or Return), back, goto N, ingredients, timer start|pause|resume|reset [NAME],",
            "timers, wait N, help, quit. Timers keep running after leaving cook mode.",
            "cook done records today's meal in cooked.log (the recipe in cook mode when none is named).",
        ],
        argument: .recipe, keywords: ["servings": .number],
        subcommands: [
            CommandSpec(
                "done", synopsis: "cook done [RECIPE] [servings N]",
                summary: "record today's meal in cooked.log and take its ingredients from the pantry",
                argument: .recipe, keywords: ["servings": .number], handler: { $1.cookDone($0) })
        ])

    func run(_ arguments: [String], in session: Session) -> Result<CommandOutcome, CommandError> {
        session.cook(arguments)
    }
}

extension Session {
    func cook(_ arguments: [String]) -> Result<CommandOutcome, CommandError> {
        var nameWords = arguments
        var servings: Int?
        if let keyword = nameWords.firstIndex(where: { $0.lowercased() == "servings" }) {
            let rest = Array(nameWords[(keyword + 1)...])
            nameWords = Array(nameWords[..<keyword])
            guard let value = rest.first else { return .failure(CommandError("'servings' needs a value")) }
            guard rest.count == 1 else { return .failure(CommandError("unexpected '\(rest[1])' after servings \(value)")) }
            guard let n = Int(value), (1...10_000).contains(n) else {
                return .failure(CommandError("servings must be a whole number from 1 to 10000, not '\(value)'"))
            }
            servings = n
        }
        let entry: RecipeEntry
        switch resolve(nameWords.joined(separator: " ")) {
        case .success(let found): entry = found
        case .failure(let error): return .failure(error)
        }
        // Names of another recipe's timers still counting stay theirs.
        let taken = Set(timerBoard.live.filter { $0.recipe != entry.recipe.title }.map(\.name))
        do throws(CookError) {
            let session = try CookSession(recipe: entry.recipe, servings: servings, units: cardUnits, foods: foods, avoiding: taken)
            timerBoard.clearExpired()
            cookSession = session
            isCooking = true
        } catch {
            return .failure(CommandError(error))
        }
        var text = stepScreen()
        text += "\n" + style.dim("next (or Return), back, goto N, ingredients, timer start [NAME], timers, quit")
        var outcome = CommandOutcome(command: "", text: text)
        outcome.attach("cook", cookStateMember())
        return .success(outcome)
    }
}

extension CommandError {
    init(_ error: CookError) {
        self.init(error.message, suggestion: error.suggestion, kind: error.kind)
    }
}
