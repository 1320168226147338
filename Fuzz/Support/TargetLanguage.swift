// The layers under SwiftPM; scripts/fuzz compiles them as one ClipCookKit.
#if canImport(ClipCookCore)
    import ClipCookCore
    import ClipCookLanguage
    import ClipCookDomain
    import ClipCookStore
    import ClipCookInterop
#endif
import ClipCookKit

/// parse → print → parse: the same document, no errors; JSON write → read: the same content;
/// a foods file's foods are found and read by plan lines (`Oracle.foods`).
public func fuzzLanguage(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let source = SourceFile(path: "fuzz", bytes: Array(UnsafeBufferPointer(start: data, count: size)))
    guard let document = Language.parse(source).document else { return 0 }
    let printed = Language.print(document)
    let again = Language.parse(printed)
    guard again.diagnostics.allSatisfy({ $0.severity != .error }), again.document == document else {
        fatalError("print does not round-trip:\n\(printed)")
    }
    guard let json = try? DocumentWriter.write(.document(document), as: .json) else {
        fatalError("JSON writer refused a parsed document")
    }
    let read = DocumentReader.read(SourceFile(path: "fuzz.json", text: json), as: .json)
    guard read.content == .document(document) else { fatalError("JSON does not round-trip:\n\(json)") }
    if case .foods(let list) = document { Oracle.foods(list) }
    return 0
}
