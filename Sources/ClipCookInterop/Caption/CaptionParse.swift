import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore

/// One pass over a caption's lines (`CaptionReader`): each line is taken
/// for what it is (a header, a macros line, a facts line, a promotion, the
/// title, an ingredient, a step or description) and the counts of people
/// it states are kept, the surest first.
package struct CaptionParse {
    package var section = CaptionSection.intro
    package var sawIngredientHeader = false
    package var sawStepHeader = false
    package var title: String?
    /// The title's whole line, for the category.
    package var titleLine = ""
    package var ingredientLines: [String] = []
    package var stepLines: [String] = []
    package var looseIngredients: [String] = []
    package var looseSteps: [String] = []
    /// Bulleted lines before any header, read once the run ends.
    package var bulletRun: [String] = []
    package var servings: (Int, CaptionStatements.Strength)?
    package var prep: String?
    package var cook: String?
    package var nutrition: Nutrition?
    package var hashtags: [String] = []
    /// The ingredients came as a list on one line ("Ingredients: a, b, c").
    package var listedInline = false
    package var lastIngredientHadBullet = false
    /// Whether the steps so far were numbered or bulleted lines: a plain line
    /// after them that gives no instruction is a comment ("Keeps 4 days").
    package var stepsListed = false
    /// Whether `bulletRun` holds plain lines: a list written without bullets.
    package var plainRun = false

    /// Words of a header written inside a line ("... (serves 2) ingredients: 2 cups rice, ...").
    package static let inlineHeaders = ["ingredients:", "ingredientes:", "ingrédients :", "ingrédients:", "ingredienti:", "zutaten:"]

    /// A line with a header in the middle, as two lines.
    package static func lines(of raw: Substring) -> [String] {
        let text = String(raw)
        let lower = text.lowercased()
        guard lower.count == text.count, lower.count <= 4_000 else { return [text] }
        for header in inlineHeaders {
            guard let range = lower.range(of: header), range.lowerBound > lower.startIndex else { continue }
            let before = lower[lower.index(before: range.lowerBound)]
            guard before == " " || before == ")" || CaptionText.isEmoji(before) else { continue }
            let offset = lower.distance(from: lower.startIndex, to: range.lowerBound)
            let split = text.index(text.startIndex, offsetBy: offset)
            return [String(text[..<split]), String(text[split...])]
        }
        return [text]
    }

    package mutating func record(_ statement: (Int, CaptionStatements.Strength)?) {
        guard let statement else { return }
        if servings == nil || statement.1 > (servings?.1 ?? .pieces) { servings = statement }
    }

    package mutating func take(_ raw: String) {
        let line = CaptionLine(raw)
        hashtags += line.hashtags
        guard !line.text.isEmpty else {
            flushRun()
            return
        }
        let statement = CaptionStatements.servings(in: line.text)
        let macros = CaptionStatements.macros(in: line.text)
        if macros.found >= 2, line.number == nil {
            if nutrition == nil { nutrition = macros.nutrition }
            record(statement)
            flushRun()
            return
        }
        let (header, inlineRest) = CaptionReader.header(line)
        if let header {
            flushRun()
            section = header
            record(statement)
            if header == .ingredients { sawIngredientHeader = true } else { sawStepHeader = true }
            if let inlineRest {
                if header == .ingredients {
                    ingredientLines += CaptionText.inlineList(inlineRest)
                    listedInline = true
                } else {
                    stepLines += CaptionText.sentences(inlineRest)
                }
            }
            return
        }
        let facts = CaptionFacts(line.text, strict: section != .intro)
        if facts.matched {
            record(statement ?? facts.servings.map { ($0, .people) })
            prep = prep ?? facts.prep
            cook = cook ?? facts.cook
            flushRun()
            return
        }
        let isPlain = line.number == nil && !line.hadBullet
        if statement != nil, title != nil, isPlain, line.text.split(separator: " ").count <= 8,
            CaptionStatements.startsWithServings(line.text) || !CaptionText.startsWithInstruction(line.text)
        {
            // "Makes 12 cookies", "Dosi per 4 persone.": a line of its own ("Serve in 4 bowls." stays a step).
            record(statement)
            flushRun()
            return
        }
        if title != nil, line.number == nil, CaptionText.isPromo(line.text) {
            flushRun()
            return
        }
        if title == nil, line.number == nil {
            let cleaned = CaptionText.title(line.text)
            title = cleaned.isEmpty ? line.text : cleaned
            titleLine = line.text
            record(statement)
            return
        }
        switch section {
        case .intro: takeIntro(line, statement: statement)
        case .ingredients: takeIngredient(line)
        case .steps:
            if isPlain, stepsListed, !CaptionText.startsWithInstruction(line.text) {
                flushRun()  // Keeps 4 days in the fridge: a comment after the listed steps
            } else if isPlain {
                stepLines += CaptionText.sentences(line.text)
            } else {
                stepLines.append(line.text)
                stepsListed = true
            }
        }
    }

    /// A line before any header.
    private mutating func takeIntro(_ line: CaptionLine, statement: (Int, CaptionStatements.Strength)?) {
        if line.number != nil {
            flushRun()
            if CaptionText.startsWithAmount(line.text) { looseIngredients.append(line.text) } else { looseSteps.append(line.text) }
        } else if line.hadBullet {
            bulletRun.append(line.text)
        } else if isPlainListLine(line.text) {
            // 80g oats / 200ml milk / ...: a list written without bullets
            plainRun = true
            bulletRun.append(line.text)
        } else {
            flushRun()
            if CaptionText.isInlineIngredientList(line.text) {
                looseIngredients += CaptionText.inlineList(line.text)
            } else if !looseIngredients.isEmpty || CaptionText.startsWithInstruction(line.text) {
                // The method as one paragraph: one step a sentence.
                looseSteps += CaptionText.sentences(line.text)
            } else {
                record(statement)
            }
        }
    }

    /// A line after an ingredients header: an ingredient, unless the method
    /// starts without its own header (numbered instructions, or a paragraph
    /// of sentences after the list).
    private mutating func takeIngredient(_ line: CaptionLine) {
        let text = line.text
        let hasAmount = CaptionText.startsWithAmount(text) || !IngredientText.split(text).amount.isEmpty
        let listed = !ingredientLines.isEmpty
        if line.number != nil || line.hadBullet {
            if listed, !hasAmount, line.number != nil || CaptionText.startsWithInstruction(text) {
                section = .steps
                sawStepHeader = true
                stepLines.append(text)
                return
            }
            if line.hadBullet, CaptionText.isInlineIngredientList(text) {
                ingredientLines += CaptionText.inlineList(text)
            } else {
                ingredientLines.append(text)
            }
            lastIngredientHadBullet = true
            return
        }
        let sentences = CaptionText.sentences(text)
        if listed, listedInline || lastIngredientHadBullet, sentences.count >= 2 || CaptionText.startsWithInstruction(text) {
            section = .steps
            sawStepHeader = true
            stepLines += sentences
            return
        }
        if CaptionText.isInlineIngredientList(text) {
            ingredientLines += CaptionText.inlineList(text)
        } else {
            ingredientLines.append(text)
        }
    }

    /// A plain line before any header that belongs to a list written
    /// without bullets: one that starts with an amount, or a short line
    /// that is no sentence after such lines (`Crushed biscuit to top`).
    private func isPlainListLine(_ text: String) -> Bool {
        guard looseSteps.isEmpty, bulletRun.isEmpty || plainRun, text.split(separator: " ").count <= 8, !text.hasSuffix("."),
            !CaptionText.startsWithInstruction(text)
        else { return false }
        return CaptionText.startsWithAmount(text) || !bulletRun.isEmpty
    }

    /// A run of bulleted lines before any header: ingredients when at least
    /// half of them start with an amount; steps after the ingredients.
    package mutating func flushRun() {
        guard !bulletRun.isEmpty else { return }
        defer {
            bulletRun = []
            plainRun = false
        }
        let amounts = bulletRun.filter { CaptionText.startsWithAmount($0) || !IngredientText.split($0).amount.isEmpty }.count
        if amounts > 0, amounts * 2 >= bulletRun.count {
            for text in bulletRun {
                if CaptionText.isInlineIngredientList(text) {
                    looseIngredients += CaptionText.inlineList(text)
                } else {
                    looseIngredients.append(text)
                }
            }
        } else if !looseIngredients.isEmpty {
            looseSteps += bulletRun
        }
    }
}
