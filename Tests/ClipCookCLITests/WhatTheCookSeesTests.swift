import Foundation
import Testing

/// `show` and `search` as a cook reads them: the collection's units,
/// amounts rounded as a cook writes them, archived recipes out of the way.
@Suite struct WhatTheCookSeesTests {
    static let kitchen: [String: String] = [
        "settings": "settings\n  units imperial\n",
        "recipes/loaf.recipe": """
        recipe Seeded Loaf
          category snack
          servings 3

        ingredients
          - 500 g bread flour
          - 2 eggs
          - 1 cup water

        steps
          1. Bake at 220 °C until hollow-sounding.

        """,
        "recipes/old-loaf.recipe": "recipe Old Seeded Loaf\n  category snack\n  servings 1\n  archived\n",
    ]

    @Test func showUsesTheSettingsUnitsUnlessTold() throws {
        let root = try Executable.temporaryDirectory(holding: Self.kitchen)
        defer { try? FileManager.default.removeItem(at: root) }
        let imperial = try Executable.run(["-C", root.path, "-c", "show seeded-loaf"])
        #expect(imperial.exitCode == 0, "\(imperial.stderr)")
        #expect(imperial.stdout.contains("1 lb bread flour"))
        #expect(imperial.stdout.contains("Bake at 425 °F until"))
        let metric = try Executable.run(["-C", root.path, "-c", "show seeded-loaf units metric"])
        #expect(metric.stdout.contains("500 g bread flour"))
        #expect(metric.stdout.contains("235 ml water"))
        #expect(metric.stdout.contains("Bake at 220 °C until"))
    }

    @Test func scaledAmountsAreRoundedAsACookWritesThem() throws {
        let root = try Executable.temporaryDirectory(holding: Self.kitchen)
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try Executable.run(["-C", root.path, "-c", "show seeded-loaf servings 2 units metric"])
        #expect(result.stdout.contains("335 g bread flour"))  // 333.33 g
        #expect(result.stdout.contains("1 ½ eggs"))  // 1.33 eggs
        let big = try Executable.run(["-C", root.path, "-c", "show seeded-loaf servings 6 units metric"])
        #expect(big.stdout.contains("1 kg bread flour"))  // 1000 g
    }

    @Test func searchLeavesArchivedRecipesOutUnlessAsked() throws {
        let root = try Executable.temporaryDirectory(holding: Self.kitchen)
        defer { try? FileManager.default.removeItem(at: root) }
        let active = try Executable.run(["-C", root.path, "-c", "search loaf"])
        #expect(active.stdout.contains("Seeded Loaf"))
        #expect(!active.stdout.contains("Old Seeded Loaf"))
        let archived = try Executable.run(["-C", root.path, "-c", "search loaf archived"])
        #expect(archived.stdout.contains("Old Seeded Loaf"))
        #expect(archived.stdout.contains("1 recipe"))
        let all = try Executable.run(["-C", root.path, "-c", "search loaf all"])
        #expect(all.stdout.contains("2 recipes"))
    }

    @Test func derivedIdsDropApostrophesAndKeepOtherScripts() throws {
        let root = try Executable.temporaryDirectory(holding: [
            "recipes/a.recipe": "recipe Grandma's Crêpes\n  category breakfast\n  servings 2\n",
            "recipes/b.recipe": "recipe 日本のカレー\n  category dinner\n  servings 4\n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try Executable.run(["-C", root.path, "-c", "list"])
        #expect(result.stdout.contains("grandmas-crepes"))
        #expect(result.stdout.contains("日本のカレー"))
        #expect(try Executable.run(["-C", root.path, "-c", "fav grandmas-crepes; fav 日本のカレー"]).exitCode == 0)
    }
}
