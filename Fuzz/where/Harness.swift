import ClipCookKit

/// The `where` query syntax and the list/search options: parsing never traps.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzWhere(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    _ = try? WhereExpression.parse(text)
    let words = CommandLexer.split(text).words.map(\.text)
    _ = try? RecipeQueryParser.parse(words)
    _ = try? RecipeQueryParser.parse(["where"] + words)
    return 0
}
