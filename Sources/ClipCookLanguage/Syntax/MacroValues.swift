import ClipCookCore

/// `calories N protein N carbs N fats N`, in any order, each once: the
/// values of a nutrition or goals section, or of a quick-add.
package struct MacroValues {
    package var values = Slots()

    package var isComplete: Bool { Keywords.macros.indices.allSatisfy { values[slot: $0] != nil } }
    package var missing: [String] { Keywords.macros.indices.filter { values[slot: $0] == nil }.map { Keywords.macros[$0] } }
    package func value(_ name: String) -> Int { values[name]?.value ?? 0 }

    /// The four values by name (`Keywords.macros`), in four fixed places:
    /// no dictionary is made for every nutrition line.
    package struct Slots: Sequence {
        package typealias Entry = (value: Int, range: Range<Int>)
        private var calories: Entry?
        private var protein: Entry?
        private var carbs: Entry?
        private var fats: Entry?

        /// The value of the macro called `name` (one of `Keywords.macros`).
        package subscript(name: String) -> Entry? {
            get { Keywords.macros.firstIndex(of: name).flatMap { self[slot: $0] } }
            set { if let k = Keywords.macros.firstIndex(of: name) { self[slot: k] = newValue } }
        }

        /// The value of `Keywords.macros[k]` (no name compared).
        package subscript(slot k: Int) -> Entry? {
            get {
                switch k {
                case 0: calories
                case 1: protein
                case 2: carbs
                case 3: fats
                default: nil
                }
            }
            set {
                switch k {
                case 0: calories = newValue
                case 1: protein = newValue
                case 2: carbs = newValue
                case 3: fats = newValue
                default: break
                }
            }
        }

        /// The values that were set, in the order of `Keywords.macros`.
        package func makeIterator() -> some IteratorProtocol<(key: String, value: Entry)> {
            zip(Keywords.macros, [calories, protein, carbs, fats]).lazy.compactMap { name, entry in entry.map { (key: name, value: $0) } }
                .makeIterator()
        }
    }
}

extension Lexer {
    /// Reads macro pairs until the end of the line, a comment or a `[`.
    package mutating func readMacros(into macros: inout MacroValues) throws(LineError) {
        while true {
            skipBlanks()
            if atLineEnd || peek() == ByteClass.openBracket { return }
            let wordRange = readWord()
            // Matched on the bytes; the name is then the keyword list's own String.
            guard let k = Lexer.macroWords.index(bytes, wordRange), Keywords.macros.indices.contains(k) else {
                let run = wordRange.isEmpty ? nonBlankRun() : wordRange
                throw LineError(
                    "unknown nutrient '\(Excerpt.of(text(run)))'", run,
                    notes: Suggestion.notes(for: text(run), in: Keywords.macros)
                        + ["expected \(Keywords.choices(Keywords.macros))"])
            }
            let word = Keywords.macros[k]
            if macros.values[slot: k] != nil { throw LineError("duplicate '\(word)'", wordRange) }
            skipBlanks()
            if atLineEnd { throw LineError("missing number after '\(word)'", wordRange) }
            let (value, range) = try readInteger(what: "a whole number after '\(word)'", terminated: false)
            let unitStart = position
            let unit = readWord()
            if unit.isEmpty {
                var look = self
                look.skipBlanks()
                let w = look.readWord()
                if look.isMacroUnit(w), look.atEnd || look.peek().map(ByteClass.isBlank) == true {
                    self = look
                }
            } else if !isMacroUnit(unit) || (!atEnd && !ByteClass.isBlank(bytes[position])) {
                throw LineError(
                    "unexpected '\(Excerpt.of(text(unitStart..<nonBlankRun().upperBound)))' after the number", unitStart..<nonBlankRun().upperBound)
            }
            macros.values[slot: k] = (value, range)
        }
    }

    /// The macros' names (`Keywords.macros`), matched on bytes.
    package static let macroWords = ByteKeywords(Keywords.macros)

    /// `g` or `kcal` after a macro's number.
    package func isMacroUnit(_ range: Range<Int>) -> Bool {
        range.count == 1 && bytes[range.lowerBound] == 0x67
            || range.count == 4 && bytes[range.lowerBound] == 0x6B && bytes[range.lowerBound + 1] == 0x63
                && bytes[range.lowerBound + 2] == 0x61 && bytes[range.lowerBound + 3] == 0x6C
    }
}
