/// The libFuzzer entry of the `lint` target; its oracle is `fuzzLint` in
/// `Fuzz/Support/`, which the test suite also runs (`FuzzOracleSmokeTests`).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    fuzzLint(data, size)
}
