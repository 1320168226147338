import Foundation
import Testing

/// Ratings, difficulty and the cooking log (issue 26, item 5), through the
/// built executable.
@Suite struct RatingCommandTests {
    static let today = ["CLIPCOOK_TODAY": "2026-11-25"]
    static let collection = [
        "recipes/oats.recipe":
            "recipe Oats\n  category breakfast\n  servings 1\n  tags quick  -- weekday\n  favourite\n\nsteps\n  1. Soak the oats.\n",
        "recipes/stew.recipe": "recipe Stew\n  category dinner\n  servings 4\n  rating 3.5\n  difficulty advanced\n",
        "recipes/toast.recipe": "recipe Toast\n  category breakfast\n  servings 1\n  rating 5  -- the best\n",
        "recipes/salad.recipe": "recipe Salad\n  category lunch\n  servings 2\n",
    ]

    /// The recipe ids of a `list` table, in its order.
    func ids(_ stdout: String) -> [String] {
        stdout.split(separator: "\n").compactMap { line in
            // A favourite's line starts with its mark.
            line.split(separator: " ").prefix(2).map(String.init).first { ["oats", "toast", "stew", "salad"].contains($0) }
        }
    }

    func read(_ root: URL, _ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    @Test func rateWritesTheRatingWhereFmtPutsItAndUndoTakesItBack() throws {
        let root = try Executable.temporaryDirectory(holding: Self.collection)
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try Executable.run(["-C", root.path, "-c", "rate oats 4.5; rate toast 4; list sort rating"])
        #expect(result.exitCode == 0)
        #expect(result.stderr == "")
        #expect(result.stdout.contains("rated 'Oats' 4.5"))
        // After the tags, before `favourite`; the comment on the tags stays.
        #expect(
            try read(root, "recipes/oats.recipe")
                == "recipe Oats\n  category breakfast\n  servings 1\n  tags quick  -- weekday\n  rating 4.5\n  favourite\n\nsteps\n  1. Soak the oats.\n"
        )
        // An existing rating is replaced in place, its comment kept.
        #expect(try read(root, "recipes/toast.recipe") == "recipe Toast\n  category breakfast\n  servings 1\n  rating 4  -- the best\n")
        // The best rated first; recipes without a rating last.
        let titles = ids(result.stdout)
        #expect(titles == ["oats", "toast", "stew", "salad"])
        // What was written is what fmt writes.
        let fmt = try Executable.run(["fmt", "--check", "recipes/oats.recipe"], currentDirectory: root)
        #expect(fmt.exitCode == 0)

        let undo = try Executable.run(["-C", root.path, "-c", "rate salad 2; undo"])
        #expect(undo.exitCode == 0)
        #expect(undo.stdout.contains("undid: rate 'Salad' 2"))
        #expect(try read(root, "recipes/salad.recipe") == Self.collection["recipes/salad.recipe"])
    }

    @Test func aRatingOutOfRangeIsRefusedAndNothingIsWritten() throws {
        let root = try Executable.temporaryDirectory(holding: Self.collection)
        defer { try? FileManager.default.removeItem(at: root) }
        for bad in ["6", "0", "3.7", "4.25", "x"] {
            let result = try Executable.run(["-C", root.path, "-c", "rate oats \(bad)"])
            #expect(result.exitCode != 0)
            #expect(result.stderr.contains("rating '\(bad)' out of range: expected a number from 1 to 5 in halves (4, 3.5)"))
        }
        #expect(try read(root, "recipes/oats.recipe") == Self.collection["recipes/oats.recipe"])
    }

    @Test func aRatingOutOfRangeInAFileIsAnErrorAtItsPosition() throws {
        let root = try Executable.temporaryDirectory(holding: [
            "recipes/pie.recipe": "recipe Pie\n  category dinner\n  rating 5.5\n  difficulty expert\n"
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try Executable.run(["lint"], currentDirectory: root)
        #expect(result.exitCode == 1)
        #expect(result.stdout.contains("recipes/pie.recipe:3:10: error: rating '5.5' out of range"))
        #expect(result.stdout.contains("recipes/pie.recipe:4:14: error: unknown difficulty 'expert'"))
    }

    @Test func listWhereRatingCompares() throws {
        let root = try Executable.temporaryDirectory(holding: Self.collection)
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try Executable.run(["-C", root.path, "--json", "-c", "list where rating >= 4"])
        #expect(result.exitCode == 0)
        #expect(result.stdout.contains(#""id":"toast""#))
        #expect(!result.stdout.contains(#""id":"stew""#))
        #expect(!result.stdout.contains(#""id":"oats""#))
    }

    @Test func cookDoneAppendsToTheLogAndListSortsByLastCooked() throws {
        let root = try Executable.temporaryDirectory(
            holding: Self.collection.merging([
                "cooked.log": "-- what we cooked\n2026-11-20  stew  servings 4\n2026-11-22  salad\n"
            ]) { a, _ in a })
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try Executable.run(
            ["-C", root.path, "-c", "cook done oats servings 2; list sort last-cooked"], environment: Self.today)
        #expect(result.exitCode == 0)
        #expect(result.stderr == "")
        #expect(result.stdout.contains("recorded 2026-11-25: 'Oats' (2 servings) in cooked.log"))
        #expect(
            try read(root, "cooked.log")
                == "-- what we cooked\n2026-11-20  stew  servings 4\n2026-11-22  salad\n2026-11-25  oats  servings 2\n")
        // Recipe files do not change.
        #expect(try read(root, "recipes/oats.recipe") == Self.collection["recipes/oats.recipe"])
        // The latest cooked first; never cooked last.
        let titles = ids(result.stdout)
        #expect(titles == ["oats", "salad", "stew", "toast"])
        let ascending = try Executable.run(["-C", root.path, "-c", "list sort last-cooked asc"], environment: Self.today)
        let oldest = ids(ascending.stdout)
        #expect(oldest == ["stew", "salad", "oats", "toast"])
    }

    @Test func cookDoneMakesTheLogAndUndoRemovesIt() throws {
        let root = try Executable.temporaryDirectory(holding: Self.collection)
        defer { try? FileManager.default.removeItem(at: root) }
        let log = root.appendingPathComponent("cooked.log")
        let first = try Executable.run(["-C", root.path, "-c", "cook done stew"], environment: Self.today)
        #expect(first.exitCode == 0)
        #expect(try read(root, "cooked.log") == "2026-11-25  stew  servings 4\n")
        try FileManager.default.removeItem(at: log)
        let undone = try Executable.run(["-C", root.path, "-c", "cook done stew; undo"], environment: Self.today)
        #expect(undone.exitCode == 0)
        #expect(!FileManager.default.fileExists(atPath: log.path))
    }

    @Test func cookDoneAfterCookModeRecordsThatRecipe() throws {
        let root = try Executable.temporaryDirectory(holding: Self.collection)
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try Executable.run(["-C", root.path, "-c", "cook oats servings 3; quit; cook done"], environment: Self.today)
        #expect(result.exitCode == 0)
        #expect(try read(root, "cooked.log") == "2026-11-25  oats  servings 3\n")
    }
}
