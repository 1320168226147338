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

    /// The table's text read field by field as it was read before, from
    /// lines split into strings: the reading in one pass gives the same
    /// foods on the shipped table and on lines that do not fit.
    static func splitParse(_ text: String) -> [Food] {
        var groups: [String] = []
        var foods: [Food] = []
        func value(_ field: String) -> Double? { Double(field).flatMap { $0.isFinite && $0 >= 0 ? $0 : nil } }
        var copy = text
        return copy.withUTF8 { bytes in
            var start = 0
            var position = 0
            while start < bytes.count {
                while position < bytes.count,
                    bytes[position] != 0x0A || (position > start && bytes[position - 1] == 0x0D)
                {
                    position += 1
                }
                let line = UnsafeBufferPointer(rebasing: bytes[start..<position])
                position += 1
                start = position
                guard !line.isEmpty else { continue }
                let fields = line.split(separator: 0x09, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
                if line.starts(with: "#groups".utf8) {
                    groups = Array(fields.dropFirst())
                } else if line[0] == 0x09 {
                    guard fields.count == 4, !foods.isEmpty, let amount = Double(fields[1]), let grams = Double(fields[3]),
                        amount.isFinite, grams.isFinite, amount > 0, grams > 0
                    else { continue }
                    foods[foods.count - 1].portions.append(Portion(amount: amount, unit: fields[2], grams: grams))
                } else {
                    guard fields.count == 7 else { continue }
                    let group = Int(fields[6]).flatMap { $0 >= 0 && $0 < groups.count ? groups[$0] : nil } ?? ""
                    let values = FoodValues(
                        calories: value(fields[2]), protein: value(fields[3]), carbs: value(fields[4]), fats: value(fields[5]))
                    foods.append(Food(id: fields[0], name: fields[1], group: group, per100g: values, portions: []))
                }
            }
            return foods
        }
    }

    @Test func theTableIsReadAsSplittingItsLinesReadIt() throws {
        let path = try #require(FoodTable.resourcePath())
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let foods = FoodTable.parse(text)
        #expect(foods.count > 8_000 && foods == Self.splitParse(text))
        let odd = [
            "", "\n", "\t", "#groups\tA\tB\n1\tEgg\t1\t2\t3\t4\t1\n\t1\tlarge\t50\n\t0\tnone\t5\n\t1\tx\n",
            "1\tEgg\t-1\tnan\tinf\t1e3\t9\r\n\t2\tcups\t1e400\r\n2\tMilk\t\t\t\t\t\n\t\t\t\t\n",
            "#groups\n#groupsX\tY\n3\tTofu\t1\t2\t3\t4\t0\t\n3\tTofu\t1\t2\t3\t4\t0\n\t.5\tslice\t+8\n\u{FF}\t\u{00e9}\t1\t1\t1\t1\t-1",
        ]
        for sample in odd {
            #expect(FoodTable.parse(sample) == Self.splitParse(sample), "\(sample.debugDescription)")
        }
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
