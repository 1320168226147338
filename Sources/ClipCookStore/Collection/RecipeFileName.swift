import ClipCookCore
import Foundation

/// The name of a recipe's file in `recipes/` for its id.
public enum RecipeFileName {
    /// A file name (without extension) that is safe on every file system.
    public static func of(_ id: String) -> String {
        asciiFileName(for: id) ?? unicodeFileName(for: id)
    }

    /// `fileName` of any id, by its decomposed Unicode scalars.
    package static func unicodeFileName(for id: String) -> String {
        var slug = ""
        var pendingDash = false
        for scalar in id.decomposedStringWithCanonicalMapping.unicodeScalars {
            if scalar.properties.generalCategory == .nonspacingMark { continue }
            let lower = scalar.isASCII ? Character(scalar).lowercased() : ""
            if lower.count == 1, let c = lower.first, c.isASCII, c.isLetter || c.isNumber {
                if pendingDash, !slug.isEmpty { slug.append("-") }
                pendingDash = false
                slug.append(c)
            } else {
                pendingDash = true
            }
            if slug.count >= 80 { break }
        }
        if slug.isEmpty {
            let hash = FileFingerprint.fnv1a64(Array(id.utf8)) & 0xFFFF_FFFF
            let hex = String(hash, radix: 16)
            slug = "recipe-" + String(repeating: "0", count: 8 - hex.count) + hex
        }
        return slug
    }

    /// `fileName` of an id that is all ASCII (nearly every id), worked out
    /// on its bytes: such an id has nothing to decompose and no marks, so
    /// the slug is its letters and digits, lowercased, other runs `-`. Nil
    /// for any other id (or an ASCII id with no letter or digit).
    package static func asciiFileName(for id: String) -> String? {
        var slug: [UInt8] = []
        var pendingDash = false
        for byte in id.utf8 {
            guard byte < 0x80 else { return nil }
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                if pendingDash, !slug.isEmpty { slug.append(UInt8(ascii: "-")) }
                pendingDash = false
                slug.append(byte)
            case UInt8(ascii: "A")...UInt8(ascii: "Z"):
                if pendingDash, !slug.isEmpty { slug.append(UInt8(ascii: "-")) }
                pendingDash = false
                slug.append(byte + 0x20)
            default:
                pendingDash = true
            }
            if slug.count >= 80 { break }
        }
        return slug.isEmpty ? nil : String(decoding: slug, as: UTF8.self)
    }
}
