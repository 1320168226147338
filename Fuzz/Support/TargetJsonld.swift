// The layers under SwiftPM; scripts/fuzz compiles them as one ClipCookKit.
#if canImport(ClipCookCore)
    import ClipCookCore
    import ClipCookLanguage
    import ClipCookDomain
    import ClipCookStore
    import ClipCookInterop
#endif
import ClipCookKit

/// schema.org JSON-LD, as a `.json` file or an HTML page: reading never traps, and whatever is read passes `Oracle.imported`
/// (canonical text that parses back the same, fmt-idempotent, lint and its fixes hold, the writers hold).
public func fuzzJsonld(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    Oracle.importing(data, size, path: "fuzz.html", as: .jsonld)
}
