import Testing
@testable import ClipCookCore
@testable import ClipCookLanguage
@testable import ClipCookDomain
@testable import ClipCookStore
@testable import ClipCookInterop
@testable import ClipCookKit

/// grammar/clipcook.ebnf is complete (every name used is defined, every rule
/// is used) and speaks the same words as the models and the contract.
@Suite struct GrammarFileTests {
    static let rules = EBNFRules(RepositoryFiles.text("grammar/clipcook.ebnf"))

    @Test func everyNameUsedIsDefinedOnce() {
        let rules = Self.rules
        #expect(rules.definitions.count >= 60)
        let defined = Set(rules.definitions)
        #expect(defined.count == rules.definitions.count, "a rule is defined twice")
        for (rule, used) in rules.references {
            let missing = used.subtracting(defined)
            #expect(missing.isEmpty, "\(rule) uses undefined \(missing.sorted())")
        }
    }

    @Test func everyRuleIsReachableFromFile() {
        let unreachable = Set(Self.rules.definitions).subtracting(Self.rules.reachable(from: "file"))
        #expect(unreachable.isEmpty, "unreachable rules: \(unreachable.sorted())")
    }

    @Test func documentKindsAreTheModelsKinds() {
        for kind in DocumentKind.allCases {
            #expect(Self.rules.terminals.contains(kind.rawValue), "no '\(kind.rawValue)' document")
        }
        #expect(Self.rules.references["document"] == Set(["recipe", "plan", "shopping", "settings", "inbox", "pantry", "aisles", "foods"]))
    }

    /// Enum values are written lowercase in the grammar; multi-word meals as
    /// words joined by `space`.
    @Test func enumValuesAreTheModelsRawValues() {
        func words<E: CaseIterable & RawRepresentable>(_: E.Type) -> [String] where E.RawValue == String {
            E.allCases.flatMap { $0.rawValue.lowercased().split(separator: " ").map(String.init) }
        }
        let all =
            words(RecipeCategory.self) + words(MealType.self) + words(SourcePlatform.self)
            + words(ImportStatus.self) + words(MeasurementSystem.self) + words(ColorPreference.self)
            + words(RuleLevel.self) + words(Aisle.self)
        for word in all {
            #expect(Self.rules.terminals.contains(word), "enum value '\(word)' missing from the grammar")
        }
    }

    @Test func keywordsOfTheContractAreTerminals() {
        let keywords = [
            "id", "category", "servings", "prep", "cook", "source", "platform", "thumbnail", "tags",
            "favourite", "favorite", "archived", "created", "updated", "ai", "caption", "ingredients", "steps",
            "nutrition", "per", "serving", "total", "calories", "protein", "carbs", "fats", "timer", "day",
            "quick", "none", "x", "×", "recipe", "from", "units", "dark-mode", "premium", "schema", "color",
            "email", "name", "goals", "lint", "pending", "status", "title", "--", "|",
            "h", "hr", "hrs", "hour", "hours", "min", "mins", "minute", "minutes",
            "s", "sec", "secs", "second", "seconds",
        ]
        let missing = keywords.filter { !Self.rules.terminals.contains($0) }
        #expect(missing.isEmpty, "keywords missing from the grammar: \(missing)")
    }
}
