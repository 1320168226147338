import ArgumentParser

// STUB — replaced by the work that owns this command.
struct FmtCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "fmt", abstract: "Not implemented yet.")
}
