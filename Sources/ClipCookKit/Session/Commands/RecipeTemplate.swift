/// The text of a new recipe file and the id a title derives.
public enum RecipeTemplate {
    /// The derived id of a title (LANGUAGE-CONTRACT "Derived ids"): lowercase
    /// ASCII letters and digits with diacritics folded, every other run a
    /// `-`; `r-` and the FNV-1a hash when nothing is left.
    public static func derivedId(for title: String) -> String {
        var out = ""
        var pendingDash = false
        for scalar in TextFolding.fold(title).unicodeScalars {
            if scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
                if pendingDash, !out.isEmpty { out.append("-") }
                pendingDash = false
                out.unicodeScalars.append(scalar)
            } else {
                pendingDash = true
            }
        }
        if !out.isEmpty { return out }
        var hash: UInt32 = 0x811C_9DC5
        for byte in title.utf8 {
            hash ^= UInt32(byte)
            hash = hash &* 0x0100_0193
        }
        let hex = String(hash, radix: 16)
        return "r-" + String(repeating: "0", count: 8 - hex.count) + hex
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
