// The layers under SwiftPM; scripts/fuzz compiles them as one ClipCookKit.
#if canImport(ClipCookCore)
    import ClipCookCore
    import ClipCookLanguage
    import ClipCookDomain
    import ClipCookStore
    import ClipCookInterop
#endif
import ClipCookKit

/// fmt(fmt(x)) == fmt(x), and the output parses without errors.
public func fuzzFormat(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let source = SourceFile(path: "fuzz", bytes: Array(UnsafeBufferPointer(start: data, count: size)))
    guard let once = try? Formatter.format(source) else { return 0 }
    guard let twice = try? Formatter.format(SourceFile(path: "fuzz", text: once)) else {
        fatalError("fmt output does not format:\n\(once)")
    }
    guard twice == once else { fatalError("fmt is not idempotent:\n\(once)\n---\n\(twice)") }
    return 0
}
