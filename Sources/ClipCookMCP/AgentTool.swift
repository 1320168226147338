import MCP

/// One tool an assistant may call: its name and description (what a model
/// reads to choose it), its arguments as a JSON Schema, whether it changes
/// the collection, and how its arguments become the words of a session
/// command. Every tool is a REPL command: the assistant gets the answers
/// and the checks a person gets, through the same write-back.
struct AgentTool: Sendable {
    /// One argument of a tool.
    struct Parameter: Sendable {
        enum Kind: String, Sendable {
            case string, integer, number, boolean
        }

        var name: String
        var kind: Kind
        var description: String
        var required = false
        var choices: [String] = []

        static func text(_ name: String, _ description: String, required: Bool = false, choices: [String] = []) -> Parameter {
            Parameter(name: name, kind: .string, description: description, required: required, choices: choices)
        }

        static func integer(_ name: String, _ description: String, required: Bool = false) -> Parameter {
            Parameter(name: name, kind: .integer, description: description, required: required)
        }

        static func number(_ name: String, _ description: String, required: Bool = false) -> Parameter {
            Parameter(name: name, kind: .number, description: description, required: required)
        }

        static func flag(_ name: String, _ description: String) -> Parameter {
            Parameter(name: name, kind: .boolean, description: description)
        }
    }

    var name: String
    var description: String
    var parameters: [Parameter]
    /// Changes files of the collection (left out with `--read-only`).
    var writes: Bool
    /// The words of the session command for these arguments (already
    /// checked against the schema by `arguments(from:)`).
    var words: @Sendable (Arguments) throws(AgentToolError) -> [String]

    /// The input schema: an object with one property an argument.
    var inputSchema: Value {
        var properties: [String: Value] = [:]
        for parameter in parameters {
            var property: [String: Value] = [
                "type": .string(parameter.kind.rawValue), "description": .string(parameter.description),
            ]
            if !parameter.choices.isEmpty { property["enum"] = .array(parameter.choices.map(Value.string)) }
            properties[parameter.name] = .object(property)
        }
        return .object([
            "type": .string("object"),
            "properties": .object(properties),
            "required": .array(parameters.filter(\.required).map { .string($0.name) }),
            "additionalProperties": .bool(false),
        ])
    }

    var definition: Tool {
        Tool(
            name: name, description: description, inputSchema: inputSchema,
            annotations: .init(
                readOnlyHint: !writes, destructiveHint: writes ? false : nil,
                idempotentHint: writes ? nil : true, openWorldHint: false))
    }

    /// The arguments, checked against the parameters: unknown names,
    /// missing required ones, wrong types and values outside the choices
    /// are refused with one line saying which.
    func arguments(from values: [String: Value]?) throws(AgentToolError) -> Arguments {
        let values = values ?? [:]
        let known = Set(parameters.map(\.name))
        if let unknown = values.keys.sorted().first(where: { !known.contains($0) }) {
            throw AgentToolError("\(name) has no argument '\(unknown)'; it takes \(parameters.map(\.name).joined(separator: ", "))")
        }
        var checked = Arguments()
        for parameter in parameters {
            guard let value = values[parameter.name], !value.isNull else {
                if parameter.required { throw AgentToolError("\(name) needs '\(parameter.name)': \(parameter.description)") }
                continue
            }
            switch parameter.kind {
            case .string:
                guard let text = value.stringValue else { throw AgentToolError("'\(parameter.name)' must be a string") }
                guard text.utf8.count <= Arguments.maximumTextBytes else {
                    throw AgentToolError("'\(parameter.name)' is longer than \(Arguments.maximumTextBytes) bytes")
                }
                if !parameter.choices.isEmpty, !parameter.choices.contains(text) {
                    throw AgentToolError("'\(parameter.name)' must be one of \(parameter.choices.joined(separator: ", "))")
                }
                checked.texts[parameter.name] = text
            case .integer:
                guard let number = value.intValue ?? value.doubleValue.flatMap(Arguments.whole) else {
                    throw AgentToolError("'\(parameter.name)' must be a whole number")
                }
                checked.numbers[parameter.name] = Double(number)
                checked.texts[parameter.name] = String(number)
            case .number:
                guard let number = value.doubleValue ?? value.intValue.map(Double.init), number.isFinite else {
                    throw AgentToolError("'\(parameter.name)' must be a number")
                }
                checked.numbers[parameter.name] = number
                checked.texts[parameter.name] = Arguments.text(of: number)
            case .boolean:
                guard let flag = value.boolValue else { throw AgentToolError("'\(parameter.name)' must be true or false") }
                checked.flags[parameter.name] = flag
            }
        }
        return checked
    }
}

/// A tool's arguments after checking: texts (numbers also as their text),
/// numbers and flags by name.
struct Arguments: Sendable {
    /// No argument is longer than this (a recipe's whole text included).
    static let maximumTextBytes = 1_000_000

    var texts: [String: String] = [:]
    var numbers: [String: Double] = [:]
    var flags: [String: Bool] = [:]

    subscript(_ name: String) -> String? { texts[name] }

    func flag(_ name: String) -> Bool { flags[name] ?? false }

    /// A date or a range as a person types it ("next monday", "2026-12-07..2026-12-13"),
    /// as the words the date reader takes.
    func dateWords(_ name: String) -> [String] {
        texts[name].map { $0.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init) } ?? []
    }

    static func whole(_ value: Double) -> Int? {
        guard value.isFinite, value.rounded() == value, abs(value) < 1e15 else { return nil }
        return Int(exactly: value)
    }

    static func text(of number: Double) -> String {
        whole(number).map(String.init) ?? String(number)
    }
}

/// A call that cannot be made as asked: a tool error with one line.
struct AgentToolError: Error, Sendable {
    var message: String

    init(_ message: String) {
        self.message = message
    }
}
