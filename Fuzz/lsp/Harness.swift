/// The libFuzzer entry of the `lsp` target; its oracle is `fuzzLSP` in
/// `Fuzz/Support/`, which the test suite also runs (`FuzzOracleSmokeTests`).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    fuzzLSP(data, size)
}
