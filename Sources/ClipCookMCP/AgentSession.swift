import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore
import ClipCookInterop
import ClipCookKit
import Foundation
import MCP

/// The collection as an assistant sees it: one REPL session, confined to
/// this actor (requests arrive concurrently; commands run one at a time,
/// as at a prompt). Every answer is the session command's text and JSON.
actor AgentSession {
    /// At most this many rows of a result (lines of text, elements of a
    /// JSON array) reach the assistant; the rest are counted.
    static let maximumRows = 200

    let root: String
    let readOnly: Bool
    let session: Session

    init(root: String, readOnly: Bool, today: Day?) {
        self.root = root
        self.readOnly = readOnly
        session = Session(store: WriteBackStore(root: root), interaction: ScriptInteraction(assumeYes: false), format: .json, today: today)
        session.face = .mcp
        // No terminal: timers run on a clock only tools move.
        session.clock = ManualCookClock()
    }

    /// The tools on offer: the writing ones are left out when read-only.
    var tools: [AgentTool] {
        readOnly ? AgentTool.reading : AgentTool.all
    }

    func call(_ name: String, _ values: [String: Value]?) async -> CallTool.Result {
        guard let tool = tools.first(where: { $0.name == name }) else {
            let known = AgentTool.all.contains { $0.name == name }
            return Self.failure(
                known
                    ? "\(name) changes the collection, and this server is read-only (--read-only)"
                    : "no tool named '\(name)'")
        }
        let outcome: CommandOutcome
        do {
            let arguments = try tool.arguments(from: values)
            if tool.name == AgentTool.importRecipe.name {
                return Self.result(await importRecipe(arguments))
            } else if tool.name == AgentTool.createRecipe.name {
                outcome = session.createRecipe(text: arguments["text"] ?? "")
            } else {
                outcome = session.execute(words: try tool.words(arguments))
            }
        } catch {
            return Self.failure(error.message)
        }
        return Self.result(outcome)
    }

    /// A command's outcome as a tool result: its text (cut at
    /// `maximumRows` lines) and its JSON as structured content.
    static func result(_ outcome: CommandOutcome) -> CallTool.Result {
        if let error = outcome.error {
            var text = error.oneLine
            if let suggestion = error.suggestion, suggestion.hasPrefix("\n") { text = error.message + suggestion }
            return failure(text)
        }
        var data = outcome.data
        data["command"] = .string(outcome.command)
        data["ok"] = .bool(true)
        let structured: Value? = value(.object(data))
        return CallTool.Result(
            content: [.text(text: truncated(outcome.text), annotations: nil, _meta: nil)],
            structuredContent: structured, isError: false)
    }

    static func failure(_ message: String) -> CallTool.Result {
        CallTool.Result(content: [.text(text: message, annotations: nil, _meta: nil)], isError: true)
    }

    static func truncated(_ text: String) -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.count > maximumRows else { return text }
        return lines.prefix(maximumRows).joined(separator: "\n") + "\n… and \(lines.count - maximumRows) more lines"
    }

    /// ClipCook's JSON as the protocol's value, arrays past `maximumRows`
    /// cut with the count of the rest beside them (`NAME_truncated`).
    static func value(_ json: JSONValue) -> Value {
        switch json {
        case .null: return .null
        case .bool(let flag): return .bool(flag)
        case .int(let number): return .int(number)
        case .double(let number): return number.isFinite ? .double(number) : .null
        case .string(let text): return .string(text)
        case .array(let items): return .array(items.prefix(maximumRows).map(value))
        case .object(let fields):
            var object: [String: Value] = [:]
            for (key, field) in fields {
                object[key] = value(field)
                if case .array(let items) = field, items.count > maximumRows {
                    object[key + "_truncated"] = .int(items.count - maximumRows)
                }
            }
            return .object(object)
        }
    }

    // MARK: Resources

    /// Every recipe (its file's text) and the plan of this week.
    func resources() -> [Resource] {
        var list = [
            Resource(
                name: "This week's plan", uri: "clipcook://plan/week",
                description: "the meal plan of the current ISO week, day by day, with totals against the goals",
                mimeType: "text/plain")
        ]
        for entry in session.kitchen.recipes {
            guard let path = entry.path else { continue }
            list.append(
                Resource(
                    name: entry.recipe.title, uri: "clipcook://recipe/" + Self.escapedID(entry.recipe.id),
                    description: "the recipe's file (\(path)) in the ClipCook language", mimeType: "text/plain"))
        }
        return list
    }

    func read(_ uri: String) throws -> Resource.Content {
        if uri == "clipcook://plan/week" {
            let outcome = session.execute(words: ["plan", "week"])
            if let error = outcome.error { throw MCPError.invalidParams(error.oneLine) }
            return .text(outcome.text, uri: uri, mimeType: "text/plain")
        }
        let prefix = "clipcook://recipe/"
        guard uri.hasPrefix(prefix), let id = String(uri.dropFirst(prefix.count)).removingPercentEncoding,
            let entry = session.kitchen.recipes.first(where: { $0.recipe.id == id }), let path = entry.path
        else {
            throw MCPError.invalidParams("no resource '\(uri)'")
        }
        // The path comes from the collection's own walk: inside the folder.
        guard let bytes = try? FileBytes.load(atPath: root + "/" + path).bytes else {
            throw MCPError.invalidParams("\(path) cannot be read")
        }
        return .text(String(decoding: bytes, as: UTF8.self), uri: uri, mimeType: "text/plain")
    }

    static func escapedID(_ id: String) -> String {
        id.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed.subtracting(CharacterSet(charactersIn: "/"))) ?? id
    }
}
