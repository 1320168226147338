import ArgumentParser

// STUB — replaced by the work that owns this command.
struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "lint", abstract: "Not implemented yet.")
}
