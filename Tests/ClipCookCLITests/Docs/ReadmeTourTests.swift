import Foundation
import Testing

/// The README's tour shows real output: every fenced block that starts with
/// `$ clipcook …` is run on a fresh copy of examples/ (on the example week's
/// Wednesday, CLIPCOOK_TODAY=2026-11-25) and must print exactly the rest of
/// the block. scripts/capture-readme re-captures them after a change.
@Suite struct ReadmeTourTests {
    struct Transcript: CustomStringConvertible {
        var arguments: [String]
        var expected: String
        var description: String { arguments.joined(separator: " ") }
    }

    static let today = "2026-11-25"

    /// The blocks of `text` whose first line is a `$ clipcook` command.
    static func transcripts(in text: String) -> [Transcript] {
        var result: [Transcript] = []
        var block: [String]?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if line.hasPrefix("```") {
                if let lines = block {
                    if let first = lines.first, first.hasPrefix("$ clipcook "), let words = words(of: String(first.dropFirst(2))) {
                        let output = lines.dropFirst().joined(separator: "\n")
                        result.append(Transcript(arguments: Array(words.dropFirst()), expected: output.isEmpty ? "" : output + "\n"))
                    }
                    block = nil
                } else {
                    block = []
                }
            } else if block != nil {
                block?.append(line)
            }
        }
        return result
    }

    /// A shell line's words: blanks separate them, '…' quotes literally. Nil
    /// for anything else a shell would read differently.
    static func words(of line: String) -> [String]? {
        var words: [String] = []
        var current = ""
        var inWord = false
        var quoted = false
        for character in line {
            if quoted {
                if character == "'" { quoted = false } else { current.append(character) }
            } else if character == "'" {
                quoted = true
                inWord = true
            } else if character == " " {
                if inWord { words.append(current) }
                current = ""
                inWord = false
            } else if "\"\\$`|&;<>*?".contains(character) {
                return nil
            } else {
                current.append(character)
                inWord = true
            }
        }
        if quoted { return nil }
        if inWord { words.append(current) }
        return words
    }

    static var readme: String {
        (try? String(contentsOf: Executable.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)) ?? ""
    }

    @Test func theTourShowsARecipeAPlanMacrosShoppingAndCooking() {
        let commands = Self.transcripts(in: Self.readme).map { $0.arguments.joined(separator: " ") }
        for word in ["show ", "plan ", "macros", "shop", "cook "] {
            #expect(commands.contains { $0.contains(word) }, "the tour has no '\(word)' screen")
        }
    }

    /// The screens run offline here; a screen that fetches a link is run against
    /// the link test server instead (`LinkImportTests.theReadmeScreenIsWhatTheImportPrints`).
    static var offlineTranscripts: [Transcript] {
        transcripts(in: readme).filter { !$0.arguments.contains { $0.hasPrefix("https://") || $0.hasPrefix("http://") } }
    }

    @Test(arguments: offlineTranscripts)
    func theScreenIsWhatTheExecutablePrints(_ transcript: Transcript) throws {
        let folder = try Executable.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let copy = folder.appendingPathComponent("examples")
        try FileManager.default.copyItem(at: Executable.examplesDirectory, to: copy)
        let result = try Executable.run(
            transcript.arguments, environment: ["CLIPCOOK_TODAY": Self.today], currentDirectory: folder)
        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect(result.stdout == transcript.expected, "re-capture with scripts/capture-readme")
    }

    @Test func theShellWordsAreReadAsAShellWould() {
        #expect(Self.words(of: "clipcook -C examples -c 'plan week; macros'") == ["clipcook", "-C", "examples", "-c", "plan week; macros"])
        #expect(Self.words(of: "clipcook -c 'a' b''c") == ["clipcook", "-c", "a", "bc"])
        #expect(Self.words(of: "clipcook $HOME") == nil)
        #expect(Self.words(of: "clipcook 'open") == nil)
    }
}
