// The layers under SwiftPM; scripts/fuzz compiles them as one ClipCookKit.
#if canImport(ClipCookCore)
    import ClipCookCore
    import ClipCookLanguage
    import ClipCookDomain
    import ClipCookStore
    import ClipCookInterop
#endif
import ClipCookKit

/// a pasted social-media caption: reading never traps, and whatever is read passes `Oracle.imported`
/// (canonical text that parses back the same, fmt-idempotent, lint and its fixes hold, the writers hold).
public func fuzzCaption(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    Oracle.importing(data, size, path: "fuzz.txt", as: .caption)
}
