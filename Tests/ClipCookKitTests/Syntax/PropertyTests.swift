import Foundation
import Testing
@testable import ClipCookCore
@testable import ClipCookLanguage
@testable import ClipCookDomain
@testable import ClipCookStore
@testable import ClipCookInterop
@testable import ClipCookKit

/// print -> parse must give back every generated valid model exactly,
/// printing again must give the same text, and `fmt` must leave it unchanged.
/// `CLIPCOOK_PROPERTY_CASES=N` runs N cases, `CLIPCOOK_PROPERTY_SEED=S` another seed.
extension SyntaxTests {
    @Suite struct PropertyTests {
        static let environment = ProcessInfo.processInfo.environment
        static let requested = environment["CLIPCOOK_PROPERTY_CASES"].flatMap { Int($0) }
        static let seed = environment["CLIPCOOK_PROPERTY_SEED"].flatMap { UInt64($0) } ?? 0xC11C_C00C

        static func failure(_ document: Document) -> String? {
            let text = Language.print(document)
            let result = Language.parse(text, path: "generated")
            guard let parsed = result.document else {
                return "did not parse: " + (result.diagnostics.first?.headline ?? "no diagnostic")
            }
            if parsed != document { return "model changed" }
            if Language.print(parsed) != text { return "printing again changed the text" }
            // One canonical form: `clipcook fmt` leaves the printer's text as it is.
            do {
                if try Formatter.format(SourceFile(path: "generated", text: text)) != text { return "fmt changes the printed text" }
            } catch {
                return "fmt refuses the printed text: " + (error.diagnostics.first?.headline ?? "no diagnostic")
            }
            return nil
        }

        @Test func generatedModelsRoundTripThroughText() {
            let cases = Self.requested ?? 1000
            let clock = ContinuousClock()
            let start = clock.now
            var master = SplitMix64(seed: Self.seed)
            var ran = 0
            var failures = 0
            for _ in 0..<cases {
                if Self.requested == nil, clock.now - start > .seconds(20) { break }
                let caseSeed = master.next()
                var generator = ModelGenerator(seed: caseSeed)
                let document = generator.document()
                ran += 1
                #expect(ModelValidator.validate(document).isEmpty, "generator made an invalid model, seed \(caseSeed)")
                guard let reason = Self.failure(document) else { continue }
                failures += 1
                let minimal = Shrinker.shrink(document) { Self.failure($0) != nil }
                Issue.record(
                    """
                    round trip failed (\(reason)) for case seed \(caseSeed) (run seed \(Self.seed))
                    minimal failing text:
                    \(Language.print(minimal))
                    """)
                if failures >= 3 { break }
            }
            #expect(ran >= min(cases, 1000), "only \(ran) cases ran")
        }
    }
}

/// Makes a failing model smaller: drops list items and optional values while it still fails.
enum Shrinker {
    static func shrink(_ document: Document, stillFails: (Document) -> Bool) -> Document {
        var current = document
        var changed = true
        while changed {
            changed = false
            for candidate in smaller(current) where stillFails(candidate) {
                current = candidate
                changed = true
                break
            }
        }
        return current
    }

    static func dropEach<T>(_ items: [T]) -> [[T]] {
        items.indices.map { k in
            var copy = items; copy.remove(at: k); return copy
        }
    }

    static func smaller(_ document: Document) -> [Document] {
        switch document {
        case .recipe(let r):
            var out: [Document] = []
            out += dropEach(r.ingredients).map {
                var c = r; c.ingredients = $0; return .recipe(c)
            }
            out += dropEach(r.steps).map {
                var c = r; c.steps = $0; return .recipe(c)
            }
            out += dropEach(r.tags).map {
                var c = r; c.tags = $0; return .recipe(c)
            }
            let clears: [(inout Recipe) -> Bool] = [
                {
                    if $0.caption == nil { return false }; $0.caption = nil; return true
                },
                {
                    if $0.aiMeta == nil { return false }; $0.aiMeta = nil; return true
                },
                {
                    if $0.prepTime == nil { return false }; $0.prepTime = nil; return true
                },
                {
                    if $0.cookTime == nil { return false }; $0.cookTime = nil; return true
                },
                {
                    if $0.thumbnail == nil { return false }; $0.thumbnail = nil; return true
                },
                {
                    if $0.sourceUrl == nil { return false }; $0.sourceUrl = nil; return true
                },
                {
                    if $0.nutrition == nil { return false }; $0.nutrition = nil; return true
                },
            ]
            for clear in clears {
                var c = r
                if clear(&c) { out.append(.recipe(c)) }
            }
            return out
        case .plan(let p): return dropEach(p.mealSlots).map { .plan(Plan(mealSlots: $0)) }
        case .shoppingList(let s): return dropEach(s.shoppingItems).map { .shoppingList(ShoppingList(shoppingItems: $0)) }
        case .inbox(let i): return dropEach(i.pendingImports).map { .inbox(Inbox(pendingImports: $0)) }
        case .pantry(let p): return dropEach(p.items).map { .pantry(Pantry(items: $0)) }
        case .aisles(let a): return dropEach(a.entries).map { .aisles(AisleList(entries: $0)) }
        case .foods(let f):
            return dropEach(f.foods).map { .foods(FoodList(foods: $0, prices: f.prices)) }
                + dropEach(f.prices).map { .foods(FoodList(foods: f.foods, prices: $0)) }
        case .settings(let s):
            return s.lint.keys.map { key in
                var c = s; c.lint[key] = nil; return .settings(c)
            }
        }
    }
}
