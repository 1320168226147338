// The layers under SwiftPM; scripts/fuzz compiles them as one ClipCookKit.
#if canImport(ClipCookCore)
    import ClipCookCore
    import ClipCookLanguage
    import ClipCookDomain
    import ClipCookStore
    import ClipCookInterop
#endif
import ClipCookKit

/// Lint never traps, and a file with its safe fixes applied still formats
/// (what `lint --fix` writes).
public func fuzzLint(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let source = SourceFile(path: "fuzz", bytes: Array(UnsafeBufferPointer(start: data, count: size)))
    let file = LintFile(source: source)
    let problems = Linter().lint(file, in: LintContext(files: [file]))
    guard file.document != nil, (try? Formatter.format(source)) != nil else { return 0 }
    let (fixed, applied) = FixApplier.apply(problems.filter { $0.fix != nil }, to: source.bytes)
    guard applied > 0 else { return 0 }
    guard (try? Formatter.format(SourceFile(path: "fuzz", bytes: fixed))) != nil else {
        fatalError("the safe fixes broke the file:\n\(String(decoding: fixed, as: UTF8.self))")
    }
    return 0
}
