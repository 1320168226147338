import ArgumentParser

// Owned by the REPL work. The other commands live one per file in Commands/.
@main
struct ClipCookCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "clipcook",
        abstract: "Recipes, meal plans and shopping lists as plain-text files.",
        subcommands: [
            ConvertCommand.self, ExportCommand.self, ImportCommand.self,
            FmtCommand.self, LintCommand.self,
        ]
    )
}
