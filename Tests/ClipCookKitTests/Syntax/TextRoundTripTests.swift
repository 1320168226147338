import Foundation
import Testing
@testable import ClipCookCore
@testable import ClipCookLanguage
@testable import ClipCookDomain
@testable import ClipCookStore
@testable import ClipCookInterop
@testable import ClipCookKit

extension SyntaxTests {
    /// text -> model -> text -> model over hand-written documents of every kind.
    @Suite struct TextRoundTripTests {
        static func parse(_ text: String) throws -> Document {
            let result = Language.parse(text, path: "test")
            let rendered = DiagnosticRenderer().render(result.diagnostics, in: result.tree.source)
            #expect(result.diagnostics.isEmpty, "\(rendered)")
            return try #require(result.document, "\(rendered)")
        }

        @Test(arguments: SampleDocuments.all.map(\.0))
        func textModelTextModel(_ name: String) throws {
            let text = try #require(SampleDocuments.all.first { $0.0 == name }?.1)
            let model = try Self.parse(text)
            let printed = Language.print(model)
            let again = try Self.parse(printed)
            #expect(again == model, "printed:\n\(printed)")
            #expect(Language.print(again) == printed)
        }

        @Test(arguments: SampleDocuments.all.map(\.0))
        func treeKeepsEveryByte(_ name: String) throws {
            let text = try #require(SampleDocuments.all.first { $0.0 == name }?.1)
            let result = Language.parse(text)
            var bytes: [UInt8] = []
            for line in result.tree.lines { bytes += result.tree.source.bytes[line.fullRange] }
            #expect(bytes == Array(text.utf8))
            #expect(result.tree.lines.count == text.split(separator: "\n", omittingEmptySubsequences: false).count)
        }
    }
}
