import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore
import ClipCookInterop
import Synchronization

/// The timers as cook mode shows them at one moment: the recipe's timers
/// in step order, then the other started ones, each with the time it has
/// left. It holds the typed timers (the cook session and the board, values
/// shared with the session) and makes the rows of `timers` or their JSON
/// objects only as they are written, a batch at a time, so that a recipe
/// of 75,030 timers is never held as a list of JSON values (issue 40).
struct CookTimerList: Sendable {
    let cooking: CookSession?
    let board: TimerBoard
    let now: Duration

    struct Entry {
        var name: String
        var step: Int
        var seconds: Int
        var isSuggested: Bool
        var board: KitchenTimer?
    }

    /// Hands each entry to `body`, the recipe's timers first.
    func forEachEntry(_ body: (Entry) -> Void) {
        var listed = Set<String>()
        for definition in cooking?.timers ?? [] {
            listed.insert(definition.name)
            body(
                Entry(
                    name: definition.name, step: definition.step, seconds: definition.seconds, isSuggested: definition.isSuggested,
                    board: board.timer(named: definition.name)))
        }
        for timer in board.timers where !listed.contains(timer.name) {
            body(Entry(name: timer.name, step: timer.step, seconds: CookTime.wholeSecondsUp(timer.length), isSuggested: false, board: timer))
        }
    }

    /// Whether there is no timer to list.
    var isEmpty: Bool { (cooking?.timers.isEmpty ?? true) && board.timers.isEmpty }

    /// The rows of `timers`, in pieces of about `pieceSize` bytes that end
    /// at a line's end; the names padded to the longest.
    func writeRows(inPiecesOf pieceSize: Int, _ emit: (String) -> Void) {
        var width = 0
        forEachEntry { width = max(width, $0.name.count) }
        var pieces = LinePieces(size: pieceSize, layout: .joined)
        forEachEntry { entry in
            let left = entry.board.map { CookTime.wholeSecondsUp($0.remaining(at: now)) } ?? entry.seconds
            let state = entry.board?.stateName ?? "ready"
            var row = "  " + entry.name + String(repeating: " ", count: max(0, width - entry.name.count))
            row += "  " + Self.leftPadded(CookTime.clock(left), to: 7) + "  " + Self.padded(state, to: 7)
            // Whose it is, always: two recipes may both have an `eggs` timer.
            let recipe = entry.board?.recipe ?? cooking?.recipe.title ?? ""
            row += recipe.isEmpty ? "  your own" : "  step \(entry.step) of \(CookText.visible(recipe))"
            if entry.isSuggested { row += " (suggested)" }
            pieces.add(row, emit)
        }
        pieces.finish(emit)
    }

    func object(_ entry: Entry) -> JSONValue {
        TimerObjectTally.current?.add()
        var object: [String: JSONValue] = [
            "name": .string(entry.name), "step": .int(entry.step), "seconds": .int(entry.seconds),
            "remaining": .int(entry.board.map { CookTime.wholeSecondsUp($0.remaining(at: now)) } ?? entry.seconds),
            "state": .string(entry.board?.stateName ?? "ready"), "suggested": .bool(entry.isSuggested),
        ]
        if let recipe = entry.board?.recipe ?? cooking?.recipe.title { object["recipe"] = .string(recipe) }
        return .object(object)
    }

    /// The timers' objects, made a batch at a time as they are written.
    func jsonElements() -> JSONPieces.Member {
        .batched(Session.showJSONBatch) { add in forEachEntry { add(object($0)) } }
    }

    /// Cook mode's state (`cook` of every cook-mode reply) with the timers
    /// as elements written in pieces; `null` when not cooking.
    func state(isCooking: Bool) -> JSONPieces.Member {
        guard let cooking else { return .value(.null) }
        let ingredients: [JSONValue] = cooking.stepIngredients.map { ingredient in
            var object: [String: JSONValue] = ["name": .string(ingredient.name), "amount": .string(ingredient.amount)]
            if let notes = ingredient.notes { object["notes"] = .string(notes) }
            return .object(object)
        }
        return .object(
            JSONPieces([
                "recipe": .value(.string(cooking.recipe.id)), "title": .value(.string(cooking.recipe.title)),
                "servings": .value(.int(cooking.servings)), "step": .value(.int(cooking.stepNumber)),
                "steps": .value(.int(cooking.stepCount)), "text": .value(.string(cooking.step.text)),
                "completed": .value(.array(cooking.completed.sorted().map { .int($0 + 1) })),
                "finished": .value(.bool(cooking.isFinished)), "active": .value(.bool(isCooking)),
                "ingredients": .value(.array(ingredients)), "timers": jsonElements(),
            ]))
    }

    private static func leftPadded(_ text: String, to width: Int) -> String {
        text.count >= width ? text : String(repeating: " ", count: width - text.count) + text
    }

    private static func padded(_ text: String, to width: Int) -> String {
        text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
    }
}

/// Counts the timers' JSON objects `CookTimerList` makes while it is bound
/// to a task: a test sees that a command and cook mode's state make none
/// until the reply is written, and writing it makes each once a list.
final class TimerObjectTally: Sendable {
    @TaskLocal static var current: TimerObjectTally?

    private let madeCount = Atomic<Int>(0)

    /// The objects made while bound.
    var made: Int { madeCount.load(ordering: .relaxed) }

    func add() {
        _ = madeCount.add(1, ordering: .relaxed)
    }
}
