import ClipCookCore
import Foundation

/// A page's method as its structured data gives it, without the names of
/// its sections that some pages list as steps of their own (`Mixing`,
/// `Shaping and Final Proof`, `For the sauce:` before the steps they
/// name). `HowToSection` names are never steps (`JSONLDRecipeMapping`
/// reads their items only); this is for pages that give a flat list.
package enum StepListTidy {
    package static func tidy(_ given: [String]) -> [String] {
        if given.count == 1, let only = given.first, only.hasPrefix("1. ") { return numberedInline(only) }
        if given.count == 1, let only = given.first, only.contains("., "), case let steps = joinedByCommas(only), steps.count >= 2 {
            return tidy(steps)
        }
        let list = withoutExtras(given)
        guard list.count >= 2 else { return list }
        // `1 Preheat the oven`, `2 Spray the dish`: numbers standing before every step in turn are no part of them
        let numbered = list.indices.allSatisfy { list[$0].hasPrefix("\($0 + 1) ") }
        let given = numbered ? list.indices.map { String(list[$0].dropFirst("\($0 + 1) ".count)) } : list
        // `Step 1`, `Step 2:` or a bare number given as a step of its own, before the step it numbers
        let steps = given.indices.filter { $0 + 1 == given.count || !isStepNumber(given[$0]) }.map { given[$0] }
        guard steps.count >= 2 else { return steps }
        // `Directions`, `PREPARATION`, `Method:` over a step of any length: the method's own heading
        let names = steps.indices.filter { index in
            index + 1 < steps.count && (namesTheMethod(steps[index]) || isSectionName(steps[index], before: steps[index + 1]))
        }
        // A method in sections has more than one; a lone short line is a step
        // (`Preheat The Oven`), unless it ends in a colon or names the method itself (`Directions`).
        let dropped = Set(names.filter { index in names.count >= 2 || steps[index].hasSuffix(":") || namesTheMethod(steps[index]) })
        let kept = steps.indices.filter { !dropped.contains($0) }.map { steps[$0] }
        return kept.isEmpty ? steps : kept
    }

    /// The method without what a page's markup put among its steps and is none: the yield (`Serves 4 to 6.`),
    /// and after the last step a footnote (`* Portuguese style peppers...`, `Note: ...`) or a link's title
    /// (`Collard Greens and Kale Recipe`). A list of fewer than three is left as it is.
    static func withoutExtras(_ list: [String]) -> [String] {
        guard list.count >= 3 else { return list }
        var kept = list.filter { step in
            let lower = step.lowercased()
            let yield = ["serves ", "makes ", "yield: ", "yields "].contains { lower.hasPrefix($0) }
            return !(yield && step.split(separator: " ").count <= 8 && step.contains(where: \.isNumber))
        }
        while kept.count >= 3, let last = kept.last {
            let lower = last.lowercased()
            let footnote =
                last.hasPrefix("*")
                || ["note:", "notes:", "tip:", "tips:", "photograph by ", "photo by ", "photography by "].contains { lower.hasPrefix($0) }
            let words = last.split(separator: " ")
            let title =
                words.count <= 8 && !(last.last.map { ".!?:)".contains($0) } ?? true)
                && words.allSatisfy { linkingWords.contains($0.lowercased()) || $0.first?.isUppercase == true }
            guard footnote || title else { break }
            kept.removeLast()
        }
        return kept
    }

    /// `Preheat the oven., In a large bowl, whisk…., Bake 25 minutes.`: a
    /// method whose steps a page joined with `, ` after their full stops
    /// (a list written out as one string) is those steps; as it is when no
    /// `., ` is followed by a capital.
    static func joinedByCommas(_ text: String) -> [String] {
        var steps: [String] = []
        var rest = Substring(text)
        while let mark = rest.range(of: "., "), rest[mark.upperBound...].first?.isUppercase == true {
            steps.append(String(rest[..<rest.index(after: mark.lowerBound)]))
            rest = rest[mark.upperBound...]
        }
        return steps.isEmpty ? [text] : steps + [String(rest)]
    }

    /// `1. Boil the pasta. 2. Meanwhile, cook the prosciutto. 3. …`: one step that numbers the method's steps
    /// inline is those steps (each number looked for after the one before); as it is when it holds no ` 2. `.
    static func numberedInline(_ text: String) -> [String] {
        var steps: [String] = []
        var rest = Substring(text.dropFirst(3))
        var number = 2
        while let mark = rest.range(of: " \(number). ") {
            steps.append(String(rest[..<mark.lowerBound]))
            rest = rest[mark.upperBound...]
            number += 1
        }
        return steps.isEmpty ? [text] : steps + [String(rest)]
    }

    /// `Step 1`, `STEP 2:`, `Schritt 3`, `Étape 4`, `3.`: a step's number alone.
    static func isStepNumber(_ step: String) -> Bool {
        let words = step.lowercased().split(separator: " ")
        guard (1...2).contains(words.count), let last = words.last,
            last.trimmingCharacters(in: CharacterSet(charactersIn: ".:)")).allSatisfy(\.isWholeNumber), last.first?.isNumber == true
        else { return false }
        return words.count == 1 || ["step", "schritt", "étape", "etape", "paso", "passo", "passaggio"].contains(String(words[0]))
    }

    static let linkingWords: Set<String> = ["and", "or", "for", "the", "with", "of", "a", "an", "to", "&", "in", "on"]

    /// A short title-cased line with no number or sentence end (or one
    /// that ends in a colon) before a step that is a sentence.
    /// Whether a step is only the method's heading (`Directions`, `PREPARATION`, `Method:`).
    static func namesTheMethod(_ step: String) -> Bool {
        let lower = step.lowercased().trimmingBlanks()
        return HTMLVisibleRecipe.methodHeadings.contains(lower.hasSuffix(":") ? String(lower.dropLast()) : lower)
    }

    static func isSectionName(_ step: String, before next: String) -> Bool {
        guard step.count <= 60, !step.contains(where: \.isNumber) else { return false }
        let words = step.split(separator: " ")
        guard (1...6).contains(words.count), next.split(separator: " ").count >= 5 else { return false }
        if step.hasSuffix(":") { return true }
        guard let end = step.last, !".!?)".contains(end), step.first?.isUppercase == true else { return false }
        return words.allSatisfy { word in
            linkingWords.contains(word.lowercased()) || word.first?.isUppercase == true || word.first?.isLetter == false
        }
    }
}
