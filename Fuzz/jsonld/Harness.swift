/// The libFuzzer entry of the `jsonld` target; its oracle is `fuzzJsonld` in
/// `Fuzz/Support/`, which the test suite also runs (`FuzzOracleSmokeTests`).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    fuzzJsonld(data, size)
}
