import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore
import ClipCookInterop
#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// An open document's text as the language server's incremental changes
/// edit it: UTF-8 bytes in a gap buffer, with the start of every line kept
/// up to date as the text changes.
///
/// A change costs the distance the gap moves plus the size of the change
/// (and the length of the lines its positions fall on), never the size of
/// the document: the line table is split at the gap, the starts before it
/// as offsets and those after it as distances from the end, which neither
/// an insertion nor a deletion at the gap changes. A batch of changes an
/// editor sends in document order (either way) therefore moves the gap
/// across the document once in all. The bytes are put together in one
/// piece only when they are read (`bytes`).
struct EditableText {
    private var storage: [UInt8]
    private var gapStart: Int
    private var gapEnd: Int
    /// Starts of the lines at or before the gap, as offsets (the first is 0), in order.
    private var startsBefore: [Int]
    /// Starts of the lines after the gap, as distances from the end of the
    /// text; the nearest to the gap (the largest distance) last.
    private var startsAfter: [Int] = []

    init(_ bytes: [UInt8]) {
        storage = bytes
        gapStart = bytes.count
        gapEnd = bytes.count
        var starts = [0]
        bytes.withUnsafeBufferPointer { buffer in
            for index in buffer.indices where buffer[index] == 0x0A { starts.append(index + 1) }
        }
        startsBefore = starts
    }

    /// The length of the text in bytes.
    var count: Int { storage.count - (gapEnd - gapStart) }

    /// The text in one piece.
    var bytes: [UInt8] {
        var whole: [UInt8] = []
        whole.reserveCapacity(count)
        whole += storage[..<gapStart]
        whole += storage[gapEnd...]
        return whole
    }

    private func byte(at offset: Int) -> UInt8 {
        offset < gapStart ? storage[offset] : storage[offset + (gapEnd - gapStart)]
    }

    /// The offset where line `line` starts; nil past the last line.
    private func lineStart(_ line: Int) -> Int? {
        if line < startsBefore.count { return startsBefore[line] }
        let after = line - startsBefore.count
        guard after < startsAfter.count else { return nil }
        return count - startsAfter[startsAfter.count - 1 - after]
    }

    /// The byte offset of an LSP position (line, UTF-16 unit), clamped to
    /// the document as `TextPositions.offset` does.
    func offset(line: Int, character: Int) -> Int {
        guard line >= 0 else { return 0 }
        guard let start = lineStart(line) else { return count }
        let end = lineStart(line + 1) ?? count
        var units = 0
        var index = start
        while index < end, units < character {
            let byte = byte(at: index)
            if byte == 0x0A || (byte == 0x0D && index + 1 < end && self.byte(at: index + 1) == 0x0A) { break }
            let length = byte < 0x80 ? 1 : byte < 0xE0 ? 2 : byte < 0xF0 ? 3 : 4
            units += length == 4 ? 2 : 1
            index += length
        }
        return min(index, end)
    }

    /// Replaces the bytes in `range` (clamped to the text) with `text`.
    mutating func replace(_ range: Range<Int>, with text: [UInt8]) {
        let lower = max(0, min(range.lowerBound, count))
        let upper = max(lower, min(range.upperBound, count))
        moveGap(to: lower)
        // Delete: the bytes just after the gap, with the lines they started.
        let total = count
        gapEnd += upper - lower
        while let last = startsAfter.last, last >= total - upper { startsAfter.removeLast() }
        // Insert at the gap, with the lines the new text starts.
        if gapEnd - gapStart < text.count { grow(toHold: text.count) }
        let at = gapStart
        storage.withUnsafeMutableBufferPointer { buffer in
            for (index, byte) in text.enumerated() { buffer[at + index] = byte }
        }
        for (index, byte) in text.enumerated() where byte == 0x0A { startsBefore.append(at + index + 1) }
        gapStart += text.count
    }

    /// Moves the gap to `offset`, carrying the line starts it passes across.
    private mutating func moveGap(to offset: Int) {
        if offset < gapStart {
            let length = gapStart - offset
            moveBytes(from: offset, to: gapEnd - length, count: length)
            let total = count
            while let last = startsBefore.last, last > offset {
                startsBefore.removeLast()
                startsAfter.append(total - last)
            }
            gapStart = offset
            gapEnd -= length
        } else if offset > gapStart {
            let length = offset - gapStart
            moveBytes(from: gapEnd, to: gapStart, count: length)
            let total = count
            while let last = startsAfter.last, last >= total - offset {
                startsAfter.removeLast()
                startsBefore.append(total - last)
            }
            gapStart = offset
            gapEnd += length
        }
    }

    private mutating func moveBytes(from source: Int, to destination: Int, count: Int) {
        guard count > 0 else { return }
        storage.withUnsafeMutableBytes { raw in
            guard let base = raw.baseAddress else { return }
            memmove(base + destination, base + source, count)
        }
    }

    /// Widens the gap to hold at least `needed` bytes (and a quarter of the
    /// text more, so that growing costs a constant share per byte inserted).
    private mutating func grow(toHold needed: Int) {
        let gap = needed + max(64, count / 4)
        var wider: [UInt8] = []
        wider.reserveCapacity(count + gap)
        wider += storage[..<gapStart]
        wider += repeatElement(0, count: gap)
        wider += storage[gapEnd...]
        storage = wider
        gapEnd = gapStart + gap
    }
}
