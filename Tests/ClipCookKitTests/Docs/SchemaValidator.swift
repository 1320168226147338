import Foundation
@testable import ClipCookCore
@testable import ClipCookLanguage
@testable import ClipCookDomain
@testable import ClipCookStore
@testable import ClipCookInterop
@testable import ClipCookKit

/// A small JSON Schema (draft 2020-12) validator for the keywords the
/// project's schemas use, so the tests can check real JSON against them
/// without a dependency. `keywords` lists what it understands; a schema that
/// uses anything else fails the schema test rather than being half-checked.
struct SchemaValidator {
    static let keywords: Set<String> = [
        "$schema", "$defs", "$ref", "title", "description", "type", "enum", "anyOf", "properties",
        "required", "additionalProperties", "items", "minimum", "maximum", "exclusiveMinimum",
        "minLength", "pattern",
    ]

    let root: JSONValue

    /// Problems found in `value`, each with a JSON path; empty when it conforms.
    func problems(_ value: JSONValue) -> [String] {
        var found: [String] = []
        check(value, root, "$", &found)
        return found
    }

    /// The schema a local `$ref` ("#/$defs/Name") points at.
    func resolve(_ reference: String) -> JSONValue? {
        guard reference.hasPrefix("#/") else { return nil }
        var node: JSONValue? = root
        for part in reference.dropFirst(2).split(separator: "/") {
            guard case .object(let object)? = node else { return nil }
            node = object[String(part)]
        }
        return node
    }

    private func check(_ value: JSONValue, _ schema: JSONValue, _ path: String, _ found: inout [String]) {
        guard case .object(let s) = schema else { return }
        if case .string(let reference)? = s["$ref"] {
            guard let target = resolve(reference) else {
                found.append("\(path): unresolved $ref \(reference)")
                return
            }
            check(value, target, path, &found)
        }
        if case .array(let options)? = s["anyOf"] {
            let matches = options.contains { option in
                var inner: [String] = []
                check(value, option, path, &inner)
                return inner.isEmpty
            }
            if !matches { found.append("\(path): matches none of anyOf") }
        }
        if let type = s["type"] {
            let allowed: [String]
            switch type {
            case .string(let one): allowed = [one]
            case .array(let many): allowed = many.compactMap { if case .string(let t) = $0 { t } else { nil } }
            default: allowed = []
            }
            if !allowed.contains(where: { SchemaValidator.value(value, hasType: $0) }) {
                found.append("\(path): not of type \(allowed)")
                return
            }
        }
        if case .array(let options)? = s["enum"], !options.contains(value) {
            found.append("\(path): \(value) is not one of the enum values")
        }
        checkNumber(value, s, path, &found)
        checkString(value, s, path, &found)
        if case .array(let items) = value, let itemSchema = s["items"] {
            for (index, item) in items.enumerated() { check(item, itemSchema, "\(path)[\(index)]", &found) }
        }
        if case .object(let object) = value { checkObject(object, s, path, &found) }
    }

    private func checkObject(_ object: [String: JSONValue], _ s: [String: JSONValue], _ path: String, _ found: inout [String]) {
        var properties: [String: JSONValue] = [:]
        if case .object(let p)? = s["properties"] { properties = p }
        if case .array(let required)? = s["required"] {
            for case .string(let key) in required where object[key] == nil {
                found.append("\(path): missing required \(key)")
            }
        }
        for key in object.keys.sorted() {
            guard let member = object[key] else { continue }
            if let schema = properties[key] {
                check(member, schema, "\(path).\(key)", &found)
            } else if let extra = s["additionalProperties"] {
                if extra == .bool(false) {
                    found.append("\(path): unexpected key \(key)")
                } else {
                    check(member, extra, "\(path).\(key)", &found)
                }
            }
        }
    }

    private func checkNumber(_ value: JSONValue, _ s: [String: JSONValue], _ path: String, _ found: inout [String]) {
        guard let number = SchemaValidator.number(value) else { return }
        if let minimum = s["minimum"].flatMap(SchemaValidator.number), number < minimum {
            found.append("\(path): \(number) is below the minimum \(minimum)")
        }
        if let maximum = s["maximum"].flatMap(SchemaValidator.number), number > maximum {
            found.append("\(path): \(number) is above the maximum \(maximum)")
        }
        if let bound = s["exclusiveMinimum"].flatMap(SchemaValidator.number), number <= bound {
            found.append("\(path): \(number) is not above \(bound)")
        }
    }

    private func checkString(_ value: JSONValue, _ s: [String: JSONValue], _ path: String, _ found: inout [String]) {
        guard case .string(let text) = value else { return }
        if let minimum = s["minLength"].flatMap(SchemaValidator.number), Double(text.unicodeScalars.count) < minimum {
            found.append("\(path): shorter than \(minimum)")
        }
        if case .string(let pattern)? = s["pattern"] {
            let matches =
                (try? NSRegularExpression(pattern: pattern))
                .map { $0.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil } ?? false
            if !matches { found.append("\(path): \"\(text)\" does not match \(pattern)") }
        }
    }

    static func number(_ value: JSONValue) -> Double? {
        switch value {
        case .int(let n): Double(n)
        case .double(let d): d
        default: nil
        }
    }

    static func value(_ value: JSONValue, hasType type: String) -> Bool {
        switch (type, value) {
        case ("null", .null), ("boolean", .bool), ("string", .string), ("array", .array), ("object", .object),
            ("integer", .int), ("number", .int), ("number", .double):
            return true
        case ("integer", .double(let d)):
            return d.rounded() == d
        default:
            return false
        }
    }
}
