import ClipCookKit

/// clipcook(1), made from the code: the command line from
/// swift-argument-parser's description of the commands, the REPL and cook
/// mode from the commands' specs (`CommandRegistry`, `CookModeRegistry`),
/// and the sections no spec holds from `ManPageText`. `clipcook reference
/// DIR` writes it beside the reference pages and `clipcook reference --man`
/// prints it (scripts/install puts it in share/man/man1).
enum ManPage {
    static func render() throws -> String {
        let tool = try ToolCommand.clipcook()
        let commands = (tool.subcommands ?? []).filter(\.visible)
        var out = [
            ".TH CLIPCOOK 1 \"\" \(Roff.argument("clipcook " + ClipCookCommand.version)) \"User Commands\"",
            // No hyphenation, ragged right: option names and paths stay whole.
            ".nh",
            ".ad l",
            ".SH NAME",
            "clipcook \\- " + Roff.text(ManPageText.name),
            ".SH SYNOPSIS",
            ".PP",
        ]
        let repl = commands.first { $0.commandName == "repl" }
        let replOptions = (repl?.visibleArguments ?? []).filter { !$0.isPositional }
        out += synopsis([Roff.bold("clipcook")] + replOptions.map { $0.synopsis() })
        out += synopsis([Roff.bold("clipcook"), Roff.italic("command"), "[" + Roff.italic("options") + "]", "[" + Roff.italic("arguments") + "]"])
        out += synopsis([Roff.bold("clipcook"), Roff.bold("--version")])
        out += synopsis([Roff.bold("clipcook"), Roff.bold("--help") + " |", Roff.bold("help"), Roff.italic("command")])
        out.append(".SH DESCRIPTION")
        out += paragraphs(ManPageText.description + [tool.discussion ?? ""])
        out += [".SH OPTIONS", "Without a command, these open the REPL (the options of " + Roff.bold("clipcook repl") + "):"]
        for argument in replOptions { out += entry(argument.term(), argument.help()) }
        out += entry(Roff.bold("--version"), "Print the version (clipcook \(ClipCookCommand.version)) and exit.")
        out += entry(Roff.bold("-h") + ", " + Roff.bold("--help"), "Print the help of clipcook, or of a command after its name, and exit.")
        out.append(".SH COMMANDS")
        for command in commands { out += section(command) }
        out += [".SH REPL COMMANDS"] + paragraphs(ManPageText.replIntroduction)
        for spec in CommandRegistry.specs { out += replSection(spec) }
        out += [".SS \"Cook mode\""] + paragraphs(ManPageText.cookModeIntroduction)
        for spec in CookModeRegistry.all.map(\.spec) { out += replEntry(spec) }
        out.append(".SH EXAMPLES")
        for example in ManPageText.examples {
            out += [".PP", Roff.text(example.what), ".PP", ".RS 4", ".nf"]
            out += example.lines.map { Roff.text($0) } + [".fi", ".RE"]
        }
        out.append(".SH ENVIRONMENT")
        for variable in ManPageText.environment { out += entry(Roff.bold(variable.name), variable.meaning) }
        out += [".SH FILES"] + paragraphs([ManPageText.filesIntroduction])
        for file in ManPageText.files { out += entry(Roff.italic(file.name), file.meaning) }
        out.append(".SH EXIT STATUS")
        for status in ManPageText.exitStatus { out += entry(Roff.bold(status.name), status.meaning) }
        out += [".SH SEE ALSO"] + paragraphs([ManPageText.seeAlso])
        return out.joined(separator: "\n") + "\n"
    }

    /// `.PP` and the text of each paragraph: each line of `texts` is one.
    static func paragraphs(_ texts: [String]) -> [String] {
        texts.flatMap { $0.split(separator: "\n") }.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            .flatMap { [".PP", Roff.text($0)] }
    }

    /// One form of a command on lines of its own: its words (already roff),
    /// broken only between them, with a hanging indent.
    static func synopsis(_ words: [String]) -> [String] {
        [".in +4n", ".ti -4n", words.joined(separator: " "), ".in -4n"]
    }

    /// A `.TP` entry: the term (already roff) and its text.
    static func entry(_ term: String, _ text: String) -> [String] {
        [".TP", term] + Roff.lines(text.isEmpty ? " " : text)
    }

    /// One command of the command line: its synopsis, what it does, its options.
    static func section(_ command: ToolCommand) -> [String] {
        let arguments = command.visibleArguments
        let options = arguments.filter { !$0.isPositional }
        let positionals = arguments.filter(\.isPositional)
        let words =
            [Roff.bold("clipcook") + " " + Roff.bold(command.commandName)]
            + options.map { $0.synopsis() } + positionals.map { $0.synopsis() }
        var out = [".SS " + Roff.argument(command.commandName), ".PP"] + Self.synopsis(words)
        out += paragraphs([command.abstract ?? "", command.discussion ?? ""])
        for argument in positionals + options { out += entry(argument.term(), argument.help()) }
        return out
    }

    /// A REPL command: synopsis, summary, details, sub-commands with their aliases.
    static func replSection(_ spec: CommandSpec) -> [String] {
        [".SS " + Roff.argument(spec.name)] + replBody(spec)
    }

    /// A cook-mode command, as an entry of its section.
    static func replEntry(_ spec: CommandSpec) -> [String] {
        [".TP", Roff.bold(spec.synopsis)] + Roff.lines(sentence(spec.summary)) + aliases(spec)
            + spec.subcommands.flatMap { sub in entry(Roff.bold(sub.synopsis), sentence(sub.summary)) + aliases(sub) }
    }

    static func replBody(_ spec: CommandSpec) -> [String] {
        var out = [".PP"] + spec.synopsis.components(separatedBy: " | ").flatMap { synopsis([Roff.bold($0)]) }
        out += [".PP"] + Roff.lines(sentence(spec.summary))
        if !spec.details.isEmpty {
            out.append(".PP")
            out += spec.details.flatMap { Roff.lines($0) + [".br"] }.dropLast()
        }
        for sub in spec.subcommands {
            out += entry(Roff.bold(sub.synopsis), sentence(sub.summary)) + aliases(sub)
        }
        if !spec.aliases.isEmpty {
            out += [".PP", "Also: " + spec.aliases.map(Roff.bold).joined(separator: ", ") + "."]
        }
        return out
    }

    /// "Also: rm." under an entry whose spec has aliases.
    static func aliases(_ spec: CommandSpec) -> [String] {
        spec.aliases.isEmpty ? [] : [".br", "Also: " + spec.aliases.map(Roff.bold).joined(separator: ", ") + "."]
    }

    static func sentence(_ text: String) -> String {
        guard let first = text.first else { return text }
        let capitalised = first.uppercased() + text.dropFirst()
        return capitalised.hasSuffix(".") ? capitalised : capitalised + "."
    }
}
