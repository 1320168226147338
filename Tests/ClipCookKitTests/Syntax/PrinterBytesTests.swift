import Testing
@testable import ClipCookCore
@testable import ClipCookLanguage
@testable import ClipCookDomain
@testable import ClipCookStore
@testable import ClipCookInterop
@testable import ClipCookKit

/// The printer's byte writer (`TextBuilder`) and the check that lets it keep
/// an ingredient line without reading it back (`IngredientAmountCheck`).
extension SyntaxTests {
    @Suite struct PrinterBytesTests {
        static func written(_ write: (inout TextBuilder) -> Void) -> String {
            var out = TextBuilder()
            write(&out)
            return out.text
        }

        @Test(arguments: [
            (0, "0"), (7, "7"), (-1, "-1"), (10, "10"), (580, "580"), (-1_000_000, "-1000000"),
            (Int.max, "9223372036854775807"), (Int.min, "-9223372036854775808"),
        ])
        func integersInDecimal(_ value: Int, _ expected: String) {
            #expect(Self.written { $0.appendDecimal(value) } == expected)
            #expect(Self.written { $0.appendDecimal(value) } == String(value))
        }

        /// A meal's servings: whole numbers without a point, the rest as Swift spells a `Double`.
        @Test(arguments: [
            (2.0, "2"), (0.5, "0.5"), (1.0 / 3, "0.3333333333333333"), (2.0 / 3, "0.6666666666666666"), (-0.0, "0"),
            (-3.0, "-3"), (1.25, "1.25"), (999_999_999_999_999.0, "999999999999999"), (1e15, "1000000000000000.0"), (1e16, "1e+16"),
            (-1e15, "-1000000000000000.0"), (1e-7, "1e-07"), (Double.infinity, "inf"), (Double.nan, "nan"),
        ])
        func countsWithFractions(_ value: Double, _ expected: String) {
            #expect(Self.written { $0.appendCount(value) } == expected)
            #expect(PlanPrinter.servings(value) == expected)
        }

        @Test func quotedTextEscapesByByte() {
            let text = "a\"b\\c\nd\re\tf\u{0}g\u{1F}h\u{7F}i é😀\u{85}"
            #expect(Self.written { $0.appendQuoted(text) } == #""a\"b\\c\nd\re\tf\u{0}g\u{1F}h\u{7F}i é😀"# + "\u{85}\"")
            #expect(
                Self.written { $0.appendQuoted(text, controls: .json) }
                    == #""a\"b\\c\nd\re\tf\u0000g\u001fh\u007fi é😀"# + "\u{85}\"")
            #expect(TextQuoting.quoted("") == "\"\"")
        }

        @Test func fieldsAreBareOnlyWhenTheyReadBack() {
            #expect(Self.written { $0.appendField("olive oil", BareStops(comma: true)) } == "olive oil")
            #expect(Self.written { $0.appendField("salt, pepper", BareStops(comma: true)) } == #""salt, pepper""#)
            #expect(Self.written { $0.appendField("a]", BareStops(closeBracket: true)) } == #""a]""#)
            #expect(Self.written { $0.appendField("-- not a comment", .lineEnd) } == #""-- not a comment""#)
            #expect(Self.written { $0.appendField("x -- y", .lineEnd) } == #""x -- y""#)
            #expect(Self.written { $0.appendField("x--y", .lineEnd) } == "x--y")
            #expect(Self.written { $0.appendField(" padded", .lineEnd) } == #"" padded""#)
            #expect(Self.written { $0.appendField("stir [id 2]", BareStops(annotations: ["id"])) } == #""stir [id 2]""#)
            #expect(Self.written { $0.appendField("", .lineEnd) } == #""""#)
        }

        @Test func captionLinesAndQuotedCaption() {
            #expect(
                Self.written { Printer.caption("a\n\n  b\n", indent: "  ", into: &$0) }
                    == "  caption\n    | a\n    |\n    |   b\n    |\n")
            #expect(Self.written { Printer.caption("a\r\nb", indent: "", into: &$0) } == "caption \"a\\r\\nb\"\n")
        }

        /// Ingredient lines whose amount the reader would extend or refuse get the bracketed form.
        @Test(arguments: [
            ("500 g", "garlic", "- 500 g garlic"), ("500g", "flour", "- 500g flour"), ("2-3", "tbsp olive oil", "- [2-3] tbsp olive oil"),
            ("2-3 tbsp", "olive oil", "- 2-3 tbsp olive oil"), ("3-2 tbsp", "olive oil", "- [3-2 tbsp] olive oil"),
            ("½ cup", "milk", "- ½ cup milk"), ("½", "lime", "- ½ lime"), ("2", "cups flour", "- [2] cups flour"),
            ("2", "large eggs", "- 2 large eggs"), ("2 fl", "oz milk", "- [2 fl] oz milk"), ("2", "to 3 eggs", "- [2] to 3 eggs"),
            ("1", "1/2 lemon", "- [1] 1/2 lemon"), ("0.5 tsp", "1/2 lemon", "- 0.5 tsp 1/2 lemon"), ("2", "\"q", #"- 2 "\"q""#),
            ("", "2 eggs", "- [] 2 eggs"), ("", "eggs", "- eggs"), ("1234567890123456", "eggs", "- [1234567890123456] eggs"),
        ])
        func ingredientAmounts(_ amount: String, _ name: String, _ expected: String) {
            var out = TextBuilder()
            RecipePrinter.ingredient(Ingredient(id: "i1", name: name, amount: amount), position: 0, into: &out)
            #expect(out.text == expected)
        }

        static let amounts = [
            "", "2", "007", "0.5", "1.5", "1,5", ".5", "2-3", "3-2", "2-2", "2 - 3", "2 to 3", "1 1/2", "1/2", "½", "⅓", "1½", "½-1",
            "500 g", "500g", "2 cups", "2 Cups", "0.5 tsp", "2-3 tbsp", "½ cup", "⅓ cup", "2 fl", "2 fl oz", "2 fluid", "1 c", "12 T",
            "2 to", "10 tbsp.", "5 kg.", "9 tons", "2 x", "3 é", "15 oz", "1234567890123456", "123456789012345", "2 large",
            "a pinch", "2 tom", "2 g2", "2  g", "2\tg",
        ]
        static let names = [
            "flour", "cups flour", "Cup", "oz milk", "to 3 eggs", "To taste", "tom", "1/2 lemon", "½ lime", "- x", "-x", "\"q",
            "fl oz", "g", "garlic", "oz", "ounce water", "é", "éclair", "e\u{301}gg", "\u{301}x", ".5 x", "/2", "x", "[x]",
            "liters", "grams of", "to", "c", "ml", "g2", "g-x", "lbs", "fluid ounces", "T", "t", "of salt", "2 eggs", "–3 eggs",
        ]

        /// Whenever the check says the natural amount reads back, reading the whole line back agrees.
        @Test func amountCheckNeverDisagreesWithReadingBack() {
            var accepted = 0
            for amount in Self.amounts {
                for name in Self.names {
                    var out = TextBuilder()
                    out.put("- ")
                    let start = out.count
                    out.append(amount)
                    let range = start..<out.count
                    if !amount.isEmpty { out.put(" ") }
                    out.appendField(name, BareStops(comma: true, annotations: Keywords.ingredientAnnotations))
                    let line = 0..<out.count
                    let amountRange = amount.isEmpty ? 1..<1 : range
                    guard IngredientAmountCheck.readsBack(out.bytes, amount: amountRange, line: line) else { continue }
                    accepted += 1
                    let item = Ingredient(id: "i1", name: name, amount: amount)
                    #expect(RecipePrinter.readsBack(out.bytes, line, item, showID: false), "\(out.text)")
                }
            }
            #expect(accepted > 100)
        }

        @Test(arguments: [
            ("500 g", "garlic", true), ("2-3 tbsp", "olive oil", true), ("½ cup", "milk", true), ("2", "large eggs", true),
            ("1.5", "\"q", true), ("", "eggs", true), ("2", "cups flour", false), ("2 fl", "oz milk", false),
            ("2", "to 3 eggs", false), ("1", "1/2 lemon", false), ("3-2 tbsp", "oil", false), ("2 x", "eggs", false),
            ("1 1/2 cups", "flour", false), ("", "2 eggs", false), ("1234567890123456", "eggs", false),
        ])
        func amountCheckWorkedExamples(_ amount: String, _ name: String, _ known: Bool) {
            var out = TextBuilder()
            out.put("-")
            let start = out.count + (amount.isEmpty ? 0 : 1)
            if !amount.isEmpty { out.put(" ") }
            out.append(amount)
            let range = start..<out.count
            out.put(" ")
            out.append(name)
            #expect(IngredientAmountCheck.readsBack(out.bytes, amount: range, line: 0..<out.count) == known)
        }

        @Test func stepTextWithABracketIsStillReadBack() {
            let recipe = Recipe(
                id: "r", title: "R", category: .dinner,
                steps: [
                    Step(id: "s1", order: 1, text: "Bake [timr 5 min] well"), Step(id: "s2", order: 2, text: "Mix [a] well"),
                    Step(id: "x", order: 3, text: "Rest"),
                ])
            #expect(
                Language.print(.recipe(recipe)).hasSuffix(
                    """
                    steps
                      1. "Bake [timr 5 min] well"
                      2. Mix [a] well
                      3. Rest  [id x]

                    """))
        }

        @Test func asciiSlugsAsBefore() {
            #expect(DerivedID.slug("Grandma's  Apple-Pie!") == "grandmas-apple-pie")
            #expect(DerivedID.slug("--") == "")
            #expect(DerivedID.slug("Crème brûlée") == "creme-brulee")
            #expect(DerivedID.recipe(title: "!!!") == "r-" + DerivedID.hex8(DerivedID.fnv1a("!!!")))
        }
    }
}
