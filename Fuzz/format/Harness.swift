/// The libFuzzer entry of the `format` target; its oracle is `fuzzFormat` in
/// `Fuzz/Support/`, which the test suite also runs (`FuzzOracleSmokeTests`).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    fuzzFormat(data, size)
}
