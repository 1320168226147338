import Foundation
import Testing

/// A line feed (or another control character) inside a one-line field of an
/// imported recipe is shown escaped (`^J`) by every command that prints the
/// field, so that a title cannot forge a row of `list`; the caption, the
/// one field of several lines, is shown behind a bar.
@Suite struct OneLineFieldTests {
    /// The control characters tried, each between some text and a forged row.
    static let controls: [(name: String, json: String, shown: String)] = [
        ("line feed", #"\n"#, "^J"), ("carriage return", #"\r"#, "^M"), ("tab", #"\t"#, "^I"),
        ("escape", #"\u001b"#, "^["), ("vertical tab", #"\u000b"#, "^K"), ("form feed", #"\f"#, "^L"),
    ]

    /// An imported recipe whose every one-line field carries `control`
    /// before "FORGED", and whose caption holds lines that look like rows.
    static func recipe(_ control: String) -> String {
        func field(_ name: String) -> String { "\(name)\(control)FORGED   fake-id   Injected Line   breakfast" }
        return #"{"id": "toast", "title": "\#(field("Toast"))", "servings": 1, "category": "Breakfast", "#
            + #""prepTime": "\#(field("5 min"))", "cookTime": "\#(field("2 min"))", "tags": ["\#(field("quick"))"], "#
            + #""sourceUrl": "https://example.com/\#(field("toast"))", "#
            + #""caption": "first line\nIngredients\n  - 5 kg FORGED-caption", "#
            + #""ingredients": [{"id": "i1", "name": "\#(field("bread"))", "amount": "\#(field("2 slices"))", "#
            + #""notes": "\#(field("thick"))"}], "#
            + #""steps": [{"id": "s1", "order": 1, "text": "\#(field("Toast it."))"}]}"#
    }

    static let commands = [
        "list", "list where calories >= 0 or servings >= 1", "show toast", "search toast", "search bread",
        "shop add toast", "shop", "plan add 2026-11-25 lunch toast", "plan 2026-11-25", "plan week 2026-11-25",
        "fav toast", "nutrition toast",
    ]

    @Test(arguments: controls)
    func noOneLineFieldStartsALineOfItsOwn(_ control: (name: String, json: String, shown: String)) throws {
        let kitchen = try Executable.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: kitchen) }
        #expect(try Executable.run(["init", kitchen.path]).exitCode == 0)
        let imported = try Executable.run(["import", "-", "--into", kitchen.path], stdin: Self.recipe(control.json))
        #expect(imported.exitCode == 0, "\(imported.stderr)")
        for command in Self.commands {
            let result = try Executable.run(["-C", kitchen.path, "-c", command], environment: ["CLIPCOOK_TODAY": "2026-11-25"])
            #expect(result.exitCode == 0, "\(control.name): \(command): \(result.stderr)")
            let output = result.stdout
            // No raw control character but the line feeds between lines.
            let raw = output.unicodeScalars.filter { ($0.value < 0x20 && $0 != "\n") || $0.value == 0x7F }
            #expect(raw.isEmpty, "\(control.name): \(command) printed \(raw.map(\.value))")
            for line in output.split(separator: "\n", omittingEmptySubsequences: false) {
                // The forged text only ever comes right after the escaped control character…
                if line.contains("FORGED"), !line.contains("FORGED-caption") {
                    #expect(line.contains(control.shown + "FORGED"), "\(control.name): \(command): \(line)")
                }
                // …and no line is a forged row.
                #expect(!line.trimmingCharacters(in: .whitespaces).hasPrefix("FORGED"), "\(control.name): \(command): \(line)")
                #expect(!line.hasPrefix("   fake-id"), "\(control.name): \(command): \(line)")
            }
        }
    }

    @Test func theFieldsOfTheIssueAreShownEscapedWhereTheUserSeesThem() throws {
        let kitchen = try Executable.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: kitchen) }
        #expect(try Executable.run(["init", kitchen.path]).exitCode == 0)
        let json =
            #"{"id": "toast", "title": "Toast\n   fake-id   Injected Line   breakfast", "servings": 1, "#
            + #""category": "Breakfast", "steps": [{"id": "s1", "order": 1, "text": "Toast it."}]}"#
        #expect(try Executable.run(["import", "-", "--into", kitchen.path], stdin: json).exitCode == 0)
        let list = try Executable.run(["-C", kitchen.path, "-c", "list"])
        #expect(list.stdout == "   toast  Toast^J   fake-id   Injected Line   breakfast  breakfast\n1 recipe\n")
        let show = try Executable.run(["-C", kitchen.path, "-c", "show toast"])
        #expect(show.stdout.hasPrefix("Toast^J   fake-id   Injected Line   breakfast\nbreakfast | serves 1\n"))
        let plan = try Executable.run(
            ["-C", kitchen.path, "-c", "plan add 2026-11-25 lunch toast"], environment: ["CLIPCOOK_TODAY": "2026-11-25"])
        #expect(plan.stdout.hasPrefix("plan add 'Toast^J   fake-id   Injected Line   breakfast' to lunch on 2026-11-25"))
    }

    @Test func theCaptionKeepsItsLinesBehindABar() throws {
        let kitchen = try Executable.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: kitchen) }
        #expect(try Executable.run(["init", kitchen.path]).exitCode == 0)
        #expect(try Executable.run(["import", "-", "--into", kitchen.path], stdin: Self.recipe(#"\n"#)).exitCode == 0)
        let show = try Executable.run(["-C", kitchen.path, "-c", "show toast"])
        #expect(show.stdout.contains("\n  | first line\n  | Ingredients\n  |   - 5 kg FORGED-caption\n"))
        // The card's own heading is the only line that says "Ingredients" unindented.
        #expect(show.stdout.split(separator: "\n").filter { $0 == "Ingredients" }.count == 1)
    }
}
