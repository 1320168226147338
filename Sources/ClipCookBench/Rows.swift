import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore
import ClipCookInterop
import ClipCookKit
import Foundation

/// What a row measured at one collection size.
struct Measurement {
    /// The table cell.
    var cell: String
    /// The figure compared across sizes for the growth columns (CPU seconds
    /// where there are any, which a busy machine disturbs least; nil when
    /// the figure does not grow with the collection).
    var growth: Double?
    /// Every number, for the JSON report (seconds, bytes, ratios).
    var values: [String: Double]
    /// Whether the target holds; nil when it applies to another size.
    var met: Bool?
}

/// One figure of the report. Adding a figure is adding one `BenchRow` to
/// `BenchRow.all` with the function that measures it.
struct BenchRow: Sendable {
    var name: String
    var target: String
    var measure: @Sendable (BenchContext) -> Measurement

    static let all: [BenchRow] = [
        BenchRow(name: "parse (as a session opens) vs JSONDecoder", target: "≥ 5× JSONDecoder", measure: parse),
        BenchRow(name: "print vs JSONEncoder", target: "≥ 3× JSONEncoder", measure: printing),
        BenchRow(name: "Cooklang to a recipe vs cooklang-rs", target: "≥ 5× per file and in one large file", measure: CooklangRow.measure),
        BenchRow(name: "open to ready session (-c stats)", target: "≤ 300 ms, ≤ 150 MB at 10k", measure: open),
        BenchRow(name: "start on an empty collection", target: "≤ 50 ms", measure: startEmpty),
        BenchRow(name: "write-back (fav) / undo", target: "≤ 20 ms each", measure: writeBack),
        BenchRow(name: "fmt --check", target: "≤ 1 s at 10k", measure: fmtCheck),
        BenchRow(name: "lint", target: "≤ 2 s at 10k", measure: lint),
        BenchRow(name: "pre-command check (nothing changed)", target: "p50 ≤ 1 ms at 10k", measure: preCommandCheck),
        BenchRow(name: "query: filtered sorted list", target: "p50 ≤ 5 ms at 10k", measure: listQuery),
        BenchRow(name: "query: search", target: "p50 ≤ 5 ms at 10k", measure: searchQuery),
        BenchRow(name: "search, the first after opening (three, each)", target: "≤ 20 ms a search beyond opening at 10k", measure: searchFirst),
        BenchRow(name: "write-back then query (fav + list / undo + search)", target: "≤ 20 ms each at 10k", measure: queryAfterChange),
        BenchRow(name: "export --to json", target: "≤ 1 s, ≤ 200 MB at 10k", measure: export),
        BenchRow(name: "import of the export", target: "≤ 3 s at 10k", measure: importExport),
        BenchRow(name: "plan fill a week (4 meals a day, dry run)", target: "≤ 2 s at 1k, ≤ 10 s at 10k", measure: planFill),
        BenchRow(name: "plan fill a week (every slot, dry run)", target: "≤ 2 s at 1k, ≤ 10 s at 10k", measure: planFillEverySlot),
        BenchRow(name: "Today page (kitchen view, in process)", target: "p99 ≤ 20 ms at 10k", measure: todayPage),
        BenchRow(name: "sync with nothing to do", target: "≤ 1 s at 10k", measure: syncIdle),
        BenchRow(name: "import URL from a local server", target: "≥ 10 pages/s", measure: importURL),
        BenchRow(
            name: "ingredient lines en / de / fr / es / it, tagger", target: "≤ 50 ms for 1,000 lines each; tagger ≤ 50 µs a line",
            measure: ingredientLines),
    ]

    static let tenThousand = 10_000

    /// The two queries the query rows time.
    static let listCommand = "list category dinner where protein >= 30 and calories < 700 sort calories desc"
    static let searchCommand = "search garlic chicken"

    /// The recipe the write-back rows change: the first that is neither a favourite nor archived.
    static func changeTarget(_ session: Session) -> Recipe? {
        session.recipes.first { !$0.isFavourite && !$0.isArchived }
    }

    /// Parses the recipes the way opening a session does (`ParseParts.session`:
    /// document and diagnostics, no syntax tree, no source map), against
    /// `JSONDecoder` on the same recipes. The same run also times the reads
    /// that keep more: the tree and the map on demand (`ParseParts.collection`,
    /// as `lint` and the language server load a collection) and everything
    /// (`ParseParts.all`, as one file is read for an edit).
    static func parse(_ context: BenchContext) -> Measurement {
        let sources = context.sources
        let jsons = context.recipeJSON
        var ours: [Double] = []
        var withTree: [Double] = []
        var full: [Double] = []
        var theirs: [Double] = []
        for _ in 0..<context.repeats {
            ours.append(cpuTimed { for source in sources { keep(Language.parse(source, keeping: .session)) } })
            withTree.append(cpuTimed { for source in sources { keep(Language.parse(source, keeping: .collection)) } })
            full.append(cpuTimed { for source in sources { keep(Language.parse(source, keeping: .all)) } })
            theirs.append(
                cpuTimed {
                    let decoder = JSONDecoder()
                    for json in jsons { keep(try? decoder.decode(Recipe.self, from: json)) }
                })
        }
        let parse = median(ours), tree = median(withTree), all = median(full), decode = median(theirs)
        let ratio = decode / parse
        let megabytes = Double(context.sourceBytes) / 1e6
        return Measurement(
            cell: "\(ratioText(ratio)) (cpu \(ms(parse)) vs \(ms(decode)); \(rate(megabytes / parse)) MB/s);"
                + " tree and map on demand \(ratioText(decode / tree)), all \(ratioText(decode / all))",
            growth: parse,
            values: [
                "parseSeconds": parse, "jsonDecoderSeconds": decode, "ratio": ratio,
                "collectionParseSeconds": tree, "collectionRatio": decode / tree,
                "fullParseSeconds": all, "fullRatio": decode / all,
                "textBytes": Double(context.sourceBytes), "megabytesPerSecond": megabytes / parse,
            ],
            met: ratio >= 5)
    }

    static func printing(_ context: BenchContext) -> Measurement {
        let recipes = context.recipes
        var ours: [Double] = []
        var theirs: [Double] = []
        for _ in 0..<context.repeats {
            ours.append(cpuTimed { for recipe in recipes { keep(Language.print(.recipe(recipe))) } })
            theirs.append(
                cpuTimed {
                    let encoder = JSONEncoder()
                    for recipe in recipes { keep(try? encoder.encode(recipe)) }
                })
        }
        let print = median(ours), encode = median(theirs)
        let ratio = encode / print
        let megabytes = Double(context.sourceBytes) / 1e6
        return Measurement(
            cell: "\(ratioText(ratio)) (cpu \(ms(print)) vs \(ms(encode)); \(rate(megabytes / print)) MB/s)",
            growth: print,
            values: [
                "printSeconds": print, "jsonEncoderSeconds": encode, "ratio": ratio,
                "megabytesPerSecond": megabytes / print,
            ],
            met: ratio >= 3)
    }

    static func open(_ context: BenchContext) -> Measurement {
        let run = ChildProcess.repeated([context.clipcook, "-C", context.folder, "-c", "stats"], repeats: context.childRepeats)
        return Measurement(
            cell: "\(ms(run.seconds)) (cpu \(ms(run.cpuSeconds))), \(mb(run.peakRSSBytes))" + status(run),
            growth: run.cpuSeconds,
            values: [
                "seconds": run.seconds, "cpuSeconds": run.cpuSeconds, "peakRSSBytes": Double(run.peakRSSBytes),
                "bytesPerRecipe": Double(run.peakRSSBytes) / Double(max(1, context.size)),
            ],
            met: context.size == tenThousand ? run.seconds <= 0.3 && run.peakRSSBytes <= 150_000_000 : nil)
    }

    static func startEmpty(_ context: BenchContext) -> Measurement {
        let run = ChildProcess.repeated([context.clipcook, "-C", context.emptyFolder, "-c", "stats"], repeats: context.childRepeats)
        return Measurement(
            cell: "\(ms(run.seconds)) (cpu \(ms(run.cpuSeconds)))" + status(run), growth: nil,
            values: ["seconds": run.seconds, "cpuSeconds": run.cpuSeconds, "peakRSSBytes": Double(run.peakRSSBytes)],
            met: run.seconds <= 0.05)
    }

    static func writeBack(_ context: BenchContext) -> Measurement {
        let session = context.session
        guard let target = changeTarget(session) else {
            return Measurement(cell: "no recipe to change", growth: nil, values: [:], met: nil)
        }
        var writes: [Double] = []
        var undos: [Double] = []
        var failure: String?
        // As in a session that has listed and searched: a change updates what the queries keep.
        _ = session.execute("list")
        _ = session.execute("search garlic")
        for _ in 0..<max(5, context.repeats * 2) {
            var outcome: CommandOutcome?
            writes.append(timed { outcome = session.execute("fav \(target.id)") })
            if let error = outcome?.error { failure = error.message }
            undos.append(timed { outcome = session.execute("undo") })
            if let error = outcome?.error { failure = error.message }
        }
        let write = median(writes), undo = median(undos)
        return Measurement(
            cell: "\(ms(write)) / \(ms(undo))" + (failure.map { " (failed: \($0))" } ?? ""),
            growth: write,
            values: ["writeSeconds": write, "undoSeconds": undo],
            met: failure == nil && write <= 0.02 && undo <= 0.02)
    }

    static func fmtCheck(_ context: BenchContext) -> Measurement {
        let run = ChildProcess.repeated([context.clipcook, "fmt", "--check", context.folder], repeats: context.childRepeats)
        let perSecond = Double(context.fileCount) / run.seconds
        return Measurement(
            cell: "\(ms(run.seconds)) (cpu \(ms(run.cpuSeconds)); \(rate(perSecond)) files/s)" + status(run),
            growth: run.cpuSeconds,
            values: [
                "seconds": run.seconds, "cpuSeconds": run.cpuSeconds, "filesPerSecond": perSecond,
                "peakRSSBytes": Double(run.peakRSSBytes),
            ],
            met: context.size == tenThousand ? run.seconds <= 1 : nil)
    }

    /// `lint` with its findings written to a file, as a user redirecting them would.
    static func lint(_ context: BenchContext) -> Measurement {
        let findings = context.scratch + "/lint-findings.txt"
        let run = ChildProcess.repeated([context.clipcook, "lint", context.folder], repeats: context.childRepeats, output: findings)
        let perSecond = Double(context.fileCount) / run.seconds
        // Past the 64 MB a collection file may have at 100,000 recipes.
        let written = (try? FileBytes.load(atPath: findings, limit: 1 << 31).bytes) ?? []
        let lines = written.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
        return Measurement(
            cell: "\(ms(run.seconds)) (cpu \(ms(run.cpuSeconds)); \(rate(perSecond)) files/s; \(lines) lines of findings)",
            growth: run.cpuSeconds,
            values: [
                "seconds": run.seconds, "cpuSeconds": run.cpuSeconds, "filesPerSecond": perSecond,
                "peakRSSBytes": Double(run.peakRSSBytes),
                "exitStatus": Double(run.status), "findingLines": Double(lines), "findingBytes": Double(written.count),
            ],
            met: context.size == tenThousand ? run.seconds <= 2 : nil)
    }

    static func listQuery(_ context: BenchContext) -> Measurement {
        query(context, listCommand)
    }

    static func searchQuery(_ context: BenchContext) -> Measurement {
        query(context, searchCommand)
    }

    /// The first run of `command` makes the indexes the query reads (after
    /// opening, and after any change the store cannot report as a few
    /// edits): it is timed on its own, the percentiles over the runs after it.
    static func query(_ context: BenchContext, _ command: String) -> Measurement {
        let session = context.session
        var times: [Double] = []
        var cpuTimes: [Double] = []
        var failure: String?
        // A session of its own, so that the first run finds no index made by another row.
        let first = Session(store: WriteBackStore(root: context.folder), interaction: ScriptInteraction(), today: nil)
        // Wall time: the indexes may be made on both cores, and thread CPU time sees one.
        let firstTime = timed { _ = first.execute(command) }
        _ = session.execute(command)
        for _ in 0..<context.queryRepeats {
            var outcome: CommandOutcome?
            let cpuStart = threadCPU()
            times.append(timed { outcome = session.execute(command) })
            cpuTimes.append(threadCPU() - cpuStart)
            if let error = outcome?.error { failure = error.message }
        }
        let p50 = percentile(times, 50), p99 = percentile(times, 99)
        let cpu50 = percentile(cpuTimes, 50), cpu99 = percentile(cpuTimes, 99)
        return Measurement(
            cell: "p50 \(ms(p50)), p99 \(ms(p99)) (cpu p50 \(ms(cpu50)), p99 \(ms(cpu99)));"
                + " the first after opening \(ms(firstTime))"
                + (failure.map { " (failed: \($0))" } ?? ""),
            growth: cpu50,
            values: [
                "p50Seconds": p50, "p99Seconds": p99, "cpuP50Seconds": cpu50, "cpuP99Seconds": cpu99,
                "firstSeconds": firstTime,
            ],
            met: context.size == tenThousand ? failure == nil && p50 <= 0.005 : nil)
    }

    /// A change and the first query after it, timed together as a user
    /// sees them: `fav` then `list`, `undo` then `search`. Whatever the
    /// queries keep between changes is updated (or made again) in between.
    static func queryAfterChange(_ context: BenchContext) -> Measurement {
        let session = context.session
        guard let target = changeTarget(session) else {
            return Measurement(cell: "no recipe to change", growth: nil, values: [:], met: nil)
        }
        let (list, search) = (listCommand, searchCommand)
        var lists: [Double] = [], searches: [Double] = []
        var listCPU: [Double] = [], searchCPU: [Double] = []
        var failure: String?
        func run(_ command: String) {
            if let error = session.execute(command).error { failure = error.message }
        }
        run(list)
        run(search)
        for _ in 0..<max(5, context.repeats * 2) {
            var cpuStart = threadCPU()
            lists.append(
                timed {
                    run("fav \(target.id)"); run(list)
                })
            listCPU.append(threadCPU() - cpuStart)
            cpuStart = threadCPU()
            searches.append(
                timed {
                    run("undo"); run(search)
                })
            searchCPU.append(threadCPU() - cpuStart)
        }
        let listP50 = median(lists), searchP50 = median(searches)
        let listCPU50 = median(listCPU), searchCPU50 = median(searchCPU)
        return Measurement(
            cell: "\(ms(listP50)) / \(ms(searchP50)) (cpu \(ms(listCPU50)) / \(ms(searchCPU50)))"
                + (failure.map { " (failed: \($0))" } ?? ""),
            growth: listCPU50 + searchCPU50,
            values: [
                "favListSeconds": listP50, "undoSearchSeconds": searchP50,
                "favListCPUSeconds": listCPU50, "undoSearchCPUSeconds": searchCPU50,
            ],
            met: context.size == tenThousand ? failure == nil && listP50 <= 0.02 && searchP50 <= 0.02 : nil)
    }

    /// What the REPL does before every command: ask the store which files
    /// changed on disk (none here). With the kernel's reports, and, for
    /// comparison, by the walk that stats every file (the fallback).
    static func preCommandCheck(_ context: BenchContext) -> Measurement {
        func check(_ store: any CollectionStore, _ repeats: Int) -> (p50: Double, cpu50: Double, changed: Int) {
            var changed = store.changedOnDisk().count  // the first check walks and starts watching
            var times: [Double] = []
            var cpuTimes: [Double] = []
            for _ in 0..<repeats {
                let cpuStart = threadCPU()
                times.append(timed { changed = max(changed, store.changedOnDisk().count) })
                cpuTimes.append(threadCPU() - cpuStart)
            }
            return (percentile(times, 50), percentile(cpuTimes, 50), changed)
        }
        let watched = check(context.session.store, context.queryRepeats)
        let walkStore = WriteBackStore(root: context.folder)
        walkStore.usesKernelChangeReports = false
        _ = walkStore.load()
        let walked = check(walkStore, max(5, context.queryRepeats / 5))
        let failure = watched.changed + walked.changed > 0 ? " (failed: files reported changed)" : ""
        return Measurement(
            cell: "p50 \(ms(watched.p50)) (cpu \(ms(watched.cpu50))); by walking every file p50 \(ms(walked.p50)) (cpu \(ms(walked.cpu50)))"
                + failure,
            growth: walked.cpu50,
            values: [
                "p50Seconds": watched.p50, "cpuP50Seconds": watched.cpu50,
                "walkP50Seconds": walked.p50, "walkCPUP50Seconds": walked.cpu50,
            ],
            met: context.size == tenThousand ? failure.isEmpty && watched.p50 <= 0.001 : nil)
    }
}
