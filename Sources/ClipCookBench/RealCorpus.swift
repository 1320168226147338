import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore
import ClipCookInterop
import ClipCookKit
import Foundation

/// Collections made from a folder of real recipes (`--corpus DIR`): the
/// folder is imported once with `clipcook import` (every format the tool
/// imports: Cooklang, recipe pages with JSON-LD, JSON, captions...), and
/// each size is made of those recipes in turn, the n-th copy of a recipe
/// with a new title, its amounts scaled and its steps varied, all of it
/// deterministic. The plans, shopping list and settings are the generated
/// corpus's, naming these recipes.
enum RealCorpus {
    static let version = "2"

    /// The imported recipes of `source`, as canonical `.recipe` texts, in
    /// path order. Imports into `work/real-base` unless a stamp says the
    /// same folder (by its files' paths and sizes) is already imported there.
    static func importOnce(source: String, work: String, clipcook: String) throws -> [Recipe] {
        let base = work + "/real-base"
        let stamp = base + "/.real-stamp"
        let expected = "clipcook-bench real corpus v\(version) of \(source) \(fingerprint(of: source))\n"
        if (try? String(contentsOfFile: stamp, encoding: .utf8)) != expected {
            try? FileManager.default.removeItem(atPath: base)
            FileHandle.standardError.write(Data("importing \(source) into \(base) (once) ...\n".utf8))
            let run = ChildProcess.run([clipcook, "import", source, "--into", base])
            FileHandle.standardError.write(
                Data(
                    String(
                        format: "  imported in %.1f s (exit %d: a file it cannot read is skipped)\n",
                        run.seconds, run.status
                    ).utf8))
            try expected.write(toFile: stamp, atomically: true, encoding: .utf8)
        }
        let paths = CollectionLoader.filePaths(root: base).relativePaths.filter { $0.hasSuffix(".recipe") }.sorted()
        let recipes: [Recipe] = paths.compactMap { path in
            guard let bytes = try? FileBytes.load(atPath: base + "/" + path).bytes,
                case .recipe(let recipe)? = Language.parse(SourceFile(path: path, bytes: bytes), keeping: .session).document
            else { return nil }
            return recipe
        }
        guard !recipes.isEmpty else {
            throw CorpusError(message: "no recipe could be imported from \(source)")
        }
        return recipes
    }

    /// The paths and sizes of the files below `folder`, hashed: a changed
    /// folder is imported again.
    static func fingerprint(of folder: String) -> String {
        var hasher = StableHash()
        let listing = CollectionLoader.filePaths(root: folder).relativePaths.sorted()
        for path in listing {
            hasher.add(path)
            let size = (try? FileManager.default.attributesOfItem(atPath: folder + "/" + path)[.size] as? Int) ?? -1
            hasher.add(String(size))
        }
        return "\(listing.count) files \(String(hasher.value, radix: 16))"
    }

    /// Writes the collection of `count` recipes made from `recipes` below
    /// `folder` (replacing it) unless its stamp says it is already there.
    static func materialize(recipes count: Int, from recipes: [Recipe], source: String, in folder: String) throws {
        let stamp = folder + "/.corpus-stamp"
        let expected = "clipcook-bench real corpus v\(version) of \(source) (\(recipes.count) recipes) recipes \(count)\n"
        if let existing = try? String(contentsOfFile: stamp, encoding: .utf8), existing == expected { return }
        try? FileManager.default.removeItem(atPath: folder)
        try FileManager.default.createDirectory(atPath: folder + "/recipes", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: folder + "/plans", withIntermediateDirectories: true)
        for file in files(recipes: count, from: recipes) {
            try Data(file.bytes).write(to: URL(fileURLWithPath: folder + "/" + file.path))
        }
        try expected.write(toFile: stamp, atomically: true, encoding: .utf8)
    }

    static func files(recipes count: Int, from recipes: [Recipe]) -> [(path: String, bytes: [UInt8])] {
        var files: [(path: String, bytes: [UInt8])] = []
        var ids: [String] = []
        var taken: Set<String> = []
        files.reserveCapacity(count + 54)
        for index in 0..<count {
            var recipe = variant(of: recipes[index % recipes.count], copy: index / recipes.count)
            var id = DerivedID.recipe(title: recipe.title)
            var suffix = 2
            while taken.contains(id) {
                id = DerivedID.recipe(title: recipe.title) + "-\(suffix)"
                suffix += 1
            }
            taken.insert(id)
            recipe.id = id
            ids.append(id)
            let text = Language.print(.recipe(recipe))
            files.append(("recipes/\(id).recipe", canonical(text, path: id)))
        }
        // Plans name recipes by id bare: only the ids that read back bare (most; a title in
        // another script derives an id of its own letters).
        let planned = Array(
            ids.lazy.filter { id in id.utf8.allSatisfy { (0x61...0x7A).contains($0) || (0x30...0x39).contains($0) || $0 == 0x2D } }.prefix(400))
        for week in 1...52 {
            let text = Corpus.planText(week: week, recipeIDs: planned)
            files.append((String(format: "plans/2026-W%02d.plan", week), canonical(text, path: "plan")))
        }
        files.append(("shopping.list", canonical(Corpus.shoppingText(recipeIDs: planned), path: "shopping.list")))
        files.append(("settings", canonical(Corpus.settingsText, path: "settings")))
        return files
    }

    private static func canonical(_ text: String, path: String) -> [UInt8] {
        Array(((try? Formatter.format(SourceFile(path: path, text: text))) ?? text).utf8)
    }

    static let scales: [(numerator: Int, denominator: Int)] = [(1, 1), (2, 1), (3, 2), (1, 2), (3, 1), (5, 4)]
    static let stepEndings = [
        " Taste and adjust the seasoning.", " Serve at once.", " Let it rest for a few minutes before serving.",
        " Keep any leftovers covered in the fridge.",
    ]

    /// Copy `copy` of `recipe` (copy 0 is the recipe itself): a cook's name
    /// (and past 30 copies an adjective) before the title, the leading
    /// whole numbers of its amounts scaled, a sentence added to a step.
    static func variant(of recipe: Recipe, copy: Int) -> Recipe {
        guard copy > 0 else { return recipe }
        var result = recipe
        let cook = Corpus.cooks[copy % Corpus.cooks.count]
        let adjective = copy >= Corpus.cooks.count ? Corpus.adjectives[(copy / Corpus.cooks.count) % Corpus.adjectives.count] + " " : ""
        let prefix = "\(cook)'s \(adjective)"
        result.title = prefix + String(recipe.title.prefix(max(1, Recipe.maxTitleLength - prefix.count)))
        let scale = scales[copy % scales.count]
        for k in result.ingredients.indices {
            result.ingredients[k].amount = scaled(result.ingredients[k].amount, scale)
        }
        if scale.denominator == 1 {
            result.servings = min(1000, max(1, recipe.servings * scale.numerator))
        }
        if !result.steps.isEmpty {
            let k = (copy * 7) % result.steps.count
            result.steps[k].text += stepEndings[copy % stepEndings.count]
        }
        return result
    }

    /// `amount` with its leading whole number (of up to six digits) times
    /// `scale`, written as a whole number or with one decimal.
    static func scaled(_ amount: String, _ scale: (numerator: Int, denominator: Int)) -> String {
        let digits = amount.prefix { $0.isASCII && $0.isNumber }
        guard !digits.isEmpty, digits.count <= 6, let value = Int(digits) else { return amount }
        let rest = amount.dropFirst(digits.count)
        // "1/2", "1.5" and "1,5" keep their number: scaling half of one is not this benchmark's point.
        if let next = rest.first, next == "/" || next == "." || next == "," { return amount }
        let tenths = value * scale.numerator * 10 / scale.denominator
        let number = tenths % 10 == 0 ? "\(tenths / 10)" : "\(tenths / 10).\(tenths % 10)"
        return number + rest
    }
}

struct CorpusError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}

/// FNV-1a over strings: the same value in every run (`Hasher` is seeded per process).
struct StableHash {
    private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    mutating func add(_ text: String) {
        for byte in text.utf8 {
            value = (value ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        value = (value ^ 0xff) &* 0x100_0000_01b3
    }
}
