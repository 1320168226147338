import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore
import ClipCookInterop
import ClipCookKit
import Foundation

/// ClipCook's Cooklang reader against cooklang-rs (through its Python
/// bindings, `pip install cooklang-bindings`) on the same `.cook` files:
/// each file on its own, and all of them in one large file (the files one
/// after the other, `largeCopies` times). Each side is timed in its own
/// process, in CPU time of the thread, the median of the repeats; the
/// row is skipped, with a note, when there are no `.cook` files (a
/// generated corpus) or no bindings.
enum CooklangRow {
    static let largeCopies = 5

    /// What the Python side prints: JSON with, in CPU seconds, `raw` (the
    /// recipe as the bindings' `parse_recipe` returns it, all of
    /// cooklang-rs's parse and the crossing into Python) and `model` (the
    /// package's `cooklang.parse`, which also builds its Python objects),
    /// per file (`files`) and on the large file (`large`).
    static let script = """
        import json, sys, time
        try:
            import cooklang
            from cooklang._ffi import ffi
        except Exception as error:
            print(json.dumps({"missing": str(error)})); sys.exit(0)
        paths, large_path, repeats = sys.argv[1], sys.argv[2], int(sys.argv[3])
        texts = []
        for path in open(paths, encoding="utf-8").read().split("\\n"):
            if path:
                texts.append(open(path, encoding="utf-8").read())
        large = open(large_path, encoding="utf-8").read()
        def best(body):
            times = []
            for _ in range(repeats):
                start = time.thread_time(); body(); times.append(time.thread_time() - start)
            times.sort(); return times[len(times) // 2]
        def raw_files():
            for text in texts: ffi.parse_recipe(text, 1.0)
        def model_files():
            for text in texts: cooklang.parse(text)
        result = {"version": getattr(cooklang, "UPSTREAM_VERSION", "?"), "bindings": getattr(cooklang, "__version__", "?"),
                  "files": {"raw": best(raw_files), "model": best(model_files)},
                  "large": {"raw": best(lambda: ffi.parse_recipe(large, 1.0)), "model": best(lambda: cooklang.parse(large))}}
        print(json.dumps(result))
        """

    static func measure(_ context: BenchContext) -> Measurement {
        guard let folder = context.cooklangFolder else {
            return Measurement(cell: "skipped: no .cook files (run with --corpus DIR)", growth: nil, values: [:], met: nil)
        }
        let paths = cookFiles(below: folder)
        let sources: [SourceFile] = paths.compactMap { path in
            guard let bytes = try? FileBytes.load(atPath: folder + "/" + path).bytes,
                String(validating: bytes, as: UTF8.self) != nil
            else { return nil }
            return SourceFile(path: path, bytes: bytes)
        }
        guard !sources.isEmpty else {
            return Measurement(cell: "skipped: no .cook files in \(folder)", growth: nil, values: [:], met: nil)
        }
        var largeBytes: [UInt8] = []
        for _ in 0..<largeCopies {
            for source in sources {
                largeBytes += source.bytes
                largeBytes += [0x0A, 0x0A]
            }
        }
        let large = SourceFile(path: "large.cook", bytes: largeBytes)
        let bytes = Double(sources.reduce(0) { $0 + $1.bytes.count })
        let repeats = max(3, context.repeats)

        var parse: [Double] = [], toRecipe: [Double] = [], largeParse: [Double] = [], largeRecipe: [Double] = []
        for _ in 0..<repeats {
            parse.append(cpuTimed { for source in sources { keep(CooklangParser.parse(source)) } })
            toRecipe.append(cpuTimed { for source in sources { keep(CooklangImporter.read(source)) } })
            largeParse.append(cpuTimed { keep(CooklangParser.parse(large)) })
            largeRecipe.append(cpuTimed { keep(CooklangImporter.read(large)) })
        }
        let ours = (parse: median(parse), recipe: median(toRecipe), largeParse: median(largeParse), largeRecipe: median(largeRecipe))
        let megabytes = bytes / 1e6, largeMegabytes = Double(largeBytes.count) / 1e6
        let oursCell =
            "ClipCook per file: parse \(rate(megabytes / ours.parse)) MB/s, to a recipe \(rate(megabytes / ours.recipe)) MB/s;"
            + " one \(String(format: "%.1f", largeMegabytes)) MB file: parse \(rate(largeMegabytes / ours.largeParse)) MB/s,"
            + " to a recipe \(rate(largeMegabytes / ours.largeRecipe)) MB/s"
        var values: [String: Double] = [
            "files": Double(sources.count), "bytes": bytes, "largeBytes": Double(largeBytes.count),
            "parseSeconds": ours.parse, "recipeSeconds": ours.recipe,
            "largeParseSeconds": ours.largeParse, "largeRecipeSeconds": ours.largeRecipe,
        ]
        guard let theirs = runBindings(sources: sources, folder: folder, large: large, scratch: context.scratch, repeats: repeats) else {
            return Measurement(
                cell: oursCell + "; cooklang-rs skipped: no Python bindings (pip install cooklang-bindings)",
                growth: nil, values: values, met: nil)
        }
        let perFile = theirs.files / ours.recipe, oneFile = theirs.large / ours.largeRecipe
        values["cooklangRsSeconds"] = theirs.files
        values["cooklangRsLargeSeconds"] = theirs.large
        values["cooklangRsModelSeconds"] = theirs.filesModel
        values["cooklangRsLargeModelSeconds"] = theirs.largeModel
        values["ratio"] = perFile
        values["largeRatio"] = oneFile
        return Measurement(
            cell: "\(sources.count) files, \(String(format: "%.2f", megabytes)) MB: to a recipe \(ratioText(perFile)) cooklang-rs"
                + " \(theirs.version) (\(rate(megabytes / ours.recipe)) vs \(rate(megabytes / theirs.files)) MB/s),"
                + " one large file \(ratioText(oneFile)) (\(rate(largeMegabytes / ours.largeRecipe)) vs"
                + " \(rate(largeMegabytes / theirs.large)) MB/s); parse alone \(rate(megabytes / ours.parse)) MB/s per file,"
                + " \(rate(largeMegabytes / ours.largeParse)) MB/s in one; with the bindings' Python objects"
                + " \(ratioText(theirs.filesModel / ours.recipe)) and \(ratioText(theirs.largeModel / ours.largeRecipe))",
            growth: nil, values: values, met: perFile >= 5 && oneFile >= 5)
    }

    /// The relative paths of the `.cook` files below `folder`, sorted.
    static func cookFiles(below folder: String) -> [String] {
        guard let walk = FileManager.default.enumerator(atPath: folder) else { return [] }
        var paths: [String] = []
        while let path = walk.nextObject() as? String {
            if path.hasSuffix(".cook") { paths.append(path) }
        }
        return paths.sorted()
    }

    struct Theirs {
        var version: String
        var files: Double, large: Double, filesModel: Double, largeModel: Double
    }

    /// Runs the Python side on the same files; nil without Python or the bindings.
    static func runBindings(sources: [SourceFile], folder: String, large: SourceFile, scratch: String, repeats: Int) -> Theirs? {
        let list = scratch + "/cook-files.txt", largePath = scratch + "/large.cook", scriptPath = scratch + "/cooklang_rs.py"
        let listed = sources.map { folder + "/" + $0.path }.joined(separator: "\n") + "\n"
        guard FileManager.default.createFile(atPath: list, contents: Data(listed.utf8)),
            FileManager.default.createFile(atPath: largePath, contents: Data(large.bytes)),
            FileManager.default.createFile(atPath: scriptPath, contents: Data(script.utf8))
        else { return nil }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", scriptPath, list, largePath, String(repeats)]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return nil }
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard let object = try? JSONSerialization.jsonObject(with: output) as? [String: Any],
            let files = object["files"] as? [String: Double], let largeTimes = object["large"] as? [String: Double],
            let raw = files["raw"], let model = files["model"], let largeRaw = largeTimes["raw"], let largeModel = largeTimes["model"],
            raw > 0, largeRaw > 0
        else { return nil }
        return Theirs(version: object["version"] as? String ?? "?", files: raw, large: largeRaw, filesModel: model, largeModel: largeModel)
    }

    static func rate(_ value: Double) -> String { BenchRow.rate(value) }
    static func ratioText(_ ratio: Double) -> String { BenchRow.ratioText(ratio) }
}
