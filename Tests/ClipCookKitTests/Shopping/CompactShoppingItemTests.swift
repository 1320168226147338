import Foundation
import Testing
@testable import ClipCookCore
@testable import ClipCookLanguage
@testable import ClipCookDomain
@testable import ClipCookStore
@testable import ClipCookInterop
@testable import ClipCookKit

/// A shopping item is kept small (a merge holds three versions of a list
/// that can have a million items) and reads and writes as if every
/// property were stored.
@Suite struct CompactShoppingItemTests {
    @Test func anItemIsSmall() {
        #expect(MemoryLayout<ShoppingItem>.stride <= 64)
    }

    static let list = """
        shopping
          - [ ] coffee beans
          - [x] 200 g coffee beans  [from "Iced Latte"] [recipe iced-latte]
          - [ ] Coffee Beans!  [id beans-for-work]
          - [ ] coffee beans  [created 2026-11-20T18:00:00Z]
          - [ ] ½ dozen eggs

        """

    static func items() throws -> [ShoppingItem] {
        guard case .shoppingList(let list) = try #require(Language.parse(Self.list).document) else {
            Issue.record("not a shopping list")
            return []
        }
        return list.shoppingItems
    }

    @Test func aParsedItemReadsItsDerivedOrWrittenId() throws {
        let items = try Self.items()
        // "Coffee Beans!" has the slug coffee-beans too and counts, though it
        // writes its own id: the next coffee beans is the fourth.
        #expect(items.map(\.id) == ["coffee-beans", "coffee-beans-2", "beans-for-work", "coffee-beans-4", "dozen-eggs"])
        #expect(
            items.map(\.id)
                == DerivedID.shoppingItems(names: items.map(\.name)).enumerated()
                .map { $0.offset == 2 ? "beans-for-work" : $0.element })
        #expect(items[1].recipeId == "iced-latte" && items[1].recipeName == "Iced Latte" && items[1].checked)
        #expect(items[1].amount == "200 g" && items[1].createdAt == nil)
        #expect(items[3].createdAt?.text == "2026-11-20T18:00:00Z" && items[3].recipeId == nil)
        #expect(items[0].recipeId == nil && items[0].recipeName == nil && items[0].amount == nil)
    }

    @Test func aNumberedIdEqualsTheSameIdWrittenOut() throws {
        let parsed = try Self.items()[1]
        let written = ShoppingItem(
            id: "coffee-beans-2", name: "coffee beans", recipeId: "iced-latte", recipeName: "Iced Latte",
            checked: true, amount: "200 g")
        #expect(parsed == written)
        #expect(parsed.hashValue == written.hashValue)
        var other = written
        other.id = "coffee-beans-3"
        #expect(parsed != other)
        var unticked = parsed
        unticked.checked = false
        #expect(unticked != parsed)
    }

    @Test func settersReadBackAndRenamingKeepsTheId() throws {
        var item = try Self.items()[0]
        item.name = "decaf beans"
        #expect(item.id == "coffee-beans", "a renamed item keeps the id it had")
        item.recipeName = "Affogato"
        item.recipeId = "affogato"
        item.createdAt = Timestamp("2026-11-21T08:00:00Z")
        #expect((item.recipeId, item.recipeName, item.createdAt?.text) == ("affogato", "Affogato", "2026-11-21T08:00:00Z"))
        item.recipeId = nil
        item.recipeName = nil
        item.createdAt = nil
        #expect(item == ShoppingItem(id: "coffee-beans", name: "decaf beans"))
    }

    @Test func jsonKeepsEveryField() throws {
        let items = try Self.items()
        let data = try JSONEncoder().encode(items)
        #expect(try JSONDecoder().decode([ShoppingItem].self, from: data) == items)
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.contains("\"id\":\"coffee-beans-4\""))
    }
}
