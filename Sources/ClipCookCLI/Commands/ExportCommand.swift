import ArgumentParser

// STUB — replaced by the work that owns this command.
struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "export", abstract: "Not implemented yet.")
}
