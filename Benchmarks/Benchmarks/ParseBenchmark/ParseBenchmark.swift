import Benchmark
import ClipCookKit
import Foundation

/// Parse throughput over the example collection and over a synthetic corpus.
/// Bytes per iteration are printed once so that MB/s = bytes / wall-clock time.
let benchmarks: @Sendable () -> Void = {
    let examples = Corpus.examples()
    let synthetic = Corpus.synthetic(recipes: 500)
    let exampleBytes = examples.reduce(0) { $0 + $1.bytes.count }
    let syntheticBytes = synthetic.reduce(0) { $0 + $1.bytes.count }
    print("examples: \(examples.count) files, \(exampleBytes) bytes; synthetic: \(synthetic.count) files, \(syntheticBytes) bytes")

    let configuration = Benchmark.Configuration(
        metrics: [.wallClock, .throughput, .mallocCountTotal], maxDuration: .seconds(5))

    Benchmark("parse examples (\(exampleBytes) bytes)", configuration: configuration) { benchmark in
        for _ in benchmark.scaledIterations {
            for file in examples { blackHole(Language.parse(file)) }
        }
    }

    Benchmark("parse synthetic (\(syntheticBytes) bytes)", configuration: configuration) { benchmark in
        for _ in benchmark.scaledIterations {
            for file in synthetic { blackHole(Language.parse(file)) }
        }
    }

    Benchmark("print synthetic", configuration: configuration) { benchmark in
        let documents = synthetic.compactMap { Language.parse($0).document }
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            for document in documents { blackHole(Language.print(document)) }
        }
    }
}

enum Corpus {
    /// Every language file under ../examples (run from the Benchmarks folder).
    static func examples() -> [SourceFile] {
        let root = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("examples")
        guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else { return [] }
        var files: [SourceFile] = []
        for case let url as URL in walker {
            guard
                ["recipe", "plan", "list", "settings", "inbox"].contains(url.pathExtension)
                    || url.lastPathComponent == "settings",
                let data = try? Data(contentsOf: url)
            else { continue }
            files.append(SourceFile(path: url.path, bytes: Array(data)))
        }
        return files
    }

    /// Generated recipes built from the examples' vocabulary (deterministic).
    static func synthetic(recipes count: Int) -> [SourceFile] {
        let foods = ["chicken breast", "penne", "garlic", "crème fraîche", "spinach", "parmesan", "olive oil", "lemon"]
        let units = ["g", "ml", "tbsp", "cloves", "cup", ""]
        return (0..<count).map { n in
            var text = "-- generated recipe \(n)\nrecipe Synthetic dish number \(n)\n  category dinner\n  servings \(n % 6 + 1)\n"
            text += "  prep 10 min\n  cook \(n % 50 + 5) min\n  tags generated, bench\n\ningredients\n"
            for i in 0..<12 {
                let unit = units[(n + i) % units.count]
                text += "  - \((n * 7 + i) % 500 + 1) \(unit) \(foods[(n + i) % foods.count]), note \(i)\n"
            }
            text += "\nsteps\n"
            for i in 0..<8 {
                text += "  \(i + 1). Cook the \(foods[(n + i) % foods.count]) until golden.  [timer \(i + 1) min]\n"
            }
            text += "\nnutrition per serving\n  calories 520  protein 40  carbs 50  fats 18\n"
            return SourceFile(path: "synthetic-\(n).recipe", text: text)
        }
    }
}
