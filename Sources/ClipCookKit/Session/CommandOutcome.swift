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
    /// The text for a person. A command may give it as a function writing
    /// it in pieces (`writeText`), so that a huge recipe's card is never
    /// held whole; reading `text` then joins the pieces, and setting it
    /// keeps the text set.
    public var text: String {
        get {
            guard let writePieces else { return storedText }
            var whole = ""
            writePieces { whole += $0 }
            return whole
        }
        set {
            storedText = newValue
            writePieces = nil
        }
    }
    private var storedText: String
    private var writePieces: (@Sendable (_ write: (String) -> Void) -> Void)?
    /// The machine-readable result (an object; `command` and `ok` are added when printed).
    /// A command may give it as a function, worked out only when it is read
    /// (text output never reads it); setting it keeps the value set.
    /// Members attached with `attach` are laid over it.
    public var data: [String: JSONValue] {
        get {
            var whole = makeData?() ?? storedData
            for (key, member) in attached { whole[key] = member.whole }
            return whole
        }
        set {
            storedData = newValue
            makeData = nil
            jsonPieces = nil
            attached = [:]
        }
    }
    private var storedData: [String: JSONValue]
    private var makeData: (@Sendable () -> [String: JSONValue])?
    /// Members set after the command (cook mode's state, the timers that
    /// expired) without making the data or its pieces; one given in pieces
    /// has the JSON line written in pieces.
    private var attached: [String: JSONPieces.Member] = [:]
    /// The same data as members some of which are written in pieces
    /// (`writeJSONLine`), made when the line is written; nil: the data is
    /// written whole.
    private var jsonPieces: (@Sendable () -> JSONPieces)?
    public var error: CommandError?
    /// The session should end (`quit`).
    public var quits = false
    /// Timers that expired by the end of the command, one line each (also in
    /// `data["expired"]`).
    public var announcements: [String] = []

    public init(command: String, text: String, data: [String: JSONValue] = [:]) {
        self.command = command
        self.storedText = text
        self.storedData = data
    }

    /// An outcome whose data is made by `data` when first asked for (a
    /// long `list` need not build a JSON summary per recipe for a person).
    public init(command: String, text: String, lazyData data: @escaping @Sendable () -> [String: JSONValue]) {
        self.command = command
        self.storedText = text
        self.storedData = [:]
        self.makeData = data
    }

    /// An outcome whose text is written in pieces by `writeText` each time
    /// it is asked for (the pieces joined are the text; none is kept), and
    /// whose data is made by `data` when first asked for.
    public init(
        command: String, writingText writeText: @escaping @Sendable (_ write: (String) -> Void) -> Void,
        lazyData data: @escaping @Sendable () -> [String: JSONValue]
    ) {
        self.command = command
        self.storedText = ""
        self.writePieces = writeText
        self.storedData = [:]
        self.makeData = data
    }

    /// `init(command:writingText:lazyData:)` whose JSON line is also
    /// written in pieces from `jsonPieces` (the same members as `data`).
    package init(
        command: String, writingText writeText: @escaping @Sendable (_ write: (String) -> Void) -> Void,
        lazyData data: @escaping @Sendable () -> [String: JSONValue], jsonPieces: @escaping @Sendable () -> JSONPieces
    ) {
        self.init(command: command, writingText: writeText, lazyData: data)
        self.jsonPieces = jsonPieces
    }

    public init(command: String, error: CommandError) {
        self.command = command
        self.storedText = ""
        self.storedData = [:]
        self.error = error
    }

    public var succeeded: Bool { error == nil }

    /// Sets the member `key` of the data, over the one the command made,
    /// without making the data (a lazy reply stays lazy, and one written in
    /// pieces is still written so).
    package mutating func attach(_ key: String, _ value: JSONValue) {
        attached[key] = .value(value)
    }

    /// `attach(_:_:)` of a member that may be written in pieces (cook
    /// mode's state with every timer of a huge recipe): the JSON line is
    /// then written in pieces, and the member is made whole only when the
    /// data is read.
    package mutating func attach(_ key: String, _ member: JSONPieces.Member) {
        attached[key] = member
    }

    /// Whether the data has the member `key`, as far as is known without
    /// making it: attached, or in data held whole. Data made when asked
    /// for is not made to answer, so a member only it makes is not seen.
    package func hasKnownMember(_ key: String) -> Bool {
        attached[key] != nil || (makeData == nil && storedData[key] != nil)
    }

    /// Whether the text is written in pieces rather than held whole.
    public var writesTextInPieces: Bool { writePieces != nil }

    /// Hands the text to `write` in pieces that joined are `text` (one
    /// piece when it is held whole; none when it is empty): a front end
    /// prints each as it comes.
    public func writeText(_ write: (String) -> Void) {
        if let writePieces {
            writePieces { piece in
                if !piece.isEmpty { write(piece) }
            }
        } else if !storedText.isEmpty {
            write(storedText)
        }
    }

    /// Makes every piece of the text what `change` makes of it. A change
    /// that works line by line (escaping) keeps the text the same as if
    /// made whole, as long as the pieces end at line ends.
    package mutating func changeText(_ change: @escaping @Sendable (String) -> String) {
        if let writePieces {
            self.writePieces = { write in writePieces { write(change($0)) } }
        } else {
            storedText = change(storedText)
        }
    }

    /// Whether the JSON line is written in pieces rather than made whole.
    public var writesJSONInPieces: Bool {
        error == nil && (jsonPieces != nil || attached.values.contains(where: \.isInPieces))
    }

    /// Hands `jsonLine` to `write` in pieces that joined are it: a huge
    /// reply is never held whole.
    public func writeJSONLine(_ write: (String) -> Void) {
        guard writesJSONInPieces else { return write(jsonLine) }
        var pieces = jsonPieces?() ?? JSONPieces((makeData?() ?? storedData).mapValues { .value($0) })
        for (key, member) in attached { pieces.members[key] = member }
        pieces.members["command"] = .value(.string(command))
        pieces.members["ok"] = .value(.bool(true))
        pieces.write(write)
    }

    /// The encoder of the JSON line: keys sorted, slashes as they are.
    package static func lineEncoder() -> JSONEncoder { JSONPieces.lineEncoder() }

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
        guard let bytes = try? Self.lineEncoder().encode(JSONValue.object(object)) else { return "{\"ok\":false}" }
        return String(decoding: bytes, as: UTF8.self)
    }
}
