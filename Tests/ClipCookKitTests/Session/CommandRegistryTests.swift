import Testing
@testable import ClipCookCore
@testable import ClipCookLanguage
@testable import ClipCookDomain
@testable import ClipCookStore
@testable import ClipCookInterop
@testable import ClipCookKit

@Suite struct CommandRegistryTests {
    @Test func everyNameAndAliasBelongsToOneCommand() {
        let names = CommandRegistry.all.flatMap(\.spec.allNames)
        #expect(Set(names).count == names.count)
        for name in names {
            #expect(CommandRegistry.command(named: name.uppercased())?.spec.allNames.contains(name) == true)
        }
    }

    @Test func helpListsEveryRegisteredCommandInRegistryOrder() throws {
        let session = try SampleKitchen.session()
        // A command's line starts with two blanks; a summary wrapped to 80
        // columns goes on under its column, further in.
        let listed = session.execute("help").text.split(separator: "\n").dropFirst()
            .filter { $0.hasPrefix("  ") && !$0.hasPrefix("   ") }
            .prefix(CommandRegistry.all.count)
            .compactMap { $0.split(separator: " ").first.map(String.init) }
        #expect(listed == CommandRegistry.names)
    }

    @Test func subcommandsAreFoundByNameAndKeepTheirPositionalArguments() {
        let spec = CommandSpec(
            "plan", synopsis: "plan", summary: "plans",
            subcommands: [
                CommandSpec("add", synopsis: "plan add DATE SLOT RECIPE", summary: "add", positionals: [.day, .mealSlot, .recipe])
            ])
        #expect(spec.subcommand(named: "ADD")?.name == "add")
        #expect(spec.subcommand(named: "remove") == nil)
        let add = spec.subcommands[0]
        #expect(add.argument == .day)
        #expect(add.positionals == [.day, .mealSlot, .recipe])
    }

    @Test func anUnknownCommandSuggestsTheClosestRegisteredName() throws {
        let outcome = try SampleKitchen.session().execute("serach pasta")
        #expect(outcome.error?.suggestion == "did you mean 'search'?")
    }
}
