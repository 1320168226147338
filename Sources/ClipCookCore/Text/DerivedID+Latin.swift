extension DerivedID {
    /// What one character of a title makes in its slug, on the fast path.
    package enum LatinFold: Equatable {
        /// One or two ASCII letters (the second 0 when there is one).
        case letters(UInt8, UInt8)
        /// Nothing, and a dash before the next letter.
        case dash
        /// Nothing at all (an apostrophe, an accent after its letter).
        case skip
        /// A character left to `unicodeSlug`.
        case other
    }

    /// `slug` of a text made of ASCII, the letters and signs of Latin-1 and
    /// Latin Extended-A (`Crème Brûlée`, `Jalapeño`, `Smørrebrød`, `Łódź`,
    /// `°`, `«»`), the combining accents and the punctuation of
    /// U+2010...U+2027 (`–`, `’`, `…`), read on its bytes; nil when it holds
    /// any other character, which is left to `unicodeSlug` (Foundation's
    /// compatibility decomposition: 50,000 instructions a title). Each such
    /// character decomposes to ASCII letters and accents, or to no letter or
    /// digit at all, so it is folded on its own (`latinFold`); and as every
    /// letter written is ASCII, an accent is never kept (`unicodeSlug` keeps
    /// one only after a letter of another script).
    package static func latinSlug(_ text: String) -> String? {
        var text = text
        return text.withUTF8 { utf8 -> String? in
            // A slug is never longer than its text: each letter written
            // stands for at least as many bytes, a dash for one that wrote
            // nothing. Checked anyway: past the room, the general path answers.
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: utf8.count + 1) { out -> String? in
                var n = 0
                var pendingDash = false
                var i = 0
                func write(_ byte: UInt8) -> Bool {
                    guard n < out.count else { return false }
                    out[n] = byte
                    n += 1
                    return true
                }
                while i < utf8.count {
                    let (fold, length) = latinFold(utf8, at: i)
                    i += length
                    switch fold {
                    case .letters(let first, let second):
                        if pendingDash, n > 0, !write(ByteClass.dash) { return nil }
                        pendingDash = false
                        guard write(first), second == 0 || write(second) else { return nil }
                    case .dash: pendingDash = true
                    case .skip: continue
                    case .other: return nil
                    }
                }
                return String(decoding: UnsafeBufferPointer(rebasing: out[..<n]), as: UTF8.self)
            }
        }
    }

    /// The fold of the character whose UTF-8 starts at `i`, and its length in bytes.
    package static func latinFold(_ utf8: UnsafeBufferPointer<UInt8>, at i: Int) -> (LatinFold, Int) {
        let b = utf8[i]
        if b < 0x80 {
            if ByteClass.isAlphanumeric(b) { return (.letters(b >= 0x41 && b <= 0x5A ? b | 0x20 : b, 0), 1) }
            return (b == 0x27 ? .skip : .dash, 1)
        }
        guard i + 1 < utf8.count else { return (.other, 1) }
        let c = utf8[i + 1]
        switch b {
        case 0xC2...0xC5: return (latinLetterFold(UInt32(b & 0x1F) << 6 | UInt32(c & 0x3F)), 2)
        // U+0300...U+036F, the combining accents.
        case 0xCC: return (.skip, 2)
        case 0xCD: return (c <= 0xAF ? .skip : .other, 2)
        // U+02BC, the modifier apostrophe.
        case 0xCA: return (c == 0xBC ? .skip : .other, 2)
        case 0xE2:
            guard c == 0x80, i + 2 < utf8.count else { return (.other, 1) }
            let d = utf8[i + 2]
            // U+2018 and U+2019 are apostrophes; the rest of U+2010...U+2027 dashes, quotes, bullets.
            if d == 0x98 || d == 0x99 { return (.skip, 3) }
            return (d >= 0x90 && d <= 0xA7 ? .dash : .other, 3)
        default: return (.other, 1)
        }
    }

    /// U+0080...U+017F (Latin-1 and Latin Extended-A): a letter's ASCII
    /// spelling (its compatibility decomposition without the accents, or
    /// `latinLetters`), a dash for a sign whose decomposition holds no
    /// letter or digit, `.other` for the rest (`µ`, `½`, `ð`, `ħ`, `ŀ`, `ŋ`...).
    static func latinLetterFold(_ v: UInt32) -> LatinFold {
        func letter(_ first: Unicode.Scalar, _ second: Unicode.Scalar? = nil) -> LatinFold {
            .letters(UInt8(truncatingIfNeeded: first.value), second.map { UInt8(truncatingIfNeeded: $0.value) } ?? 0)
        }
        switch v {
        case 0x80...0xA9, 0xAB...0xB1, 0xB4, 0xB6...0xB8, 0xBB, 0xBF, 0xD7, 0xF7: return .dash
        case 0xB9: return letter("1")
        case 0xB2: return letter("2")
        case 0xB3: return letter("3")
        case 0xAA, 0xC0...0xC5, 0xE0...0xE5, 0x100...0x105: return letter("a")
        case 0xC6, 0xE6: return letter("a", "e")
        case 0xC7, 0xE7, 0x106...0x10D: return letter("c")
        case 0x10E...0x111: return letter("d")
        case 0xC8...0xCB, 0xE8...0xEB, 0x112...0x11B: return letter("e")
        case 0x11C...0x123: return letter("g")
        case 0x124...0x125: return letter("h")
        case 0xCC...0xCF, 0xEC...0xEF, 0x128...0x131: return letter("i")
        case 0x132...0x133: return letter("i", "j")
        case 0x134...0x135: return letter("j")
        case 0x136...0x137: return letter("k")
        case 0x139...0x13E, 0x141...0x142: return letter("l")
        case 0xD1, 0xF1, 0x143...0x148: return letter("n")
        case 0xBA, 0xD2...0xD6, 0xD8, 0xF2...0xF6, 0xF8, 0x14C...0x151: return letter("o")
        case 0x152...0x153: return letter("o", "e")
        case 0x154...0x159: return letter("r")
        case 0x15A...0x161, 0x17F: return letter("s")
        case 0xDF: return letter("s", "s")
        case 0x162...0x165: return letter("t")
        case 0xDE, 0xFE: return letter("t", "h")
        case 0xD9...0xDC, 0xF9...0xFC, 0x168...0x173: return letter("u")
        case 0x174...0x175: return letter("w")
        case 0xDD, 0xFD, 0xFF, 0x176...0x178: return letter("y")
        case 0x179...0x17E: return letter("z")
        default: return .other
        }
    }
}
