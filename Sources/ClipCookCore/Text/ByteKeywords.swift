/// A list of keywords matched on the bytes of a line: the index of the one
/// spelt by a range of bytes, exactly, with no `String` made to look it up.
package struct ByteKeywords: Sendable {
    /// Up to 16 bytes packed into two words, the first byte lowest, zeros after the last.
    package struct Packed: Equatable, Sendable {
        package var low: UInt64 = 0
        package var high: UInt64 = 0

        package init() {}

        /// `bytes[range]`, which holds at most 16 bytes and lies inside the
        /// array: two loads and masks when 16 bytes from the start are in
        /// the array, byte by byte otherwise.
        package init(_ bytes: [UInt8], _ range: Range<Int>) {
            (low, high) = bytes.withUnsafeBytes { raw -> (UInt64, UInt64) in
                let start = range.lowerBound, count = range.count
                guard start >= 0, count >= 0, count <= 16, range.upperBound <= raw.count else { return (0, 0) }
                if start <= raw.count - 16 {
                    let first = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: start, as: UInt64.self))
                    let second = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: start + 8, as: UInt64.self))
                    return (first & Packed.mask(count), second & Packed.mask(count - 8))
                }
                var packed: (UInt64, UInt64) = (0, 0)
                for offset in 0..<count {
                    let byte = UInt64(raw[start + offset]) << UInt64(8 * (offset & 7))
                    if offset < 8 { packed.0 |= byte } else { packed.1 |= byte }
                }
                return packed
            }
        }

        /// The low `n` bytes of a word set (none for `n` <= 0, all for `n` >= 8).
        package static func mask(_ n: Int) -> UInt64 {
            n <= 0 ? 0 : n >= 8 ? .max : (1 << UInt64(8 * n)) - 1
        }
    }

    /// The spellings by length, each with its index in the list.
    private let byLength: [[(spelling: [UInt8], index: Int)]]
    /// The spellings of up to 16 bytes by length, packed (compared two words
    /// at a time, and nothing to retain while the list is walked).
    private let packedByLength: [[(packed: Packed, index: Int)]]

    package init(_ names: [String]) {
        let longest = names.map(\.utf8.count).max() ?? 0
        var table = Array(repeating: [(spelling: [UInt8], index: Int)](), count: longest + 1)
        var packed = Array(repeating: [(packed: Packed, index: Int)](), count: min(longest, 16) + 1)
        for (k, name) in names.enumerated() {
            let spelling = Array(name.utf8)
            table[spelling.count].append((spelling, k))
            if spelling.count <= 16 { packed[spelling.count].append((Packed(spelling, 0..<spelling.count), k)) }
        }
        byLength = table
        packedByLength = packed
    }

    /// The index of the keyword spelt by `bytes[range]`, or nil.
    package func index(_ bytes: [UInt8], _ range: Range<Int>) -> Int? {
        guard range.count < byLength.count, range.lowerBound >= 0, range.upperBound <= bytes.count else { return nil }
        if range.count < packedByLength.count {
            let wanted = Packed(bytes, range)
            for entry in packedByLength[range.count] where entry.packed == wanted { return entry.index }
            return nil
        }
        for entry in byLength[range.count] {
            var same = true
            for j in 0..<range.count where bytes[range.lowerBound + j] != entry.spelling[j] {
                same = false
                break
            }
            if same { return entry.index }
        }
        return nil
    }
}
