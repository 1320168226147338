import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore

/// Finds the `<script type="application/ld+json">` blocks of an HTML page
/// by scanning its bytes once: any attribute order, quoting with `"`, `'` or
/// none, any letter case, a `<![CDATA[ ... ]]>` or `<!-- ... -->` wrapper
/// inside the block. Never builds more than the blocks' ranges.
package enum HTMLScriptScanner {
    package struct Block: Hashable, Sendable {
        /// Where the `<script` tag starts (for messages).
        package var tag: Int
        /// The JSON text between the tag and `</script>`, wrappers removed.
        package var content: Range<Int>
    }

    /// At most this many blocks are read from one page.
    package static let maxBlocks = 64

    package static func blocks(in bytes: [UInt8]) -> [Block] {
        var found: [Block] = []
        var i = 0
        let n = bytes.count
        while i < n, found.count < maxBlocks {
            guard let open = find(Array("<script".utf8), in: bytes, from: i) else { break }
            var j = open + 7
            // "<scripts" or "<script-x" is another tag.
            guard j < n, isSpace(bytes[j]) || bytes[j] == UInt8(ascii: ">") || bytes[j] == UInt8(ascii: "/") else {
                i = j
                continue
            }
            var type: [UInt8]?
            // Attributes up to '>'.
            while j < n, bytes[j] != UInt8(ascii: ">") {
                if isSpace(bytes[j]) || bytes[j] == UInt8(ascii: "/") {
                    j += 1
                    continue
                }
                let nameStart = j
                while j < n, !isSpace(bytes[j]), bytes[j] != UInt8(ascii: "="), bytes[j] != UInt8(ascii: ">") { j += 1 }
                let name = lowercased(bytes[nameStart..<j])
                while j < n, isSpace(bytes[j]) { j += 1 }
                guard j < n, bytes[j] == UInt8(ascii: "=") else { continue }
                j += 1
                while j < n, isSpace(bytes[j]) { j += 1 }
                var value: Range<Int>
                if j < n, bytes[j] == UInt8(ascii: "\"") || bytes[j] == UInt8(ascii: "'") {
                    let quote = bytes[j]
                    let start = j + 1
                    j = start
                    while j < n, bytes[j] != quote { j += 1 }
                    value = start..<j
                    if j < n { j += 1 }
                } else {
                    let start = j
                    while j < n, !isSpace(bytes[j]), bytes[j] != UInt8(ascii: ">") { j += 1 }
                    value = start..<j
                }
                if name == Array("type".utf8) { type = lowercased(bytes[trimmed(bytes, value)]) }
            }
            guard j < n else { break }
            let contentStart = j + 1
            let close = find(Array("</script".utf8), in: bytes, from: contentStart) ?? n
            if type == Array("application/ld+json".utf8) {
                found.append(Block(tag: open, content: unwrapped(bytes, contentStart..<close)))
            }
            i = close
        }
        return found
    }

    /// The range without blanks, a `//` line comment marker, and a CDATA or comment wrapper.
    package static func unwrapped(_ bytes: [UInt8], _ range: Range<Int>) -> Range<Int> {
        var r = trimmed(bytes, range)
        for (open, close) in [("<![CDATA[", "]]>"), ("<!--", "-->")] {
            let o = Array(open.utf8)
            let c = Array(close.utf8)
            var start = r.lowerBound
            if bytes[start..<r.upperBound].starts(with: Array("//".utf8)) { start += 2 }
            guard bytes[start..<r.upperBound].starts(with: o) else { continue }
            var end = r.upperBound
            guard end - (start + o.count) >= c.count, Array(bytes[(end - c.count)..<end]) == c else { continue }
            end -= c.count
            var inner = trimmed(bytes, (start + o.count)..<end)
            // "//]]>": the line comment before the closing marker.
            if inner.count >= 2, bytes[inner.upperBound - 2] == UInt8(ascii: "/"), bytes[inner.upperBound - 1] == UInt8(ascii: "/") {
                inner = trimmed(bytes, inner.lowerBound..<(inner.upperBound - 2))
            }
            r = inner
        }
        return r
    }

    private static func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D || b == 0x0C }

    private static func trimmed(_ bytes: [UInt8], _ range: Range<Int>) -> Range<Int> {
        var lower = range.lowerBound
        var upper = range.upperBound
        while lower < upper, isSpace(bytes[lower]) { lower += 1 }
        while upper > lower, isSpace(bytes[upper - 1]) { upper -= 1 }
        return lower..<upper
    }

    private static func lowercased(_ slice: ArraySlice<UInt8>) -> [UInt8] {
        slice.map { $0 >= 0x41 && $0 <= 0x5A ? $0 + 0x20 : $0 }
    }

    /// The first case-insensitive occurrence of an ASCII `needle` (lowercase) at or after `start`.
    package static func find(_ needle: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        guard let first = needle.first, needle.count <= bytes.count else { return nil }  // `first` is never a letter here
        var i = max(0, start)
        let last = bytes.count - needle.count
        while i <= last {
            if bytes[i] == first {
                var k = 1
                while k < needle.count {
                    let c = bytes[i + k]
                    let lower = c >= 0x41 && c <= 0x5A ? c + 0x20 : c
                    if lower != needle[k] { break }
                    k += 1
                }
                if k == needle.count { return i }
            }
            i += 1
        }
        return nil
    }
}
