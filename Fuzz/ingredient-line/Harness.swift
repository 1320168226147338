/// The libFuzzer entry of the `ingredient-line` target; its oracle is `fuzzIngredientLine` in
/// `Fuzz/Support/`, which the test suite also runs (`FuzzOracleSmokeTests`).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    fuzzIngredientLine(data, size)
}
