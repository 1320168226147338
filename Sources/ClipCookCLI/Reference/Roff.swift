import ArgumentParser
import Foundation

/// Text for a man page in roff (man macros), escaped so that nothing in it
/// is read as a request or an escape: backslashes, hyphens (`\-`, a minus
/// that copies as one), a leading dot or apostrophe, quotes in arguments.
enum Roff {
    /// A line of running text.
    static func text(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "\\": out += "\\e"
            case "-": out += "\\-"
            default: out.append(character)
            }
        }
        if out.hasPrefix(".") || out.hasPrefix("'") { out = "\\&" + out }
        return out
    }

    /// Lines of running text, each escaped; blank lines dropped (roff reads one as a break).
    static func lines(_ text: String) -> [String] {
        text.split(separator: "\n").map { Roff.text(String($0).trimmingCharacters(in: .whitespaces)) }
    }

    /// An argument of a macro (`.SS "..."`): quoted, a quote inside as `\(dq`.
    static func argument(_ text: String) -> String {
        "\"" + Roff.text(text).replacingOccurrences(of: "\"", with: "\\(dq") + "\""
    }

    static func bold(_ text: String) -> String { "\\fB" + Roff.text(text) + "\\fR" }
    static func italic(_ text: String) -> String { "\\fI" + Roff.text(text) + "\\fR" }
}

/// The part of swift-argument-parser's description of the commands
/// (`--experimental-dump-help`) the man page reads: names, help and options.
struct ToolCommand: Decodable {
    var commandName: String
    var abstract: String?
    var discussion: String?
    var shouldDisplay: Bool?
    var subcommands: [ToolCommand]?
    var arguments: [ToolArgument]?

    /// The description of `clipcook` and its subcommands, as the executable prints it.
    static func clipcook() throws -> ToolCommand {
        var dump = ""
        do {
            _ = try ClipCookCommand.parseAsRoot(["--experimental-dump-help"])
        } catch {
            dump = ClipCookCommand.fullMessage(for: error)
        }
        struct Tool: Decodable { var command: ToolCommand }
        return try JSONDecoder().decode(Tool.self, from: Data(dump.utf8)).command
    }

    var visible: Bool { (shouldDisplay ?? true) && commandName != "help" }

    /// The arguments help shows, without `--help` and `--version` (the
    /// OPTIONS section has them once).
    var visibleArguments: [ToolArgument] {
        (arguments ?? []).filter { argument in
            let names = Set((argument.names ?? []).map(\.name))
            return (argument.shouldDisplay ?? true) && names.isDisjoint(with: ["help", "version"])
        }
    }
}

struct ToolArgument: Decodable {
    struct Name: Decodable {
        var kind: String
        var name: String
        var spelled: String { (kind == "long" ? "--" : "-") + name }
    }

    var kind: String
    var shouldDisplay: Bool?
    var isOptional: Bool?
    var isRepeating: Bool?
    var names: [Name]?
    var valueName: String?
    var defaultValue: String?
    var abstract: String?
    var discussion: String?

    var isPositional: Bool { kind == "positional" }
    var takesValue: Bool { kind == "option" }

    /// `-C dir`, `--port port`, `--json`, `file`: how the synopsis writes it.
    func synopsis() -> String {
        let value = Roff.italic(valueName ?? "value")
        var shown: String
        if isPositional {
            shown = value
        } else {
            let name = (names ?? []).first.map { Roff.bold($0.spelled) } ?? ""
            shown = takesValue ? name + "\\ " + value : name
        }
        if isRepeating == true { shown += " ..." }
        return isOptional == true || isRepeating == true && !isPositional ? "[" + shown + "]" : shown
    }

    /// The term of its `.TP` entry: every name, with the value.
    func term() -> String {
        if isPositional { return Roff.italic(valueName ?? "value") + (isRepeating == true ? " ..." : "") }
        let spelled = (names ?? []).map { Roff.bold($0.spelled) }.joined(separator: ", ")
        return takesValue ? spelled + " " + Roff.italic(valueName ?? "value") : spelled
    }

    /// What it does, with its default.
    func help() -> String {
        var text = abstract ?? ""
        if let discussion, !discussion.isEmpty { text += " " + discussion }
        if let defaultValue, !defaultValue.isEmpty, !text.contains("default") { text += " (default: \(defaultValue))" }
        return text
    }
}
