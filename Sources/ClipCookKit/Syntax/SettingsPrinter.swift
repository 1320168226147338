/// Canonical text of settings.
enum SettingsPrinter {
    static func print(_ s: Settings, into out: inout TextBuilder) {
        out.line("settings")
        // Values with a default are written only when stated, so that
        // JSON → text → JSON never gains a default the input did not have.
        if let units = s.statedUnits { out.line("  units " + units.rawValue) }
        if let on = s.statedDarkMode { out.line(on ? "  dark-mode" : "  dark-mode off") }
        if let on = s.statedIsPremium { out.line(on ? "  premium" : "  premium off") }
        if let schema = s.statedSchemaVersion { out.line("  schema \(schema)") }
        if let color = s.color { out.line("  color " + color.rawValue) }
        if let v = s.id { out.line("  id " + TextQuoting.lineValue(v)) }
        if let v = s.email { out.line("  email " + TextQuoting.lineValue(v)) }
        if let v = s.displayName { out.line("  name " + TextQuoting.lineValue(v)) }
        if let v = s.createdAt { out.line("  created " + v.text) }
        if let v = s.updatedAt { out.line("  updated " + v.text) }
        if let g = s.statedNutritionGoals {
            out.blank()
            out.line("goals")
            out.line("  " + Printer.macros([g.calories, g.protein, g.carbs, g.fats]))
        }
        if !s.lint.isEmpty {
            out.blank()
            out.line("lint")
            for rule in s.lint.keys.sorted() {
                out.line("  " + ruleName(rule) + " " + (s.lint[rule]?.rawValue ?? "off"))
            }
        }
        if !s.mealTimes.isEmpty {
            out.blank()
            out.line("meals")
            for meal in MealType.allCases {
                guard let time = s.mealTimes[meal] else { continue }
                out.line("  " + Keywords.spelling(meal) + " " + time.clock + " " + DurationText.format(seconds: time.duration * 60))
            }
        }
    }

    /// A rule id bare when it is one run of non-blank bytes that reads back.
    static func ruleName(_ rule: String) -> String {
        let bytes = Array(rule.utf8)
        let plain = !bytes.isEmpty && bytes.allSatisfy { !ByteClass.isBlank($0) && !ByteClass.isControl($0) }
            && bytes[0] != ByteClass.quote && !rule.hasPrefix("--") && !Keywords.settingsSections.contains(rule)
            && bytes[0] != ByteClass.bar
        return plain ? rule : TextQuoting.quoted(rule)
    }
}
