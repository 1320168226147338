// The layers under SwiftPM; scripts/fuzz compiles them as one ClipCookKit.
#if canImport(ClipCookCore)
    import ClipCookCore
    import ClipCookLanguage
    import ClipCookDomain
    import ClipCookStore
    import ClipCookInterop
#endif
import ClipCookKit
import Foundation

/// The language server (`clipcook lsp`): a stream of framed messages. The
/// framing reader never traps, never holds a complete message back (no
/// message after it says there is none), and a body framed again reads back the same;
/// the server answers each message without trapping, and its replies (and
/// the diagnostics it publishes after a burst) encode as JSON.
public func fuzzLSP(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    var reader = LSPMessageReader()
    reader.append(UnsafeBufferPointer(start: data, count: size))
    let server = LanguageServer()
    var count = 0
    while count < 16 {
        guard let body = reader.next() else {
            // nil means no complete message is left: asking again gives none either.
            if reader.next() != nil { Oracle.fail("a complete message was held back behind a refused one") }
            break
        }
        count += 1
        var again = LSPMessageReader()
        again.append(LSPMessageReader.frame(body))
        if again.next() != body { Oracle.fail("a framed body does not read back (\(body.count) bytes)") }
        encode(server.handle(body))
        if server.exitRequested { break }
    }
    encode(server.diagnostics())
    return 0
}

/// Each message encodes as the server's output does.
func encode(_ messages: [JSONValue]) {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    for message in messages where (try? encoder.encode(message)) == nil {
        Oracle.fail("a reply does not encode as JSON: \(message)")
    }
}
