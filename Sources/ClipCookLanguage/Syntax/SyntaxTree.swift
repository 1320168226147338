import ClipCookCore

/// A lossless, line-level syntax tree: every line of the file, in order, with
/// its kind, its byte ranges and its comment. Concatenating the `fullRange`
/// slices of all lines gives back the file byte for byte.
public struct SyntaxTree: Sendable {
    public var source: SourceFile
    public var lines: [SyntaxLine]

    public init(source: SourceFile, lines: [SyntaxLine]) {
        self.source = source
        self.lines = lines
    }

    /// The line with 1-based number `number`.
    public func line(number: Int) -> SyntaxLine? {
        guard number >= 1, number <= lines.count, lines[number - 1].line == number else {
            return lines.first { $0.line == number }
        }
        return lines[number - 1]
    }

    /// The line holding byte `offset`.
    public func line(containing offset: Int) -> SyntaxLine? {
        var lo = 0
        var hi = lines.count - 1
        while lo <= hi {
            let mid = (lo + hi) / 2
            let range = lines[mid].fullRange
            if offset < range.lowerBound { hi = mid - 1 } else if offset >= range.upperBound { lo = mid + 1 } else { return lines[mid] }
        }
        return nil
    }

    /// The lines of one kind, such as `.property("servings")` or `.ingredient`.
    public func lines(of kind: SyntaxLine.Kind) -> [SyntaxLine] { lines.filter { $0.kind == kind } }

    /// The text of a byte range of the file.
    public func text(_ range: Range<Int>) -> String { String(decoding: source.bytes[range], as: UTF8.self) }
}

public struct SyntaxLine: Sendable {
    public enum Kind: Hashable, Sendable {
        case blank
        /// A line holding only a comment.
        case comment
        /// The first keyword line: `recipe`, `plan`, `shopping`, `settings`, `inbox`.
        case header(DocumentKind)
        /// `KEY VALUE` inside a recipe header, settings, or a pending import
        /// (`favourite`, `servings`, `status`...): the keyword as the contract
        /// spells it (`favorite` is recorded as `favourite`).
        case property(String)
        /// `caption`, `ingredients`, `steps`, `nutrition`, `goals`, `lint`.
        case section(String)
        case captionLine
        case ingredient
        case step
        /// A `calories N protein N ...` line under `nutrition` or `goals`.
        case macros
        case day
        case meal
        case shoppingItem
        /// `- [AMOUNT] NAME` in a pantry.
        case pantryItem
        /// `aisle NAME` in an aisles file, and the `- NAME` items under it.
        case aisle
        case aisleItem
        /// `food NAME calories N ...` in a foods file, and the `portion` lines under it.
        case food
        case portion
        /// `price AMOUNT each | per QUANTITY [UNIT]` under a food.
        case price
        /// `SLOT: CATEGORY...` in the settings' `slots` section.
        case slotCategories
        case pending
        case lintRule
        /// `MEAL HH:MM [DURATION]` in the settings' `meals` section.
        case mealTime
        /// A line that could not be read (it has a diagnostic), or a line
        /// skipped after an earlier error (a meal under a bad day).
        case invalid
    }

    // A file has millions of lines at most (inputs are at most
    // `Language.maximumInputSize` bytes), so a line is kept in 36 bytes:
    // 32-bit offsets, and the kind as two bytes (`StoredKind`).
    private var start: UInt32
    private var end: UInt32
    private var contentStart: UInt32
    private var contentEnd: UInt32
    /// `SyntaxLine.none` when the line has no comment.
    private var commentStart: UInt32
    private var commentEnd: UInt32
    private var number: UInt32
    /// `SyntaxLine.none` when the line holds no item.
    private var item: UInt32
    private var stored: StoredKind

    private static let none = UInt32.max

    /// An offset or count kept in 32 bits (clamped: never above the input limit).
    private static func narrow(_ value: Int) -> UInt32 { UInt32(clamping: max(0, min(value, Int(none) - 1))) }

    public var kind: Kind {
        get { stored.kind }
        set { stored = StoredKind(newValue) }
    }

    /// 1-based line number.
    public var line: Int {
        get { Int(number) }
        set { number = Self.narrow(newValue) }
    }

    /// Byte offsets of the whole line, including its line terminator.
    public var fullRange: Range<Int> {
        get { Int(start)..<max(Int(start), Int(end)) }
        set { start = Self.narrow(newValue.lowerBound); end = Self.narrow(newValue.upperBound) }
    }

    /// Byte offsets of the content: from the first non-blank byte to the last
    /// non-blank byte before the comment (empty for blank and comment lines).
    public var contentRange: Range<Int> {
        get { Int(contentStart)..<max(Int(contentStart), Int(contentEnd)) }
        set { contentStart = Self.narrow(newValue.lowerBound); contentEnd = Self.narrow(newValue.upperBound) }
    }

    /// Byte offsets of the comment, `--` included, if the line has one.
    public var commentRange: Range<Int>? {
        get { commentStart == Self.none ? nil : Int(commentStart)..<max(Int(commentStart), Int(commentEnd)) }
        set {
            commentStart = newValue.map { Self.narrow($0.lowerBound) } ?? Self.none
            commentEnd = newValue.map { Self.narrow($0.upperBound) } ?? Self.none
        }
    }

    /// Index of the item this line holds within its list in the model
    /// (ingredient, step, meal slot, shopping item, pending import and the
    /// property and caption lines under it), if any.
    public var itemIndex: Int? {
        get { item == Self.none ? nil : Int(item) }
        set { item = newValue.map(Self.narrow) ?? Self.none }
    }

    public init(
        kind: Kind, line: Int, fullRange: Range<Int>, contentRange: Range<Int>,
        commentRange: Range<Int>? = nil, itemIndex: Int? = nil
    ) {
        start = Self.narrow(fullRange.lowerBound)
        end = Self.narrow(fullRange.upperBound)
        contentStart = Self.narrow(contentRange.lowerBound)
        contentEnd = Self.narrow(contentRange.upperBound)
        commentStart = commentRange.map { Self.narrow($0.lowerBound) } ?? Self.none
        commentEnd = commentRange.map { Self.narrow($0.upperBound) } ?? Self.none
        number = Self.narrow(line)
        item = itemIndex.map(Self.narrow) ?? Self.none
        stored = StoredKind(kind)
    }
}

extension SyntaxLine {
    /// A `Kind` in two bytes: which case, and for a header its document kind
    /// or for a property or section its keyword's place in `keywords`.
    package struct StoredKind: Sendable, Equatable {
        private var tag: UInt8
        private var payload: UInt8

        /// The keywords of properties and sections, every one the parsers
        /// record (`SyntaxLine.Kind.property` and `.section` hold one of these).
        package static let keywords: [String] = {
            var seen = Set<String>()
            return
                (Keywords.recipeProperties + Keywords.recipeSections + Keywords.settingsProperties
                + Keywords.settingsSections + Keywords.pendingProperties).filter { seen.insert($0).inserted }
        }()

        /// `keywords` by a hash of their length, first and last byte, with
        /// linear probing: 1 + the keyword's index, 0 for an empty place.
        /// Every property line is stored through it, so it avoids hashing the
        /// whole name as a dictionary would.
        private static let keywordTable: [UInt8] = {
            var table = [UInt8](repeating: 0, count: 256)
            for (index, keyword) in keywords.enumerated() {
                var place = bucket(keyword)
                while table[place] != 0 { place = (place + 1) & 255 }
                table[place] = UInt8(clamping: index + 1)
            }
            return table
        }()

        private static func bucket(_ name: String) -> Int {
            let utf8 = name.utf8
            let first = Int(utf8.first ?? 0), last = Int(utf8.last ?? 0)
            return (utf8.count &* 31 &+ first &* 7 &+ last &* 3) & 255
        }

        /// The place of `name` in `keywords`, if it is one.
        package static func keywordIndex(_ name: String) -> UInt8? {
            var place = bucket(name)
            while true {
                let entry = keywordTable[place]
                if entry == 0 { return nil }
                if keywords[Int(entry) - 1] == name { return entry - 1 }
                place = (place + 1) & 255
            }
        }

        private static let documentKinds = DocumentKind.allCases

        package init(_ kind: Kind) {
            payload = 0
            switch kind {
            case .blank: tag = 0
            case .comment: tag = 1
            case .header(let document):
                tag = 2
                payload = UInt8(clamping: Self.documentKinds.firstIndex(of: document) ?? 0)
            case .property(let name), .section(let name):
                if case .property = kind { tag = 3 } else { tag = 4 }
                // A name that is no keyword of the language cannot be stored:
                // such a line is an unreadable one.
                if let index = Self.keywordIndex(name) { payload = index } else { tag = 20 }
            case .captionLine: tag = 5
            case .ingredient: tag = 6
            case .step: tag = 7
            case .macros: tag = 8
            case .day: tag = 9
            case .meal: tag = 10
            case .shoppingItem: tag = 11
            case .pantryItem: tag = 12
            case .aisle: tag = 13
            case .aisleItem: tag = 14
            case .pending: tag = 15
            case .lintRule: tag = 16
            case .mealTime: tag = 17
            case .food: tag = 18
            case .portion: tag = 19
            case .invalid: tag = 20
            case .price: tag = 21
            case .slotCategories: tag = 22
            }
        }

        package var kind: Kind {
            switch tag {
            case 0: .blank
            case 1: .comment
            case 2: .header(Self.documentKinds[Int(payload) < Self.documentKinds.count ? Int(payload) : 0])
            case 3: .property(Self.keywords[Int(payload) < Self.keywords.count ? Int(payload) : 0])
            case 4: .section(Self.keywords[Int(payload) < Self.keywords.count ? Int(payload) : 0])
            case 5: .captionLine
            case 6: .ingredient
            case 7: .step
            case 8: .macros
            case 9: .day
            case 10: .meal
            case 11: .shoppingItem
            case 12: .pantryItem
            case 13: .aisle
            case 14: .aisleItem
            case 15: .pending
            case 16: .lintRule
            case 17: .mealTime
            case 18: .food
            case 19: .portion
            case 21: .price
            case 22: .slotCategories
            default: .invalid
            }
        }
    }
}
