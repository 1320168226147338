/// The lines `list` and `search` print for recipes, kept as ready bytes:
/// each recipe's id, title and nutrition text side by side in one buffer,
/// with their widths, so that a table of thousands of recipes is a few
/// copies per line into one output buffer, not a dozen `String`s per line.
///
/// A line is: the favourite and archived marks, the id (dim) padded to the
/// widest id shown (at most 40 characters), the title (bold) padded the
/// same way (at most 48), the category padded to 9, then the nutrition;
/// longer ids and titles are cut with "…"; trailing spaces are dropped.
struct RecipeRows: Sendable {
    /// Ids, titles and nutrition texts of every recipe, one after another.
    private let bytes: [UInt8]
    /// For each recipe, everything its line needs but the bytes, side by
    /// side (one cache line holds two recipes), so that a line of a recipe
    /// picked at random out of 100,000 costs one miss here and one in `bytes`.
    private let cells: [Cell]
    /// The ids and titles again, for the few that are not plain ASCII.
    private let recipes: [Recipe]

    struct Cell {
        /// Where the recipe's id, title and nutrition text start in
        /// `bytes`, and where the nutrition text ends.
        var idStart: Int32
        var titleStart: Int32
        var nutritionStart: Int32
        var end: Int32
        /// The number of characters of the id and the title (as `characterCount` counts).
        var idWidth: Int32
        var titleWidth: Int32
        /// Bit 0: the id is plain ASCII without CR (so its bytes are its
        /// characters); bit 1: the same for the title; bit 2: favourite; bit 3: archived;
        /// bits 4-5: the category.
        var flag: UInt8
    }

    static let idWidthLimit = 40
    static let titleWidthLimit = 48

    init(_ recipes: [Recipe]) {
        self.recipes = recipes
        var bytes: [UInt8] = []
        bytes.reserveCapacity(recipes.count * 96)
        var cells: [Cell] = []
        cells.reserveCapacity(recipes.count)
        for recipe in recipes {
            var flag: UInt8 = (recipe.isFavourite ? 4 : 0) | (recipe.isArchived ? 8 : 0)
            flag |= UInt8(RecipeCategory.allCases.firstIndex(of: recipe.category) ?? 0) << 4
            let idStart = Int32(truncatingIfNeeded: bytes.count)
            bytes += recipe.id.utf8
            let titleStart = Int32(truncatingIfNeeded: bytes.count)
            bytes += recipe.title.utf8
            let nutritionStart = Int32(truncatingIfNeeded: bytes.count)
            if let n = recipe.nutrition {
                RecipeRows.append("  ", to: &bytes)
                bytes += String(n.calories).utf8
                RecipeRows.append(" kcal  P ", to: &bytes)
                bytes += String(n.protein).utf8
                RecipeRows.append("  C ", to: &bytes)
                bytes += String(n.carbs).utf8
                RecipeRows.append("  F ", to: &bytes)
                bytes += String(n.fats).utf8
            }
            let idWidth: Int
            if RecipeRows.isPlain(recipe.id) {
                flag |= 1
                idWidth = recipe.id.utf8.count
            } else {
                idWidth = recipe.id.count
            }
            let titleWidth: Int
            if RecipeRows.isPlain(recipe.title) {
                flag |= 2
                titleWidth = recipe.title.utf8.count
            } else {
                titleWidth = recipe.title.count
            }
            cells.append(Cell(
                idStart: idStart, titleStart: titleStart, nutritionStart: nutritionStart,
                end: Int32(truncatingIfNeeded: bytes.count), idWidth: Int32(truncatingIfNeeded: idWidth),
                titleWidth: Int32(truncatingIfNeeded: titleWidth), flag: flag))
        }
        self.bytes = bytes
        self.cells = cells
    }

    /// The column widths of a table of the recipes at `positions`.
    func widths(_ positions: some Sequence<Int>) -> (id: Int, title: Int) {
        var id: Int32 = 0
        var title: Int32 = 0
        for position in positions {
            id = max(id, cells[position].idWidth)
            title = max(title, cells[position].titleWidth)
        }
        return (min(RecipeRows.idWidthLimit, Int(id)), min(RecipeRows.titleWidthLimit, Int(title)))
    }

    /// The table of the recipes at `positions`, one line each, without a final newline.
    func table(_ positions: [Int], style: Painting) -> [UInt8] {
        let (idWidth, titleWidth) = widths(positions)
        var out: [UInt8] = []
        out.reserveCapacity(positions.count * (idWidth + titleWidth + 48 + style.overhead))
        for (line, position) in positions.enumerated() {
            if line > 0 { out.append(0x0A) }
            appendLine(position, idWidth: idWidth, titleWidth: titleWidth, style: style, to: &out)
        }
        return out
    }

    /// Appends the line of the recipe at `position`.
    func appendLine(_ position: Int, idWidth: Int, titleWidth: Int, style: Painting, to out: inout [UInt8]) {
        let start = out.count
        let cell = cells[position]
        let flag = cell.flag
        out += flag & 4 != 0 ? style.favouriteMark : [0x20]
        out += flag & 8 != 0 ? style.archivedMark : [0x20]
        out.append(0x20)
        let (idStart, titleStart, nutritionStart, end) = (
            Int(cell.idStart), Int(cell.titleStart), Int(cell.nutritionStart), Int(cell.end)
        )
        out += style.dimOpen
        if flag & 1 != 0 {
            appendPadded(idStart..<titleStart, idWidth, to: &out)
        } else {
            out += RecipeRows.padded(recipes[position].id, idWidth).utf8
        }
        out += style.dimClose
        out.append(0x20)
        out.append(0x20)
        out += style.boldOpen
        if flag & 2 != 0 {
            appendPadded(titleStart..<nutritionStart, titleWidth, to: &out)
        } else {
            out += RecipeRows.padded(recipes[position].title, titleWidth).utf8
        }
        out += style.boldClose
        out.append(0x20)
        out.append(0x20)
        out += RecipeRows.categoryCells[Int(flag >> 4)]
        bytes.withUnsafeBufferPointer { out += $0[nutritionStart..<end] }
        while out.count > start, out[out.count - 1] == 0x20 { out.removeLast() }
    }

    /// Appends plain ASCII `range` of `bytes` padded with spaces to `width`
    /// characters, or cut to `width - 1` of them and "…".
    private func appendPadded(_ range: Range<Int>, _ width: Int, to out: inout [UInt8]) {
        bytes.withUnsafeBufferPointer { bytes in
            if range.count > width {
                out += bytes[range.lowerBound..<range.lowerBound + max(1, width - 1)]
                out += RecipeRows.ellipsis
            } else {
                out += bytes[range]
                for _ in range.count..<width { out.append(0x20) }
            }
        }
    }

    /// `text` padded with spaces to `width` characters, or cut to `width - 1` of them and "…".
    static func padded(_ text: String, _ width: Int) -> String {
        let count = characterCount(text)
        if count > width { return String(text.prefix(max(1, width - 1))) + "…" }
        return count == width ? text : text + String(repeating: " ", count: width - count)
    }

    /// The number of characters of `text`, counted on the bytes when it is ASCII (without CR, which pairs with LF).
    static func characterCount(_ text: String) -> Int {
        isPlain(text) ? text.utf8.count : text.count
    }

    static func isPlain(_ text: String) -> Bool {
        text.utf8.allSatisfy { $0 < 0x80 && $0 != 0x0D }
    }

    static let ellipsis = Array("…".utf8)

    /// Each category's name, lowercased and padded to 9 characters.
    static let categoryCells: [[UInt8]] = RecipeCategory.allCases.map { Array(padded($0.rawValue.lowercased(), 9).utf8) }

    static func append(_ text: StaticString, to bytes: inout [UInt8]) {
        text.withUTF8Buffer { bytes += $0 }
    }

    /// A `TextStyle` as bytes: the marks and what goes around dim and bold text.
    struct Painting {
        var favouriteMark: [UInt8]
        var archivedMark: [UInt8]
        var dimOpen: [UInt8]
        var dimClose: [UInt8]
        var boldOpen: [UInt8]
        var boldClose: [UInt8]

        init(_ style: TextStyle) {
            favouriteMark = Array(style.favouriteMark.utf8)
            archivedMark = Array(style.archivedMark.utf8)
            (dimOpen, dimClose) = Painting.around(style.dim)
            (boldOpen, boldClose) = Painting.around(style.bold)
        }

        /// What `paint` puts before and after the text it is given.
        static func around(_ paint: (String) -> String) -> ([UInt8], [UInt8]) {
            let marker = "\u{0}"
            let painted = Array(paint(marker).utf8)
            guard let split = painted.firstIndex(of: 0) else { return ([], []) }
            return (Array(painted[..<split]), Array(painted[(split + 1)...]))
        }

        var overhead: Int {
            favouriteMark.count + archivedMark.count + dimOpen.count + dimClose.count + boldOpen.count + boldClose.count
        }
    }
}
