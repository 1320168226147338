#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import ClipCookCore

/// How many items a list section (`ingredients`, `steps`, a plan's meals)
/// is about to hold, counted on its bytes before they are read, so that
/// the model's array is made that size once. An array grown one item at a
/// time doubles: up to twice the room it needs, and while it grows the old
/// and the new copy at once (on a recipe of 1.4 million ingredients, 250 MB
/// beside the 115 MB the list takes). The count is only a capacity: a line
/// it counts that then has an error costs an unused slot, nothing more.
package enum SectionItems {
    /// The item lines from the line after `offset` on, up to the first line
    /// that is neither an item, a blank line nor a comment: lines whose first
    /// non-blank byte is `-` followed by a blank and more text, or (with
    /// `numbered`, for steps) a digit.
    package static func count(_ bytes: [UInt8], after offset: Int, numbered: Bool) -> Int {
        bytes.withUnsafeBufferPointer { buffer in
            let n = buffer.count
            // To the start of the next line.
            var i = nextLineFeed(buffer, from: max(0, offset))
            var items = 0
            while i < n {
                i += 1
                while i < n, ByteClass.isBlank(buffer[i]) || buffer[i] == ByteClass.cr { i += 1 }
                guard i < n else { break }
                let first = buffer[i]
                if first == ByteClass.lf { continue }
                let second: UInt8 = i + 1 < n ? buffer[i + 1] : ByteClass.lf
                if first == ByteClass.dash, second == ByteClass.dash {
                    // A comment line.
                } else if first == ByteClass.dash, ByteClass.isBlank(second) || second == ByteClass.lf || second == ByteClass.cr {
                    var text = i + 1
                    while text < n, ByteClass.isBlank(buffer[text]) { text += 1 }
                    if text < n, buffer[text] != ByteClass.lf, buffer[text] != ByteClass.cr { items += 1 }
                } else if numbered, ByteClass.isDigit(first) {
                    items += 1
                } else {
                    break
                }
                i = nextLineFeed(buffer, from: i)
            }
            return items
        }
    }

    /// The offset of the first line feed at or after `start`, or the
    /// buffer's count when there is none: `memchr`, which reads many bytes
    /// at a time (the items counted here are read again, byte by byte, by
    /// the parser; a step's line is a few hundred bytes).
    package static func nextLineFeed(_ buffer: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        let n = buffer.count
        guard let base = buffer.baseAddress, start >= 0, start < n,
            let found = memchr(base + start, Int32(ByteClass.lf), n - start)
        else { return max(start, n) }
        return UnsafePointer(found.assumingMemoryBound(to: UInt8.self)) - base
    }
}
