import Foundation
import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore

/// A Cooklang file as the Cooklang specification describes it: metadata,
/// and sections of steps and notes whose steps hold text, ingredients,
/// cookware and timers. `CooklangParser` reads it; `CooklangImporter` turns
/// it into a ClipCook `Recipe`.
public struct CooklangRecipe: Hashable, Sendable {
    /// Front matter and `>> key: value` lines, in file order.
    public var metadata: [CooklangMetadataEntry] = []
    /// The first section has no name unless the file starts with `= NAME`.
    public var sections: [CooklangSection] = [CooklangSection()]

    public init() {}

    /// Every step of every section, in order.
    public var steps: [CooklangStep] {
        sections.flatMap { $0.blocks.compactMap { if case .step(let step) = $0 { step } else { nil } } }
    }

    /// The value of the first metadata entry whose key matches one of
    /// `keys` (case, spaces, `-` and `_` ignored).
    public func metadata(_ keys: String...) -> CooklangValue? {
        let wanted = Set(keys.map(CooklangMetadataEntry.normalised))
        return metadata.first { wanted.contains(CooklangMetadataEntry.normalised($0.key)) }?.value
    }
}

public struct CooklangMetadataEntry: Hashable, Sendable {
    public var key: String
    public var value: CooklangValue

    public init(key: String, value: CooklangValue) {
        self.key = key
        self.value = value
    }

    /// `Prep Time`, `prep_time` and `prep-time` are the same key.
    package static func normalised(_ key: String) -> String {
        // ASCII keys (nearly all) byte by byte: the same result as the general way below.
        if let ascii = key.utf8.withContiguousStorageIfAvailable({ bytes -> String? in
            guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
            // Already normalised (`title`, `servings`): the key itself.
            if !bytes.contains(where: { $0 == 0x20 || $0 == 0x5F || $0 == 0x2D || $0 == 0x2E || ($0 >= 0x41 && $0 <= 0x5A) }) {
                return key
            }
            var kept: [UInt8] = []
            kept.reserveCapacity(bytes.count)
            for byte in bytes where byte != 0x20 && byte != 0x5F && byte != 0x2D && byte != 0x2E {
                kept.append(byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte)
            }
            return String(decoding: kept, as: UTF8.self)
        }), let ascii {
            return ascii
        }
        return String(key.lowercased().filter { $0 != " " && $0 != "_" && $0 != "-" && $0 != "." })
    }
}

/// The metadata of one recipe looked up by normalised key: each entry's key
/// is normalised once (`CooklangRecipe.metadata(_:)` normalises every key
/// at every look-up, and the mapping makes about twenty).
package struct CooklangMetadataIndex {
    package let entries: [CooklangMetadataEntry]
    /// Each entry's key, normalised (a file holds a few: a scan beats hashing).
    private let keys: [String]

    package init(_ recipe: CooklangRecipe) {
        entries = recipe.metadata
        keys = entries.map { CooklangMetadataEntry.normalised($0.key) }
    }

    /// The value of the first entry whose key matches one of `keys`, as
    /// `CooklangRecipe.metadata(_:)` finds it.
    package func metadata(_ wanted: String...) -> CooklangValue? {
        // Compared as they are normalised, without making each wanted key
        // normalised again at every look-up (the mapping makes about twenty).
        guard let position = keys.firstIndex(where: { key in wanted.contains { Self.matches(key, $0) } }) else { return nil }
        return entries[position].value
    }

    /// Whether `key` (normalised) is `wanted` normalised: an ASCII `wanted`
    /// byte by byte, skipping what `normalised` drops and lowering what it
    /// lowers; any other by making it normalised.
    package static func matches(_ key: String, _ wanted: String) -> Bool {
        var key = key, wanted = wanted
        let answer = key.withUTF8 { k in
            wanted.withUTF8 { w -> Bool? in
                var i = 0
                for byte in w {
                    guard byte < 0x80 else { return nil }
                    if byte == 0x20 || byte == 0x5F || byte == 0x2D || byte == 0x2E { continue }
                    guard i < k.count, k[i] == (byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte) else { return false }
                    i += 1
                }
                return i == k.count
            }
        }
        return answer ?? (key == CooklangMetadataEntry.normalised(wanted))
    }
}

/// A metadata value: YAML scalars are text, sequences lists, mappings maps.
public indirect enum CooklangValue: Hashable, Sendable {
    case text(String)
    case list([CooklangValue])
    case map([CooklangMetadataEntry])

    /// A scalar's text; a list's items joined by ", ".
    public var text: String {
        switch self {
        case .text(let text): text
        case .list(let items): items.map(\.text).joined(separator: ", ")
        case .map(let entries): entries.map { "\($0.key): \($0.value.text)" }.joined(separator: ", ")
        }
    }

    /// A scalar as one item, a list's scalars, a comma-separated text split.
    public var items: [String] {
        switch self {
        case .text(let text):
            Self.asciiItems(text) ?? text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        case .list(let items): items.map(\.text).filter { !$0.isEmpty }
        case .map: []
        }
    }

    /// `items` of ASCII text, on its bytes: for ASCII, a comma is a
    /// `Character` of its own and the blanks `.whitespaces` trims are the
    /// space and the tab. Nil for any other text. (Splitting an image's
    /// address as `Character`s was a twelfth of reading a `.cook` file.)
    package static func asciiItems(_ text: String) -> [String]? {
        var text = text
        return text.withUTF8 { bytes -> [String]? in
            guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
            var items: [String] = []
            var start = 0
            while start <= bytes.count {
                var end = start
                while end < bytes.count, bytes[end] != 0x2C { end += 1 }
                var from = start, to = end
                while from < to, bytes[from] == 0x20 || bytes[from] == 0x09 { from += 1 }
                while to > from, bytes[to - 1] == 0x20 || bytes[to - 1] == 0x09 { to -= 1 }
                if to > from { items.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[from..<to]), as: UTF8.self)) }
                start = end + 1
            }
            return items
        }
    }

    public subscript(key: String) -> CooklangValue? {
        guard case .map(let entries) = self else { return nil }
        let wanted = CooklangMetadataEntry.normalised(key)
        return entries.first { CooklangMetadataEntry.normalised($0.key) == wanted }?.value
    }
}

public struct CooklangSection: Hashable, Sendable {
    public var name: String?
    public var blocks: [CooklangBlock] = []

    public init(name: String? = nil, blocks: [CooklangBlock] = []) {
        self.name = name
        self.blocks = blocks
    }
}

public enum CooklangBlock: Hashable, Sendable {
    case step(CooklangStep)
    /// A `>` line (consecutive ones joined with a space).
    case note(String)
}

public struct CooklangStep: Hashable, Sendable {
    public var items: [CooklangItem]
    /// The 1-based line the step starts on.
    public var line: Int
    /// The index of the first item of the step's last line.
    public var lastLineStart: Int

    public init(items: [CooklangItem], line: Int, lastLineStart: Int = 0) {
        self.items = items
        self.line = line
        self.lastLineStart = lastLineStart
    }
}

public enum CooklangItem: Hashable, Sendable {
    case text(String)
    case ingredient(CooklangIngredient)
    case cookware(CooklangCookware)
    case timer(CooklangTimer)
}

/// `{QUANTITY%UNITS}`; `=` before the quantity fixes it (it does not scale).
public struct CooklangAmount: Hashable, Sendable {
    /// The quantity as written, trimmed (`1/2`, `few`, `7 k`); "" when none.
    public var quantityText: String
    public var units: String
    public var isFixed: Bool

    public init(quantityText: String, units: String = "", isFixed: Bool = false) {
        self.quantityText = quantityText
        self.units = units
        self.isFixed = isFixed
    }

    /// `1/2` → 0.5; nil when the text is not a Cooklang number.
    public var number: Double? { CooklangNumber.value(quantityText)?.low }
    /// `2-3` → (2, 3).
    public var range: (low: Double, high: Double?)? { CooklangNumber.value(quantityText) }

    /// The quantity and units as one text (`1/2 cup`, `few sprigs`, `3`).
    public var text: String {
        units.isEmpty ? quantityText : quantityText.isEmpty ? units : quantityText + " " + units
    }
}

public struct CooklangIngredient: Hashable, Sendable {
    public var name: String
    public var amount: CooklangAmount?
    /// The preparation note in parentheses after it: `@onion{1}(diced)`.
    public var note: String?
    /// `@./sauces/Hollandaise{150%g}`: the path of another recipe.
    public var recipePath: String?

    public init(name: String, amount: CooklangAmount? = nil, note: String? = nil, recipePath: String? = nil) {
        self.name = name
        self.amount = amount
        self.note = note
        self.recipePath = recipePath
    }
}

public struct CooklangCookware: Hashable, Sendable {
    public var name: String
    public var amount: CooklangAmount?

    public init(name: String, amount: CooklangAmount? = nil) {
        self.name = name
        self.amount = amount
    }
}

public struct CooklangTimer: Hashable, Sendable {
    public var name: String
    public var amount: CooklangAmount?

    public init(name: String, amount: CooklangAmount? = nil) {
        self.name = name
        self.amount = amount
    }

    /// The duration in whole seconds, when the quantity is a number (a
    /// range's upper end) and the unit a known time unit, and it rounds to
    /// at least one second (a step timer must run); nil otherwise.
    public var seconds: Int? {
        guard let amount, let (low, high) = amount.range else { return nil }
        let units = amount.units.lowercased()
        let factor: Double
        switch units {
        case "s", "sec", "secs", "second", "seconds": factor = 1
        case "m", "min", "mins", "minute", "minutes": factor = 60
        case "h", "hr", "hrs", "hour", "hours": factor = 3600
        case "d", "day", "days": factor = 86400
        default: return nil
        }
        let value = (high ?? low) * factor
        guard value.isFinite, value >= 0.5, value <= 31_536_000 else { return nil }
        return Int(value.rounded())
    }
}

/// Cooklang's numbers: `3`, `1.5`, `1/2` (spaces allowed around the slash,
/// no leading zero: `01/2` is text), `1 1/2`, and ranges `2-3`.
package enum CooklangNumber {
    package static func value(_ text: String) -> (low: Double, high: Double?)? {
        let bytes = Array(text.utf8)
        guard !bytes.isEmpty, bytes.count <= 64 else { return nil }
        if let dash = bytes.firstIndex(of: UInt8(ascii: "-")), dash > 0 {
            guard let low = single(bytes[..<dash]), let high = single(bytes[(dash + 1)...]), high >= low else {
                return nil
            }
            return (low, high)
        }
        return single(bytes[...]).map { ($0, nil) }
    }

    private static func trimmed(_ bytes: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        var s = bytes
        while let f = s.first, f == 0x20 || f == 0x09 { s = s.dropFirst() }
        while let l = s.last, l == 0x20 || l == 0x09 { s = s.dropLast() }
        return s
    }

    private static func isDigit(_ b: UInt8) -> Bool { b >= 0x30 && b <= 0x39 }

    private static func single(_ raw: ArraySlice<UInt8>) -> Double? {
        let s = trimmed(raw)
        guard !s.isEmpty else { return nil }
        if let slash = s.firstIndex(of: UInt8(ascii: "/")) {
            let left = trimmed(s[..<slash])
            let right = trimmed(s[(slash + 1)...])
            // A mixed number: WHOLE BLANKS NUMERATOR / DENOMINATOR.
            var whole = 0.0
            var numerator = left
            if let blank = left.firstIndex(where: { $0 == 0x20 || $0 == 0x09 }) {
                guard let w = integer(left[..<blank]) else { return nil }
                whole = w
                numerator = trimmed(left[blank...])
            }
            guard let n = integer(numerator), let d = integer(right), d > 0 else { return nil }
            if numerator.count > 1, numerator.first == UInt8(ascii: "0") { return nil }
            return whole + n / d
        }
        if let point = s.firstIndex(of: UInt8(ascii: ".")) {
            guard let w = integer(s[..<point]), s.index(after: point) < s.endIndex,
                s[(point + 1)...].allSatisfy(isDigit), let text = String(bytes: s, encoding: .utf8)
            else { return nil }
            _ = w
            return Double(text)
        }
        return integer(s)
    }

    private static func integer(_ s: ArraySlice<UInt8>) -> Double? {
        guard !s.isEmpty, s.count <= 15, s.allSatisfy(isDigit) else { return nil }
        var value = 0.0
        for b in s { value = value * 10 + Double(b - 0x30) }
        return value
    }
}
