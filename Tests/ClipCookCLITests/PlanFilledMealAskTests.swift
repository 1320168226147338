import Foundation
import Testing

/// At a terminal, `plan add` to a meal that has an item asks before adding
/// a second one (issue 35, item 10): no (the default) keeps the plan as it
/// was, yes adds the second item. Through tmux, checking the screen and the
/// plan file's bytes.
@Suite(.serialized) struct PlanFilledMealAskTests {
    /// Whether the screen's last non-blank line ends with `text`.
    static func lastLine(of screen: String, endsWith text: String) -> Bool {
        let last = screen.split(separator: "\n").last { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
        return last.map { $0.trimmingCharacters(in: .whitespaces).hasSuffix(text) } ?? false
    }

    @Test func aSecondBreakfastIsAskedAboutAtATerminal() throws {
        guard let terminal = try PaneDriver.start(environment: ["CLIPCOOK_TODAY": "2026-11-29"]) else { return }
        defer { terminal.stop() }
        let plan = terminal.kitchen.appendingPathComponent("plans/2026-W49.plan")
        let read = { (try? String(contentsOf: plan, encoding: .utf8)) ?? "" }
        try terminal.waitForPrompt()

        // An empty meal takes the item without a question.
        terminal.submit("plan add tomorrow breakfast overnight-oats")
        try terminal.waitFor { $0.contains("plan add") && !$0.contains("as well?") && read().contains("breakfast: overnight-oats") }
        try terminal.waitForPrompt()
        let one = read()
        #expect(one.components(separatedBy: "overnight-oats").count == 2, "\(one)")

        // The same meal again: the question, and Return (no) adds nothing.
        terminal.submit("plan add tomorrow breakfast overnight-oats x2")
        let question = "breakfast on 2026-11-30 already has 'overnight-oats'; add 'Overnight Oats' ×2 as well? [y/N]"
        try terminal.waitFor { Self.lastLine(of: $0, endsWith: question) }
        terminal.send(keys: "Enter")
        try terminal.waitFor { $0.contains("nothing added; breakfast on 2026-11-30 already has 'overnight-oats'") }
        try terminal.waitForPrompt()
        #expect(read() == one)

        // Yes: the second item is added beside the first.
        terminal.submit("plan add tomorrow breakfast overnight-oats x2")
        try terminal.waitFor { Self.lastLine(of: $0, endsWith: question) }
        terminal.submit("y")
        try terminal.waitFor { _ in read().contains("overnight-oats x2") }
        try terminal.waitForPrompt()
        let two = read()
        #expect(two.components(separatedBy: "overnight-oats").count == 3, "\(two)")
        terminal.send(keys: "C-d")
        #expect(try terminal.waitForExit() == 0)
    }
}
