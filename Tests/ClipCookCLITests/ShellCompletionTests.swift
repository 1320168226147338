import Foundation
import Testing

/// Shell completion through the built executable: the callback the
/// completion scripts make (`clipcook ---completion SUBCOMMAND -- ARG
/// INDEX CURSOR WORDS...`) answers from the collection, and bash, given
/// the generated script, completes recipe ids and only writable formats.
@Suite struct ShellCompletionTests {
    var examples: String { Executable.examplesDirectory.path }

    /// The callback for the word at `index` of `words`, the cursor at its end.
    func callback(_ subcommand: String, _ words: [String], environment: [String: String] = [:]) throws -> [String] {
        let index = words.count - 1
        let cursor = words.last?.count ?? 0
        let result = try Executable.run(
            ["---completion", subcommand, "--", "positional@0", "\(index)", "\(cursor)"] + words, environment: environment)
        #expect(result.exitCode == 0, "\(result.stderr)")
        return result.stdout.split(separator: "\n").map(String.init)
    }

    @Test func cookCompletesRecipeIdsOfTheCollection() throws {
        #expect(try callback("cook", ["clipcook", "cook", "-C", examples, "ove"]) == ["overnight-oats"])
        #expect(try callback("cook", ["clipcook", "cook", "-C", examples, "sh"]) == ["shakshuka-with-feta"])
        let all = try callback("cook", ["clipcook", "cook", "-C", examples, ""])
        let ids = try FileManager.default.contentsOfDirectory(atPath: examples + "/recipes").filter { $0.hasSuffix(".recipe") }
        #expect(all.count == ids.count && all.contains("banana-bread"), "\(all)")
        #expect(try callback("cook", ["clipcook", "cook", "-C", examples, "overnight-oats", "se"]) == ["servings"])
        #expect(try callback("cook", ["clipcook", "cook", "-C", examples, "overnight-oats", "servings", ""]) == [])
        // From $CLIPCOOK_COLLECTION without -C; nothing outside a collection.
        #expect(try callback("cook", ["clipcook", "cook", "ban"], environment: ["CLIPCOOK_COLLECTION": examples]) == ["banana-bread"])
        let empty = try Executable.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: empty) }
        #expect(try callback("cook", ["clipcook", "cook", "-C", empty.path, ""]) == [])
    }

    @Test func macrosCompletesWeekDatesAndThePlannedWeeks() throws {
        let first = try callback("macros", ["clipcook", "macros", "-C", examples, "w"])
        #expect(first == ["week", "wednesday"])
        // After 'week': the Mondays of the weeks the plans hold.
        let weeks = try callback("macros", ["clipcook", "macros", "-C", examples, "week", "2026"])
        #expect(weeks == ["2026-11-16", "2026-11-23"])
    }

    /// bash, with the script `--generate-completion-script bash` writes,
    /// completing a line as Tab would.
    func bash(_ line: String) throws -> [String] {
        let folder = try Executable.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let script = try Executable.run(["--generate-completion-script", "bash"])
        #expect(script.exitCode == 0)
        try Data(script.stdout.utf8).write(to: folder.appendingPathComponent("clipcook.bash"))
        let driver = """
            source "$1"
            COMP_LINE="$2"; COMP_POINT=${#COMP_LINE}
            read -ra COMP_WORDS <<< "$COMP_LINE"
            [[ "$COMP_LINE" == *" " ]] && COMP_WORDS+=("")
            COMP_CWORD=$(( ${#COMP_WORDS[@]} - 1 ))
            COMPREPLY=()
            _clipcook "${COMP_WORDS[0]}" "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD-1]}"
            printf '%s\\n' "${COMPREPLY[@]}"
            """
        try Data(driver.utf8).write(to: folder.appendingPathComponent("driver.sh"))
        let executable = Executable.productsDirectory.appendingPathComponent("clipcook").path
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = [
            folder.appendingPathComponent("driver.sh").path, folder.appendingPathComponent("clipcook.bash").path, executable + " " + line,
        ]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
    }

    @Test func bashCompletesRecipeIdsAndOnlyWritableFormats() throws {
        #expect(try bash("cook -C \(examples) ove") == ["overnight-oats"])
        let to = try bash("convert recipe.recipe --to ")
        #expect(to.contains("markdown") && to.contains("ics") && to.contains("jsonld"), "\(to)")
        #expect(!to.contains("caption"), "--to offers caption, which is read only")
        let from = try bash("convert recipe.recipe --from ")
        #expect(from.contains("caption") && !from.contains("markdown") && !from.contains("ics"), "\(from)")
        #expect(try bash("export --to ") == ["json", "site"])
    }
}
