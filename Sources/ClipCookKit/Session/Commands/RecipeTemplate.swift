/// The text of a new recipe file and the id a title derives.
public enum RecipeTemplate {
    /// The derived id of a title (LANGUAGE-CONTRACT "Derived ids").
    public static func derivedId(for title: String) -> String {
        DerivedID.recipe(title: title)
    }

    /// A recipe file that parses, with placeholders a cook replaces.
    public static func text(title: String) -> String {
        """
        recipe \(quotedIfNeeded(title))
          category dinner
          servings 2
          prep 10 min
          cook 20 min

        ingredients
          - 1 cup something

        steps
          1. Describe the first step.

        """
    }

    static func quotedIfNeeded(_ title: String) -> String {
        let risky = title.hasPrefix("\"") || title.hasPrefix("[") || title.contains(" --") || title.hasPrefix("--")
            || title != title.trimmingBlanks() || title.contains(where: { $0.isNewline || $0 == "\t" })
        guard risky else { return title }
        var out = "\""
        for ch in title.unicodeScalars {
            switch ch {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default: out.unicodeScalars.append(ch)
            }
        }
        return out + "\""
    }
}
