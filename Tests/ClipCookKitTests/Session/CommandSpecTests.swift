import Foundation
import Testing
@testable import ClipCookCore
@testable import ClipCookLanguage
@testable import ClipCookDomain
@testable import ClipCookStore
@testable import ClipCookInterop
@testable import ClipCookKit

/// A command's spec declares its sub-commands and their aliases once, and
/// dispatch, help and completion all read it: an alias runs the same
/// handler as its name, help lists it, Tab offers it, and no command file
/// picks a sub-command with a switch of its own.
@Suite struct CommandSpecTests {
    /// For every alias of a sub-command, the words after it in a worked
    /// example on a copy of examples/ (today 2026-11-23): each must succeed.
    static let aliasExamples: [String: String] = [
        "plan rm": "2026-11-25 breakfast",
        "plan mv": "2026-11-25 lunch to 2026-11-26 evening-snack",
        "plan cp": "2026-11-25 to 2026-12-02",
        "plan eaten": "2026-11-25 dinner",
        "shop rm": "\"coffee beans\"",
        "pantry rm": "\"olive oil\"",
        "goals kcal": "2000",
    ]

    static var allCommands: [any SessionCommand] { CommandRegistry.all + CookModeRegistry.all }

    /// Every (command, sub-command, alias) the specs declare.
    static var aliases: [(command: String, sub: String, alias: String)] {
        CommandRegistry.specs.flatMap { spec in
            spec.subcommands.flatMap { sub in sub.aliases.map { (spec.name, sub.name, $0) } }
        }
    }

    /// A fresh copy of examples/ and a session on it.
    func kitchen() throws -> (TemporaryFolder, Session) {
        let folder = try TemporaryFolder()
        for path in RepositoryFiles.files(under: "examples") {
            try folder.write(String(path.dropFirst("examples/".count)), bytes: Array(RepositoryFiles.data(path) ?? Data()))
        }
        let session = Session(store: WriteBackStore(root: folder.path), interaction: ScriptInteraction(), today: try SampleKitchen.today())
        return (folder, session)
    }

    /// The bytes of every file of a folder, by relative path; not ClipCook's
    /// own state (`.clipcook/`: the undo journal holds the time of each change).
    func contents(_ folder: TemporaryFolder) -> [String: String] {
        Dictionary(uniqueKeysWithValues: folder.allFiles().filter { !$0.hasPrefix(".clipcook/") }.map { ($0, folder.read($0) ?? "") })
    }

    @Test func everySubCommandHasAHandlerAndNamesAreUnique() {
        for command in Self.allCommands {
            var seen = Set<String>()
            for sub in command.spec.subcommands {
                #expect(sub.handler != nil, "\(command.spec.name) \(sub.name) has no handler")
                for name in sub.allNames {
                    #expect(seen.insert(name).inserted, "\(command.spec.name) \(name) is declared twice")
                    #expect(name == name.lowercased(), "\(command.spec.name) \(name) is not lower case")
                }
            }
        }
        #expect(Self.aliases.count >= 7)
    }

    @Test func everyAliasRunsTheSameHandlerAsItsName() throws {
        for (command, sub, alias) in Self.aliases {
            let key = "\(command) \(alias)"
            guard let arguments = Self.aliasExamples[key] else {
                Issue.record("no worked example for the alias '\(key)'; add one to aliasExamples")
                continue
            }
            let (aliasFolder, aliasSession) = try kitchen()
            let (nameFolder, nameSession) = try kitchen()
            defer {
                aliasFolder.remove()
                nameFolder.remove()
            }
            let before = contents(nameFolder)
            let byAlias = aliasSession.execute("\(command) \(alias) \(arguments)")
            let byName = nameSession.execute("\(command) \(sub) \(arguments)")
            #expect(byName.succeeded, "\(command) \(sub) \(arguments): \(byName.error?.message ?? "")")
            #expect(byAlias.command == byName.command)
            #expect(byAlias.text == byName.text, "\(key) printed something else than \(command) \(sub)")
            #expect(byAlias.error?.message == byName.error?.message)
            let written = contents(nameFolder)
            #expect(written != before, "\(command) \(sub) \(arguments) changed no file")
            #expect(contents(aliasFolder) == written, "\(key) wrote something else than \(command) \(sub)")
        }
    }

    @Test func theAliasesOfPlanRunItsSubCommands() throws {
        let (folder, session) = try kitchen()
        defer { folder.remove() }
        let removed = session.execute("plan rm 2026-11-25 breakfast")
        #expect(removed.text.hasPrefix("plan remove 'Toast with peanut butter' from breakfast on 2026-11-25"), "\(removed.text)")
        #expect(folder.read("plans/2026-W48.plan")?.contains("quick Toast with peanut butter") == false)
        #expect(session.execute("plan eaten 2026-11-25 dinner").succeeded)
        #expect(folder.read("plans/2026-W48.plan")?.contains("dinner: nonna-s-sunday-ragu  [eaten]  -- from the freezer") == true)
    }

    @Test func helpListsEveryAliasAndExplainsASubCommandByItsAlias() throws {
        let session = try SampleKitchen.session()
        for (command, sub, alias) in Self.aliases {
            // The text of each entry on one line, however it is wrapped.
            let help = session.execute("help \(command)").text.split(separator: " ", omittingEmptySubsequences: true)
                .joined(separator: " ").replacingOccurrences(of: "\n ", with: " ")
            #expect(help.contains("(also: \(alias))"), "help \(command) does not list the alias \(alias) of \(sub)")
            let one = session.execute("help \(command) \(alias)")
            let synopsis = CommandRegistry.command(named: command)?.spec.subcommand(named: sub)?.synopsis ?? "?"
            #expect(one.text.hasPrefix("usage: " + synopsis.prefix(40)), "help \(command) \(alias): \(one.text)")
        }
        #expect(session.execute("help plan").text.contains("(also: rm)"))
        #expect(session.execute("help plan nosuch").error?.message == "no sub-command 'nosuch' of 'plan'")
    }

    @Test func completionOffersAliasesAndCompletesAfterThem() throws {
        let session = try SampleKitchen.session()
        // A prefix no name has: the aliases.
        #expect(session.completions(before: "plan e").candidates == ["eaten"])
        #expect(session.completions(before: "plan rm").candidates == ["rm"])
        #expect(session.completions(before: "goals k").candidates == ["kcal"])
        // A prefix a name has: the names.
        #expect(session.completions(before: "plan m").candidates == ["move", "monday"])
        for (command, _, alias) in Self.aliases {
            #expect(session.completions(before: "\(command) \(alias)").candidates.contains(alias), "Tab does not offer \(command) \(alias)")
        }
        // After an alias, what its sub-command takes.
        #expect(session.completions(before: "plan rm 2026-11-23 bre").candidates == ["breakfast"])
        #expect(session.completions(before: "plan mv today lunch ").candidates == ["to"])
        #expect(session.completions(before: "plan cp t").candidates == ["today", "tomorrow", "tuesday", "thursday"])
        #expect(session.completions(before: "shop rm ").candidates == session.completions(before: "shop remove ").candidates)
    }

    /// The source scan: no file under Session/Commands picks a sub-command
    /// by its name; a command file compares no word with the names or
    /// aliases of its own sub-commands, and no switch anywhere has cases for
    /// two sub-commands of one command.
    @Test func noCommandFileSwitchesOnSubCommandNames() throws {
        let folder = "Sources/ClipCookKit/Session/Commands"
        let files = RepositoryFiles.files(under: folder)
        #expect(files.count > 30)
        let bySpec = Dictionary(
            Self.allCommands.map { (String(describing: type(of: $0)), Set($0.spec.subcommands.flatMap(\.allNames))) },
            uniquingKeysWith: { a, _ in a })
        let literal = try Regex(#""([a-z-]+)""#)
        for path in files where path.hasSuffix(".swift") {
            let text = RepositoryFiles.text(folder + "/" + path)
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            // Cases grouped by the switch above them.
            var groups: [[String]] = []
            for line in lines {
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                if trimmed.hasPrefix("switch ") || trimmed.contains(" switch ") { groups.append([]) }
                guard trimmed.hasPrefix("case \""), !groups.isEmpty else { continue }
                groups[groups.count - 1] += trimmed.matches(of: literal).map { String($0.output[1].substring ?? "") }
            }
            for group in groups {
                for (type, names) in bySpec where names.intersection(group).count >= 2 {
                    Issue.record("\(path) switches on sub-commands of \(type): \(names.intersection(group).sorted())")
                }
            }
            // In the file of a command: no word compared with its sub-commands' names.
            for (type, names) in bySpec where text.contains("struct \(type): SessionCommand") {
                for name in names {
                    for pattern in ["case \"\(name)\"", "== \"\(name)\"", ", \"\(name)\":"] where text.contains(pattern) {
                        Issue.record("\(path) compares a word with '\(name)', a sub-command of \(type): \(pattern)")
                    }
                }
            }
        }
    }
}
