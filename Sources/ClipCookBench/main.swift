import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore
import ClipCookInterop
import ClipCookKit
import Foundation

/// Everything a row may use at one collection size. The corpus, its
/// in-memory copies and the session are made once, when first asked for.
final class BenchContext {
    let size: Int
    let folder: String
    let scratch: String
    let emptyFolder: String
    let clipcook: String
    let repeats: Int
    let childRepeats: Int
    let queryRepeats: Int

    /// The folder of real recipes the collection was made from, whose `.cook` files the Cooklang row reads.
    let cooklangFolder: String?

    init(
        size: Int, folder: String, scratch: String, emptyFolder: String, clipcook: String, repeats: Int,
        cooklangFolder: String? = nil
    ) {
        self.cooklangFolder = cooklangFolder
        self.size = size
        self.folder = folder
        self.scratch = scratch
        self.emptyFolder = emptyFolder
        self.clipcook = clipcook
        self.repeats = repeats
        // Child runs of the biggest collection take seconds each: fewer of them.
        childRepeats = size >= 100_000 ? 1 : max(1, min(repeats, 3))
        queryRepeats = size >= 100_000 ? 21 : 101
    }

    var exportPath: String { scratch + "/export.json" }

    /// The recipe files of the corpus, read into memory.
    lazy var sources: [SourceFile] = {
        let paths = CollectionLoader.filePaths(root: folder).relativePaths.filter { $0.hasSuffix(".recipe") }
        return paths.compactMap { path in
            (try? FileBytes.load(atPath: folder + "/" + path)).map { SourceFile(path: path, bytes: $0.bytes) }
        }
    }()

    lazy var sourceBytes: Int = sources.reduce(0) { $0 + $1.bytes.count }

    lazy var fileCount: Int = CollectionLoader.filePaths(root: folder).relativePaths.count

    lazy var recipes: [Recipe] = sources.compactMap {
        if case .recipe(let recipe)? = Language.parse($0).document { return recipe }
        return nil
    }

    /// Each recipe as JSON, the way `JSONEncoder` writes it.
    lazy var recipeJSON: [Data] = {
        let encoder = JSONEncoder()
        return recipes.compactMap { try? encoder.encode($0) }
    }()

    lazy var session = Session(store: WriteBackStore(root: folder), interaction: ScriptInteraction(), today: nil)
}

struct BenchOptions {
    var sizes = [1_000, 10_000]
    var repeats = 5
    var jsonPath: String?
    var only: String?
    var work = ".build/bench"
    /// A folder of real recipes to build the collections from (`RealCorpus`).
    var corpus: String?

    static func parse(_ arguments: [String]) -> BenchOptions? {
        var options = BenchOptions()
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            switch argument {
            case "--large": options.sizes.append(100_000)
            case "--sizes":
                guard let list = rest.popFirst() else { return nil }
                let sizes = list.split(separator: ",").compactMap { Int($0) }.filter { $0 > 0 && $0 <= 1_000_000 }
                guard !sizes.isEmpty else { return nil }
                options.sizes = sizes
            case "--repeat":
                guard let text = rest.popFirst(), let count = Int(text), (1...50).contains(count) else { return nil }
                options.repeats = count
            case "--json":
                guard let path = rest.popFirst() else { return nil }
                options.jsonPath = path
            case "--only":
                guard let name = rest.popFirst() else { return nil }
                options.only = name
            case "--corpus":
                guard let path = rest.popFirst() else { return nil }
                options.corpus = path
            case "--work":
                guard let path = rest.popFirst() else { return nil }
                options.work = path
            default: return nil
            }
        }
        return options
    }
}

let usage = """
    usage: clipcook-bench [--large] [--sizes 1000,10000] [--repeat N] [--only TEXT] [--json FILE] [--work DIR] [--corpus DIR]
      --corpus   make the collections from the real recipes in DIR (any format
                 `clipcook import` reads; see scripts/real-corpus), not generated ones
      --large    also measure 100,000 recipes (minutes)
      --only     measure only the rows whose name contains TEXT
      --json     write the report as JSON here (default: WORK/latest.json)
      --work     where the generated collections live (default: .build/bench)
    """

if CommandLine.arguments.dropFirst().first == "--cache-prototype" {
    CachePrototype.run(Array(CommandLine.arguments.dropFirst(2)))
}
if CommandLine.arguments.dropFirst().first == "--profile" {
    ProfileWork.run(Array(CommandLine.arguments.dropFirst(2)))
}
if CommandLine.arguments.dropFirst().first == "--measure-child" {
    ChildProcess.reportChild(Array(CommandLine.arguments.dropFirst(2)))
}
guard let options = BenchOptions.parse(Array(CommandLine.arguments.dropFirst())) else {
    FileHandle.standardError.write(Data((usage + "\n").utf8))
    exit(2)
}

let executable = Bundle.main.executablePath ?? CommandLine.arguments[0]
let clipcook = URL(fileURLWithPath: executable).deletingLastPathComponent().appendingPathComponent("clipcook").path
guard FileManager.default.isExecutableFile(atPath: clipcook) else {
    FileHandle.standardError.write(Data("clipcook-bench: no clipcook next to this program (\(clipcook)); build both with scripts/bench\n".utf8))
    exit(1)
}

let work = CollectionLoader.absolutePath(of: options.work)
let emptyFolder = work + "/empty"
try? FileManager.default.createDirectory(atPath: emptyFolder, withIntermediateDirectories: true)
let rows = BenchRow.all.filter { row in options.only.map { row.name.localizedCaseInsensitiveContains($0) } ?? true }

func log(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
}

var realRecipes: [Recipe] = []
var cooklangFolder: String?
if let corpus = options.corpus {
    let source = CollectionLoader.absolutePath(of: corpus)
    do {
        realRecipes = try RealCorpus.importOnce(source: source, work: work, clipcook: clipcook)
    } catch {
        log("clipcook-bench: cannot import \(source): \(error)")
        exit(1)
    }
    log("\(realRecipes.count) real recipes imported from \(source)")
    cooklangFolder = source
}
let corpusName = options.corpus == nil ? "corpus" : "real"

var results: [[Measurement]] = []  // [size][row]
for size in options.sizes {
    let folder = work + "/\(corpusName)-\(size)"
    let scratch = work + "/scratch-\(size)"
    log("writing \(size) recipes in \(folder) ...")
    do {
        if let source = cooklangFolder {
            try RealCorpus.materialize(recipes: size, from: realRecipes, source: source, in: folder)
        } else {
            try Corpus.materialize(recipes: size, in: folder)
        }
        try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
    } catch {
        log("clipcook-bench: cannot write the corpus: \(error)")
        exit(1)
    }
    let context = BenchContext(
        size: size, folder: folder, scratch: scratch, emptyFolder: emptyFolder, clipcook: clipcook,
        repeats: options.repeats, cooklangFolder: cooklangFolder)
    var measured: [Measurement] = []
    for row in rows {
        log("  \(size): \(row.name) ...")
        let measurement = row.measure(context)
        log("    \(measurement.cell)")
        measured.append(measurement)
    }
    results.append(measured)
}

// MARK: Report

func machine() -> [String: String] {
    var info: [String: String] = [:]
    if let cpu = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8),
        let line = cpu.split(separator: "\n").first(where: { $0.hasPrefix("model name") }),
        let colon = line.firstIndex(of: ":")
    {
        info["cpu"] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
    }
    info["cores"] = String(ProcessInfo.processInfo.activeProcessorCount)
    info["memory"] = String(format: "%.1f GB", Double(ProcessInfo.processInfo.physicalMemory) / 1e9)
    info["os"] = ProcessInfo.processInfo.operatingSystemVersionString
    if let load = try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8) {
        info["loadAverage"] = load.split(separator: " ").prefix(3).joined(separator: " ")
    }
    return info
}

func count(_ size: Int) -> String {
    size >= 1000 && size % 1000 == 0 ? "\(size / 1000)k" : "\(size)"
}

let machineInfo = machine()
var table =
    "| figure (median) | " + options.sizes.map { "\(count($0)) recipes" }.joined(separator: " | ")
    + " | target | met | growth (cpu) "
    + zip(options.sizes.dropFirst(), options.sizes).map { "\(count($0.0))/\(count($0.1))" }.joined(separator: ", ") + " |\n"
table += "|---|" + options.sizes.map { _ in "---|" }.joined() + "---|---|---|\n"
for (index, row) in rows.enumerated() {
    let cells = results.map { $0[index].cell }
    let verdicts = results.compactMap { $0[index].met }
    let met = verdicts.isEmpty ? "–" : (verdicts.allSatisfy { $0 } ? "yes" : "no")
    let growth = zip(results.dropFirst(), results).map { larger, smaller -> String in
        guard let big = larger[index].growth, let small = smaller[index].growth, small > 0 else { return "–" }
        return String(format: "%.1f", big / small)
    }
    table +=
        "| \(row.name) | " + cells.joined(separator: " | ") + " | \(row.target) | \(met) | "
        + growth.joined(separator: ", ") + " |\n"
}
print(table)
// The two largest sizes' queries again, the sizes taking turns (see `InterleavedGrowth`).
var interleaved: [InterleavedGrowth.Result] = []
if options.sizes.count >= 2, let larger = options.sizes.max(), let smaller = options.sizes.filter({ $0 < larger }).max() {
    log("queries, \(count(smaller)) and \(count(larger)) taking turns ...")
    let rounds = larger >= 100_000 ? 41 : 101
    interleaved = InterleavedGrowth.measure(
        smaller: work + "/\(corpusName)-\(smaller)", larger: work + "/\(corpusName)-\(larger)", rounds: rounds, only: options.only)
    for result in interleaved {
        print(
            "\(result.name), \(count(smaller)) and \(count(larger)) taking turns (\(rounds) rounds): cpu p50 "
                + "\(BenchRow.ms(result.smaller)) and \(BenchRow.ms(result.larger)), growth " + String(format: "%.1f", result.growth))
    }
    if !interleaved.isEmpty { print("") }
}
print(
    "machine: \(machineInfo["cpu"] ?? "?"), \(machineInfo["cores"] ?? "?") cores, \(machineInfo["memory"] ?? "?"); "
        + "\(machineInfo["os"] ?? ""); load average at the end \(machineInfo["loadAverage"] ?? "?")")

print("corpus: " + (options.corpus.map { "\(realRecipes.count) real recipes imported from \($0), replicated" } ?? "generated"))
var report: [String: Any] = [
    "machine": machineInfo,
    "corpus": options.corpus.map { "real recipes from \($0) (\(realRecipes.count) imported)" } ?? "generated",
    "sizes": options.sizes,
    "repeats": options.repeats,
]
report["rows"] = rows.enumerated().map { index, row -> [String: Any] in
    var bySize: [String: Any] = [:]
    for (sizeIndex, size) in options.sizes.enumerated() {
        let measurement = results[sizeIndex][index]
        var entry: [String: Any] = ["cell": measurement.cell]
        for (key, value) in measurement.values where value.isFinite { entry[key] = value }
        if let met = measurement.met { entry["met"] = met }
        bySize[String(size)] = entry
    }
    return ["name": row.name, "target": row.target, "results": bySize]
}
report["interleavedQueryGrowth"] = interleaved.map { result -> [String: Any] in
    ["name": result.name, "smallerCPUSeconds": result.smaller, "largerCPUSeconds": result.larger, "growth": result.growth]
}
let jsonPath = options.jsonPath ?? work + "/latest.json"
if let data = try? JSONSerialization.data(withJSONObject: report, options: [.prettyPrinted, .sortedKeys]) {
    if FileManager.default.createFile(atPath: jsonPath, contents: data) {
        log("JSON report: \(jsonPath)")
    } else {
        log("clipcook-bench: cannot write \(jsonPath)")
    }
}
