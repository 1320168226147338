import ClipCookCore

/// The path of a model value, such as `steps[0].timers[1].seconds`: the key
/// of the source map (`ParseResult.sourceMap`) and of validation problems.
///
/// A typed path is up to three field names, the first two optionally indexed
/// (`ingredients[2].amount`, `aisles[0].names[3]`, `mealSlots[4].quickAdd.fats`),
/// stored in 12 bytes: the parser records one for every value it reads, so
/// none of them builds a `String`. `description` gives the text form and
/// `init?(_:)` reads it back.
public struct SourcePath: Hashable, Sendable, CustomStringConvertible {
    // Declared largest first, so that the path takes 11 bytes (stride 12).
    private var firstIndex: UInt32
    private var secondIndex: UInt32
    public private(set) var first: SourceField
    public private(set) var second: SourceField?
    public private(set) var third: SourceField?

    /// "No index" for `firstIndex` and `secondIndex`.
    private static let noIndex = UInt32.max

    /// A top-level field: `title`, `servings`, `nutritionGoals`.
    public init(_ field: SourceField) {
        first = field
        firstIndex = Self.noIndex
        secondIndex = Self.noIndex
    }

    /// An item of a top-level list: `ingredients[2]`, `mealSlots[4]`.
    public init(_ field: SourceField, _ index: Int) {
        self.init(field)
        firstIndex = Self.stored(index)
    }

    /// Indices are stored in 32 bits. Inputs are at most
    /// `Language.maximumInputSize` bytes, so no list comes near that; an index
    /// beyond it (or a negative one) is kept as the largest storable index.
    private static func stored(_ index: Int) -> UInt32 {
        UInt32(clamping: max(0, min(index, Int(noIndex) - 1)))
    }

    /// The path with `field` appended: `ingredients[2]` + `.amount`.
    /// A path already three fields deep stays as it is (no model value is deeper).
    public func appending(_ field: SourceField) -> SourcePath {
        var path = self
        if path.second == nil { path.second = field } else if path.third == nil { path.third = field }
        return path
    }

    /// The path with an indexed field appended: `steps[0]` + `timers[1]`.
    /// Only the first two fields carry an index; a third keeps its name only.
    public func appending(_ field: SourceField, _ index: Int) -> SourcePath {
        var path = appending(field)
        if path.third == nil, path.second == field { path.secondIndex = Self.stored(index) }
        return path
    }

    public static func + (path: SourcePath, field: SourceField) -> SourcePath { path.appending(field) }

    /// The index of the first field (`2` for `ingredients[2].amount`), if it has one.
    public var index: Int? { firstIndex == Self.noIndex ? nil : Int(firstIndex) }

    /// The index of the second field (`1` for `steps[0].timers[1]`), if it has one.
    public var secondFieldIndex: Int? { secondIndex == Self.noIndex ? nil : Int(secondIndex) }

    /// Whether no field of the path is indexed: a value outside the lists
    /// (`title`, `nutrition.fats`), not inside an item.
    public var isOutsideItems: Bool { firstIndex == Self.noIndex && secondIndex == Self.noIndex }

    /// The enclosing path, as `parent(of:)` finds it in the text form:
    /// `steps[0].timers[1]` for `steps[0].timers[1].seconds`, `steps[0].timers`
    /// for `steps[0].timers[1]`, `steps[0]` for `steps[0].timers`, `steps` for
    /// `steps[0]`; nil at the top.
    public var parent: SourcePath? {
        var path = self
        if path.third != nil {
            path.third = nil
        } else if path.second != nil {
            if path.secondIndex != Self.noIndex { path.secondIndex = Self.noIndex } else { path.second = nil }
        } else if path.firstIndex != Self.noIndex {
            path.firstIndex = Self.noIndex
        } else {
            return nil
        }
        return path
    }

    /// Reads the text form; nil for text that is not a typed path (an unknown
    /// field name, an index on a third field, more than three fields...).
    public init?(_ text: String) {
        var utf8 = Substring(text).utf8[...]
        var fields: [(SourceField, Int?)] = []
        while !utf8.isEmpty {
            if !fields.isEmpty {
                guard utf8.first == UInt8(ascii: ".") else { return nil }
                utf8 = utf8.dropFirst()
            }
            let nameEnd = utf8.firstIndex { $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "[") } ?? utf8.endIndex
            guard let field = SourceField(name: Substring(utf8[..<nameEnd])) else { return nil }
            utf8 = utf8[nameEnd...]
            var index: Int?
            if utf8.first == UInt8(ascii: "[") {
                let digits = utf8.dropFirst().prefix { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
                guard !digits.isEmpty, digits.count <= 9, digits.endIndex < utf8.endIndex,
                    utf8[digits.endIndex] == UInt8(ascii: "]")
                else { return nil }
                index = digits.reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }
                utf8 = utf8[utf8.index(after: digits.endIndex)...]
            }
            fields.append((field, index))
            guard fields.count <= 3 else { return nil }
        }
        guard let (field, index) = fields.first else { return nil }
        var path = index.map { SourcePath(field, $0) } ?? SourcePath(field)
        for (position, (field, index)) in fields.enumerated().dropFirst() {
            if let index {
                guard position == 1 else { return nil }
                path = path.appending(field, index)
            } else {
                path = path.appending(field)
            }
        }
        self = path
    }

    public var description: String {
        var text = first.name
        if let index { text += "[\(index)]" }
        if let second {
            text += "." + second.name
            if let secondFieldIndex { text += "[\(secondFieldIndex)]" }
        }
        if let third { text += "." + third.name }
        return text
    }

    /// An order for sorting the entries of a source map: by the first field
    /// and its index, then the second field and its index, then the third;
    /// a path comes before the paths inside it.
    package static func precedes(_ a: SourcePath, _ b: SourcePath) -> Bool {
        if a.first != b.first { return a.first.rawValue < b.first.rawValue }
        // noIndex (UInt32.max) sorts after every index: `steps` after `steps[9]`.
        if a.firstIndex != b.firstIndex { return a.firstIndex < b.firstIndex }
        if a.second != b.second { return (a.second.map { Int($0.rawValue) } ?? -1) < (b.second.map { Int($0.rawValue) } ?? -1) }
        if a.secondIndex != b.secondIndex { return a.secondIndex < b.secondIndex }
        return (a.third.map { Int($0.rawValue) } ?? -1) < (b.third.map { Int($0.rawValue) } ?? -1)
    }

    /// The enclosing path of a path in text form: `steps[0].timers[1]` for
    /// `steps[0].timers[1].seconds`, `steps[0].timers` for `steps[0].timers[1]`...
    /// nil at the top. Works on any text, typed or not (`lint.RULE`).
    public static func parent(of path: String) -> String? {
        guard let last = path.lastIndex(where: { $0 == "." || $0 == "[" }), last > path.startIndex else { return nil }
        return String(path[..<last])
    }
}
