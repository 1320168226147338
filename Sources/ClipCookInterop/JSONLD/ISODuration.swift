import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore

/// ISO-8601 durations as recipe pages write them: `PT1H30M`, `PT20M`,
/// `P0DT1H`, `PT90S`, `PT1.5H`, `P1DT2H`; weeks (`P1W`) too. Blanks inside
/// are passed over, as pages write them (`PT32 M`, `PT1H 30M`). Years and
/// months are refused (their length is not fixed), as is anything else.
package enum ISODuration {
    /// Whole seconds (fractions rounded), or nil when `text` is not a duration.
    package static func seconds(_ text: String) -> Int? {
        let bytes = Array(text.utf8)
        guard bytes.count >= 3, bytes.count <= 64, bytes[0] == UInt8(ascii: "P") || bytes[0] == UInt8(ascii: "p") else { return nil }
        var total = 0.0
        var inTime = false
        var number = ""
        var parts = 0
        for b in bytes.dropFirst() {
            let c = Character(Unicode.Scalar(b))
            switch c {
            case " ", "\t":
                continue
            case "T", "t":
                guard !inTime, number.isEmpty else { return nil }
                inTime = true
            case "0"..."9", ".", ",":
                number.append(c == "," ? "." : c)
            default:
                guard let value = Double(number), value.isFinite, value >= 0 else { return nil }
                let unit: Double
                switch (c, inTime) {
                case ("W", false), ("w", false): unit = 604_800
                case ("D", false), ("d", false): unit = 86_400
                case ("H", true), ("h", true): unit = 3_600
                case ("M", true), ("m", true): unit = 60
                case ("S", true), ("s", true): unit = 1
                default: return nil
                }
                total += value * unit
                number = ""
                parts += 1
            }
        }
        guard number.isEmpty, parts > 0, total.isFinite, total < 1e12 else { return nil }
        return Int(total.rounded())
    }

    /// `PT1H30M`, `PT45S`, `PT0S`: the shortest form of whole seconds (>= 0).
    package static func text(seconds: Int) -> String {
        guard seconds > 0 else { return "PT0S" }
        var out = "P"
        let days = seconds / 86_400
        if days > 0 { out += "\(days)D" }
        let rest = seconds % 86_400
        guard rest > 0 else { return out }
        out += "T"
        if rest / 3600 > 0 { out += "\(rest / 3600)H" }
        if rest % 3600 / 60 > 0 { out += "\(rest % 3600 / 60)M" }
        if rest % 60 > 0 { out += "\(rest % 60)S" }
        return out
    }
}
