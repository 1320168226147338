import Foundation
import Testing

/// Cook mode from the shell and from scripts, end to end, on the virtual
/// clock scripts use (only `wait` moves it).
@Suite struct CookCommandTests {
    let examples = Executable.examplesDirectory.path

    @Test func cookReadsItsCommandsFromStandardInput() throws {
        let result = try Executable.run(
            ["cook", "pancakes", "servings", "2", "-C", examples],
            stdin: "timer start rest\nnext\nwait 9 min\ntimers\nwait 60\ngoto 9\nquit\n")
        #expect(result.exitCode == 1)  // the bad goto fails the script
        #expect(result.stderr == "<stdin>:6: error: no step 9: the recipe has steps 1 to 5\n")
        #expect(
            result.stdout.hasPrefix(
                """
                Buttermilk Pancakes with Crème Fraîche (serves 2)
                Step 1 of 5  [####----------------]
                Whisk the all-purpose flour, sugar, baking powder, baking soda and salt in a bowl.

                  - 95 g all-purpose flour
                  - 1 tbsp sugar
                """))
        #expect(result.stdout.contains("timer rest started: 10:00 left\n"))
        #expect(result.stdout.contains("Step 2 of 5  [########------------]\nIn a second bowl whisk the buttermilk, egg and melted butter.\n"))
        #expect(result.stdout.contains("waited 9 min\n  rest            1:00  running  step 3 of Buttermilk Pancakes with Crème Fraîche\n"))
        #expect(result.stdout.contains("waited 1 min\ntimer rest is done (10 min, step 3 of Buttermilk Pancakes with Crème Fraîche)\n"))
        #expect(!result.stdout.contains("left cook mode"))  // the script stopped at the error
    }

    @Test func aScriptEntersCookModeAndQuitLeavesItWithTheTimersStillCounting() throws {
        let result = try Executable.run([
            "-C", examples, "-c", "cook oats; next; timer start; quit; wait 8 h; stats",
        ])
        #expect(result.exitCode == 0)
        #expect(result.stderr == "")
        #expect(result.stdout.contains("timer overnight started: 8:00:00 left\nleft cook mode at step 2 of 3; still counting: overnight 8:00:00\n"))
        #expect(result.stdout.contains("waited 8 h\ntimer overnight is done (8 h, step 2 of Overnight Oats)\nrecipes: 13"))
    }

    @Test func jsonPrintsTheStateAfterEveryCookCommand() throws {
        let result = try Executable.run(["-C", examples, "--json", "-c", "cook oats; next; timer start; wait 28800; next; next"])
        #expect(result.exitCode == 0)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 6)
        #expect(
            lines[0].hasPrefix(
                #"{"command":"cook","cook":{"active":true,"completed":[],"finished":false,"ingredients":[{"amount":"41 g","name":"rolled oats"}"#))
        #expect(
            lines[1].contains(
                #""step":2,"steps":3,"text":"Cover and refrigerate for 8 hours.","timers":[{"name":"overnight","recipe":"Overnight Oats","remaining":28800,"seconds":28800,"state":"ready""#
            ))
        #expect(lines[2].contains(#""state":"running""#))
        #expect(lines[3].hasPrefix(#"{"command":"wait","cook":{"#))
        #expect(lines[3].contains(#""expired":[{"name":"overnight","recipe":"Overnight Oats","step":2}]"#))
        #expect(lines[3].contains(#""remaining":0,"seconds":28800,"state":"done""#))
        #expect(lines[4].contains(#""ingredients":[{"amount":"75 g","name":"blueberries","notes":"fresh or frozen"}]"#))
        #expect(lines[5].contains(#""active":false"#) && lines[5].contains(#""finished":true"#))
        for line in lines {
            #expect((try? JSONSerialization.jsonObject(with: Data(line.utf8))) != nil)
        }
    }

    @Test func aRecipeWithoutStepsOrAnUnknownOneFails() throws {
        let kitchen = try Executable.temporaryDirectory(holding: [
            "recipes/toast.recipe": "recipe Toast\n  category breakfast\n  servings 1\n\ningredients\n  - 1 slice bread\n"
        ])
        defer { try? FileManager.default.removeItem(at: kitchen) }
        let empty = try Executable.run(["cook", "toast", "-C", kitchen.path], stdin: "")
        #expect(empty.exitCode == 1)
        #expect(empty.stderr == "cook:1: error: Toast has no steps to cook; add a 'steps' section to the recipe\n")
        let unknown = try Executable.run(["cook", "tost", "-C", kitchen.path], stdin: "")
        #expect(unknown.exitCode == 1)
        #expect(unknown.stderr == "cook:1: error: no recipe 'tost'; did you mean 'toast'?\n")
    }

    /// The guide's cook-mode script example prints what the README says.
    @Test func theReadmeScriptExampleIsWhatRuns() throws {
        let readme = try String(contentsOf: Executable.packageRoot.appendingPathComponent("docs/cook-mode.md"), encoding: .utf8)
        let command = "$ clipcook -C examples -c '"
        guard let start = readme.range(of: command) else {
            Issue.record("docs/cook-mode.md has no cook-mode script example")
            return
        }
        let script = readme[start.upperBound...].prefix { $0 != "'" }
        let block = readme[start.lowerBound...].split(separator: "\n").dropFirst()
            .prefix { !$0.contains("```") }
            .map { String($0.dropFirst(2)) }
        #expect(block.count == 6)
        let result = try Executable.run(["-C", examples, "-c", String(script)])
        #expect(result.exitCode == 0)
        let printed = result.stdout.split(separator: "\n").suffix(block.count).map(String.init)
        #expect(printed == block)
    }
}
