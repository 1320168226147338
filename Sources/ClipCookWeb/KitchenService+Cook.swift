import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore
import ClipCookInterop
import ClipCookKit
import Foundation

/// Cook mode's changes: a timer of one browser (in memory), and `cook
/// done` with `plan done` of the cooked meal (through the session's store,
/// as the REPL writes them).
extension KitchenService {
    /// What a timer button came to, with the status of a refusal.
    enum TimerReply: Sendable {
        case done(String)
        case alreadyStarted(String)
        case failed(String, kind: ErrorKind)
    }

    func cookTimer(_ action: CookTimers.Action, name: String, recipeId: String, session token: String) -> TimerReply {
        follow()
        guard let entry = entry(id: recipeId) else { return .failed("no recipe with the id '\(recipeId)'", kind: .notFound) }
        let definitions = TimerDefinition.all(for: entry.recipe.steps, recipe: entry.recipe.id)
        guard let definition = definitions.first(where: { $0.name == name }) else {
            return .failed("'\(entry.recipe.title)' has no timer '\(name)'", kind: .notFound)
        }
        do throws(CookError) {
            switch try cookTimers.apply(action, definition, session: token, recipe: entry.recipe, now: CookTimers.now()) {
            case .done(let text):
                // Kept on disk too, so that a restart of the server loses no timer.
                if let problem = CookTimerFile.write(cookTimers, root: root) {
                    reportTimerFileProblem(problem)
                    return .done(text + " (\(problem))")
                }
                return .done(text)
            case .alreadyStarted(let text): return .alreadyStarted(text)
            }
        } catch {
            return .failed(error.message, kind: error.kind)
        }
    }

    /// The log hears of a state file that cannot be written once, not at every tap.
    func reportTimerFileProblem(_ problem: String) {
        guard !timerFileProblemReported else { return }
        timerFileProblemReported = true
        ProblemLog.standardError(relative(problem) + "\n")
    }

    /// What `cook done` came to, and the planned meal of today it may mark eaten.
    struct Cooked: Sendable {
        var title: String
        var lines: [String]
        var meal: (day: Day, meal: MealType, number: Int)?
    }

    /// `cook done ID servings N`, after reading what changed on disk.
    func cookDone(recipeId: String, servings: Int?) -> Result<Cooked, CommandError> {
        follow(force: true)
        guard let entry = entry(id: recipeId) else {
            return .failure(CommandError("no recipe with the id '\(recipeId)'", kind: .notFound))
        }
        let outcome = session.recordCooked(id: entry.recipe.id, servings: servings)
        noteChange()
        switch outcome {
        case .failure(let error):
            return .failure(CommandError(relative(error.oneLine), kind: error.kind))
        case .success(let result):
            var cooked = Cooked(title: entry.recipe.title, lines: Self.plainLines(relative(result.text)))
            if let today = session.today, let found = session.uneatenPlannedMeal(of: entry.recipe.id, on: today) {
                cooked.meal = (today, found.meal, found.number)
            }
            return .success(cooked)
        }
    }

    /// `plan done DAY MEAL N` for the meal a cooking was for.
    func markEaten(day: Day, meal: MealType, number: Int) -> Result<String, CommandError> {
        follow(force: true)
        let outcome = session.markPlannedMealEaten(day: day, meal: meal, number: number)
        noteChange()
        switch outcome {
        case .failure(let error): return .failure(CommandError(relative(error.oneLine), kind: error.kind))
        case .success(let result): return .success(Self.plainLines(relative(result.text)).joined(separator: "\n"))
        }
    }

    /// A command's text as lines for a page.
    static func plainLines(_ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
    }
}

extension KitchenService {
    /// The page that answers `Done`: what was recorded, and the offer to
    /// mark the planned meal eaten.
    func cookedPage(_ cooked: Cooked, recipeId: String, context: PageContext) -> String? {
        var context = context
        context.generation = generation
        context.shoppingVersion = shoppingVersion()
        context.sync = syncStatus
        var values = context.layout(title: "Cooked: " + cooked.title, page: "cooked")
        values["lines"] = cooked.lines.map(VisibleText.shown)
        let path = "/cook/" + Links.pathComponent(recipeId)
        values["recipeURL"] = context.links.recipe(recipeId)
        if let meal = cooked.meal {
            values["meal"] =
                [
                    "day": meal.day.description, "slot": meal.meal.rawValue, "number": meal.number,
                    "mealName": SlotName.spelling(meal.meal).replacingOccurrences(of: "-", with: " "),
                ] as [String: Any]
            values["eatenAction"] = path + "/eaten"
        }
        guard case .html(let text) = pages.render("cooked", values) else { return nil }
        return text
    }
}
