import Foundation

/// `Character`'s classes answered from the ASCII value when there is one:
/// asking the Unicode tables (`isLetter` and the like) for every character
/// of every step was a large part of `lint` on real recipes, whose text is
/// mostly ASCII with the odd `°`, `é` or `½`. For an ASCII character
/// (including `\r\n`, whose `asciiValue` is the line feed) each answers
/// exactly as the property it stands for; for any other it asks it.
extension Character {
    /// `isLetter`.
    @inline(__always) package var isLetterQuickly: Bool {
        if let ascii = asciiValue { return (ascii | 0x20) >= 0x61 && (ascii | 0x20) <= 0x7A }
        return isLetter
    }

    /// `isNumber`.
    @inline(__always) package var isNumberQuickly: Bool {
        if let ascii = asciiValue { return ascii >= 0x30 && ascii <= 0x39 }
        return isNumber
    }

    /// `isUppercase`.
    @inline(__always) package var isUppercaseQuickly: Bool {
        if let ascii = asciiValue { return ascii >= 0x41 && ascii <= 0x5A }
        return isUppercase
    }
}

/// Text operations with a path for ASCII that gives the same result as the
/// standard library's or Foundation's, without their cost per character.
package enum QuickText {
    /// `text.lowercased()`: the standard library lowercases scalar by scalar
    /// (each scalar's `lowercaseMapping`, appended); so does this, copying
    /// ASCII bytes (A-Z lowered) straight and asking the mapping only for
    /// other scalars. Steps of real recipes are mostly ASCII with a `°` or
    /// an `é`, and lowercasing them was a fifteenth of `lint`.
    package static func lowercased(_ text: String) -> String {
        var copy = text
        let lowered = copy.withUTF8 { bytes -> String? in
            guard let firstOther = bytes.firstIndex(where: { $0 >= 0x80 }) else { return nil }
            var out: [UInt8] = []
            out.reserveCapacity(bytes.count + 8)
            for byte in bytes[..<firstOther] { out.append(byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte) }
            var i = firstOther
            while i < bytes.count {
                let byte = bytes[i]
                if byte < 0x80 {
                    out.append(byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte)
                    i += 1
                    continue
                }
                // One scalar of two to four bytes (the string is valid UTF-8).
                let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : 2
                let end = min(i + length, bytes.count)
                for scalar in String(decoding: UnsafeBufferPointer(rebasing: bytes[i..<end]), as: UTF8.self).unicodeScalars {
                    out.append(contentsOf: scalar.properties.lowercaseMapping.utf8)
                }
                i = end
            }
            return String(decoding: out, as: UTF8.self)
        }
        // All ASCII: the standard library's own fast path.
        return lowered ?? text.lowercased()
    }

    /// Foundation's `haystack.contains(needle)`, on the bytes when both are
    /// ASCII (where Foundation's comparison is byte for byte).
    package static func contains(_ haystack: String, _ needle: String) -> Bool {
        var haystack = haystack, needle = needle
        let quick = haystack.withUTF8 { big in
            needle.withUTF8 { small -> Bool? in
                guard big.allSatisfy({ $0 < 0x80 }), small.allSatisfy({ $0 < 0x80 }), !small.isEmpty else { return nil }
                guard big.count >= small.count else { return false }
                let first = small[0]
                for start in 0...(big.count - small.count) where big[start] == first {
                    var k = 1
                    while k < small.count, big[start + k] == small[k] { k += 1 }
                    if k == small.count { return true }
                }
                return false
            }
        }
        // What Foundation's `contains` is: `range(of:) != nil`.
        return quick ?? (haystack.range(of: needle) != nil)
    }
}
