import Testing
@testable import ClipCookCore
@testable import ClipCookLanguage
@testable import ClipCookDomain
@testable import ClipCookStore
@testable import ClipCookInterop
@testable import ClipCookKit

@Suite struct FormatPropertyTests {
    static let samples: [(String, String)] = [
        ("tuscan.recipe", SampleDocuments.tuscanPasta), ("banana.recipe", SampleDocuments.bananaBreadFixed),
        ("week.plan", SampleDocuments.weekPlan), ("shopping.list", SampleDocuments.shopping),
        ("settings", SampleDocuments.settings), ("inbox.inbox", SampleDocuments.inbox),
    ]

    @Test(arguments: samples.map(\.0))
    func handWrittenSamplesKeepTheirMeaningAndSettle(_ name: String) throws {
        let text = try #require(Self.samples.first { $0.0 == name }?.1)
        try FormatProperties.check(SourceFile(path: name, text: text))
    }

    @Test(arguments: samples.map(\.0))
    func printedModelsAreFormattedWithoutChangingMeaning(_ name: String) throws {
        let text = try #require(Self.samples.first { $0.0 == name }?.1)
        let document = try #require(Language.parse(SourceFile(path: name, text: text)).document)
        try FormatProperties.check(SourceFile(path: name, text: Language.print(document)))
    }

    /// The same generated models as the language's property test (same seeds, same count).
    @Test func generatedModelsSurviveFormatting() throws {
        let cases = SyntaxTests.PropertyTests.requested ?? 1000
        var master = SplitMix64(seed: SyntaxTests.PropertyTests.seed)
        for _ in 0..<cases {
            var generator = ModelGenerator(seed: master.next())
            try FormatProperties.check(SourceFile(path: "generated", text: Language.print(generator.document())))
        }
    }

    @Test func refusesInputWithErrors() {
        #expect(throws: FormatError.self) {
            try Formatter.format(SourceFile(path: "bad.recipe", text: "recipe X\n  servings many\n"))
        }
    }
}
