import ArgumentParser
import ClipCookStore
import Foundation

// Owned by the REPL work. The other commands live one per file in Commands/.
@main
struct ClipCookCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "clipcook",
        abstract: "Recipes, meal plans and shopping lists as plain-text files.",
        discussion: """
            With no subcommand, opens the REPL on the collection named by -C, else \
            $CLIPCOOK_COLLECTION, else the current folder. With -c, a script file (run), or \
            standard input that is not a terminal, runs the commands without prompts.
            Exit status: 0 ok, 1 a command failed or findings, 2 usage error. \
            'clipcook --version' prints the version.
            """,
        subcommands: [
            ReplCommand.self, RunScriptCommand.self, InitCommand.self,
            CookModeCommand.self, ServeCommand.self,
            ConvertCommand.self, ExportCommand.self, ClipImportCommand.self, ClipInboxCommand.self,
            FmtCommand.self, LintCommand.self, LSPCommand.self, MCPCommand.self, MergeCommand.self, GitSyncCommand.self,
            MacrosReportCommand.self,
            ReferenceCommand.self,
        ],
        defaultSubcommand: ReplCommand.self
    )

    /// The version `clipcook --version` prints.
    static let version = "0.4.0"

    /// Exit status of a usage error (ArgumentParser's own is 64).
    static let usageErrorStatus: Int32 = 2

    /// Parses the arguments, runs the command, and turns any error into a
    /// message and an exit status, with usage errors exiting 2.
    static func main() async {
        var arguments = Array(CommandLine.arguments.dropFirst())
        if arguments == ["--version"] || arguments == ["version"] {
            print("clipcook \(version)")
            Foundation.exit(0)
        }
        if GlobalArguments.takeForce(&arguments) { AtomicWriter.rewriteReadOnlyFiles(true) }
        let names = configuration.subcommands.compactMap { $0.configuration.commandName }
        switch GlobalArguments.normalise(arguments, subcommands: names) {
        case .arguments(let normalised): arguments = normalised
        case .usageError(let message):
            FileHandle.standardError.write(Data((message + "\n").utf8))
            Foundation.exit(usageErrorStatus)
        }
        do {
            var command = try parseAsRoot(arguments)
            if var asyncCommand = command as? AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
        } catch {
            let code = exitCode(for: error)
            let message = fullMessage(for: error)
            if code == .success {
                if !message.isEmpty { print(message) }
                Foundation.exit(0)
            }
            if !message.isEmpty {
                FileHandle.standardError.write(Data((message + "\n").utf8))
            }
            Foundation.exit(code == .validationFailure ? usageErrorStatus : code.rawValue)
        }
    }
}
