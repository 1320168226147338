import Foundation
import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore

/// The servings and times a caption line states: "Serves 4", "Prep: 10 mins
/// | Cook: 20 mins", "Para 4 personas", "Cuisson : 1 h". A line is a facts
/// line when it starts with one of these (after emoji and bullets); each
/// part after `|`, `•`, `·`, `/` or `,` may hold another.
package struct CaptionFacts {
    package var servings: Int?
    package var prep: String?
    package var cook: String?
    package var matched = false

    /// What a meal-prep caption counts its servings in: "5 lunches", "Divide into 5 containers".
    package static let mealWords: Set<String> = [
        "lunches", "dinners", "breakfasts", "meals", "containers", "portions", "bowls", "jars", "boxes", "lunch boxes",
        "meal prep containers", "meal-prep containers",
    ]

    /// Words after a number that make "para 4 ..." a serving count.
    package static let peopleWords = [
        "people", "persons", "personas", "personnes", "personen", "persone", "pessoas", "portions", "porciones", "porzioni", "servings", "serves",
    ]

    /// `strict`: inside a section, a time needs a colon ("Cook: 20 min"),
    /// so that a step such as "Cook 20 min until golden" stays a step.
    package init(_ text: String, strict: Bool) {
        let lower = text.lowercased()
        guard lower.count <= 120 else { return }
        let parts = lower.split(whereSeparator: { "|•·/,;".contains($0) }).map { $0.trimmingBlanks() }.filter { !$0.isEmpty }
        guard let first = parts.first, read(first, strict: strict) else { return }
        matched = true
        for part in parts.dropFirst() { _ = read(part, strict: strict) }
    }

    private mutating func read(_ part: String, strict: Bool) -> Bool {
        // Servings.
        for word in CaptionVocabulary.servingWords where part.hasPrefix(word) {
            var rest = Substring(part.dropFirst(word.count))
            let hadColon = rest.trimmingBlanks().hasPrefix(":")
            rest = rest.drop(while: { $0 == " " || $0 == ":" })
            let digits = rest.prefix(while: { $0.isASCII && $0.isNumber })
            guard !digits.isEmpty, digits.count <= 4, let n = Int(digits), n >= 1 else { continue }
            let after = rest.dropFirst(digits.count).drop(while: { $0 == " " || $0 == "-" || $0.isNumber })
            let strong = [
                "serves", "servings", "serving", "makes", "yield", "yields", "portions", "porciones", "raciones", "porzioni", "rende", "rinde",
            ]
            guard strong.contains(word) || hadColon || Self.peopleWords.contains(where: { after.hasPrefix($0) }) else { continue }
            servings = servings ?? n
            return true
        }
        // "Divide into 5 containers": the meal-prep caption's servings.
        for lead in ["divide into ", "divided into ", "split into ", "portion into "] where part.hasPrefix(lead) {
            let rest = part.dropFirst(lead.count)
            let digits = rest.prefix(while: { $0.isASCII && $0.isNumber })
            let after = rest.dropFirst(digits.count).trimmingBlanks().trimmingCharacters(in: .punctuationCharacters)
            guard !digits.isEmpty, digits.count <= 3, let n = Int(digits), n >= 1, Self.mealWords.contains(after) else { continue }
            servings = servings ?? n
            return true
        }
        // "4 servings", "4 personas", "5 lunches".
        let digits = part.prefix(while: { $0.isASCII && $0.isNumber })
        if !digits.isEmpty, digits.count <= 4, let n = Int(digits), n >= 1 {
            let after = part.dropFirst(digits.count).trimmingBlanks()
            if Self.peopleWords.contains(where: { after == $0 }) || Self.mealWords.contains(after) {
                servings = servings ?? n
                return true
            }
        }
        // Times.
        for (words, isPrep) in [(CaptionVocabulary.prepWords, true), (CaptionVocabulary.cookWords, false)] {
            for word in words.sorted(by: { $0.count > $1.count }) where part.hasPrefix(word) {
                var rest = Substring(part.dropFirst(word.count))
                if rest.hasPrefix(" time") { rest = rest.dropFirst(5) }
                let trimmed = rest.trimmingBlanks()
                let hadColon = trimmed.hasPrefix(":")
                guard hadColon || !strict else { continue }
                let value = trimmed.drop(while: { $0 == ":" || $0 == " " })
                guard let seconds = DurationWords.seconds(in: String(value)) else { continue }
                if isPrep { prep = prep ?? DurationText.format(seconds: seconds) } else { cook = cook ?? DurationText.format(seconds: seconds) }
                return true
            }
        }
        return false
    }
}

/// A duration written out in words: "10 mins", "1 hr 30 min", "1h30", "1 hr 30",
/// "20 minutos", "1 Stunde", "1,5 hours". The whole text must be a duration.
package enum DurationWords {
    package static func seconds(in text: String) -> Int? {
        var total = 0.0
        var rest = Substring(text.lowercased()).drop(while: { $0 == " " })
        var pairs = 0
        var lastUnit = 0
        while !rest.isEmpty {
            let numberText = rest.prefix(while: { ($0.isASCII && $0.isNumber) || $0 == "." || $0 == "," })
            guard !numberText.isEmpty, numberText.count <= 8,
                let value = Double(numberText.replacingOccurrences(of: ",", with: ".")), value.isFinite
            else { return nil }
            rest = rest.dropFirst(numberText.count).drop(while: { $0 == " " })
            let unitText = rest.prefix(while: { $0.isLetter })
            // "1h30", "1 hr 30": minutes after hours need no unit.
            let unit: Int
            if unitText.isEmpty, rest.isEmpty, pairs > 0, lastUnit == 3600 {
                unit = 60
            } else if let known = CaptionVocabulary.timeUnits[String(unitText)] {
                unit = known
            } else {
                return nil
            }
            lastUnit = unit
            total += value * Double(unit)
            pairs += 1
            rest = rest.dropFirst(unitText.count).drop(while: { $0 == " " || $0 == "." || $0 == "+" })
            if rest.hasPrefix("and ") { rest = rest.dropFirst(4) }
            if rest.hasPrefix("y ") || rest.hasPrefix("et ") || rest.hasPrefix("und ") || rest.hasPrefix("e ") {
                rest = rest.drop(while: { $0 != " " }).dropFirst()
            }
        }
        guard pairs > 0, total >= 0, total < 1e9 else { return nil }
        return Int(total.rounded())
    }
}
