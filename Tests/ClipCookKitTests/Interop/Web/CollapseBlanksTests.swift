import Testing
@testable import ClipCookInterop

/// A line that is already collapsed comes back as it is without a look
/// at its characters; the others are collapsed as before.
@Suite struct CollapseBlanksTests {
    @Test(arguments: [
        ("2 cups flour", "2 cups flour"),
        ("", ""),
        (" 2 cups flour", "2 cups flour"),
        ("2 cups flour ", "2 cups flour"),
        ("2  cups\tflour", "2 cups flour"),
        ("2\ncups\r\nflour", "2 cups flour"),
        ("café  crème", "café crème"),
        ("crème fraîche", "crème fraîche"),
        ("a\u{0B}b", "a b"),
        ("   ", ""),
        ("x", "x"),
    ])
    func linesCollapse(_ text: String, _ expected: String) {
        #expect(IngredientText.collapseBlanks(text) == expected)
        #expect(HTMLText.line(text) == expected)
    }

    @Test func textsWithoutTagsOrReferencesAreKept() {
        #expect(HTMLText.decode("2 g red lentils 12") == "2 g red lentils 12")
        #expect(HTMLText.decode("2 g <b>red</b> lentils &amp; rice") == "2 g red lentils & rice")
        #expect(HTMLText.decode("a < b") == "a < b")
    }
}
