/// What one pass over a line's bytes finds, so that the reader tries its
/// rarer repairs only on the lines that may need them.
package struct LineMarks {
    /// A number touching three letters or a bracket (`Garlic1`, `3garlic`, `½cupwhite`, `(gluten-free)1`).
    package var glued = false
    /// A dash right after a letter (`Onion- Chopped`, `Olive Oil-1tsp`).
    package var dashAfterLetter = false
    /// A dash or an `x` standing between blanks (`Oil - 1 tbsp`, `Pepper x 2 T`).
    package var spacedSign = false
    /// A square bracket (`[500g / 1.1 lbs]`).
    package var squared = false
    /// A run of ten letters or more opening with a small letter and closing with d, l or y, which may be words run
    /// together (`garlicminced`, `cupsblanched`; a German noun opens with a capital).
    package var longRun = false
    /// A plus right after a digit (`1+3/4 cups`).
    package var plusAfterDigit = false
    /// The fraction slash ⁄ (E2 81 84), which may follow a whole number run into the fraction (`11⁄2 lb.`, a page's
    /// `1<sup>1</sup>⁄<sub>2</sub>` copied).
    package var gluedFraction = false

    /// A number touching one or two letters that end at a blank (`2t turmeric`, `6T oil`, `2in ginger`, `1/8th`).
    package var shortGlued = false
    /// A dash right before `¼ ½ ¾` or `⅐`-`⅞` (`1-½ cups`): a whole number and its fraction.
    package var dashFraction = false

    /// A dash or an en dash after a digit, maybe with a blank between (`2 - cups`, `1-large`, `2-3`); looked at by
    /// the first byte only, so any other character opening with E2 marks it too (`1⅓`), which only costs a look.
    package var dashAfterDigit = false

    /// A curly bracket (`milk {I use 1%}`), which a page may write for a round one.
    package var braced = false
    /// A word of five letters opening with `mi` (`minus`, and `mixed`, `mince`: the reader looks again).
    package var minus = false

    /// Whether the line may have lost a blank between two of its parts (`rejoined` puts it back).
    package var lostBlanks: Bool { glued || longRun || plusAfterDigit || gluedFraction || shortGlued || dashFraction }

    package init(_ text: Substring) {
        self = text.utf8.withContiguousStorageIfAvailable(Self.init(bytes:)) ?? Array(text.utf8).withUnsafeBufferPointer(Self.init(bytes:))
    }

    /// Whether a letter may end a word run into the one before it: every such end closes with d, l or y.
    static func endsJoined(_ b: UInt8) -> Bool {
        let folded = b | 0x20
        return folded == 0x64 || folded == 0x6C || folded == 0x79
    }

    /// Whether the one or two letters after a number are `t`, `T`, `in`, `th`, `rd` or `nd` (`2t`, `2in`, `1/8th`):
    /// not `g`, `kg`, `ml`, which the reader reads glued already.
    static func isShortUnit(_ count: Int, _ letters: (UInt8, UInt8)) -> Bool {
        if count == 1 { return letters.0 | 0x20 == 0x74 }
        guard count == 2 else { return false }
        switch (letters.0, letters.1) {
        case (0x69, 0x6E), (0x74, 0x68), (0x72, 0x64), (0x6E, 0x64): return true
        default: return false
        }
    }

    /// Whether two bytes end `¼ ½ ¾` (C2 BC-BE) or `⅐`-`⅞` (E2 85 90-9E).
    package static func endsFraction(_ before: UInt8, _ last: UInt8) -> Bool {
        (before == 0xC2 && last >= 0xBC && last <= 0xBE) || (before == 0x85 && last >= 0x90 && last <= 0x9E)
    }

    init(bytes: UnsafeBufferPointer<UInt8>) {
        var previous: UInt8 = 0x20
        var before: UInt8 = 0
        var letters = 0
        var afterNumber = false
        var lowerStart = false
        var firstLetters: (UInt8, UInt8) = (0, 0)
        for b in bytes {
            let folded = b | 0x20
            if folded >= 0x61 && folded <= 0x7A {
                if letters == 0 {
                    // a digit, or the last byte of `¼ ½ ¾` (C2 BC-BE) or of `⅐`-`⅞` (E2 85 90-9E)
                    afterNumber = (previous >= 0x30 && previous <= 0x39) || Self.endsFraction(before, previous)
                    lowerStart = b >= 0x61
                    firstLetters.0 = b
                } else if letters == 1 {
                    firstLetters.1 = b
                }
                letters += 1
                if afterNumber && letters == 3 { glued = true }
            } else {
                // ten letters or more, the first small and the last d, l or y (`garlicminced`, `pecansoptional`)
                if letters >= 10 && lowerStart && Self.endsJoined(previous) { longRun = true }
                if afterNumber && (b == 0x20 || b == 0x2E) && Self.isShortUnit(letters, firstLetters) { shortGlued = true }
                if (b == 0xC2 || b == 0xE2) && (previous == 0x2D || previous == 0x93 && before == 0x80) { dashFraction = true }
                if b >= 0x30 && b <= 0x39 && (letters >= 3 || previous == 0x29) { glued = true }
                if b == 0x2D && letters > 0 { dashAfterLetter = true }
                if b == 0x5B { squared = true }
                if b == 0x7B { braced = true }
                if letters == 5 && firstLetters.0 | 0x20 == 0x6D && firstLetters.1 | 0x20 == 0x69 { minus = true }
                if b == 0x2B && previous >= 0x30 && previous <= 0x39 { plusAfterDigit = true }
                if b == 0x2D || b == 0xE2, previous >= 0x30 && previous <= 0x39 || previous == 0x20 && before >= 0x30 && before <= 0x39 {
                    dashAfterDigit = true
                }
                if b == 0x84 && previous == 0x81 && before == 0xE2 { gluedFraction = true }
                if b == 0x20 && before == 0x20 && (previous == 0x2D || previous == 0x78) { spacedSign = true }
                if b == 0x20 && previous == 0x93 && before == 0x80 { spacedSign = true }  // an en dash (E2 80 93) before a blank
                letters = 0
            }
            before = previous
            previous = b
        }
        if letters >= 10 && lowerStart && Self.endsJoined(previous) { longRun = true }
    }
}
