import Foundation
import Testing
@testable import ClipCookCore
@testable import ClipCookLanguage
@testable import ClipCookDomain
@testable import ClipCookStore
@testable import ClipCookInterop
@testable import ClipCookKit

/// The ways of reading a file that keep less (no syntax tree, no source map,
/// the source map on demand as a collection is opened) must give the same
/// document, diagnostics, lines and positions as the full parse: every file
/// of the example collection, every test fixture and the bad-input catalogue
/// are read each way and compared, so that a fast path that drifts fails here.
extension SyntaxTests {
    @Suite struct FastPathTests {
        static let repository = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()

        /// Every regular file below `folder` (relative paths, sorted).
        static func files(below folder: String) -> [String] {
            let root = repository.appendingPathComponent(folder)
            guard let walker = FileManager.default.enumerator(atPath: root.path) else { return [] }
            var found: [String] = []
            while let path = walker.nextObject() as? String {
                var isFolder: ObjCBool = false
                if FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path, isDirectory: &isFolder),
                    !isFolder.boolValue
                {
                    found.append(folder + "/" + path)
                }
            }
            return found.sorted()
        }

        static let exampleFiles = files(below: "examples")
        static let fixtureFiles = files(below: "Tests/ClipCookKitTests/Fixtures") + files(below: "Tests/BadInputs")
        static let exampleFoods = CollectionLoader.ownFoods(root: repository.appendingPathComponent("examples").path)

        static func source(_ path: String) throws -> SourceFile {
            SourceFile(path: path, bytes: Array(try Data(contentsOf: repository.appendingPathComponent(path))))
        }

        /// What a line of the syntax tree says, as text to compare.
        static func describe(_ line: SyntaxLine) -> String {
            "\(line.line) \(line.kind) \(line.fullRange) \(line.contentRange) \(String(describing: line.commentRange)) \(String(describing: line.itemIndex))"
        }

        /// Reads `source` every way and compares each with the full parse.
        static func compareEveryWay(_ source: SourceFile, foods: CollectionFoods) {
            let (full, kept) = FoodTable.$scopedOwnFoods.withValue(foods) {
                (
                    Language.parse(source, keeping: .all),
                    [ParseParts.collection, .syntaxTree, .sourceMap, [], .sourceMapOnDemand].map {
                        ($0, Language.parse(source, keeping: $0))
                    }
                )
            }
            let path = source.path
            for (parts, result) in kept {
                #expect(result.diagnostics == full.diagnostics, "\(path) \(parts.rawValue): diagnostics differ")
                #expect(result.document == full.document, "\(path) \(parts.rawValue): document differs")
                #expect(result.partialDocument == full.partialDocument, "\(path) \(parts.rawValue): partial document differs")
                if parts.contains(.syntaxTree) {
                    #expect(result.tree.lines.map(describe) == full.tree.lines.map(describe), "\(path) \(parts.rawValue): lines differ")
                } else {
                    #expect(result.tree.lines.isEmpty)
                }
                guard parts.contains(.sourceMap) || parts.contains(.sourceMapOnDemand) else {
                    #expect(result.sourceMap.isEmpty, "\(path) \(parts.rawValue): a map that was not asked for")
                    continue
                }
                compareMaps(result.sourceMap, full.sourceMap, path: "\(path) \(parts.rawValue)")
            }
        }

        /// Every path of `full` has the same position in `map`, and `map` has no other.
        static func compareMaps(_ map: SourceMap, _ full: SourceMap, path: String) {
            // Values outside items first, before anything makes the map whole.
            for text in full.paths where !text.contains("[") {
                #expect(map.offsets(text) == full.offsets(text), "\(path): \(text)")
            }
            for text in full.paths {
                #expect(map.offsets(text) == full.offsets(text), "\(path): \(text)")
                #expect(map[text] == full[text], "\(path): \(text)")
            }
            #expect(map.paths == full.paths, "\(path): paths differ")
            #expect(map.count == full.count)
            #expect(map.isEmpty == full.isEmpty)
            for field in SourceField.allCases {
                #expect(map.contains(valuesOf: field) == full.contains(valuesOf: field), "\(path): \(field)")
            }
        }

        @Test func theExampleCollectionReadsTheSameEveryWay() throws {
            #expect(Self.exampleFiles.count > 20)
            for path in Self.exampleFiles {
                Self.compareEveryWay(try Self.source(path), foods: Self.exampleFoods)
            }
        }

        @Test func theFixturesAndTheBadInputsReadTheSameEveryWay() throws {
            #expect(Self.fixtureFiles.count > 100)
            for path in Self.fixtureFiles {
                Self.compareEveryWay(try Self.source(path), foods: [])
            }
        }

        @Test func theSampleDocumentsAndTheirMutantsReadTheSameEveryWay() throws {
            // Inputs with errors in every place: the map on demand must still
            // answer as the full one does (a finding inside an item reads the file again).
            var rng = SplitMix64(seed: 12)
            for path in Self.exampleFiles {
                let bytes = Array(try Data(contentsOf: Self.repository.appendingPathComponent(path)))
                for round in 0..<8 {
                    let mutant = SyntaxTests.MutationTests.mutate(bytes, &rng)
                    Self.compareEveryWay(SourceFile(path: "\(path)#\(round)", bytes: mutant), foods: Self.exampleFoods)
                }
            }
        }

        @Test func aRecipeReadAsACollectionOpensItRecordsItemPositionsOnlyWhenAsked() throws {
            let source = try Self.source("examples/recipes/banana-bread.recipe")
            let result = Language.parse(source, keeping: .collection)
            #expect(result.diagnostics.isEmpty)
            #expect(result.sourceMap.isDeferred)
            // A value outside the items is answered from what was recorded.
            #expect(result.sourceMap["title"]?.start.line == 2)
            #expect(result.sourceMap.isDeferred)
            // An ingredient's amount reads the file again, once.
            let amount = try #require(result.sourceMap.offsets("ingredients[0].amount"))
            #expect(!result.sourceMap.isDeferred)
            let full = Language.parse(source)
            #expect(full.sourceMap.offsets("ingredients[0].amount") == amount)
            #expect(!full.sourceMap.isDeferred)
        }

        @Test func theOpenedCollectionAnswersEveryPositionAsAFullParse() throws {
            let root = Self.repository.appendingPathComponent("examples").path
            let kitchen = CollectionLoader.load(root: root)
            #expect(kitchen.files.count == Self.exampleFiles.count)
            for file in kitchen.files {
                let full = FoodTable.$scopedOwnFoods.withValue(Self.exampleFoods) { Language.parse(file.source) }
                #expect(file.result.diagnostics == full.diagnostics)
                Self.compareMaps(file.result.sourceMap, full.sourceMap, path: file.relativePath)
            }
        }
    }
}
