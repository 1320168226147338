import Testing
@testable import ClipCookCore
@testable import ClipCookLanguage
@testable import ClipCookDomain
@testable import ClipCookStore
@testable import ClipCookInterop
@testable import ClipCookKit

/// One invalid document and the first diagnostic it must produce.
struct BadInput: CustomTestStringConvertible, Sendable {
    var name: String
    /// The text; `⟨XX⟩` stands for the raw byte 0xXX (to write invalid UTF-8 and control bytes).
    var text: String
    var position: String
    var message: String
    var note: String? = nil

    var testDescription: String { name }

    var bytes: [UInt8] {
        var out: [UInt8] = []
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "⟨") {
            out += Array(rest[..<open].utf8)
            let hexStart = rest.index(after: open)
            guard let close = rest[hexStart...].firstIndex(of: "⟩"), let byte = UInt8(rest[hexStart..<close], radix: 16) else { break }
            out.append(byte)
            rest = rest[rest.index(after: close)...]
        }
        return out + Array(rest.utf8)
    }
}

extension SyntaxTests {
    @Suite struct BadInputTests {
        static let toast = "recipe Toast\n  category breakfast\n"

        static let rows: [BadInput] = [
            BadInput(name: "invalid UTF-8", text: toast + "  prep 1⟨FF⟩0 min\n", position: "3:9", message: "invalid UTF-8"),
            BadInput(name: "truncated UTF-8 sequence", text: toast + "  cook é⟨C3⟩\n", position: "3:9", message: "invalid UTF-8"),
            BadInput(name: "NUL byte", text: toast + "  cook 5⟨00⟩ min\n", position: "3:9", message: "nul byte"),
            BadInput(name: "control character", text: toast + "\nsteps\n  1. a⟨07⟩b\n", position: "5:7", message: "control character U+0007"),
            BadInput(
                name: "lone CR", text: "recipe Toast\r\n  category breakfast\r  servings 2\r\n", position: "2:21",
                message: "carriage return not followed by a line feed (lines end with LF or CRLF)"),
            BadInput(name: "unterminated quote", text: "recipe \"Toast\n  category breakfast\n", position: "1:8", message: "unterminated string"),
            BadInput(
                name: "bad escape", text: "recipe \"To\\qast\"\n  category breakfast\n", position: "1:11",
                message: "unknown escape '\\q' in string"),
            BadInput(
                name: "surrogate escape", text: "recipe \"a\\u{D800}\"\n  category lunch\n", position: "1:10",
                message: "\\u{D800} is not a unicode scalar"),
            BadInput(
                name: "raw tab is fine but raw control in string is not", text: "recipe \"a⟨01⟩\"\n  category lunch\n", position: "1:10",
                message: "control character U+0001"),
            BadInput(
                name: "misspelt property", text: toast + "  servigns 2\n", position: "3:3", message: "unknown property 'servigns'",
                note: "did you mean 'servings'"),
            BadInput(
                name: "misspelt section", text: toast + "\ningredeints\n", position: "4:1", message: "unknown keyword 'ingredeints'",
                note: "did you mean 'ingredients'"),
            BadInput(name: "unknown property", text: toast + "  colour red\n", position: "3:3", message: "unknown property 'colour'"),
            BadInput(
                name: "duplicate property", text: toast + "  servings 2\n  servings 3\n", position: "4:3",
                message: "duplicate property 'servings'", note: "first written on line 3"),
            BadInput(name: "duplicate section", text: toast + "\nsteps\n  1. a\n\nsteps\n", position: "7:1", message: "duplicate section 'steps'"),
            BadInput(
                name: "missing category", text: "recipe Toast\n  servings 2\n", position: "1:1",
                message: "missing category (breakfast, lunch, dinner or snack)"),
            BadInput(name: "unknown category", text: "recipe Toast\n  category desert\n", position: "2:12", message: "unknown category 'desert'"),
            BadInput(
                name: "misspelt enum value", text: "settings\n  units metrik\n", position: "2:9", message: "unknown units 'metrik'",
                note: "did you mean 'metric'"),
            BadInput(name: "servings 0", text: toast + "  servings 0\n", position: "3:12", message: "servings must be at least 1"),
            BadInput(
                name: "calories -1", text: toast + "\nnutrition\n  calories -1 protein 1 carbs 1 fats 1\n", position: "5:12",
                message: "calories must not be negative"),
            BadInput(
                name: "missing nutrition value", text: toast + "\nnutrition\n  calories 1 protein 2 carbs 3\n", position: "4:1",
                message: "missing fats in nutrition"),
            BadInput(
                name: "misspelt nutrient", text: toast + "\nnutrition total\n  calories 1 protein 2 carbs 3 fat 4\n", position: "5:32",
                message: "unknown nutrient 'fat'", note: "did you mean 'fats'"),
            BadInput(name: "impossible day", text: "plan\nday 2026-02-30\n  lunch: soup\n", position: "2:5", message: "invalid day '2026-02-30'"),
            BadInput(
                name: "bad timestamp", text: toast + "  created 2026-02-25 10:15\n", position: "3:11",
                message: "invalid timestamp '2026-02-25 10:15'"),
            BadInput(
                name: "bad timestamp in annotation", text: "plan\nday 2026-11-23\n  lunch: soup [created yesterday]\n",
                position: "3:24", message: "invalid timestamp 'yesterday'"),
            BadInput(name: "Int overflow", text: toast + "  servings 99999999999999999999\n", position: "3:12", message: "number too large"),
            BadInput(
                name: "title of 201 characters", text: "recipe " + String(repeating: "é", count: 201) + "\n  category lunch\n",
                position: "1:8", message: "title is too long (201 characters, at most 200)"),
            BadInput(
                name: "goals calories 1000", text: "settings\n\ngoals\n  calories 1000 protein 1 carbs 1 fats 1\n", position: "4:12",
                message: "goal calories must be between 1200 and 4000"),
            BadInput(
                name: "unknown meal name", text: "plan\nday 2026-11-23\n  brunch: eggs\n", position: "3:3", message: "unknown meal 'brunch'",
                note: "did you mean 'lunch'"),
            BadInput(name: "meal line outside a day", text: "plan\n  lunch: soup\n", position: "2:3", message: "meal line outside a day"),
            BadInput(
                name: "meal servings 0", text: "plan\nday 2026-11-23\n  lunch: soup x0\n", position: "3:16",
                message: "meal servings must be greater than 0"),
            BadInput(
                name: "incomplete quick-add", text: "plan\nday 2026-11-23\n  lunch: quick Apple calories 5 protein 1\n",
                position: "3:10", message: "missing carbs or fats in the quick-add"),
            BadInput(
                name: "empty meal", text: "plan\nday 2026-11-23\n  lunch:\n", position: "3:9",
                message: "missing meal: write a recipe id, 'quick NAME calories N ...', 'food NAME AMOUNT' or 'none'"),
            BadInput(
                name: "item before the header", text: "- [ ] milk\nshopping\n", position: "1:1",
                message: "expected the document header (recipe, plan, shopping, settings, inbox, pantry, aisles or foods) before this line"),
            BadInput(
                name: "misspelt header", text: "recipie Toast\n", position: "1:1",
                message: "expected the document header (recipe, plan, shopping, settings, inbox, pantry, aisles or foods) before this line",
                note: "did you mean 'recipe'"),
            BadInput(
                name: "empty file", text: "", position: "1:1",
                message: "empty file: expected the document header (recipe, plan, shopping, settings, inbox, pantry, aisles or foods)"),
            BadInput(
                name: "second header", text: toast + "recipe Jam\n", position: "3:1",
                message: "second document header 'recipe' (a file holds one document)"),
            BadInput(
                name: "bad timer unit", text: toast + "\nsteps\n  1. Toast it [timer 5 parsecs]\n", position: "5:24",
                message: "unknown duration unit 'parsecs' (use h, min or s)"),
            BadInput(
                name: "timer without duration", text: toast + "\nsteps\n  1. a [timer]\n", position: "5:14",
                message: "expected a duration such as '10 min' or '1 h 30 min'"),
            BadInput(
                name: "timer overflow", text: toast + "\nsteps\n  1. a [timer 9999999999999999 h]\n", position: "5:15",
                message: "duration too large"),
            BadInput(
                name: "duplicate annotation", text: toast + "\nsteps\n  1. Toast [timer 5 min] [id a] [id b]\n", position: "5:33",
                message: "duplicate annotation 'id'"),
            BadInput(
                name: "unclosed amount", text: toast + "\ningredients\n  - [2 cups flour\n", position: "5:5",
                message: "missing ']' to end the amount"),
            BadInput(name: "bad checkbox", text: "shopping\n  - [y] milk\n", position: "2:5", message: "bad checkbox '[y]', expected '[ ]' or '[x]'"),
            BadInput(name: "missing checkbox", text: "shopping\n  - milk\n", position: "2:5", message: "missing checkbox '[ ]' or '[x]'"),
            BadInput(
                name: "missing status", text: "inbox\npending https://x.y/1\n  title T\n", position: "2:1",
                message: "missing status in pending import (importing, ready or failed)"),
            BadInput(
                name: "property outside a pending import", text: "inbox\n  status ready\n", position: "2:3",
                message: "property 'status' outside a pending import"),
            BadInput(name: "empty tag", text: toast + "  tags a,,b\n", position: "3:10", message: "missing tag"),
            BadInput(name: "bad JSON", text: toast + "  ai {\"a\": [1, 2}\n", position: "3:17", message: "expected ',' or ']' in JSON array"),
            BadInput(name: "value after a flag", text: toast + "  favourite yes\n", position: "3:13", message: "unexpected 'yes' after 'favourite'"),
            BadInput(
                name: "caption line outside a caption", text: toast + "\n  | caption line\n", position: "4:3",
                message: "caption line outside a caption block"),
            BadInput(
                name: "property after a section", text: toast + "\ncaption\n  | a\n  servings 2\n", position: "6:3",
                message: "property 'servings' must come before the sections"),
            BadInput(
                name: "unknown lint level", text: "settings\n\nlint\n  calories-match-macros loud\n", position: "4:25",
                message: "unknown rule level 'loud'"),
            BadInput(name: "unknown platform", text: toast + "  platform myspace\n", position: "3:12", message: "unknown platform 'myspace'"),
            BadInput(name: "step without text", text: toast + "\nsteps\n  1. [timer 5 min]\n", position: "5:6", message: "missing step text"),
            BadInput(
                name: "nothing after the notes comma", text: toast + "\ningredients\n  - \"\" , \n", position: "5:10",
                message: "missing notes after ','"),
        ]

        @Test(arguments: rows)
        func firstDiagnostic(_ row: BadInput) throws {
            let result = Language.parse(SourceFile(path: "bad", bytes: row.bytes))
            #expect(result.document == nil)
            let first = try #require(result.diagnostics.first)
            #expect(first.severity == .error)
            #expect(first.range.map { "\($0.start)" } == row.position)
            #expect(first.message == row.message)
            if let note = row.note { #expect(first.notes.contains(note)) }
            #expect(!first.message.hasSuffix("."))
            #expect(first.message.first.map { !$0.isUppercase } ?? false)
        }

        @Test func tableIsLargeEnough() {
            #expect(Self.rows.count >= 30)
        }

        @Test func threeIndependentErrorsAreAllReported() {
            let text = """
                recipe Toast
                  category brekfast
                  servings 0
                  created tomorrow

                ingredients
                  - [2 slices bread
                  - butter
                """
            let result = Language.parse(text, path: "toast.recipe")
            #expect(result.document == nil)
            #expect(
                result.diagnostics.map(\.headline) == [
                    "toast.recipe:2:12: error: unknown category 'brekfast'",
                    "toast.recipe:3:12: error: servings must be at least 1",
                    "toast.recipe:4:11: error: invalid timestamp 'tomorrow'",
                    "toast.recipe:7:5: error: missing ']' to end the amount",
                ])
            #expect(result.diagnostics[0].notes.contains("did you mean 'breakfast'"))
        }

        @Test func anUnreadableFileGetsOneErrorNotAlsoEmptyFile() {
            let result = Language.parse(SourceFile(path: "bin", bytes: [0xFF, 0xFE, 0x00]))
            #expect(result.diagnostics.map(\.headline) == ["bin:1:1: error: invalid UTF-8"])
            #expect(
                Language.parse("-- only a comment\n", path: "c").diagnostics.map(\.message)
                    == ["empty file: expected the document header (recipe, plan, shopping, settings, inbox, pantry, aisles or foods)"])
        }

        @Test func everyBadLineIsKeptInTheTree() {
            let text = "shopping\n  - [y] a\n  - [ ] b\n  - c\n"
            let result = Language.parse(text)
            #expect(result.tree.lines.map(\.kind) == [.header(.shoppingList), .invalid, .shoppingItem, .invalid])
            #expect(result.diagnostics.count == 2)
        }
    }
}
