import Foundation
import Testing
@testable import ClipCookCore
@testable import ClipCookLanguage
@testable import ClipCookDomain
@testable import ClipCookStore
@testable import ClipCookInterop
@testable import ClipCookKit

/// A source map made on demand answers a question about one item by reading
/// only the start of the file, as far as the next item of that list: the
/// answers must be those of the whole map, wherever the start is cut.
extension SyntaxTests {
    @Suite struct DeferredPositionsTests {
        typealias Files = FastPathTests

        /// Asks `positions` (made with `firstPrefix`) every item path of
        /// the full map, and some that no file has, in `order`.
        static func compare(_ source: SourceFile, foods: CollectionFoods, firstPrefix: Int, reversed: Bool) {
            let full = FoodTable.$scopedOwnFoods.withValue(foods) { Language.parse(source, keeping: .sourceMap).sourceMap }
            let positions = DeferredPositions(source: source, foods: foods, firstPrefix: firstPrefix)
            var asked = full.paths.filter { $0.contains("[") }
            // Values a file may lack: an item's written id, an item past the last.
            asked += ["ingredients[0].id", "steps[1].id", "mealSlots[2].id", "shoppingItems[1].id", "ingredients[99999]"]
            if reversed { asked.reverse() }
            for text in asked {
                guard let path = SourcePath(text) else { continue }
                #expect(positions.offsets(path) == full.offsets(path), "\(source.path) from \(firstPrefix): \(text)")
            }
        }

        @Test func everyItemPositionIsTheWholeMapsWhereverTheStartIsCut() throws {
            let paths = Files.exampleFiles + Files.fixtureFiles
            #expect(paths.count > 100)
            for path in paths {
                let source = try Files.source(path)
                for firstPrefix in [1, 37, 400] {
                    Self.compare(source, foods: Files.exampleFoods, firstPrefix: firstPrefix, reversed: false)
                }
                Self.compare(source, foods: Files.exampleFoods, firstPrefix: 64, reversed: true)
            }
        }

        @Test func mutantsWithErrorsAnswerAsTheWholeMapToo() throws {
            var rng = SplitMix64(seed: 40)
            for path in Files.exampleFiles {
                let bytes = Array(try Data(contentsOf: Files.repository.appendingPathComponent(path)))
                for round in 0..<4 {
                    let mutant = SyntaxTests.MutationTests.mutate(bytes, &rng)
                    Self.compare(
                        SourceFile(path: "\(path)#\(round)", bytes: mutant), foods: Files.exampleFoods, firstPrefix: 50,
                        reversed: round % 2 == 1)
                }
            }
        }

        /// A recipe of 20,000 ingredients (about 0.5 MB).
        static func longRecipe() -> SourceFile {
            var text = "recipe \"Long Soup\"\n  servings 4\n\ningredients\n"
            for n in 0..<20_000 { text += "  - \(1 + n % 500) g lentils number \(n)\n" }
            text += "\nsteps\n  - Simmer the lentils.\n"
            return SourceFile(path: "long.recipe", text: text)
        }

        @Test func aValueNearTheStartOfAHugeFileDoesNotReadAllOfIt() throws {
            let source = Self.longRecipe()
            let full = Language.parse(source, keeping: .sourceMap).sourceMap
            let positions = DeferredPositions(source: source, foods: [], firstPrefix: 4096)
            let early = try #require(SourcePath("ingredients[10].name"))
            #expect(positions.offsets(early) == full.offsets(early))
            #expect(full.offsets(early) != nil)
            #expect(!positions.isResolved)
            // The last ingredient has no next one before the steps: the whole file is read.
            let last = try #require(SourcePath("ingredients[19999].amount"))
            #expect(positions.offsets(last) == full.offsets(last))
            #expect(full.offsets(last) != nil)
            #expect(positions.isResolved)
            #expect(positions.offsets(early) == full.offsets(early))
        }

        @Test func aCollectionsRecipeAnswersEarlyPositionsWithoutTheWholeMap() throws {
            let source = Self.longRecipe()
            let opened = Language.parse(source, keeping: .collection)
            let full = Language.parse(source, keeping: .sourceMap)
            #expect(opened.sourceMap["ingredients[3].name"] == full.sourceMap["ingredients[3].name"])
            #expect(opened.sourceMap["ingredients[3].name"] != nil)
            // The file is under the first read's megabyte: it is all read at once.
            #expect(!opened.sourceMap.isDeferred)
        }
    }
}
