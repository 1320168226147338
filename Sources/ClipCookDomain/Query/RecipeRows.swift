import Synchronization
import ClipCookCore
import ClipCookLanguage

/// The lines `list` and `search` print for recipes, kept as ready bytes:
/// each recipe's cell (its widths and flags), id, title and nutrition text
/// side by side in one buffer, so that a table of thousands of recipes is
/// a few copies per line into one output buffer, not a dozen `String`s per
/// line, and a recipe's line reads one stretch of memory, not two.
///
/// A line is: the favourite and archived marks, the id (dim) padded to the
/// widest id shown (at most 40 terminal columns), the title (bold) padded
/// the same way (at most 48), the category padded to 9, then the
/// nutrition; longer ids and titles are cut with "…"; trailing spaces are
/// dropped. Ids and titles are kept escaped (`TerminalText.line`) and
/// measured in columns (`ColumnWidth`): a wide character takes two.
package struct RecipeRows: Sendable {
    /// Each recipe's cell (its bytes, see `Cell`), then its id, title and
    /// nutrition text; one recipe after another. After an update the
    /// records of replaced and removed recipes stay where they were, unused,
    /// and new records go at the end (see `replace`).
    private var bytes: [UInt8]
    /// Where each recipe's cell starts in `bytes`.
    private var cellStarts: [Int]
    /// How many bytes of `bytes` belong to no recipe any more.
    private var unusedBytes = 0

    package struct Cell: BitwiseCopyable {
        /// Where the recipe's id, title and nutrition text start in
        /// `bytes`, and where the nutrition text ends.
        package var idStart: Int32
        package var titleStart: Int32
        package var nutritionStart: Int32
        package var end: Int32
        /// The terminal columns of the id and the title (as `width` counts).
        package var idWidth: Int32
        package var titleWidth: Int32
        /// Bit 0: the id is plain ASCII without CR (so its bytes are its
        /// characters); bit 1: the same for the title; bit 2: favourite; bit 3: archived;
        /// bits 4-5: the category.
        package var flag: UInt8
    }

    /// How many lines are written after their bytes are first read.
    package static let block = 64
    package static let touched = Atomic<UInt8>(0)

    package static let idWidthLimit = 40
    package static let titleWidthLimit = 48

    package init(_ recipes: [Recipe]) {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(recipes.count * 96)
        cellStarts = recipes.map { RecipeRows.append($0, to: &bytes) }
        self.bytes = bytes
    }

    /// Writes the record of `recipe` (its cell, id, title and nutrition
    /// text) at the end of `bytes` and returns where its cell starts.
    private static func append(_ recipe: Recipe, to bytes: inout [UInt8]) -> Int {
        // Room for the cell, written once the texts after it are in.
        let cellStart = bytes.count
        bytes += repeatElement(0, count: MemoryLayout<Cell>.size)
        var flag: UInt8 = (recipe.isFavourite ? 4 : 0) | (recipe.isArchived ? 8 : 0)
        flag |= UInt8(RecipeCategory.allCases.firstIndex(of: recipe.category) ?? 0) << 4
        // Kept as shown: a line feed or an escape in a title is `^J`, `^[`
        // (`TerminalText.line`), so that no title can forge a row.
        let id = TerminalText.line(recipe.id)
        let title = TerminalText.line(recipe.title)
        let idStart = Int32(truncatingIfNeeded: bytes.count)
        bytes += id.utf8
        let titleStart = Int32(truncatingIfNeeded: bytes.count)
        bytes += title.utf8
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
        let (idWidth, idIsPlain) = RecipeRows.width(id)
        let (titleWidth, titleIsPlain) = RecipeRows.width(title)
        flag |= (idIsPlain ? 1 : 0) | (titleIsPlain ? 2 : 0)
        let cell = Cell(
            idStart: idStart, titleStart: titleStart, nutritionStart: nutritionStart,
            end: Int32(truncatingIfNeeded: bytes.count), idWidth: Int32(truncatingIfNeeded: idWidth),
            titleWidth: Int32(truncatingIfNeeded: titleWidth), flag: flag)
        bytes.withUnsafeMutableBytes { $0.storeBytes(of: cell, toByteOffset: cellStart, as: Cell.self) }
        return cellStart
    }

    /// The terminal columns of `text` (`ColumnWidth`), and whether it is
    /// plain ASCII without CR (then its bytes are its columns and are not
    /// counted).
    package static func width(_ text: String) -> (Int, plain: Bool) {
        isPlain(text) ? (text.utf8.count, true) : (ColumnWidth.of(text), false)
    }

    // MARK: Updates

    /// The recipe at `position` became `recipe`: its new record goes at the
    /// end of the buffer, the old one is left unused.
    package mutating func replace(at position: Int, with recipe: Recipe) {
        unusedBytes += recordSize(at: position)
        cellStarts[position] = RecipeRows.append(recipe, to: &bytes)
        packIfMostlyUnused()
    }

    /// `recipe` was put at `position`; the recipes from there on moved up by one.
    package mutating func insert(_ recipe: Recipe, at position: Int) {
        cellStarts.insert(RecipeRows.append(recipe, to: &bytes), at: position)
    }

    /// The recipe at `position` went; the recipes after it moved down by one.
    package mutating func remove(at position: Int) {
        unusedBytes += recordSize(at: position)
        cellStarts.remove(at: position)
        packIfMostlyUnused()
    }

    /// The size of the buffer, records in use or not (for tests of the packing).
    package var bufferSize: Int { bytes.count }

    /// The bytes of the record of the recipe at `position`, its cell included.
    private func recordSize(at position: Int) -> Int {
        let start = cellStarts[position]
        let cell = bytes.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: start, as: Cell.self) }
        return Int(cell.end) - start
    }

    /// Copies the records in use into a new buffer, one after another in
    /// position order, once the unused ones take more room than they do:
    /// so the buffer never grows past about twice what its recipes need,
    /// and each packing, a pass over every record, comes only after at
    /// least as many bytes of updates.
    private mutating func packIfMostlyUnused() {
        guard unusedBytes > bytes.count - unusedBytes else { return }
        let old = bytes
        var packed: [UInt8] = []
        packed.reserveCapacity(old.count - unusedBytes)
        old.withUnsafeBytes { old in
            for position in cellStarts.indices {
                let start = cellStarts[position]
                var cell = old.loadUnaligned(fromByteOffset: start, as: Cell.self)
                let newStart = packed.count
                packed += old[start..<Int(cell.end)]
                // The offsets in the cell are from the start of the buffer.
                let shift = Int32(truncatingIfNeeded: newStart - start)
                cell.idStart &+= shift
                cell.titleStart &+= shift
                cell.nutritionStart &+= shift
                cell.end &+= shift
                packed.withUnsafeMutableBytes { $0.storeBytes(of: cell, toByteOffset: newStart, as: Cell.self) }
                cellStarts[position] = newStart
            }
        }
        bytes = packed
        unusedBytes = 0
    }

    /// The table of the recipes at `positions`, one line each, without a
    /// final newline, followed by `trailer`.
    package func table(_ positions: [Int], style: Painting, trailer: [UInt8] = []) -> String {
        lines(positions, style: style, suffixes: nil, trailer: trailer)
    }

    /// The lines of the recipes at `positions`, without a final newline:
    /// padded to the widest id and title of them all (so the columns line
    /// up); each line followed by its `suffixes` entry when given; then
    /// `trailer`. With `lineWidth`, the wider of the id and title columns
    /// is narrowed, a column at a time and down to `narrowest` columns, so
    /// that a line with the widest nutrition and a suffix of `suffixWidth`
    /// columns still fits in `lineWidth` columns.
    ///
    /// The recipes come in the order of a query, from anywhere in the
    /// collection, whose bytes outgrow the processor's caches at 100,000
    /// recipes; so each read that may miss is made in a loop of reads that
    /// do not wait for each other (the cells first, then, a block of lines
    /// at a time, the rest of their bytes), and the lines are written
    /// straight into the storage of the string returned, sized beforehand.
    /// (Writing the lines in position order into a buffer of their own and
    /// copying them out in the order asked for was slower at 10,000 and
    /// at 100,000 recipes.)
    package func lines(
        _ positions: [Int], style: Painting, lineWidth: Int? = nil, suffixes: [[UInt8]]?, suffixWidth: Int = 0,
        trailer: [UInt8] = []
    ) -> String {
        guard !positions.isEmpty else { return String(decoding: trailer, as: UTF8.self) }
        // The cells of the lines, gathered by a loop whose reads do not wait
        // for each other, so that the processor has many of them under way at once.
        let shownCells = bytes.withUnsafeBytes { bytes in
            positions.map { bytes.loadUnaligned(fromByteOffset: cellStarts[$0], as: Cell.self) }
        }
        // The widths and the most bytes the lines can take.
        let fixed = style.overhead + 2 + 1 + 2 + 2 + RecipeRows.categoryCellBytes + 2 * RecipeRows.ellipsis.count + 1
        var bound = trailer.count
        var widestID: Int32 = 0
        var widestTitle: Int32 = 0
        var widestNutrition: Int32 = 0
        for (line, cell) in shownCells.enumerated() {
            widestID = max(widestID, cell.idWidth)
            widestTitle = max(widestTitle, cell.titleWidth)
            widestNutrition = max(widestNutrition, cell.end - cell.nutritionStart)
            bound += fixed + Int(cell.end - cell.idStart) + (suffixes?[line].count ?? 0)
        }
        var idWidth = min(RecipeRows.idWidthLimit, Int(widestID))
        var titleWidth = min(RecipeRows.titleWidthLimit, Int(widestTitle))
        if let lineWidth {
            // The marks, the gaps and the category: 3 + 2 + 2 + 9 columns;
            // the nutrition text is ASCII, one column a byte.
            let room = lineWidth - (3 + 2 + 2 + RecipeRows.categoryCellColumns) - Int(widestNutrition) - max(0, suffixWidth)
            // The wider of the two columns gives up a column at a time (the
            // id on a tie), neither below `narrowest`.
            while idWidth + titleWidth > room {
                if idWidth >= titleWidth, idWidth > RecipeRows.narrowest {
                    idWidth -= 1
                } else if titleWidth > RecipeRows.narrowest {
                    titleWidth -= 1
                } else if idWidth > RecipeRows.narrowest {
                    idWidth -= 1
                } else {
                    break
                }
            }
        }
        bound += positions.count * (idWidth + titleWidth)
        var touched: UInt8 = 0
        let text = String(unsafeUninitializedCapacity: bound) { buffer in
            guard let base = buffer.baseAddress else { return 0 }
            var out = Writer(base: base, count: 0)
            bytes.withUnsafeBufferPointer { bytes in
                for blockStart in stride(from: 0, to: positions.count, by: RecipeRows.block) {
                    let block = blockStart..<min(positions.count, blockStart + RecipeRows.block)
                    // The block's bytes are read (a byte of each cache line
                    // of a usual line) before any line is written: lines
                    // far apart in a large collection each miss the caches,
                    // and so their misses overlap instead of coming one
                    // after the other.
                    for line in block {
                        let cell = shownCells[line]
                        guard cell.end > cell.idStart else { continue }
                        let (first, last) = (Int(cell.idStart), Int(cell.end) - 1)
                        touched |= bytes[(first + last) / 2] ^ bytes[last]
                    }
                    for line in block {
                        if line > 0 { out.write(0x0A) }
                        let cell = shownCells[line]
                        writeLine(cell, (id: idWidth, title: titleWidth), style, bytes, to: &out)
                        if let suffixes { out.write(suffixes[line]) }
                    }
                }
            }
            out.write(trailer)
            return out.count
        }
        // Kept, so that the reads above are made.
        RecipeRows.touched.store(touched, ordering: .relaxed)
        return text
    }

    /// The fewest columns `lineWidth` narrows the id and title columns to.
    package static let narrowest = 16

    /// Where a line is written: the next free byte of a buffer made big enough beforehand.
    package struct Writer {
        package let base: UnsafeMutablePointer<UInt8>
        package var count: Int

        package mutating func write(_ byte: UInt8) {
            (base + count).initialize(to: byte)
            count += 1
        }

        package mutating func write(_ bytes: UnsafeBufferPointer<UInt8>) {
            guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
            (base + count).initialize(from: source, count: bytes.count)
            count += bytes.count
        }

        package mutating func write(_ bytes: [UInt8]) {
            bytes.withUnsafeBufferPointer { write($0) }
        }

        package mutating func spaces(_ n: Int) {
            guard n > 0 else { return }
            (base + count).initialize(repeating: 0x20, count: n)
            count += n
        }
    }

    /// Writes the line of the recipe whose cell is `cell`.
    private func writeLine(
        _ cell: Cell, _ widths: (id: Int, title: Int), _ style: Painting,
        _ bytes: UnsafeBufferPointer<UInt8>, to out: inout Writer
    ) {
        let start = out.count
        let flag = cell.flag
        if flag & 4 != 0 { out.write(style.favouriteMark) } else { out.write(0x20) }
        if flag & 8 != 0 { out.write(style.archivedMark) } else { out.write(0x20) }
        out.write(0x20)
        out.write(style.dimOpen)
        if flag & 1 != 0 {
            writePadded(Int(cell.idStart)..<Int(cell.titleStart), widths.id, bytes, to: &out)
        } else {
            out.write(Array(RecipeRows.padded(RecipeRows.text(Int(cell.idStart)..<Int(cell.titleStart), bytes), widths.id).utf8))
        }
        out.write(style.dimClose)
        out.spaces(2)
        out.write(style.boldOpen)
        if flag & 2 != 0 {
            writePadded(Int(cell.titleStart)..<Int(cell.nutritionStart), widths.title, bytes, to: &out)
        } else {
            out.write(Array(RecipeRows.padded(RecipeRows.text(Int(cell.titleStart)..<Int(cell.nutritionStart), bytes), widths.title).utf8))
        }
        out.write(style.boldClose)
        out.spaces(2)
        out.write(RecipeRows.categoryCells[Int(flag >> 4)])
        out.write(UnsafeBufferPointer(rebasing: bytes[Int(cell.nutritionStart)..<Int(cell.end)]))
        while out.count > start, out.base[out.count - 1] == 0x20 { out.count -= 1 }
    }

    /// Writes plain ASCII `range` of `bytes` padded with spaces to `width`
    /// columns, or cut to `width - 1` of them and "…".
    private func writePadded(_ range: Range<Int>, _ width: Int, _ bytes: UnsafeBufferPointer<UInt8>, to out: inout Writer) {
        if range.count > width {
            out.write(UnsafeBufferPointer(rebasing: bytes[range.lowerBound..<range.lowerBound + max(1, width - 1)]))
            out.write(RecipeRows.ellipsis)
        } else {
            out.write(UnsafeBufferPointer(rebasing: bytes[range]))
            out.spaces(width - range.count)
        }
    }

    /// The id or title kept as `range` of `bytes` (its UTF-8), as a string
    /// again for counting and cutting by characters: only for the few that
    /// are not plain ASCII.
    private static func text(_ range: Range<Int>, _ bytes: UnsafeBufferPointer<UInt8>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    /// `text` padded with spaces to `width` terminal columns, or cut to
    /// `width - 1` of them and "…".
    package static func padded(_ text: String, _ width: Int) -> String {
        ColumnWidth.padded(text, to: width)
    }

    /// The terminal columns of `text` (`ColumnWidth`), counted on the bytes when it is ASCII.
    package static func characterCount(_ text: String) -> Int {
        ColumnWidth.of(text)
    }

    package static func isPlain(_ text: String) -> Bool {
        text.utf8.allSatisfy { $0 < 0x80 && $0 != 0x0D }
    }

    package static let ellipsis = Array("…".utf8)

    /// Each category's name, lowercased and padded to 9 characters.
    package static let categoryCells: [[UInt8]] = RecipeCategory.allCases.map { Array(padded($0.rawValue.lowercased(), categoryCellColumns).utf8) }
    package static let categoryCellBytes = categoryCells.map(\.count).max() ?? 0
    package static let categoryCellColumns = 9

    package static func append(_ text: StaticString, to bytes: inout [UInt8]) {
        text.withUTF8Buffer { bytes += $0 }
    }

    /// A `TextStyle` as bytes: the marks and what goes around dim and bold text.
    package struct Painting {
        package var favouriteMark: [UInt8]
        package var archivedMark: [UInt8]
        package var dimOpen: [UInt8]
        package var dimClose: [UInt8]
        package var boldOpen: [UInt8]
        package var boldClose: [UInt8]

        package init(_ style: TextStyle) {
            favouriteMark = Array(style.favouriteMark.utf8)
            archivedMark = Array(style.archivedMark.utf8)
            (dimOpen, dimClose) = Painting.around(style.dim)
            (boldOpen, boldClose) = Painting.around(style.bold)
        }

        /// What `paint` puts before and after the text it is given.
        package static func around(_ paint: (String) -> String) -> ([UInt8], [UInt8]) {
            let marker = "\u{0}"
            let painted = Array(paint(marker).utf8)
            guard let split = painted.firstIndex(of: 0) else { return ([], []) }
            return (Array(painted[..<split]), Array(painted[(split + 1)...]))
        }

        /// The most bytes the marks and paints add to a line.
        package var overhead: Int {
            favouriteMark.count + archivedMark.count + dimOpen.count + dimClose.count + boldOpen.count + boldClose.count
        }
    }
}
