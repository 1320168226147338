import Foundation
import Testing

/// `lint -C` with an absolute path to a collection below the working folder
/// takes each file from the opened collection (it is not read and parsed a
/// second time) and still names it as it was asked for: the same findings,
/// positions and parse errors as with the relative spelling.
@Suite struct LintSpellingTests {
    static let collection: [String: String] = [
        "recipes/toast.recipe":
            "recipe Toast\n  category breakfast\n\ningredients\n  - 2 slices bread\n  - 1 g saffron\n\nsteps\n  1. Toast the bread.\n",
        "recipes/broken.recipe": "recipe Broken\n  category breakfast\n  servings many\n\ningredients\n  - 1 egg\n\nsteps\n  1. Boil the egg.\n",
    ]

    @Test func anAbsoluteFolderGivesTheRelativeFoldersReportUnderItsOwnSpelling() throws {
        let root = try Executable.temporaryDirectory(holding: Self.collection)
        defer { try? FileManager.default.removeItem(at: root) }
        let absolute = root.standardizedFileURL.path
        let relative = try Executable.run(["lint", "-C", "."], currentDirectory: root)
        let spelled = try Executable.run(["lint", "-C", absolute], currentDirectory: root)
        #expect(relative.exitCode == 1)
        #expect(spelled.exitCode == relative.exitCode)
        #expect(relative.stdout.contains("recipes/toast.recipe:6:"))
        #expect(relative.stdout.contains("ingredient 'saffron' is not mentioned in any step"))
        #expect(relative.stdout.contains("recipes/broken.recipe:3:"))
        // Every line is the same but for the spelling of the folder.
        let renamed = spelled.stdout.replacingOccurrences(of: absolute + "/", with: "./")
        #expect(renamed == relative.stdout.replacingOccurrences(of: "recipes/", with: "./recipes/"))
        #expect(spelled.stdout.contains(absolute + "/recipes/broken.recipe:3:"))
        #expect(spelled.stderr == relative.stderr)
    }
}
