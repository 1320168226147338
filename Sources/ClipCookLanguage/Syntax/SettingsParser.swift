import ClipCookCore

/// The lines of settings: properties, then the `goals` and `lint` sections.
package final class SettingsParser: BodyParser {
    package enum Section { case none, goals, lint, meals, slots }

    package var settings = Settings()
    package let keyword: Range<Int>
    package var properties = PropertyLog()
    package var sections = PropertyLog()
    package var section = Section.none
    package var goals = MacroValues()
    package var goalsHeader: Range<Int>?
    package var rules = PropertyLog()
    package var meals = PropertyLog()
    package var slots = PropertyLog()
    package var goalsFailed = false

    package init(keyword: Range<Int>) {
        self.keyword = keyword
    }

    package func parse(_ lexer: inout Lexer, _ session: ParseSession) throws(LineError) -> LineOutcome {
        let start = lexer.position
        var look = lexer
        let wordRange = look.readWord()
        let word = look.text(wordRange)
        let alone = look.atLineEnd
        if Keywords.settingsSections.contains(word), alone || section != .lint {
            lexer = look
            return try sectionLine(word, wordRange, &lexer, session)
        }
        if section == .lint { return try rule(&lexer, session) }
        if section == .meals { return try mealTime(&lexer, session) }
        if section == .slots { return try slotCategories(&lexer, session) }
        if let b = look.peek(), !ByteClass.isBlank(b) || wordRange.isEmpty {
            let run = start..<lexer.nonBlankRun().upperBound
            throw LineError("unexpected '\(Excerpt.of(lexer.text(run)))'", run)
        }
        lexer = look
        if section == .goals, Keywords.macros.contains(word) {
            lexer.position = start
            do throws(LineError) {
                try lexer.readMacros(into: &goals)
                return LineOutcome(.macros, comment: try lexer.finish())
            } catch {
                goalsFailed = true
                throw error
            }
        }
        guard Keywords.settingsProperties.contains(word) else {
            throw LineError.unknownKeyword(
                word, wordRange, candidates: Keywords.settingsProperties + Keywords.settingsSections,
                property: section == .none && !lexer.atLineEnd)
        }
        guard section == .none else { throw LineError("property '\(word)' must come before the sections", wordRange) }
        try properties.claim(word, line: session.source.location(of: start).line, range: wordRange, what: "property")
        return LineOutcome(.property(word), comment: try property(word, wordRange, &lexer, session))
    }

    private func property(_ word: String, _ wordRange: Range<Int>, _ lexer: inout Lexer, _ session: ParseSession) throws(LineError) -> Range<Int>? {
        func text(_ path: SourceField) throws(LineError) -> (String, Range<Int>?) {
            let read = try lexer.readTextValue("value of '\(word)'")
            session.record(path, read.range)
            return (read.value, read.comment)
        }
        var comment: Range<Int>?
        switch word {
        case "units":
            let read = try lexer.readEnumValue(MeasurementSystem.self, "units")
            settings.units = read.value
            session.record(.units, read.range)
            comment = read.comment
        case "color":
            let read = try lexer.readEnumValue(ColorPreference.self, "color")
            settings.color = read.value
            session.record(.color, read.range)
            comment = read.comment
        case "dark-mode", "premium", "pantry-from-shopping":
            // `premium` alone is on; `premium off` states the default explicitly.
            var value = true
            var range = wordRange
            lexer.skipBlanks()
            if !lexer.atLineEnd {
                let valueRange = lexer.readWord()
                switch lexer.text(valueRange).lowercased() {
                case "on": value = true
                case "off": value = false
                default:
                    let shown = valueRange.isEmpty ? lexer.nonBlankRun() : valueRange
                    throw LineError("expected 'on' or 'off' after '\(word)'", shown)
                }
                range = valueRange
            }
            comment = try lexer.finish(after: "'\(word)'")
            if word == "pantry-from-shopping" {
                settings.pantryFromShopping = value
                session.record(named: "pantryFromShopping", range)
                break
            }
            if word == "premium" { settings.isPremium = value } else { settings.darkMode = value }
            session.record(word == "premium" ? .isPremium : .darkMode, range)
        case "schema":
            let read = try lexer.readIntegerValue("schema version")
            settings.schemaVersion = read.value
            session.record(.schemaVersion, read.range)
            comment = read.comment
        case "currency":
            let read = try lexer.readTextValue("currency")
            guard Settings.isValidCurrency(read.value) else { throw LineError(Settings.currencyRule, read.range) }
            settings.currency = read.value
            session.record(.currency, read.range)
            comment = read.comment
        case "variety-days":
            let read = try lexer.readIntegerValue("number of days")
            guard Settings.varietyDaysRange.contains(read.value) else { throw LineError(Settings.varietyDaysRule, read.range) }
            settings.varietyDays = read.value
            session.record(.varietyDays, read.range)
            comment = read.comment
        case "id": (settings.id, comment) = try text(.id)
        case "email": (settings.email, comment) = try text(.email)
        case "name": (settings.displayName, comment) = try text(.displayName)
        default:
            let read = try lexer.readTimestampValue("timestamp")
            if word == "created" { settings.createdAt = read.value } else { settings.updatedAt = read.value }
            session.record(word == "created" ? .createdAt : .updatedAt, read.range)
            comment = read.comment
        }
        return comment
    }

    private func sectionLine(_ word: String, _ wordRange: Range<Int>, _ lexer: inout Lexer, _ session: ParseSession) throws(LineError) -> LineOutcome
    {
        try sections.claim(word, line: session.source.location(of: wordRange.lowerBound).line, range: wordRange, what: "section")
        let comment = try lexer.finish(after: "'\(word)'")
        if word == "goals" {
            section = .goals
            goalsHeader = wordRange
            session.record(.nutritionGoals, wordRange)
        } else if word == "meals" {
            section = .meals
            session.record(.mealTimes, wordRange)
        } else if word == "slots" {
            section = .slots
            session.record(.slotCategories, wordRange)
        } else {
            section = .lint
            session.record(.lint, wordRange)
        }
        return LineOutcome(.section(word), comment: comment)
    }

    /// `RULE LEVEL` in the lint section (RULE bare up to a blank, or quoted).
    private func rule(_ lexer: inout Lexer, _ session: ParseSession) throws(LineError) -> LineOutcome {
        let (name, range) = try Self.ruleName(&lexer)
        try rules.claim(name, line: session.source.location(of: range.lowerBound).line, range: range, what: "lint rule")
        let read = try lexer.readEnumValue(RuleLevel.self, "rule level")
        settings.lint[name] = read.value
        session.record(named: "lint.\(name)", read.range)
        return LineOutcome(.lintRule, comment: read.comment)
    }

    /// `MEAL HH:MM [DURATION]` in the meals section: the meal as a plan
    /// names it (`morning snack`), a 24-hour time, and a length (default:
    /// that meal's usual length, `MealTime.defaultDuration`).
    private func mealTime(_ lexer: inout Lexer, _ session: ParseSession) throws(LineError) -> LineOutcome {
        let start = lexer.position
        var words: [String] = []
        var nameEnd = start
        while !lexer.atLineEnd, let b = lexer.peek(), !ByteClass.isDigit(b), words.count < 3 {
            let range = lexer.readWord()
            guard !range.isEmpty else { break }
            words.append(lexer.text(range))
            nameEnd = range.upperBound
            lexer.skipBlanks()
        }
        let nameRange = start..<max(nameEnd, start + 1)
        guard let meal = MealType.lenient(words.joined(separator: " ")) else {
            throw LineError(
                "expected a meal (\(Keywords.mealNames.joined(separator: ", "))) and a time such as 07:30",
                start..<max(nameEnd, lexer.nonBlankRun().upperBound))
        }
        try meals.claim(Keywords.spelling(meal), line: session.source.location(of: start).line, range: nameRange, what: "meal")
        let clockRange = lexer.nonBlankRun()
        guard let minutes = MealTime.minutes(clock: lexer.text(clockRange)) else {
            throw LineError(
                "expected a time of day such as 07:30 after '\(Keywords.spelling(meal))'",
                clockRange.isEmpty ? lexer.position..<lexer.position + 1 : clockRange)
        }
        lexer.position = clockRange.upperBound
        lexer.skipBlanks()
        var duration = MealTime.defaultDuration(of: meal)
        if !lexer.atLineEnd, let b = lexer.peek(), ByteClass.isDigit(b) {
            let durationStart = lexer.position
            var end = durationStart
            let bytes = Array(lexer.text(durationStart..<lexer.end).utf8)
            guard case .duration(let seconds, _, let stop) = DurationText.read(bytes, from: 0, end: bytes.count) else {
                throw LineError("expected a length such as 30 min", durationStart..<lexer.nonBlankRun().upperBound)
            }
            end = durationStart + stop
            guard seconds >= 60, seconds <= 86_400, seconds % 60 == 0 else {
                throw LineError("a meal lasts whole minutes, from 1 min to 24 h", durationStart..<end)
            }
            duration = seconds / 60
            lexer.position = end
        }
        settings.mealTimes[meal] = MealTime(start: minutes, duration: duration)
        session.record(named: "mealTimes.\(meal.rawValue)", start..<lexer.position)
        return LineOutcome(.mealTime, comment: try lexer.finish(after: "the meal time"))
    }

    /// The RULE of a lint line: a quoted string, or the run of non-blank bytes.
    package static func ruleName(_ lexer: inout Lexer) throws(LineError) -> (value: String, range: Range<Int>) {
        if lexer.peek() == ByteClass.quote { return try lexer.readQuoted() }
        let range = lexer.nonBlankRun()
        lexer.position = range.upperBound
        return (lexer.text(range), range)
    }

    package func finish(_ session: ParseSession) -> Document {
        if let header = goalsHeader {
            let missing = goals.missing
            if !missing.isEmpty, !goalsFailed {
                session.error(
                    "missing \(Keywords.choices(missing)) in goals", header,
                    notes: ["write 'calories N protein N carbs N fats N'"])
            }
            for name in Keywords.macros {
                if let entry = goals.values[name] { session.record(SourcePath(.nutritionGoals), macro: name, entry.range) }
            }
            if missing.isEmpty {
                settings.nutritionGoals = NutritionGoals(
                    calories: goals.value("calories"), protein: goals.value("protein"),
                    carbs: goals.value("carbs"), fats: goals.value("fats"))
            }
        }
        return .settings(settings)
    }
}
