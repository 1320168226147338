import ClipCookCore
import ClipCookDomain
import Foundation
import Testing

/// Every help the REPL prints fits 80 columns: the list of commands, each
/// command's help (`help plan` was 230 columns wide), each sub-command's
/// (`help plan add`) and cook mode's.
@Suite struct HelpWidthTests {
    var examples: String { Executable.examplesDirectory.path }

    @Test func everyHelpFitsEightyColumns() throws {
        let list = try Executable.run(["--json", "-C", examples, "-c", "help"])
        #expect(list.exitCode == 0, "\(list.stderr)")
        let names = list.stdout.matches(of: /"name":"([a-z]+)"/).map { String($0.output.1) }
        #expect(names.count >= 30)
        var helps = ["help"] + names.map { "help \($0)" }
        // Each command's help as JSON, one line a command, from one run.
        let each = try Executable.run(["--json", "-C", examples, "-c", helps.dropFirst().joined(separator: "; ")])
        #expect(each.exitCode == 0, "\(each.stderr)")
        let replies = each.stdout.split(separator: "\n")
        #expect(replies.count == names.count, "one reply a command: \(each.stdout)")
        for (name, one) in zip(names, replies) {
            #expect(one.contains("\"command\":\"help\",\"name\":\"\(name)\""), "the help of \(name) comes in its turn: \(one)")
            guard let subs = one.range(of: "\"subcommands\":[") else { continue }
            let subNames = one[subs.upperBound...].matches(of: /"name":"([a-z-]+)"/).map { String($0.output.1) }
            helps += subNames.map { "help \(name) \($0)" }
        }
        #expect(helps.contains("help plan add") && helps.contains("help shop remove"))
        let all = try Executable.run(["-C", examples, "-c", helps.joined(separator: "; ")])
        #expect(all.exitCode == 0, "\(all.stderr)")
        #expect(all.stdout.contains("usage: plan add DATE SLOT [also] RECIPE [xN] |"))
        var widest = 0
        for line in all.stdout.split(separator: "\n") {
            widest = max(widest, ColumnWidth.of(line))
            #expect(ColumnWidth.of(line) <= 80, "wider than 80 columns: \(line)")
        }
        #expect(widest > 70, "the help is wrapped at 80, not narrower")
        let cook = try Executable.run(["-C", examples, "-c", "cook overnight-oats; help; quit"], environment: ["CLIPCOOK_TODAY": "2026-11-25"])
        guard let start = cook.stdout.range(of: "cook-mode commands:"), let end = cook.stdout.range(of: "Return is 'next'") else {
            Issue.record("no cook-mode help: \(cook.stdout)")
            return
        }
        for line in cook.stdout[start.lowerBound..<end.upperBound].split(separator: "\n") {
            #expect(ColumnWidth.of(line) <= 80, "wider than 80 columns: \(line)")
        }
    }

    @Test func helpOfPlanListsTheAliasesInItsColumns() throws {
        let help = try Executable.run(["-C", examples, "-c", "help plan"])
        #expect(help.stdout.contains("  plan remove DATE SLOT [N]\n      remove a meal's item (the Nth when it has several) (also: rm)\n"))
        #expect(
            help.stdout.contains(
                "  plan add DATE SLOT [also] RECIPE [xN] |\n    plan add DATE SLOT [also] food NAME AMOUNT |\n    plan add DATE SLOT [also] quick \"NAME\" KCAL P C F\n"
            ))
        let shop = try Executable.run(["-C", examples, "-c", "help shop rm"])
        #expect(shop.stdout.hasPrefix("usage: shop remove ITEM|all\n"))
    }
}
