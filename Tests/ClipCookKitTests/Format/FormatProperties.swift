import Foundation
import Testing
@testable import ClipCookCore
@testable import ClipCookLanguage
@testable import ClipCookDomain
@testable import ClipCookStore
@testable import ClipCookInterop
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
        // Canonical bytes: the input's line ends (CRLF when its first line ends with
        // CRLF, else LF), no BOM, no trailing blanks outside captions, one final newline.
        let crlf = SourceEdit.lineEnding(in: source.bytes) == [0x0D, 0x0A]
        let lf = crlf ? output.replacingOccurrences(of: "\r\n", with: "\n") : output
        if crlf {
            #expect(!lf.utf8.contains(0x0D), "a line not ending in CRLF", sourceLocation: sourceLocation)
        } else {
            #expect(!output.utf8.contains(0x0D), sourceLocation: sourceLocation)
        }
        #expect(!output.hasPrefix("\u{FEFF}"), sourceLocation: sourceLocation)
        #expect(lf.isEmpty || (lf.hasSuffix("\n") && !lf.hasSuffix("\n\n")), sourceLocation: sourceLocation)
        #expect(!lf.contains("\n\n\n"), sourceLocation: sourceLocation)
    }
}
