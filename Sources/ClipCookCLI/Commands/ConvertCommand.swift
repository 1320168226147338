import ArgumentParser

// STUB — replaced by the work that owns this command.
struct ConvertCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "convert", abstract: "Not implemented yet.")
}
