import Testing
@testable import ClipCookCore
@testable import ClipCookStore
@testable import ClipCookKit

/// A found recipe is shown as the first recipe with its id: for the few
/// lines a search prints, that first position is found by reading the ids
/// up to the last line's recipe instead of a table of every id.
@Suite struct SearchFirstIdTests {
    /// Ids of a few lengths, each used by up to four recipes anywhere,
    /// some ids longer than 255 bytes and some not ASCII.
    static let kitchen: KitchenSnapshot = {
        let ids = ["a", "bb", "cc", "crème", "dd", String(repeating: "x", count: 300), String(repeating: "x", count: 299) + "y", "e"]
        var state: UInt64 = 7
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(truncatingIfNeeded: (state >> 33) % UInt64(bound))
        }
        let recipes = (0..<200).map { number in
            RecipeEntry(recipe: Recipe(id: ids[next(ids.count)] + (next(3) == 0 ? "\(number)" : ""), title: "R \(number)", category: .lunch))
        }
        return KitchenSnapshot(recipes: recipes)
    }()

    @Test func theFirstOfEachIdIsThatOfTheWholeTable() {
        var whole = RecipeIndexes()
        let table = whole.firstOfSameId(of: Self.kitchen)
        var state: UInt64 = 11
        var compared = 0
        var moved = 0
        for count in [0, 1, 2, 5, 20, RecipeIndexes.fewPositions, RecipeIndexes.fewPositions + 1, 150] {
            for _ in 0..<20 {
                let positions = (0..<count).map { _ in
                    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                    return Int(truncatingIfNeeded: (state >> 33) % 200)
                }
                // A fresh cache each time: no table made before.
                var fresh = RecipeIndexes()
                let found = fresh.firstOfSameId(for: positions, of: Self.kitchen)
                #expect(found == positions.map { Int(table[$0]) }, "\(positions)")
                compared += positions.count
                moved += zip(found, positions).filter { $0 != $1 }.count
            }
        }
        #expect(compared > 1000 && moved > 100)
    }

    /// A worked example: ids b, a, b, a, c; the second b and a are shown as the first.
    @Test func aWorkedExample() {
        let kitchen = KitchenSnapshot(
            recipes: ["b", "a", "b", "a", "c"].enumerated().map {
                RecipeEntry(recipe: Recipe(id: $0.element, title: "R \($0.offset)", category: .lunch))
            })
        var indexes = RecipeIndexes()
        // The first passes read the ids, the next ones use the table made then: the same.
        for _ in 0..<RecipeIndexes.scansBeforeWords + 2 {
            #expect(indexes.firstOfSameId(for: [3, 2, 4, 0], of: kitchen) == [1, 0, 4, 0])
        }
    }
}
