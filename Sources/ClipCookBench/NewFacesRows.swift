#if canImport(Glibc)
    import Glibc
#endif
import ClipCookCore
import Foundation

extension BenchRow {
    /// `import URL` of the saved recipe pages (Tests/WebPages) served by a
    /// local HTTP server (Python's `http.server`): every page imported in
    /// one `clipcook -c "import URL --no-images; ..."` into an empty
    /// collection, pages a second. It does not depend on the collection's size.
    static func importURL(_ context: BenchContext) -> Measurement {
        let pagesFolder = "Tests/WebPages"
        // The pages whose recipe is in JSON-LD or microdata (by the folder's
        // manifest): a script stops at the first page without one.
        let manifest = (try? String(contentsOfFile: pagesFolder + "/manifest.tsv", encoding: .utf8)) ?? ""
        let pages = manifest.split(separator: "\n").compactMap { row -> String? in
            let fields = row.split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count > 2, fields[2] == "jsonld" || fields[2] == "microdata" else { return nil }
            return String(fields[0])
        }
        guard !pages.isEmpty else {
            return Measurement(cell: "skipped: no pages in \(pagesFolder) (run from the package's folder)", growth: nil, values: [:], met: nil)
        }
        let port = 18_000 + Int(getpid() % 2000)
        let server = Process()
        server.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        server.arguments = ["python3", "-m", "http.server", String(port), "--bind", "127.0.0.1", "--directory", pagesFolder]
        server.standardOutput = FileHandle.nullDevice
        server.standardError = FileHandle.nullDevice
        guard (try? server.run()) != nil else {
            return Measurement(cell: "skipped: no python3 to serve the pages", growth: nil, values: [:], met: nil)
        }
        defer { server.terminate(); server.waitUntilExit() }
        // Until the server answers (at most 5 s).
        for _ in 0..<50 where !answers(port) { usleep(100_000) }
        let script = pages.map { "import http://127.0.0.1:\(port)/\($0) --no-images" }.joined(separator: "; ")
        var runs: [ChildRun] = []
        for number in 0..<max(1, context.childRepeats) {
            let into = context.scratch + "/import-url-\(number)"
            try? FileManager.default.removeItem(atPath: into)
            try? FileManager.default.createDirectory(atPath: into + "/recipes", withIntermediateDirectories: true)
            runs.append(ChildProcess.run([context.clipcook, "-C", into, "-c", script]))
        }
        let seconds = median(runs.map(\.seconds)), cpu = median(runs.map(\.cpuSeconds))
        let imported = ((try? FileManager.default.contentsOfDirectory(atPath: context.scratch + "/import-url-0/recipes")) ?? []).count
        let perSecond = Double(pages.count) / seconds
        return Measurement(
            cell: "\(pages.count) pages in \(ms(seconds)) (cpu \(ms(cpu))): \(rate(perSecond)) pages/s, \(imported) recipes written"
                + (runs.last.map(status) ?? ""),
            growth: nil,
            values: [
                "seconds": seconds, "cpuSeconds": cpu, "pagesPerSecond": perSecond, "pages": Double(pages.count),
                "recipesWritten": Double(imported),
            ],
            met: perSecond >= 10)
    }

    /// Whether something accepts a TCP connection on 127.0.0.1:`port`.
    static func answers(_ port: Int) -> Bool {
        let socketFD = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socketFD >= 0 else { return false }
        defer { close(socketFD) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(truncatingIfNeeded: port)).bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        return withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(socketFD, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0
            }
        }
    }
}
