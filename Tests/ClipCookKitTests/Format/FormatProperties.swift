import Testing
@testable import ClipCookKit

/// The formatter's promises, checked on any input that parses.
enum FormatProperties {
    static func check(_ source: SourceFile, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let before = Language.parse(source)
        let output = try Formatter.format(source)
        let after = Language.parse(SourceFile(path: source.path, text: output))
        // Meaning: the same document, every comment kept in order.
        #expect(after.document == before.document, "document changed", sourceLocation: sourceLocation)
        #expect(Formatter.comments(of: after.tree) == Formatter.comments(of: before.tree), sourceLocation: sourceLocation)
        // Idempotence.
        let again = try Formatter.format(SourceFile(path: source.path, text: output))
        #expect(again == output, "not idempotent", sourceLocation: sourceLocation)
        // Canonical bytes: LF only, no BOM, no trailing blanks outside captions, one final newline.
        #expect(!output.utf8.contains(0x0D), sourceLocation: sourceLocation)
        #expect(!output.hasPrefix("\u{FEFF}"), sourceLocation: sourceLocation)
        #expect(output.isEmpty || (output.hasSuffix("\n") && !output.hasSuffix("\n\n")), sourceLocation: sourceLocation)
        #expect(!output.contains("\n\n\n"), sourceLocation: sourceLocation)
    }
}
