/// One step of a recipe (DATA-002 `steps[]`), with optional cook-mode timers
/// (an extension field, omitted from JSON when empty).
public struct Step: Hashable, Sendable {
    public var id: String
    public var order: Int
    public var text: String
    public var timers: [StepTimer]

    public init(id: String, order: Int, text: String, timers: [StepTimer] = []) {
        self.id = id
        self.order = order
        self.text = text
        self.timers = timers
    }
}

/// A countdown attached to a step: a duration in whole seconds and an
/// optional label. A range (`[timer 5-7 min]`) counts down to its lower end,
/// `seconds`; `secondsMax` is its upper end (JSON `secondsMax`, left out
/// when the timer is not a range).
public struct StepTimer: Codable, Hashable, Sendable {
    public var seconds: Int
    public var secondsMax: Int?
    public var label: String?

    public init(seconds: Int, secondsMax: Int? = nil, label: String? = nil) {
        self.seconds = seconds
        self.secondsMax = secondsMax
        self.label = label
    }

    package enum CodingKeys: String, CodingKey { case seconds, secondsMax, label }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(seconds, forKey: .seconds)
        try c.encodeIfPresent(secondsMax, forKey: .secondsMax)
        try c.encodeIfPresent(label, forKey: .label)
    }

    /// `5-7 min`, `1 h 30 min`: the canonical duration text.
    public var durationText: String { DurationText.format(seconds: seconds, upTo: secondsMax) }
}

extension Step: Codable {
    package enum CodingKeys: String, CodingKey { case id, order, text, timers }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        id = try c.decode(String.self, forKey: .id)
        order = try c.decode(Int.self, forKey: .order)
        text = try c.decode(String.self, forKey: .text)
        timers = try c.decodeIfPresent([StepTimer].self, forKey: .timers) ?? []
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(id, forKey: .id)
        try c.encode(order, forKey: .order)
        try c.encode(text, forKey: .text)
        if !timers.isEmpty { try c.encode(timers, forKey: .timers) }
    }
}
