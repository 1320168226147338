import Foundation
import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore
import ClipCookInterop

/// What a command produced: text for a person, a JSON document for a
/// machine, or an error with a suggestion.
public struct CommandOutcome: Sendable {
    public var command: String
    public var text: String
    /// The machine-readable result (an object; `command` and `ok` are added when printed).
    /// A command may give it as a function, worked out only when it is read
    /// (text output never reads it); setting it keeps the value set.
    public var data: [String: JSONValue] {
        get { makeData?() ?? storedData }
        set {
            storedData = newValue
            makeData = nil
        }
    }
    private var storedData: [String: JSONValue]
    private var makeData: (@Sendable () -> [String: JSONValue])?
    public var error: CommandError?
    /// The session should end (`quit`).
    public var quits = false
    /// Timers that expired by the end of the command, one line each (also in
    /// `data["expired"]`).
    public var announcements: [String] = []

    public init(command: String, text: String, data: [String: JSONValue] = [:]) {
        self.command = command
        self.text = text
        self.storedData = data
    }

    /// An outcome whose data is made by `data` when first asked for (a
    /// long `list` need not build a JSON summary per recipe for a person).
    public init(command: String, text: String, lazyData data: @escaping @Sendable () -> [String: JSONValue]) {
        self.command = command
        self.text = text
        self.storedData = [:]
        self.makeData = data
    }

    public init(command: String, error: CommandError) {
        self.command = command
        self.text = ""
        self.storedData = [:]
        self.error = error
    }

    public var succeeded: Bool { error == nil }

    /// The result as one line of JSON (keys sorted).
    public var jsonLine: String {
        var object = data
        object["command"] = .string(command)
        object["ok"] = .bool(error == nil)
        if let error {
            object["error"] = .string(error.message)
            if let suggestion = error.suggestion { object["suggestion"] = .string(suggestion) }
            if !error.candidates.isEmpty { object["candidates"] = .array(error.candidates.map(JSONValue.string)) }
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard let bytes = try? encoder.encode(JSONValue.object(object)) else { return "{\"ok\":false}" }
        return String(decoding: bytes, as: UTF8.self)
    }
}
