import Foundation

/// What `TextFolding` folds on the bytes: for each character of the
/// blocks most recipes use besides ASCII (Latin-1, Latin Extended-A and -B,
/// general punctuation, letterlike symbols such as `℃`, number forms), the bytes Foundation folds it to on
/// its own, asked of Foundation once, the first time a text needs it.
///
/// A character is in the table only when it stands alone: not a mark, a
/// format character or a control, none of which is in a folded text on
/// its own. Since Foundation folds a text one character cluster at a
/// time, a text of ASCII and such characters folds to the folding of each
/// in turn; a text with any other character (a combining accent, which
/// joins the letter before it) is left to Foundation whole.
package enum FoldingTable {
    /// The blocks in the table, by first scalar and count.
    package static let blocks: [(first: UInt32, count: Int)] = [
        (0x80, 0x250 - 0x80), (0x2000, 0x2070 - 0x2000), (0x2100, 0x2190 - 0x2100),
    ]

    /// What a text folds to.
    package enum Outcome {
        /// The text is its own folding (plain ASCII without A-Z).
        case unchanged
        case folded(String)
        /// A character not in the table: Foundation folds the text.
        case unknown
    }

    /// The folding of each scalar of `blocks`, one after another; nil
    /// for those left to Foundation.
    package static let foldings: [[UInt8]?] = {
        var foldings: [[UInt8]?] = []
        for block in blocks {
            for offset in 0..<block.count {
                guard let scalar = Unicode.Scalar(block.first + UInt32(offset)), standsAlone(scalar) else {
                    foldings.append(nil)
                    continue
                }
                let folded = TextFolding.foundationFold(String(Character(scalar)))
                foldings.append(Array(folded.utf8))
            }
        }
        return foldings
    }()

    /// Whether `scalar` is a character of its own whatever is next to it.
    package static func standsAlone(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark, .format, .control, .surrogate, .privateUse, .unassigned,
            .lineSeparator, .paragraphSeparator:
            return false
        default:
            return !scalar.properties.isGraphemeExtend && !scalar.properties.isJoinControl
        }
    }

    /// The place of `scalar` in `foldings`; nil when it is in no block.
    @inline(__always)
    package static func place(_ scalar: UInt32) -> Int? {
        var base = 0
        for block in blocks {
            if scalar >= block.first, scalar < block.first + UInt32(block.count) { return base + Int(scalar - block.first) }
            base += block.count
        }
        return nil
    }

    /// The folding of the UTF-8 text `bytes` (valid, as a `String`'s are).
    package static func fold(_ bytes: UnsafeBufferPointer<UInt8>) -> Outcome {
        var any: UInt8 = 0
        var upper = false
        for byte in bytes {
            any |= byte
            upper = upper || (byte &- 0x41 < 26)
        }
        if any < 0x80 {
            guard upper else { return .unchanged }
            return .folded(
                String(unsafeUninitializedCapacity: bytes.count) { buffer in
                    for index in bytes.indices {
                        let byte = bytes[index]
                        buffer[index] = byte | (byte &- 0x41 < 26 ? 0x20 : 0)
                    }
                    return bytes.count
                })
        }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        guard append(bytes, to: &out) else { return .unknown }
        return .folded(String(decoding: out, as: UTF8.self))
    }

    /// Appends the folding of the UTF-8 text `bytes` to `out` and gives
    /// true; gives false (having appended part of it) when a character of
    /// it is not in the table.
    package static func append(_ bytes: UnsafeBufferPointer<UInt8>, to out: inout [UInt8]) -> Bool {
        let foldings = Self.foldings
        var index = 0
        let count = bytes.count
        while index < count {
            let byte = bytes[index]
            if byte < 0x80 {
                out.append(byte | (byte &- 0x41 < 26 ? 0x20 : 0))
                index += 1
                continue
            }
            let scalar: UInt32
            if byte & 0xE0 == 0xC0, index + 1 < count {
                scalar = UInt32(byte & 0x1F) << 6 | UInt32(bytes[index + 1] & 0x3F)
                index += 2
            } else if byte & 0xF0 == 0xE0, index + 2 < count {
                scalar = UInt32(byte & 0x0F) << 12 | UInt32(bytes[index + 1] & 0x3F) << 6 | UInt32(bytes[index + 2] & 0x3F)
                index += 3
            } else {
                return false
            }
            guard let place = place(scalar), let folded = foldings[place] else { return false }
            out.append(contentsOf: folded)
        }
        return true
    }
}
