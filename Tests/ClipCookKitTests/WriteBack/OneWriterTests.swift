import Foundation
import Testing

/// Nothing but the Store layer writes into a collection: every other call of
/// `AtomicWriter` or `StagedWrite` that writes a file is listed here with
/// the reason it does not write into a collection. A new call fails this
/// test until it goes through `CollectionWriter` (or is listed, with a reason).
@Suite struct OneWriterTests {
    /// File (relative to Sources/) → how many writing calls it may make, and why.
    static let allowed: [String: (count: Int, reason: String)] = [
        "ClipCookCLI/Commands/CommandIO.swift": (
            3,
            "-o outputs of export and convert, and the merge driver's result (whole or streamed): a file the user or git named, not a collection file"
        ),
        "ClipCookKit/Sync/MergeDriverSetup.swift": (1, ".gitattributes: git's file, written through a link the user made"),
    ]

    /// Writing calls in `text` (`AtomicWriter.write(`/`create(`,
    /// `StagedWrite.commit(`/`recover(`), comments left out.
    static func writingCalls(in text: String) -> Int {
        let writingCall = #/\b(AtomicWriter\s*\.\s*(write|create)|StagedWrite\s*\.\s*(commit|recover))\s*\(/#
        return text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { line in line.range(of: "//").map { String(line[..<$0.lowerBound]) } ?? String(line) }
            .reduce(0) { $0 + $1.matches(of: writingCall).count }
    }

    @Test func onlyTheStoreLayerWritesIntoACollection() {
        let sources = RepositoryFiles.files(under: "Sources").filter { $0.hasSuffix(".swift") }
        #expect(sources.count > 100, "the sources were not found")
        var found: [String: Int] = [:]
        for path in sources where !path.hasPrefix("Sources/ClipCookStore/") {
            let count = Self.writingCalls(in: RepositoryFiles.text(path))
            if count > 0 { found[String(path.dropFirst("Sources/".count))] = count }
        }
        for (file, count) in found.sorted(by: { $0.key < $1.key }) {
            let allowance = Self.allowed[file]?.count ?? 0
            #expect(count <= allowance, "\(file) calls AtomicWriter/StagedWrite \(count) time(s); write through CollectionWriter")
        }
        // The list stays honest: an entry whose calls are gone is removed.
        for (file, entry) in Self.allowed {
            #expect(found[file] == entry.count, "\(file): \(entry.count) allowed call(s) (\(entry.reason)), found \(found[file] ?? 0)")
        }
    }

    /// Inside the Store layer too, `WriteBackStore` and the rest write
    /// through `CollectionWriter`, the one type that calls the two writers.
    @Test func theStoreWritesThroughCollectionWriter() {
        let writers: Set<String> = ["AtomicWriter.swift", "StagedWrite.swift", "CollectionWriter.swift"]
        let store = RepositoryFiles.files(under: "Sources/ClipCookStore").filter { $0.hasSuffix(".swift") }
        #expect(store.count > 10, "the Store layer's sources were not found")
        for path in store where !writers.contains(URL(fileURLWithPath: path).lastPathComponent) {
            #expect(Self.writingCalls(in: RepositoryFiles.text(path)) == 0, "\(path) writes around CollectionWriter")
        }
    }

    @Test func theScanSeesACall() {
        #expect(Self.writingCalls(in: "try AtomicWriter.write(bytes, to: path)") == 1)
        #expect(Self.writingCalls(in: "try StagedWrite.commit(files, root: r)\n_ = AtomicWriter.create(b, at: p)") == 2)
        #expect(Self.writingCalls(in: "// AtomicWriter.write(bytes, to: path)") == 0)
        #expect(Self.writingCalls(in: "catch let error as AtomicWriter.WriteError {") == 0)
    }
}
