import Testing
@testable import ClipCookCore
@testable import ClipCookLanguage
@testable import ClipCookDomain

/// `duplicate-id` finds repeats without a table of every id: only written
/// ids (not their position's derived one) are put in a table, and the
/// findings are those of a table of every id (issue 40).
@Suite struct DuplicateIDTableTests {
    /// Every repeat (index, first index), from a dictionary of every id.
    static func reference(_ ids: [String]) -> [[Int]] {
        var first: [String: Int] = [:]
        var repeats: [[Int]] = []
        for (index, id) in ids.enumerated() {
            if let earlier = first[id] { repeats.append([index, earlier]) } else { first[id] = index }
        }
        return repeats
    }

    static func repeats(_ list: ItemIDList) -> [[Int]] {
        var found: [[Int]] = []
        list.forEachRepeat { found.append([$0, $1]) }
        return found
    }

    static func ingredients(_ ids: [String]) -> ItemIDList {
        ItemIDList(count: ids.count, id: { ids[$0] }, derived: DerivedID.ingredient(position:), prefix: "i")
    }

    @Test func writtenAndDerivedIdsRepeatAsATableOfAllWouldSay() {
        let cases: [[String]] = [
            ["i1", "i2", "i3"],
            ["i1", "i2", "i1"],  // a written id repeating a derived one before it
            ["i3", "i2", "i3"],  // a written id, then the position that derives it
            ["i3", "i3", "i3"],  // written twice, then derived
            ["x", "i2", "x", "i4", "x"],
            ["i2", "i1", "i2"],  // two written, swapped, and the derived one after
            ["i01", "i1", "i10", "i0", "i1"],  // not derived spellings, and a late repeat
            ["a", "b", "a", "i4", "b", "i4", "i7"],
            ["i5", "i5", "i3", "i4", "i5", "i1"],
        ]
        for ids in cases {
            #expect(Self.repeats(Self.ingredients(ids)) == Self.reference(ids), "\(ids)")
            let plain = ItemIDList(count: ids.count, id: { ids[$0] })
            #expect(Self.repeats(plain) == Self.reference(ids), "\(ids)")
        }
    }

    @Test func manyListsOfWrittenAndDerivedIds() {
        var random = SplitMix64(seed: 40)
        for _ in 0..<300 {
            let count = Int(random.next() % 40) + 1
            let ids = (0..<count).map { position -> String in
                switch random.next() % 4 {
                case 0: "i\(position + 1)"
                case 1: "i\(random.next() % UInt64(count + 2))"
                case 2: "x\(random.next() % 6)"
                default: DerivedID.ingredient(position: position)
                }
            }
            #expect(Self.repeats(Self.ingredients(ids)) == Self.reference(ids), "\(ids)")
        }
    }

    @Test func derivedIdsAloneBuildNoTable() {
        let ids = (0..<100_000).map { DerivedID.ingredient(position: $0) }
        let list = Self.ingredients(ids)
        #expect(list.writtenCount == 0)
        #expect(Self.repeats(list).isEmpty)
        var withOne = ids
        withOne[70_000] = "i12"
        #expect(Self.ingredients(withOne).writtenCount == 1)
        #expect(Self.repeats(Self.ingredients(withOne)) == [[70_000, 11]])
    }

    @Test func theRuleSaysWhereTheFirstWas() {
        let text =
            "recipe Toast\n  category breakfast\n  servings 1\n\ningredients\n  - 2 slices bread\n  - butter\n"
            + "  - jam [id i1]\n\nsteps\n  - Toast it. [id s2]\n  - Spread it.\n"
        let file = LintFile(source: SourceFile(path: "t.recipe", text: text))
        let findings = DuplicateID().check(file, in: LintContext(files: [file]))
        #expect(findings.map(\.message) == ["duplicate ingredient id 'i1'", "duplicate step id 's2'"])
        #expect(findings.map { $0.range?.start.line } == [8, 12])
        #expect(findings.map { $0.notes.first } == ["first used on line 6", "first used on line 11"])
    }
}
