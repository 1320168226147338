import Testing
@testable import ClipCookCore
@testable import ClipCookLanguage
@testable import ClipCookDomain
@testable import ClipCookStore
@testable import ClipCookInterop
@testable import ClipCookKit

/// The exact lines `list` prints: columns padded by characters (not bytes),
/// long titles cut with an ellipsis, trailing blanks dropped.
@Suite struct ListTableTests {
    @Test func columnsArePaddedByCharactersAndLongTitlesCut() throws {
        let long = String(repeating: "Very long title ", count: 4)
        let store = MemoryStore([
            Recipe(
                id: "creme", title: "Crème brûlée", category: .snack,
                nutrition: Nutrition(calories: 420, protein: 6, carbs: 40, fats: 25), isFavourite: true),
            Recipe(id: "long-one", title: long, category: .dinner),
            Recipe(id: "tea", title: "Tea", category: .snack, isArchived: true),
        ])
        let session = Session(store: store, interaction: ScriptInteraction(), today: nil)
        let outcome = session.execute("list all")
        #expect(
            outcome.text == """
                *  creme     Crème brûlée                                      snack      420 kcal  P 6  C 40  F 25
                 a tea       Tea                                               snack
                   long-one  Very long title Very long title Very long title…  dinner
                3 recipes
                """)
    }
}
