import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore
import ClipCookInterop

/// Positions in a document as LSP counts them (line, UTF-16 code unit) and
/// as the parser does (byte offsets into the UTF-8 text).
struct TextPositions {
    let bytes: [UInt8]
    /// Byte offset of the start of each line.
    let lineStarts: [Int]

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        var starts = [0]
        bytes.withUnsafeBufferPointer { buffer in
            for index in buffer.indices where buffer[index] == 0x0A { starts.append(index + 1) }
        }
        lineStarts = starts
    }

    /// The byte offset of an LSP position (clamped to the document).
    func offset(line: Int, character: Int) -> Int {
        guard line >= 0 else { return 0 }
        guard line < lineStarts.count else { return bytes.count }
        let start = lineStarts[line]
        let end = line + 1 < lineStarts.count ? lineStarts[line + 1] : bytes.count
        var units = 0
        var index = start
        while index < end, units < character {
            let byte = bytes[index]
            if byte == 0x0A || (byte == 0x0D && index + 1 < end && bytes[index + 1] == 0x0A) { break }
            let length = byte < 0x80 ? 1 : byte < 0xE0 ? 2 : byte < 0xF0 ? 3 : 4
            units += length == 4 ? 2 : 1
            index += length
        }
        return min(index, end)
    }

    /// The LSP position of a byte offset.
    func position(of offset: Int) -> JSONValue {
        let clamped = max(0, min(offset, bytes.count))
        let lo = SourceFile.lineIndex(containing: clamped, lineStarts: lineStarts)
        var units = 0
        var index = lineStarts[lo]
        while index < clamped {
            let byte = bytes[index]
            let length = byte < 0x80 ? 1 : byte < 0xE0 ? 2 : byte < 0xF0 ? 3 : 4
            units += length == 4 ? 2 : 1
            index += length
        }
        return .object(["line": .int(lo), "character": .int(units)])
    }

    func range(_ range: Range<Int>) -> JSONValue {
        .object(["start": position(of: range.lowerBound), "end": position(of: range.upperBound)])
    }
}
