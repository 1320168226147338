import Foundation
import Testing

/// Counts written as a person writes them (issue 35, item 19): `1 egg`,
/// `2 items past their date`, `1 recipe page`; never `1 eggs` or `(s)`.
@Suite struct CountWordingTests {
    @Test func takingOneEggSaysOneEgg() throws {
        let kitchen = try Executable.temporaryDirectory(holding: ["pantry": "pantry\n  - 2 eggs\n"])
        defer { try? FileManager.default.removeItem(at: kitchen) }
        let result = try Executable.run(["-C", kitchen.path, "-c", "pantry use 1 egg"])
        #expect(result.exitCode == 0)
        #expect(result.stdout.contains("took 1 egg from the pantry: 1 egg left"))
        #expect(!result.stdout.contains("1 eggs"))
    }

    @Test func itemsPastTheirDateAreCountedAsItems() throws {
        let kitchen = try Executable.temporaryDirectory(holding: [
            "pantry": "pantry\n  - 6 eggs  expires 2026-11-20\n  - 1 l milk  expires 2026-11-21\n  - 1 kg flour\n"
        ])
        defer { try? FileManager.default.removeItem(at: kitchen) }
        let today = ["CLIPCOOK_TODAY": "2026-11-28"]
        let two = try Executable.run(["-C", kitchen.path, "-c", "pantry"], environment: today)
        #expect(two.stdout.contains("Pantry: 3 items, 2 items past their date"))
        let one = try Executable.run(["-C", kitchen.path, "-c", "pantry"], environment: ["CLIPCOOK_TODAY": "2026-11-21"])
        #expect(one.stdout.contains("Pantry: 3 items, 1 item past its date"))
    }

    @Test func oneRecipeIsOneRecipePageAndOneFavourite() throws {
        let kitchen = try Executable.temporaryDirectory(holding: [
            "recipes/toast.recipe": "recipe Toast\n  category breakfast\n  servings 1\n  favourite\n\ningredients\n  - 1 slice bread\n"
        ])
        defer { try? FileManager.default.removeItem(at: kitchen) }
        let site = kitchen.appendingPathComponent("site")
        let export = try Executable.run(["export", "-C", kitchen.path, "--to", "site", site.path])
        #expect(!export.stdout.contains("(s)"))
        #expect(export.stdout.contains("wrote 1 recipe page, 0 week pages and index.html"))
        let stats = try Executable.run(["-C", kitchen.path, "-c", "stats"])
        #expect(stats.stdout.contains("1 favourite)"))
    }

    // No message in the sources counts with "(s)".
    @Test func noMessageCountsWithAnS() throws {
        let sources = Executable.packageRoot.appendingPathComponent("Sources")
        let files =
            FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
        var found: [String] = []
        for file in files {
            let text = try String(contentsOf: file, encoding: .utf8)
            for line in text.split(separator: "\n") where line.contains("\"") && line.range(of: #"[a-z]\(s\)"#, options: .regularExpression) != nil {
                // The ingredient reader reads "milliliter(s)" written by others; that is not a message.
                if line.contains("hasPrefix(\"(s)\")") || line.contains("contains(\"(s)\")") || line.contains("unit(s)") { continue }
                found.append(file.lastPathComponent + ": " + line.trimmingCharacters(in: .whitespaces))
            }
        }
        #expect(found == [])
    }
}
