import ClipCookCore

/// Canonical text of settings.
package enum SettingsPrinter {
    package static func print(_ s: Settings, into out: inout TextBuilder) {
        out.put("settings\n")
        // Values with a default are written only when stated, so that
        // JSON → text → JSON never gains a default the input did not have.
        if let units = s.statedUnits {
            out.put("  units ")
            out.line(units.rawValue)
        }
        if let on = s.statedDarkMode { out.put(on ? "  dark-mode\n" : "  dark-mode off\n") }
        if let on = s.statedIsPremium { out.put(on ? "  premium\n" : "  premium off\n") }
        if let schema = s.statedSchemaVersion {
            out.put("  schema ")
            out.appendDecimal(schema)
            out.endLine()
        }
        if let color = s.color {
            out.put("  color ")
            out.line(color.rawValue)
        }
        if let currency = s.currency { property("  currency ", currency, into: &out) }
        if let days = s.statedVarietyDays {
            out.put("  variety-days ")
            out.appendDecimal(days)
            out.endLine()
        }
        if let v = s.id { property("  id ", v, into: &out) }
        if let v = s.email { property("  email ", v, into: &out) }
        if let v = s.displayName { property("  name ", v, into: &out) }
        if let v = s.createdAt {
            out.put("  created ")
            out.line(v.text)
        }
        if let v = s.updatedAt {
            out.put("  updated ")
            out.line(v.text)
        }
        if let on = s.statedPantryFromShopping { out.put(on ? "  pantry-from-shopping\n" : "  pantry-from-shopping off\n") }
        if let g = s.statedNutritionGoals {
            out.blank()
            out.put("goals\n  ")
            Printer.macros([g.calories, g.protein, g.carbs, g.fats], into: &out)
            out.endLine()
        }
        if !s.lint.isEmpty {
            out.blank()
            out.put("lint\n")
            for rule in s.lint.keys.sorted() {
                out.put("  ")
                out.append(ruleName(rule))
                out.put(" ")
                out.line(s.lint[rule]?.rawValue ?? "off")
            }
        }
        if !s.mealTimes.isEmpty {
            out.blank()
            out.put("meals\n")
            for meal in MealType.allCases {
                guard let time = s.mealTimes[meal] else { continue }
                out.put("  ")
                out.append(Keywords.spelling(meal))
                out.put(" ")
                out.append(time.clock)
                out.put(" ")
                out.line(DurationText.format(seconds: time.duration * 60))
            }
        }
        if !s.slotCategories.isEmpty {
            out.blank()
            out.put("slots\n")
            for meal in MealType.allCases {
                guard let categories = s.slotCategories[meal] else { continue }
                out.put("  ")
                out.append(Keywords.spelling(meal))
                out.put(":")
                for category in categories {
                    out.put(" ")
                    out.append(Keywords.spelling(category))
                }
                out.endLine()
            }
        }
    }

    private static func property(_ keyword: StaticString, _ value: String, into out: inout TextBuilder) {
        out.put(keyword)
        out.appendLineValue(value)
        out.endLine()
    }

    /// A rule id bare when it is one run of non-blank bytes that reads back.
    package static func ruleName(_ rule: String) -> String {
        var plain = !rule.isEmpty
        for b in rule.utf8 where ByteClass.isBlank(b) || ByteClass.isControl(b) {
            plain = false
            break
        }
        plain =
            plain && rule.utf8.first != ByteClass.quote && rule.utf8.first != ByteClass.bar && !rule.hasPrefix("--")
            && !Keywords.settingsSections.contains(rule)
        return plain ? rule : TextQuoting.quoted(rule)
    }
}
