import ClipCookKit

/// schema.org JSON-LD, as a `.json` file or an HTML page: reading never traps, and whatever is read passes `Oracle.imported`
/// (canonical text that parses back the same, fmt-idempotent, lint and its fixes hold, the writers hold).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJsonld(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let result = DocumentReader.read(SourceFile(path: "fuzz.html", bytes: bytes), as: .jsonld)
    Oracle.imported(result, from: bytes)
    return 0
}
