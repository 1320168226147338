import ArgumentParser

/// The options shared by `repl` (the default) and `run`.
struct SessionOptions: ParsableArguments {
    @Option(
        name: .customShort("C"),
        help: ArgumentHelp("The collection folder (default: $CLIPCOOK_COLLECTION, else the current folder).", valueName: "dir"),
        completion: .directory)
    var collection: String?

    @Option(
        name: .customShort("c"),
        help: ArgumentHelp("Run these commands (separated by ';' or newlines) and exit.", valueName: "commands"))
    var commands: String?

    @Flag(help: "Print each command's result as one JSON document per line.")
    var json = false

    @Flag(help: "Go on after a failing command (the exit status is still 1).")
    var keepGoing = false
}
