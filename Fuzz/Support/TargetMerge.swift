// The layers under SwiftPM; scripts/fuzz compiles them as one ClipCookKit.
#if canImport(ClipCookCore)
    import ClipCookCore
    import ClipCookLanguage
    import ClipCookDomain
    import ClipCookStore
    import ClipCookInterop
#endif
import ClipCookKit

/// The line that splits a `merge` input into its three documents: the
/// common ancestor, ours and theirs, in git's order.
public let fuzzMergeSeparator: [UInt8] = Array("\n---8<---\n".utf8)

/// `clipcook merge` of three documents (`BASE ---8<--- OURS ---8<---
/// THEIRS`): never traps; when all three are clean (they parse without
/// errors and are what `fmt` writes) and the merge is clean, the result
/// parses without errors and formats to itself; a merge with conflicts marks
/// exactly as many blocks as it counts.
public func fuzzMerge(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard let parts = fuzzSplitMergeInput(bytes) else { return 0 }
    let sources = [("base", parts[0]), ("ours", parts[1]), ("theirs", parts[2])].map { name, part in
        SourceFile(path: name, bytes: part)
    }
    let result: DocumentMerge.Result
    do {
        result = try DocumentMerge.merge(base: sources[0], ours: sources[1], theirs: sources[2])
    } catch {
        return 0
    }
    if result.conflicts > 0 {
        let marked = result.text.split(separator: "\n", omittingEmptySubsequences: false).filter { $0 == "<<<<<<< ours" }.count
        if marked != result.conflicts {
            fatalError("merge counts \(result.conflicts) conflicts but marks \(marked):\n\(result.text)")
        }
        return 0
    }
    let clean = sources.allSatisfy { source in
        let parsed = Language.parse(source, keeping: [])
        guard parsed.document != nil, !parsed.diagnostics.contains(where: { $0.severity == .error }),
            let formatted = try? Formatter.format(source)
        else { return false }
        return Array(formatted.utf8) == source.bytes
    }
    guard clean else { return 0 }
    let merged = SourceFile(path: "merged", text: result.text)
    let parsed = Language.parse(merged)
    if let error = parsed.diagnostics.first(where: { $0.severity == .error }) {
        fatalError("a clean merge of clean documents does not parse (\(error.message)):\n\(result.text)")
    }
    guard let formatted = try? Formatter.format(merged) else {
        fatalError("a clean merge of clean documents does not format:\n\(result.text)")
    }
    if formatted != result.text {
        fatalError("a clean merge of clean documents is not what fmt writes:\n\(result.text)\n---\n\(formatted)")
    }
    return 0
}

/// The three documents of a `merge` input; nil without exactly two separators.
public func fuzzSplitMergeInput(_ bytes: [UInt8]) -> [[UInt8]]? {
    var parts: [[UInt8]] = []
    var start = 0
    var index = 0
    let separator = fuzzMergeSeparator
    while index + separator.count <= bytes.count {
        if bytes[index] == separator[0], bytes[index..<(index + separator.count)].elementsEqual(separator) {
            // The line feed before the separator ends the document before it.
            parts.append(Array(bytes[start...index]))
            index += separator.count
            start = index
            if parts.count > 2 { return nil }
        } else {
            index += 1
        }
    }
    parts.append(Array(bytes[start...]))
    return parts.count == 3 ? parts : nil
}
