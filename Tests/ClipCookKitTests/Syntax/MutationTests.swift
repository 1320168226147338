import Foundation
import Testing
@testable import ClipCookCore
@testable import ClipCookLanguage
@testable import ClipCookDomain
@testable import ClipCookStore
@testable import ClipCookInterop
@testable import ClipCookKit

/// Every example file, mangled byte by byte in seeded ways (punctuation of
/// the language, NUL, invalid UTF-8, CR, deleted and repeated spans), goes
/// through the parser, the formatter and the linter. None may crash or hang,
/// every diagnostic must point inside the file, and whatever still parses
/// must round-trip through the printer.
extension SyntaxTests {
    @Suite struct MutationTests {
        /// `CLIPCOOK_MUTANTS=N` runs N mutants of each file instead.
        static let mutantsPerFile = ProcessInfo.processInfo.environment["CLIPCOOK_MUTANTS"].flatMap { Int($0) } ?? 120

        static func exampleFiles() throws -> [(String, [UInt8])] {
            let root = URL(fileURLWithPath: #filePath)
                .deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent("examples")
            return try CollectionLoader.filePaths(root: root.path).relativePaths.map { path in
                (path, Array(try Data(contentsOf: root.appendingPathComponent(path))))
            }
        }

        static let inserts: [[UInt8]] = [
            Array("\"".utf8), Array("[".utf8), Array("]".utf8), Array(" -- ".utf8), Array("|".utf8),
            Array(",".utf8), Array(":".utf8), Array("\\".utf8), Array("\\u{".utf8), [0], [0xFF], [0xC3],
            [0x0D], [0x0A], [0x09], Array("99999999999999999999".utf8), Array("½".utf8), Array(" x ".utf8),
            Array("recipe".utf8), Array("day 2026-02-30".utf8), Array("[timer".utf8), Array("😀".utf8),
        ]

        static func mutate(_ bytes: [UInt8], _ rng: inout SplitMix64) -> [UInt8] {
            var out = bytes
            for _ in 0..<rng.int(1...4) {
                let at = rng.int(0...out.count)
                switch rng.int(0...4) {
                case 0: out.insert(contentsOf: rng.pick(inserts), at: at)
                case 1 where at < out.count: out[at] = UInt8(truncatingIfNeeded: rng.next())
                case 2 where at < out.count: out.removeSubrange(at..<min(out.count, at + rng.int(1...40)))
                case 3 where at < out.count:
                    let span = Array(out[at..<min(out.count, at + rng.int(1...80))])
                    out.insert(contentsOf: span, at: rng.int(0...out.count))
                default: out.insert(contentsOf: rng.pick(inserts), at: at)
                }
            }
            return out
        }

        @Test func mangledExamplesNeverBreakTheTools() throws {
            let files = try Self.exampleFiles()
            #expect(files.count >= 15)
            var rng = SplitMix64(seed: 0x5EED_F00D)
            var parsed = 0
            var rejected = 0
            for (name, bytes) in files {
                for _ in 0..<Self.mutantsPerFile {
                    let source = SourceFile(path: name, bytes: Self.mutate(bytes, &rng))
                    let result = Language.parse(source)
                    for diagnostic in result.diagnostics {
                        let offsets = diagnostic.range?.offsets ?? 0..<0
                        #expect(offsets.upperBound <= source.bytes.count, "\(diagnostic.headline)")
                    }
                    if let document = result.document {
                        parsed += 1
                        #expect(
                            Language.parse(Language.print(document), path: name).document == document,
                            "printer round trip broke on a mutant of \(name)")
                        _ = try? Formatter.format(source)
                        let file = LintFile(source: source, parse: result)
                        _ = Linter().lint(file, in: LintContext(files: [file]))
                    } else {
                        rejected += 1
                        #expect(result.diagnostics.hasErrors)
                    }
                }
            }
            // Both outcomes must really occur, or the mutations test nothing.
            #expect(parsed > 100)
            #expect(rejected > 100)
        }
    }
}
