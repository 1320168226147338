import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore

/// Turns a `DecodingError` into a diagnostic a person can act on:
/// `recipes[2].servings: expected an integer, found a string`.
package enum JSONShapeError {
    package static func diagnostic(for error: DecodingError, in source: SourceFile, map: JSONSourceMap) -> Diagnostic {
        let (codingPath, message): ([any CodingKey], String)
        switch error {
        case .typeMismatch(let type, let context):
            codingPath = context.codingPath
            message = "expected \(describe(type)), found \(found(at: path(context.codingPath), source, map))"
        case .valueNotFound(let type, let context):
            codingPath = context.codingPath
            message = "expected \(describe(type)), found null"
        case .keyNotFound(let key, let context):
            codingPath = context.codingPath
            message = "missing required key '\(key.stringValue)'"
        case .dataCorrupted(let context):
            if context.codingPath.isEmpty, let located = numberNotFittingAnInteger(source, map) { return located }
            codingPath = context.codingPath
            message = readable(context.debugDescription)
        @unknown default:
            codingPath = []
            message = "the JSON does not have the expected shape"
        }
        let jsonPath = path(codingPath)
        return Diagnostic(
            .error, jsonPath.isEmpty ? message : "\(jsonPath): \(message)", path: source.path,
            range: map.range(of: jsonPath))
    }

    package static let integerFields: Set = ["servings", "order", "seconds", "calories", "protein", "carbs", "fats", "schemaVersion"]

    /// Foundation reports a fraction (or a huge exponent) where an Int is
    /// decoded as "not valid JSON", with no path; find such a number in an
    /// integer field of the models (meal slots' `servings` is a decimal).
    package static func numberNotFittingAnInteger(_ source: SourceFile, _ map: JSONSourceMap) -> Diagnostic? {
        let candidates = map.ranges.filter { path, offsets in
            guard let last = path.split(separator: ".").last, integerFields.contains(String(last)),
                !(path.hasPrefix("mealSlots[") && last == "servings"),
                offsets.lowerBound < source.bytes.count
            else { return false }
            let text = String(decoding: source.bytes[offsets], as: UTF8.self)
            guard let first = text.first, first == "-" || first.isNumber, Int(text) == nil,
                let value = Double(text)
            else { return false }
            return value.rounded() != value || abs(value) >= 9.2e18
        }
        guard let (path, offsets) = candidates.min(by: { $0.value.lowerBound < $1.value.lowerBound }) else { return nil }
        let text = String(decoding: source.bytes[offsets], as: UTF8.self)
        return Diagnostic(
            .error, "\(path): expected an integer, found the number \(text.prefix(24))", path: source.path,
            range: source.range(offsets))
    }

    /// `recipes[2].ingredients[0].name`.
    package static func path(_ codingPath: [any CodingKey]) -> String {
        var text = ""
        for key in codingPath {
            if let index = key.intValue {
                text += "[\(index)]"
            } else {
                text += text.isEmpty ? key.stringValue : "." + key.stringValue
            }
        }
        return text
    }

    package static func describe(_ type: Any.Type) -> String {
        let name = String(describing: type)
        switch name {
        case "Int", "Int64", "Int32", "UInt", "UInt64": return "an integer"
        case "Double", "Float": return "a number"
        case "String": return "a string"
        case "Bool": return "true or false"
        default:
            if name.hasPrefix("Array") { return "an array" }
            if name.hasPrefix("Dictionary") { return "an object" }
            return "a value"
        }
    }

    /// What the text has at `path`: "a string", "an object", "a number"...
    package static func found(at path: String, _ source: SourceFile, _ map: JSONSourceMap) -> String {
        guard let offsets = map.ranges[path], offsets.lowerBound < source.bytes.count else { return "something else" }
        switch source.bytes[offsets.lowerBound] {
        case UInt8(ascii: "\""): return "a string"
        case UInt8(ascii: "{"): return "an object"
        case UInt8(ascii: "["): return "an array"
        case UInt8(ascii: "t"), UInt8(ascii: "f"): return "true or false"
        case UInt8(ascii: "n"): return "null"
        default:
            let text = String(decoding: source.bytes[offsets], as: UTF8.self)
            return text.count <= 24 ? "the number \(text)" : "a number"
        }
    }

    /// Foundation's and the models' messages, in the diagnostics' style.
    package static func readable(_ description: String) -> String {
        // "Cannot initialize RecipeCategory from invalid String value Brunch"
        let marker = " from invalid String value "
        if description.hasPrefix("Cannot initialize "), let range = description.range(of: marker) {
            let type = String(description[description.index(description.startIndex, offsetBy: 18)..<range.lowerBound])
            let value = String(description[range.upperBound...])
            var message = "invalid value '\(value)'"
            if let allowed = allowedValues[type] {
                message += "; expected one of " + allowed.map { "\"\($0)\"" }.joined(separator: ", ")
            }
            return message
        }
        var text = description
        if let first = text.first, first.isUppercase, !(text.dropFirst().first?.isUppercase ?? false) {
            text = first.lowercased() + text.dropFirst()
        }
        while text.hasSuffix(".") { text.removeLast() }
        return text
    }

    /// The raw values of every model enum, by the type name Foundation's
    /// messages and the JSON schemas (`$defs`) use.
    package static let allowedValues: [String: [String]] = [
        "RecipeCategory": RecipeCategory.allCases.map(\.rawValue),
        "MealType": MealType.allCases.map(\.rawValue),
        "SourcePlatform": SourcePlatform.allCases.map(\.rawValue),
        "ImportStatus": ImportStatus.allCases.map(\.rawValue),
        "MeasurementSystem": MeasurementSystem.allCases.map(\.rawValue),
        "ColorPreference": ColorPreference.allCases.map(\.rawValue),
        "RuleLevel": RuleLevel.allCases.map(\.rawValue),
    ]
}
