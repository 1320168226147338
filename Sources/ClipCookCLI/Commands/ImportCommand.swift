import ArgumentParser

// STUB — replaced by the work that owns this command.
struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "import", abstract: "Not implemented yet.")
}
