import Foundation
import Testing

/// The merge driver for every kind of file of a collection (issue 35, item
/// 12), in a real git repository set up by `clipcook init --git`: the
/// pantry, `cooked.log`, the aisles, a foods file and the inbox merge
/// element by element, and a recipe's rating changed on one side is kept.
@Suite struct MergeEveryKindTests {
    static func git(_ arguments: [String], in folder: URL) throws -> (Int32, String) {
        try MergeDriverTests.git(arguments, in: folder)
    }

    static let base: [String: String] = [
        "pantry": "-- What is always at home.\npantry\n  - salt\n  - 1 kg plain flour\n  - olive oil\n",
        "cooked.log": "-- what we cooked\n2026-11-20  overnight-oats\n2026-11-22  red-lentil-soup  servings 4\n",
        "aisles": "aisles\naisle frozen\n  - blueberries\naisle other\n  - ice water\n",
        "foods/own.foods":
            "foods\n\nfood Kombucha calories 21  protein 0  carbs 5  fats 0\n  portion 1 bottle = 330 g\n\nfood eggs\n  price 2.10 per 6\n",
        "inbox.list": "inbox\npending https://example.com/a\n  status failed\n\npending https://example.com/b\n  status ready\n  title Bee\n",
        "recipes/toast.recipe":
            "recipe Toast\n  category breakfast\n  servings 1\n\ningredients\n  - 1 slice bread\n\nsteps\n  1. Toast the bread.\n",
    ]

    /// A repository holding `base` on `main`, a branch `jo` made from it,
    /// and the driver set up.
    static func repository() throws -> URL {
        let repo = try Executable.temporaryDirectory(holding: base)
        let (initialised, message) = try git(["init", "-q", "-b", "main"], in: repo)
        try #require(initialised == 0, "git init failed: \(message)")
        let setUp = try Executable.run(["init", "--git", repo.path])
        try #require(setUp.exitCode == 0, "\(setUp.stderr)")
        #expect(try git(["add", "-A"], in: repo).0 == 0)
        #expect(try git(["commit", "-qm", "base"], in: repo).0 == 0)
        #expect(try git(["branch", "jo"], in: repo).0 == 0)
        return repo
    }

    static func edit(_ repo: URL, _ file: String, _ change: (String) -> String) throws {
        let url = repo.appendingPathComponent(file)
        try change(try String(contentsOf: url, encoding: .utf8)).write(to: url, atomically: true, encoding: .utf8)
    }

    static func commit(_ repo: URL, _ message: String) throws {
        #expect(try git(["commit", "-qam", message], in: repo).0 == 0)
    }

    @Test func everyFileKindMergesElementByElement() throws {
        let repo = try Self.repository()
        defer { try? FileManager.default.removeItem(at: repo) }
        // Jo's device: cooks twice, uses up the flour, adds an aisle's food,
        // a food's portion, a price and a link; rates the toast.
        #expect(try Self.git(["checkout", "-q", "jo"], in: repo).0 == 0)
        try Self.edit(repo, "cooked.log") { $0 + "2026-11-21  toast\n2026-11-25  toast  servings 2\n" }
        try Self.edit(repo, "pantry") { $0.replacingOccurrences(of: "  - 1 kg plain flour\n", with: "") }
        try Self.edit(repo, "aisles") { $0.replacingOccurrences(of: "  - blueberries\n", with: "  - blueberries\n  - peas\n") }
        try Self.edit(repo, "foods/own.foods") {
            $0.replacingOccurrences(of: "= 330 g\n", with: "= 330 g\n  portion 1 glass = 250 g\n") + "food milk\n  price 1.09 per 1 l\n"
        }
        try Self.edit(repo, "inbox.list") { $0 + "\npending https://example.com/c\n  status importing\n" }
        try Self.edit(repo, "recipes/toast.recipe") { $0.replacingOccurrences(of: "  servings 1\n", with: "  servings 1\n  rating 4.5\n") }
        try Self.commit(repo, "jo")
        // This device: cooks on the 24th, adds rice, another aisle's food,
        // changes the eggs' price, drops a link, edits the toast's step.
        #expect(try Self.git(["checkout", "-q", "main"], in: repo).0 == 0)
        try Self.edit(repo, "cooked.log") { $0 + "2026-11-24  overnight-oats\n" }
        try Self.edit(repo, "pantry") { $0 + "  - 500 g jasmine rice\n" }
        try Self.edit(repo, "aisles") { $0.replacingOccurrences(of: "  - ice water\n", with: "  - ice water\n  - candles\n") }
        try Self.edit(repo, "foods/own.foods") { $0.replacingOccurrences(of: "2.10 per 6", with: "2.30 per 6") }
        try Self.edit(repo, "inbox.list") { $0.replacingOccurrences(of: "pending https://example.com/a\n  status failed\n\n", with: "") }
        try Self.edit(repo, "recipes/toast.recipe") { $0.replacingOccurrences(of: "Toast the bread.", with: "Toast the bread well.") }
        try Self.commit(repo, "main")
        let (status, output) = try Self.git(["merge", "-q", "--no-edit", "jo"], in: repo)
        #expect(status == 0, "\(output)")
        let read = { (file: String) in try String(contentsOf: repo.appendingPathComponent(file), encoding: .utf8) }
        #expect(
            try read("cooked.log") == "-- what we cooked\n2026-11-20  overnight-oats\n2026-11-21  toast\n"
                + "2026-11-22  red-lentil-soup  servings 4\n2026-11-24  overnight-oats\n2026-11-25  toast  servings 2\n")
        #expect(try read("pantry") == "-- What is always at home.\npantry\n  - salt\n  - olive oil\n  - 500 g jasmine rice\n")
        let aisles = try read("aisles")
        #expect(aisles.contains("  - blueberries\n  - peas\n") && aisles.contains("  - ice water\n  - candles\n"), "\(aisles)")
        let foods = try read("foods/own.foods")
        #expect(foods.contains("portion 1 glass = 250 g") && foods.contains("price 2.30 per 6") && foods.contains("food milk"), "\(foods)")
        let inbox = try read("inbox.list")
        #expect(!inbox.contains("example.com/a") && inbox.contains("example.com/b") && inbox.contains("example.com/c"), "\(inbox)")
        let toast = try read("recipes/toast.recipe")
        #expect(toast.contains("rating 4.5") && toast.contains("Toast the bread well."), "\(toast)")
        #expect(try Self.git(["status", "--porcelain"], in: repo).1 == "")
        let lint = try Executable.run(["lint", repo.path])
        #expect(!lint.stdout.contains("error") && !lint.stderr.contains("error"), "\(lint.stdout)\(lint.stderr)")
    }

    /// One pantry item changed differently on both sides: that item alone
    /// is between markers; the rest merged.
    @Test func aPantryItemChangedOnBothSidesIsMarkedAlone() throws {
        let repo = try Self.repository()
        defer { try? FileManager.default.removeItem(at: repo) }
        #expect(try Self.git(["checkout", "-q", "jo"], in: repo).0 == 0)
        try Self.edit(repo, "pantry") { $0.replacingOccurrences(of: "1 kg plain flour", with: "500 g plain flour") + "  - honey\n" }
        try Self.commit(repo, "jo")
        #expect(try Self.git(["checkout", "-q", "main"], in: repo).0 == 0)
        try Self.edit(repo, "pantry") { $0.replacingOccurrences(of: "1 kg plain flour", with: "2 kg plain flour") }
        try Self.commit(repo, "main")
        let (status, _) = try Self.git(["merge", "-q", "--no-edit", "jo"], in: repo)
        #expect(status != 0)
        #expect(
            try String(contentsOf: repo.appendingPathComponent("pantry"), encoding: .utf8)
                == "-- What is always at home.\npantry\n  - salt\n<<<<<<< ours\n  - 2 kg plain flour\n=======\n  - 500 g plain flour\n>>>>>>> theirs\n"
                + "  - olive oil\n  - honey\n")
    }

    /// A rating (and a difficulty) changed on one side only is kept; both
    /// sides rating differently is a conflict on the rating's line.
    @Test func aRatingChangedOnOneSideIsMerged() throws {
        let repo = try Self.repository()
        defer { try? FileManager.default.removeItem(at: repo) }
        #expect(try Self.git(["checkout", "-q", "jo"], in: repo).0 == 0)
        try Self.edit(repo, "recipes/toast.recipe") { $0.replacingOccurrences(of: "  servings 1\n", with: "  servings 2\n  rating 3\n") }
        try Self.commit(repo, "jo")
        #expect(try Self.git(["checkout", "-q", "main"], in: repo).0 == 0)
        try Self.edit(repo, "recipes/toast.recipe") { $0.replacingOccurrences(of: "  - 1 slice bread", with: "  - 2 slices bread") }
        try Self.commit(repo, "main")
        let (status, output) = try Self.git(["merge", "-q", "--no-edit", "jo"], in: repo)
        #expect(status == 0, "\(output)")
        let toast = try String(contentsOf: repo.appendingPathComponent("recipes/toast.recipe"), encoding: .utf8)
        #expect(toast.contains("  rating 3\n") && toast.contains("servings 2") && toast.contains("2 slices bread"), "\(toast)")
        // Both rate it now, differently.
        #expect(try Self.git(["checkout", "-q", "jo"], in: repo).0 == 0)
        try Self.edit(repo, "recipes/toast.recipe") { $0.replacingOccurrences(of: "  rating 3\n", with: "  rating 5\n") }
        try Self.commit(repo, "jo five")
        #expect(try Self.git(["checkout", "-q", "main"], in: repo).0 == 0)
        try Self.edit(repo, "recipes/toast.recipe") { $0.replacingOccurrences(of: "  rating 3\n", with: "  rating 2\n") }
        try Self.commit(repo, "main two")
        let (again, _) = try Self.git(["merge", "-q", "--no-edit", "jo"], in: repo)
        #expect(again != 0)
        let marked = try String(contentsOf: repo.appendingPathComponent("recipes/toast.recipe"), encoding: .utf8)
        #expect(marked.contains("<<<<<<< ours\n  rating 2\n=======\n  rating 5\n>>>>>>> theirs\n"), "\(marked)")
    }
}
