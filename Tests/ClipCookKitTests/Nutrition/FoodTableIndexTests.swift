import Foundation
import Testing
@testable import ClipCookCore
@testable import ClipCookLanguage
@testable import ClipCookDomain
@testable import ClipCookStore

/// The nutrition table is built only when a command looks a food up, and
/// built the same however it is built: a collection's table moves SR28's
/// index along instead of making it again, and the one-pass index of a
/// name gives what splitting the name gave.
@Suite struct FoodTableIndexTests {
    static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("examples").path

    /// A name's words by comma segment, as the table cut them before it
    /// read names in one pass.
    static func splitSegments(_ name: String) -> [[String]] {
        guard name.utf8.allSatisfy({ $0 < 0x80 }) else { return name.split(separator: ",").map { FoodSearch.words($0) } }
        return name.utf8.split(separator: UInt8(ascii: ",")).map { FoodSearch.words(Substring($0)) }
    }

    /// Word -> the foods holding it, made from the segments one food at a time.
    static func postings(_ segments: [[[String]]]) -> [String: [Int]] {
        var index: [String: [Int]] = [:]
        for (k, food) in segments.enumerated() {
            for word in Set(food.joined()) { index[word, default: []].append(k) }
        }
        return index
    }

    @Test func everySR28NameIsCutAsSplittingCutIt() {
        let names = FoodTable.standard.foods.map(\.name)
        #expect(names.count > 8_000)
        let odd = ["", ",", ",,Egg,, whole", "Eggs, ,raw", "Beans,", "Crème fraîche, full", "1% milk, FAT-FREE (skim)", "a,b,,c, d e,"]
        for name in names + odd {
            #expect(FoodTable.segments(of: name) == Self.splitSegments(name), "\(name)")
        }
        let table = FoodTable.standard
        #expect(table.postings == Self.postings(table.segments))
        #expect(table.vocabulary == Set(table.segments.joined().joined()))
    }

    /// The examples' foods (one replacing SR28's firm tofu) and prices
    /// (copies of SR28 foods): the collection's table is the one a fresh
    /// index of its foods makes, and names what that one names.
    @Test func aCollectionTableIsIndexedAsAFreshOne() {
        let own = CollectionLoader.ownFoods(root: Self.examples).foods
        #expect(own.contains { $0.file != nil } && own.contains { !$0.id.isEmpty })
        let moved = FoodTable.standard.adding(own)
        let fresh = FoodTable(foods: moved.foods)
        #expect(moved.foods.count == FoodTable.standard.foods.count + 2)
        #expect(moved.segments == fresh.segments)
        #expect(moved.postings == fresh.postings)
        #expect(moved.postings == Self.postings(moved.segments))
        #expect(moved.vocabulary == fresh.vocabulary)
        for food in moved.foods {
            #expect(moved.food(named: food.name) == fresh.food(named: food.name))
        }
        #expect(moved.food(named: "TOFU, FIRM, PREPARED WITH CALCIUM SULFATE AND MAGNESIUM CHLORIDE (NIGARI)")?.file == "foods/own.foods")
        #expect(FoodSearch.search("tofu firm", in: moved) == FoodSearch.search("tofu firm", in: fresh))
    }

    /// Prices given alone are joined to their foods when the foods are
    /// first read, once; lists of the same foods and prices are equal.
    @Test func pricesAreJoinedWhenFirstRead() throws {
        let joins = JoinCount()
        let egg = Food(id: "", name: "Duck egg", group: "", per100g: FoodValues(calories: 185, protein: 13, carbs: 1, fats: 14), portions: [])
        let price = FoodPrice(name: "milk", price: Price(amount: Money(tenThousandths: 10_900)))
        func make() -> CollectionFoods {
            CollectionFoods([egg], prices: [price], files: ["foods/prices.foods"]) {
                joins.add()
                return FoodPricing.applying([FoodPricing.Entry(price, file: "foods/prices.foods")], to: [egg])
            }
        }
        let foods = make()
        #expect(joins.count == 0 && !foods.isEmpty && foods.defined == [egg])
        #expect(foods == make() && foods != CollectionFoods([egg]) && foods != [])
        #expect(joins.count == 0)
        let joined = foods.foods
        #expect(joined.count == 2 && joined[1].price == price.price && !joined[1].id.isEmpty)
        #expect(foods.foods == joined && Array(foods) == joined && joins.count == 1)
        #expect(CollectionFoods([]).isEmpty && FoodTable.collection(CollectionFoods([])) === FoodTable.standard)
    }

    final class JoinCount: @unchecked Sendable {
        private let lock = NSLock()
        private var value = 0
        var count: Int { lock.withLock { value } }
        func add() { lock.withLock { value += 1 } }
    }
}
