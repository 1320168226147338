import Foundation
import Testing
@testable import ClipCookCore
@testable import ClipCookLanguage
@testable import ClipCookDomain
@testable import ClipCookStore
@testable import ClipCookInterop
@testable import ClipCookKit

/// The Cooklang specification's 60 canonical tests (Fixtures/cooklang/
/// canonical.json, the same content as the suite's canonical.yaml; see
/// SOURCE.md there), compared as the suite says: adjacent text items
/// joined; defaults "some" (ingredient), 1 (cookware) and "" (timer).
@Suite struct CooklangCanonicalTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/cooklang")

    static func cases() throws -> [(name: String, source: String, result: [String: Any])] {
        let data = try Data(contentsOf: folder.appendingPathComponent("canonical.json"))
        guard let root = try JSONSerialization.jsonObject(with: data) as? [String: Any],
            let tests = root["tests"] as? [String: [String: Any]]
        else { return [] }
        return tests.keys.sorted().compactMap { name in
            guard let test = tests[name], let source = test["source"] as? String,
                let result = test["result"] as? [String: Any]
            else { return nil }
            return (name, source, result)
        }
    }

    /// One item in the suite's words, for comparing.
    static func describe(_ item: CooklangItem) -> String {
        func quantity(_ amount: CooklangAmount?, default fallback: String) -> String {
            guard let amount, !amount.quantityText.isEmpty else { return fallback }
            if let number = amount.number, amount.range?.high == nil { return number.formatted(.number) }
            return amount.quantityText
        }
        switch item {
        case .text(let text): return "text(\(text))"
        case .ingredient(let i):
            return "ingredient(\(i.name), \(quantity(i.amount, default: "some")), \(i.amount?.units ?? ""))"
        case .cookware(let c): return "cookware(\(c.name), \(quantity(c.amount, default: "1")))"
        case .timer(let t): return "timer(\(t.name), \(quantity(t.amount, default: "")), \(t.amount?.units ?? ""))"
        }
    }

    static func describeExpected(_ item: [String: Any]) -> String {
        func value(_ any: Any?) -> String {
            switch any {
            case let n as NSNumber: n.doubleValue.formatted(.number)
            case let s as String: s
            default: ""
            }
        }
        let name = value(item["name"])
        switch value(item["type"]) {
        case "text": return "text(\(value(item["value"])))"
        case "ingredient": return "ingredient(\(name), \(value(item["quantity"])), \(value(item["units"])))"
        case "cookware": return "cookware(\(name), \(value(item["quantity"])))"
        default: return "timer(\(name), \(value(item["quantity"])), \(value(item["units"])))"
        }
    }

    /// Joins adjacent text items, as the suite compares them.
    static func joined(_ items: [String]) -> [String] {
        var out: [String] = []
        for item in items {
            if item.hasPrefix("text("), let last = out.last, last.hasPrefix("text(") {
                out[out.count - 1] = String(last.dropLast()) + item.dropFirst(5)
            } else {
                out.append(item)
            }
        }
        return out
    }

    static func passes(_ source: String, _ result: [String: Any]) -> Bool {
        let parsed = CooklangParser.parse(source).recipe
        let steps = parsed.steps.map { joined($0.items.map(describe)) }
        let expectedSteps = ((result["steps"] as? [[[String: Any]]]) ?? []).map { joined($0.map(describeExpected)) }
        var metadata: [String: String] = [:]
        for entry in parsed.metadata { metadata[entry.key] = entry.value.text }
        var expectedMetadata: [String: String] = [:]
        for (key, value) in (result["metadata"] as? [String: Any]) ?? [:] {
            expectedMetadata[key] = (value as? String) ?? (value as? NSNumber)?.stringValue ?? ""
        }
        return steps == expectedSteps && metadata == expectedMetadata
    }

    /// Cases the suite itself gets wrong (SOURCE.md) and this parser does not pass.
    static let expectedFailures: Set<String> = []

    @Test func theCanonicalSuite() throws {
        let cases = try Self.cases()
        #expect(cases.count == 60)
        let failing = Set(cases.filter { !Self.passes($0.source, $0.result) }.map(\.name))
        print(
            "cooklang canonical tests: \(cases.count - failing.count) of \(cases.count) pass"
                + (failing.isEmpty ? "" : "; failing: \(failing.sorted().joined(separator: ", "))"))
        #expect(failing == Self.expectedFailures)
    }

    @Test func theComparisonTellsCasesApart() throws {
        let cases = try Self.cases()
        // Every case's source checked against the next case's expected result.
        var mismatches = 0
        for (index, test) in cases.enumerated() {
            let other = cases[(index + 1) % cases.count]
            if !Self.passes(test.source, other.result) { mismatches += 1 }
        }
        #expect(mismatches >= 55)
        // Quantities, units and names are compared, not only item kinds.
        #expect(
            Self.describe(.ingredient(CooklangIngredient(name: "milk", amount: CooklangAmount(quantityText: "1/2", units: "cup"))))
                == "ingredient(milk, 0.5, cup)")
        #expect(
            Self.describeExpected(["type": "ingredient", "name": "milk", "quantity": 0.5, "units": "cup"])
                == "ingredient(milk, 0.5, cup)")
    }

    @Test(arguments: ["testComments", "testMetadataBreak", "testTimerWithUnicodeWhitespace"])
    func oneCase(_ name: String) throws {
        let test = try #require(try Self.cases().first { $0.name == name })
        let parsed = CooklangParser.parse(test.source).recipe
        let steps = parsed.steps.map { Self.joined($0.items.map(Self.describe)) }
        let expected = ((test.result["steps"] as? [[[String: Any]]]) ?? []).map { Self.joined($0.map(Self.describeExpected)) }
        #expect(steps == expected)
    }
}
