/// The libFuzzer entry of the `where` target; its oracle is `fuzzWhere` in
/// `Fuzz/Support/`, which the test suite also runs (`FuzzOracleSmokeTests`).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    fuzzWhere(data, size)
}
