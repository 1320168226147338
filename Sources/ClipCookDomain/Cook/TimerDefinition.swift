import ClipCookCore
import ClipCookLanguage

/// A timer cook mode offers for a step: one the recipe sets (`[timer 10 min
/// rest]`) or one suggested by a duration in the step's text ("simmer for
/// 10 minutes"). `name` is what `timer start NAME` takes: the label made
/// into one word, else `stepN`, unique within the recipe.
public struct TimerDefinition: Hashable, Sendable {
    public var name: String
    /// 1-based step number.
    public var step: Int
    public var seconds: Int
    public var label: String?
    /// From the step's text, not from a `[timer …]`.
    public var isSuggested: Bool
    /// The high end when the text gives a range ("25-30 min"): the timer
    /// runs for the low end, the time to check first.
    public var upperSeconds: Int?

    public init(name: String, step: Int, seconds: Int, label: String? = nil, isSuggested: Bool = false, upperSeconds: Int? = nil) {
        self.name = name
        self.step = step
        self.seconds = seconds
        self.label = label
        self.isSuggested = isSuggested
        self.upperSeconds = upperSeconds
    }

    /// The timers of every step: the explicit ones, or, for a step with none,
    /// the durations its text mentions. A name already in `taken` (a timer of
    /// another recipe still on the board) is not reused: the timer is named
    /// after its recipe as well (`eggs-shakshuka`, `recipe` being the recipe's
    /// id), so that two recipes' `eggs` timers are told apart by their names.
    package static func all(for steps: [Step], avoiding taken: Set<String> = [], recipe: String = "") -> [TimerDefinition] {
        var used = taken
        var result: [TimerDefinition] = []
        func unique(_ base: String, step: Int) -> String {
            if used.insert(base).inserted { return base }
            if taken.contains(base), !recipe.isEmpty, used.insert("\(base)-\(recipe)").inserted { return "\(base)-\(recipe)" }
            var attempt = base.hasPrefix("step") ? base : "\(base)-\(step)"
            var counter = 2
            while !used.insert(attempt).inserted {
                attempt = "\(base)-\(counter)"
                counter += 1
            }
            return attempt
        }
        for (index, step) in steps.enumerated() {
            let number = index + 1
            if !step.timers.isEmpty {
                for timer in step.timers {
                    let base = timer.label.flatMap(slug) ?? "step\(number)"
                    result.append(
                        TimerDefinition(
                            name: unique(base, step: number), step: number, seconds: clamped(timer.seconds), label: timer.label))
                }
            } else {
                for mention in DurationMention.all(in: step.text) where mention.seconds > 0 {
                    result.append(
                        TimerDefinition(
                            name: unique("step\(number)", step: number), step: number, seconds: mention.seconds,
                            isSuggested: true, upperSeconds: mention.upperSeconds))
                }
            }
        }
        return result
    }

    /// The name a timer's label gives it before it is made unique.
    public var labelName: String? { label.flatMap(Self.slug) }

    /// A label as one lowercase word: "each side" -> "each-side"; nil when
    /// nothing of it is a letter or digit.
    package static func slug(_ label: String) -> String? {
        let words = Words.split(label)
        return words.isEmpty ? nil : words.joined(separator: "-")
    }

    private static func clamped(_ seconds: Int) -> Int {
        min(max(0, seconds), DurationMention.maximumSeconds)
    }
}
