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
        case pending
        case lintRule
        /// `MEAL HH:MM [DURATION]` in the settings' `meals` section.
        case mealTime
        /// A line that could not be read (it has a diagnostic), or a line
        /// skipped after an earlier error (a meal under a bad day).
        case invalid
    }

    public var kind: Kind
    /// 1-based line number.
    public var line: Int
    /// Byte offsets of the whole line, including its line terminator.
    public var fullRange: Range<Int>
    /// Byte offsets of the content: from the first non-blank byte to the last
    /// non-blank byte before the comment (empty for blank and comment lines).
    public var contentRange: Range<Int>
    /// Byte offsets of the comment, `--` included, if the line has one.
    public var commentRange: Range<Int>?
    /// Index of the item this line holds within its list in the model
    /// (ingredient, step, meal slot, shopping item, pending import and the
    /// property and caption lines under it), if any.
    public var itemIndex: Int?

    public init(kind: Kind, line: Int, fullRange: Range<Int>, contentRange: Range<Int>,
                commentRange: Range<Int>? = nil, itemIndex: Int? = nil) {
        self.kind = kind
        self.line = line
        self.fullRange = fullRange
        self.contentRange = contentRange
        self.commentRange = commentRange
        self.itemIndex = itemIndex
    }
}
