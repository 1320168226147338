import Synchronization
import ClipCookCore

/// The characters of a file as the prefilter reads them: decoded from
/// UTF-8 (well-formed only), and what their folding does to the words
/// around them.
extension SearchPrefilter {
    /// What folding a character does to the words around it.
    package enum Effect: UInt8, Sendable {
        /// Its folding is not empty and has no ASCII letter or digit: no word of a search runs across it.
        case parts
        /// Its folding has an ASCII letter or digit, or is empty: a word of a search may run into or across it.
        case joins
    }

    /// The `Effect` of each character of `FoldingTable`, by its place; nil
    /// for those the table leaves to Foundation.
    package static let effects: [Effect?] = FoldingTable.foldings.map { folding in
        folding.map(effect)
    }

    /// The effect of a character that folds to `folding`.
    package static func effect(_ folding: [UInt8]) -> Effect {
        !folding.isEmpty && !folding.contains(where: isWordByte) ? .parts : .joins
    }

    /// Whether `byte` is an ASCII letter or digit.
    @inline(__always)
    package static func isWordByte(_ byte: UInt8) -> Bool {
        SearchRanking.isWordByte(byte)
    }

    /// The scalar whose UTF-8 starts at `index` (a byte above ASCII) and
    /// its width; nil when the bytes there are not well-formed UTF-8 (no
    /// overlong form, no surrogate, nothing above U+10FFFF).
    @inline(__always)
    package static func scalar(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (UInt32, Int)? {
        let lead = bytes[index]
        let count = bytes.count
        @inline(__always) func follows(_ offset: Int, _ low: UInt8 = 0x80, _ high: UInt8 = 0xBF) -> Bool {
            index + offset < count && bytes[index + offset] >= low && bytes[index + offset] <= high
        }
        switch lead {
        case 0xC2...0xDF:
            guard follows(1) else { return nil }
            return (UInt32(lead & 0x1F) << 6 | UInt32(bytes[index + 1] & 0x3F), 2)
        case 0xE0...0xEF:
            let low: UInt8 = lead == 0xE0 ? 0xA0 : 0x80
            let high: UInt8 = lead == 0xED ? 0x9F : 0xBF
            guard follows(1, low, high), follows(2) else { return nil }
            return (UInt32(lead & 0x0F) << 12 | UInt32(bytes[index + 1] & 0x3F) << 6 | UInt32(bytes[index + 2] & 0x3F), 3)
        case 0xF0...0xF4:
            let low: UInt8 = lead == 0xF0 ? 0x90 : 0x80
            let high: UInt8 = lead == 0xF4 ? 0x8F : 0xBF
            guard follows(1, low, high), follows(2), follows(3) else { return nil }
            let scalar = UInt32(lead & 0x07) << 18 | UInt32(bytes[index + 1] & 0x3F) << 12 | UInt32(bytes[index + 2] & 0x3F) << 6
            return (scalar | UInt32(bytes[index + 3] & 0x3F), 4)
        default:
            return nil
        }
    }

    /// The effect and the width of the character whose UTF-8 starts at
    /// `index` (a byte above ASCII), and the scalar; nil when the prefilter
    /// cannot tell what its folding does (`folding(of:)`) or the bytes are not UTF-8.
    @inline(__always)
    package static func character(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (Effect, Int, UInt32)? {
        guard let (scalar, width) = Self.scalar(bytes, at: index) else { return nil }
        if let place = FoldingTable.place(scalar) {
            guard let effect = effects[place] else { return nil }
            return (effect, width, scalar)
        }
        guard let outside = outside(scalar) else { return nil }
        return (outside.effect, width, scalar)
    }

    /// A character outside `FoldingTable`: what Foundation folds it to on its own, and its effect.
    package struct Outside: Sendable {
        package var folding: [UInt8]
        package var effect: Effect
    }

    /// The characters outside the table met so far (nil: one the prefilter cannot tell about).
    private static let outsiders = Mutex<[UInt32: Outside?]>([:])

    /// `Outside` for `scalar`, asked of Foundation the first time. Nil for a
    /// character that may be part of a cluster with its neighbours (a mark,
    /// a format or control character, a joiner, a variation selector, an
    /// emoji modifier, a prepended mark): Foundation folds a text one
    /// cluster at a time, so the folding of a text is that of each of its
    /// characters in turn only when each is a cluster of its own.
    package static func outside(_ scalar: UInt32) -> Outside? {
        outsiders.withLock { known in
            if let found = known[scalar] { return found }
            var made: Outside?
            if let character = Unicode.Scalar(scalar), FoldingTable.standsAlone(character), !prepends(scalar), !(0x1F3FB...0x1F3FF).contains(scalar) {
                let folding = Array(TextFolding.foundationFold(String(Character(character))).utf8)
                made = Outside(folding: folding, effect: effect(folding))
            }
            known[scalar] = made
            return made
        }
    }

    /// Whether `scalar` joins the character after it (Grapheme_Cluster_Break=Prepend).
    package static func prepends(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0x600...0x605, 0x6DD, 0x70F, 0x890...0x891, 0x8E2, 0xD4E, 0x110BD, 0x110CD, 0x111C2...0x111C3, 0x1193F, 0x11941, 0x11A3A,
            0x11A84...0x11A89, 0x11D46, 0x11F02:
            return true
        default:
            return false
        }
    }

    /// Appends the folding of the character `scalar`, one `character` told about.
    package static func appendFolding(of scalar: UInt32, to extras: inout [UInt8]) {
        if let place = FoldingTable.place(scalar), let folding = FoldingTable.foldings[place] {
            extras.append(contentsOf: folding)
        } else if let outside = outside(scalar) {
            extras.append(contentsOf: outside.folding)
        }
    }
}
