import Foundation
import Testing

/// `convert --to markdown` writes a huge recipe a piece at a time (issue
/// 40, item 3: it took 14.5× the file holding the presented ingredients,
/// a list of the lines and the text), to standard output or `-o` alike;
/// and an output that cannot be written is reported, never a crash (it
/// trapped in Foundation on a full disk).
@Suite struct ConvertMarkdownPiecesTests {
    @Test func aLongRecipeIsTheSameOnStandardOutputAndInAFile() throws {
        var text = "recipe Big Pancakes\n  category breakfast\n  servings 4\n\ningredients\n"
        for n in 0..<12_000 { text += "  - \(1 + n % 9) g flour \(n)\n" }
        text += "\nsteps\n  1. Mix everything.\n"
        let folder = try Executable.temporaryDirectory(holding: ["big.recipe": text])
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("big.recipe").path
        let printed = try Executable.run(["convert", input, "--to", "markdown"])
        #expect(printed.exitCode == 0)
        #expect(printed.stderr == "")
        let target = folder.appendingPathComponent("big.md")
        let written = try Executable.run(["convert", input, "--to", "markdown", "-o", target.path])
        #expect(written.exitCode == 0)
        #expect(try String(contentsOf: target, encoding: .utf8) == printed.stdout)
        let lines = printed.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 6 + 12_000 + 4 + 1)
        #expect(lines[6] == "- **1 g** flour 0")
        #expect(lines[6 + 11_999] == "- **3 g** flour 11999")
        #expect(printed.stdout.hasSuffix("## Steps\n\n1. Mix everything.\n"))
    }

    @Test(arguments: ["markdown", "cooklang"])
    func aFullStandardOutputIsReported(format: String) throws {
        let recipe = Executable.examplesDirectory.appendingPathComponent("recipes/banana-bread.recipe").path
        let program = Executable.productsDirectory.appendingPathComponent("clipcook").path
        let (status, output) = try Executable.runProgram(
            "/bin/sh", ["-c", "\"$0\" convert \"$1\" --to \"$2\" > /dev/full", program, recipe, format])
        #expect(status == 1, "\(output)")
        #expect(output.contains("<stdout>: error: cannot write file: no space left on device"), "\(output)")
        #expect(!output.contains("Fatal error"))
    }
}
