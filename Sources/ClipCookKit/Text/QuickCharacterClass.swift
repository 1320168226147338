/// `Character`'s classes answered from the ASCII value when there is one:
/// asking the Unicode tables (`isLetter` and the like) for every character
/// of every step was a large part of `lint` on real recipes, whose text is
/// mostly ASCII with the odd `°`, `é` or `½`. For an ASCII character
/// (including `\r\n`, whose `asciiValue` is the line feed) each answers
/// exactly as the property it stands for; for any other it asks it.
extension Character {
    /// `isLetter`.
    @inline(__always) var isLetterQuickly: Bool {
        if let ascii = asciiValue { return (ascii | 0x20) >= 0x61 && (ascii | 0x20) <= 0x7A }
        return isLetter
    }

    /// `isNumber`.
    @inline(__always) var isNumberQuickly: Bool {
        if let ascii = asciiValue { return ascii >= 0x30 && ascii <= 0x39 }
        return isNumber
    }

    /// `isUppercase`.
    @inline(__always) var isUppercaseQuickly: Bool {
        if let ascii = asciiValue { return ascii >= 0x41 && ascii <= 0x5A }
        return isUppercase
    }
}
