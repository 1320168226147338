import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore
import ClipCookInterop
import ClipCookKit
import Foundation

/// `clipcook-bench --profile KIND DIR`: one piece of work, done once, for a
/// profiler (`scripts/profile` runs it under callgrind, collecting only
/// inside `profiledWork`, so that reading the files is left out):
///
/// - `parse-session`, `parse-collection`, `parse-all`: every `.recipe`
///   file below DIR parsed with `ParseParts.session`, `.collection`, `.all`;
/// - `cooklang-files`: every `.cook` file below DIR read to a recipe;
/// - `cooklang-large`: all of them, one after the other, as one file;
/// - `ingredient-lines`: the 1,000 lines of each language of the bench row
///   `ingredient lines` read with `IngredientLineReader.read` (DIR unused).
enum ProfileWork {
    static func run(_ arguments: [String]) -> Never {
        guard arguments.count == 2 else { fail("usage: clipcook-bench --profile KIND DIR") }
        let kind = arguments[0], folder = arguments[1]
        switch kind {
        case "parse-session", "parse-collection", "parse-all":
            let parts: ParseParts = kind == "parse-session" ? .session : kind == "parse-collection" ? .collection : .all
            let paths = CollectionLoader.filePaths(root: folder).relativePaths.filter { $0.hasSuffix(".recipe") }
            let sources = paths.compactMap { path in
                (try? FileBytes.load(atPath: folder + "/" + path)).map { SourceFile(path: path, bytes: $0.bytes) }
            }
            profiledWork { for source in sources { keep(Language.parse(source, keeping: parts)) } }
        case "cooklang-files", "cooklang-large":
            let sources = CooklangRow.cookFiles(below: folder).compactMap { path in
                (try? FileBytes.load(atPath: folder + "/" + path)).map { SourceFile(path: path, bytes: $0.bytes) }
            }
            if kind == "cooklang-files" {
                profiledWork { for source in sources { keep(CooklangImporter.read(source)) } }
            } else {
                let large = SourceFile(path: "large.cook", bytes: Array(sources.map { $0.bytes + [0x0A, 0x0A] }.joined()))
                profiledWork { keep(CooklangImporter.read(large)) }
            }
        case "ingredient-lines":
            let lines = BenchRow.intlLines().flatMap { entry in (0..<1000).map { entry.1[$0 % entry.1.count] } }
            profiledWork { for line in lines { keep(IngredientLineReader.read(line)) } }
        default:
            fail("clipcook-bench: unknown profile '\(kind)'")
        }
        exit(0)
    }

    @inline(never) @_optimize(none) static func profiledWork(_ body: () -> Void) {
        body()
    }

    static func fail(_ message: String) -> Never {
        FileHandle.standardError.write(Data((message + "\n").utf8))
        exit(2)
    }
}
