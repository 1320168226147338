import Foundation
import Testing
@testable import ClipCookCore
@testable import ClipCookLanguage
@testable import ClipCookDomain
@testable import ClipCookStore
@testable import ClipCookInterop
@testable import ClipCookKit

/// Golden files in Fixtures/format: `NAME.input.EXT` formats to
/// `NAME.expected.EXT`. `CLIPCOOK_RECORD=1 swift test --filter FormatGolden`
/// rewrites the expected files from the formatter's output.
@Suite struct FormatGoldenTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/format")

    static var cases: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.contains(".input.") }.sorted()
    }

    @Test func thereAreGoldenCases() {
        #expect(Self.cases.count >= 10)
    }

    @Test(arguments: cases)
    func formatsToTheExpectedText(_ inputName: String) throws {
        let input = try Data(contentsOf: Self.folder.appendingPathComponent(inputName))
        let source = SourceFile(path: inputName, bytes: [UInt8](input))
        let output = try Formatter.format(source)
        let expectedURL = Self.folder.appendingPathComponent(inputName.replacingOccurrences(of: ".input.", with: ".expected."))
        if ProcessInfo.processInfo.environment["CLIPCOOK_RECORD"] == "1" {
            try Data(output.utf8).write(to: expectedURL)
        }
        let expected = try String(contentsOf: expectedURL, encoding: .utf8)
        #expect(output == expected)
        try FormatProperties.check(source)
    }
}
