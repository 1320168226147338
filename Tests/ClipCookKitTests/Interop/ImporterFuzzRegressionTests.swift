import Testing
@testable import ClipCookCore
@testable import ClipCookLanguage
@testable import ClipCookDomain
@testable import ClipCookStore
@testable import ClipCookInterop
@testable import ClipCookKit

/// Inputs the importers' fuzz targets (Fuzz/cooklang, jsonld, recipemd,
/// caption, json, ingredient-line, inbox; `scripts/fuzz`) found, each
/// checked with the targets' oracle (`Fuzz/Support/Oracles.swift`): what an
/// importer reads is a valid document whose canonical text parses back to
/// the same model, formats to itself, and survives lint and its fixes.
@Suite struct ImporterFuzzRegressionTests {
    /// The fuzz targets' oracle, as expectations.
    static func expectImportHolds(
        _ bytes: [UInt8], as format: InteropFormat, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) -> Document? {
        let result = DocumentReader.read(SourceFile(path: "fuzz", bytes: bytes), as: format)
        for diagnostic in result.diagnostics {
            #expect((diagnostic.range?.offsets.upperBound ?? 0) <= bytes.count, "\(diagnostic.headline)", sourceLocation: sourceLocation)
        }
        guard case .document(let document)? = result.content else { return nil }
        expectCanonical(document, sourceLocation: sourceLocation)
        return document
    }

    static func expectCanonical(_ document: Document, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        #expect(ModelValidator.validate(document) == [], sourceLocation: sourceLocation)
        let text = Language.print(document)
        let again = Language.parse(SourceFile(path: "fuzz", text: text))
        #expect(!again.diagnostics.hasErrors, "\(again.diagnostics.map(\.headline))", sourceLocation: sourceLocation)
        #expect(again.document == document, "\(text)", sourceLocation: sourceLocation)
        #expect((try? Formatter.format(SourceFile(path: "fuzz", text: text))) == text, sourceLocation: sourceLocation)
        let file = LintFile(source: SourceFile(path: "fuzz", text: text))
        let problems = Linter().lint(file, in: LintContext(files: [file]))
        let (fixed, _) = FixApplier.apply(problems.filter { $0.fix != nil }, to: file.source.bytes)
        #expect((try? Formatter.format(SourceFile(path: "fuzz", bytes: fixed))) != nil, sourceLocation: sourceLocation)
        // Each writer that holds it writes it; what the readable formats wrote reads back.
        for format in InteropFormat.allCases where format.isWritable {
            guard let written = try? DocumentWriter.write(.document(document), as: format) else { continue }
            switch format {
            case .json:
                let read = DocumentReader.read(SourceFile(path: "fuzz.json", text: written), as: .json)
                #expect(read.content == .document(document), "\(written)", sourceLocation: sourceLocation)
            case .jsonld, .recipemd, .cooklang:
                let read = DocumentReader.read(SourceFile(path: "fuzz", text: written), as: format)
                #expect(
                    read.content != nil && !read.diagnostics.hasErrors,
                    "\(format): \(read.diagnostics.map(\.headline))\n\(written)", sourceLocation: sourceLocation)
            case .clipcook, .caption, .markdown, .ics:
                break
            }
        }
    }

    // MARK: Cooklang

    /// `cooklang`: a timer that rounds to 0 seconds became a step timer, which
    /// the model refuses ("a timer must run for more than 0 seconds"): the
    /// imported file would not load. It stays text in the step.
    @Test func aCooklangTimerOfNoTimeStaysText() throws {
        let document = try #require(Self.expectImportHolds(Array("Fry for ~{0/2%hour}\n".utf8), as: .cooklang))
        guard case .recipe(let recipe) = document else { Issue.record("not a recipe"); return }
        #expect(recipe.steps.map(\.text) == ["Fry for 0/2 hour"])
        #expect(recipe.steps.flatMap(\.timers) == [])
        for text in ["Wait ~{0.4%s}.", "Wait ~{0%min}.", "Wait ~{0-0%h}."] {
            _ = Self.expectImportHolds(Array(text.utf8), as: .cooklang)
        }
    }

    // MARK: The ingredient-line reader

    /// `ingredient-line`: the cook's `t` / `T` after a quantity is teaspoon /
    /// tablespoon, but the amount text kept it as written ("2 t"), which
    /// reads as the bare number 2: an imported "2 t salt" lost its unit in
    /// ClipCook (shopping sums, nutrition). The amount keeps the symbol.
    /// And `@rice{1 1/2%c&ps}` had no unit while its amount text reads as cups.
    @Test(arguments: [
        ("2 t salt", "2 tsp", "salt"), ("1 T butter", "1 tbsp", "butter"), ("1 Tbs sugar", "1 Tbs", "sugar"),
        ("1 heaped tbsp flour", "1 tbsp", "flour"), ("1 (14 oz) can tomatoes", "1 can", "tomatoes"),
        // A Cooklang-style unit the table does not know, whose text still reads as one (`c`, cup).
        ("@rice{1 1/2%c&ps}", "1 1/2 c&ps", "rice"),
    ])
    func theAmountTextOfALineReadsBackAsItsQuantityAndUnit(_ line: String, _ amount: String, _ name: String) throws {
        let parsed = IngredientLineReader.read(line)
        #expect(parsed.amountText == amount)
        #expect(parsed.name == name)
        let expected = try #require(parsed.amount)
        #expect(Amount(parsed.amountText) == expected)
        #expect(IngredientText.split(line).amount == amount)
    }

    // MARK: Captions and RecipeMD

    /// `caption`: a first line of NUL bytes became the title, which RecipeMD
    /// then wrote as a blank `# ` heading that its reader refuses ("the title
    /// is empty"). Control characters are no text of a caption line.
    @Test func aCaptionLineOfControlCharactersIsBlank() throws {
        let caption = "\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\nYogurt \u{1B}bowl\n1. Spoon the yogurt into a bowl.\n2. To\u{0}p with granola."
        let draft = CaptionReader.read(caption)
        #expect(draft.recipe.title == "Yogurt bowl")
        #expect(draft.recipe.steps.map(\.text) == ["Spoon the yogurt into a bowl.", "Top with granola."])
        _ = Self.expectImportHolds(Array(caption.utf8), as: .caption)
    }

    /// A recipe whose title is blank (the language allows `recipe "  "`), or
    /// only control characters, has no RecipeMD form: the reader needs a
    /// `# Title`. `convert --to recipemd` says so instead of writing a file
    /// that does not read back.
    @Test(arguments: ["  ", "\u{1}\u{2}", "\t"])
    func aBlankTitleIsNotWrittenAsRecipeMD(_ title: String) {
        let recipe = Recipe(id: "a", title: title, category: .dinner)
        #expect(throws: DocumentWriter.WriteError.notRepresentable("RecipeMD needs a title, and this recipe's title is blank")) {
            try DocumentWriter.write(.document(.recipe(recipe)), as: .recipemd)
        }
        #expect((try? DocumentWriter.write(.document(.recipe(Recipe(id: "a", title: "A\u{1}", category: .dinner))), as: .recipemd)) != nil)
    }
}
