// The layers under SwiftPM; scripts/fuzz compiles them as one ClipCookKit.
#if canImport(ClipCookCore)
    import ClipCookCore
    import ClipCookLanguage
    import ClipCookDomain
    import ClipCookStore
    import ClipCookInterop
#endif
import ClipCookKit

/// The REPL's command-line lexer: words, quoted where needed and joined, split back the same.
public func fuzzCommandLine(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let words = CommandLexer.split(text).words.map(\.text)
    let joined = words.map(CommandLexer.quoteIfNeeded).joined(separator: " ")
    let again = CommandLexer.split(joined).words.map(\.text)
    guard again == words else { fatalError("quoting does not round-trip: \(words) -> \(joined) -> \(again)") }
    return 0
}
