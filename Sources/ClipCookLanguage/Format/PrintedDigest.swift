import ClipCookCore

/// A digest of bytes fed a piece at a time: what the formatter's check keeps
/// of a printed document instead of its text (`DocumentDigest`), so that
/// neither of the two texts it compares is ever held whole.
///
/// It is the standard library's `Hasher` (SipHash with a key chosen at random
/// for each process) run twice with different starts, 128 bits in all, with
/// the byte count beside it. Both digests of one check are made in the same
/// process, so the key is the same for both; it is never written anywhere.
/// The check only has to notice an accident of the formatter, not resist an
/// adversary, and a randomly keyed 128-bit SipHash makes an accidental match
/// of different texts negligible (about 2⁻¹²⁸).
package struct PrintedDigest {
    private var first = Hasher()
    private var second = Hasher()
    /// Bytes fed so far.
    package private(set) var count = 0

    package init() {
        first.combine(UInt8(1))
        second.combine(UInt8(2))
    }

    package mutating func update(_ bytes: ArraySlice<UInt8>) {
        count += bytes.count
        bytes.withUnsafeBytes { raw in
            first.combine(bytes: raw)
            second.combine(bytes: raw)
        }
    }

    /// The digest; the value is used up.
    package consuming func finish() -> Value {
        Value(count: count, first: first.finalize(), second: second.finalize())
    }

    package struct Value: Equatable {
        package var count: Int
        package var first: Int
        package var second: Int
    }
}
