import Foundation
import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore

/// The canonical JSON of a document, written in chunks as it is made instead
/// of as one string: the bytes are exactly those of `encode`, but only a
/// bounded part of them is ever in memory at once (a round of list elements,
/// some hundreds of kilobytes), however long the document.
///
/// How: the document is first encoded with its long lists (a plan's meals,
/// an export's recipes, ...) empty, which gives the layout around them, with
/// each list as `"KEY" : []` on its own line at the top level (a raw line
/// feed never occurs inside a JSON string, so that line is unambiguous).
/// That text is written up to each list's `[`; then the list's elements, a
/// slice of them at a time, encoded as a JSON array alone and indented into
/// place as the encoder would have laid them out; then the rest. The slices
/// of a round are encoded on every core; a round is written before the next
/// one is made.
extension JSONDocumentEncoder {
    /// Receives the bytes of the JSON, in order. What it throws stops the
    /// writing and is rethrown.
    public typealias ChunkSink = ([UInt8]) throws -> Void

    /// Writes `encode(content, derived:)` to `sink`, in chunks. Throws
    /// `EncodingError` for a value JSON cannot hold (an infinite number),
    /// possibly after some chunks were written, or what `sink` throws.
    public static func write(_ content: InteropContent, derived: Bool = false, to sink: ChunkSink) throws {
        switch content {
        case .document(let document): try write(document, derived: derived, to: sink)
        case .export(let export): try write(export, derived: derived, to: sink)
        }
    }

    /// `write(content)` for one document.
    public static func write(_ document: Document, derived: Bool = false, to sink: ChunkSink) throws {
        let whole = { Array(try encode(document, derived: derived).utf8) }
        switch document {
        case .plan(let plan): try write(plan, list: "mealSlots", at: \.mealSlots, derived: derived, to: sink, whole: whole)
        case .shoppingList(let list):
            try write(list, list: "shoppingItems", at: \.shoppingItems, derived: derived, to: sink, whole: whole)
        case .inbox(let inbox):
            try write(inbox, list: "pendingImports", at: \.pendingImports, derived: derived, to: sink, whole: whole)
        case .pantry(let pantry): try write(pantry, list: "pantryItems", at: \.items, derived: derived, to: sink, whole: whole)
        case .aisles(let aisles): try write(aisles, list: "aisles", at: \.entries, derived: derived, to: sink, whole: whole)
        case .foods(let foods): try write(foods, list: "foods", at: \.foods, derived: derived, to: sink, whole: whole)
        case .recipe(let recipe):
            // A recipe can be as long as a file can be: its ingredients and
            // steps a slice at a time too.
            var rest = recipe
            rest.ingredients = []
            rest.steps = []
            let lists = [list("ingredients", recipe.ingredients, derived: derived), list("steps", recipe.steps, derived: derived)]
            try write(rest, lists: lists, derived: derived, to: sink, whole: whole)
        case .settings:
            // A settings file is small: written whole.
            try sink(whole())
        }
    }

    /// `write(content)` for a whole collection: its recipes a few at a
    /// time, and a long recipe on its own, its ingredients and steps a
    /// slice at a time as in a recipe document.
    public static func write(_ export: CollectionExport, derived: Bool = false, to sink: ChunkSink) throws {
        var rest = export
        let recipes = export.recipes
        var recipeList = list("recipes", recipes, perSlice: 4, derived: derived)
        recipeList.longElements = recipes.indices.filter { recipes[$0].ingredients.count + recipes[$0].steps.count > longRecipeItems }
        recipeList.writeLong = { index, sink in
            try writeElement(.recipe(recipes[index]), first: index == 0, derived: derived, to: sink)
        }
        let lists = [
            recipeList,
            list("mealSlots", export.mealSlots, derived: derived),
            list("shoppingItems", export.shoppingItems, derived: derived),
            list("pendingImports", export.pendingImports, derived: derived),
        ]
        rest.recipes = []
        rest.mealSlots = []
        rest.shoppingItems = []
        rest.pendingImports = []
        try write(rest, lists: lists, derived: derived, to: sink) { Array(try encode(export, derived: derived).utf8) }
    }

    /// Writes `document`, whose one long list is at `path` (its JSON key
    /// `key`), with that list's elements a slice at a time.
    private static func write<Whole: Encodable, Element: Encodable & Sendable>(
        _ document: Whole, list key: String, at path: WritableKeyPath<Whole, [Element]>, derived: Bool,
        to sink: ChunkSink, whole: () throws -> [UInt8]
    ) throws {
        var rest = document
        let lists = [list(key, document[keyPath: path], derived: derived)]
        rest[keyPath: path] = []
        try write(rest, lists: lists, derived: derived, to: sink, whole: whole)
    }

    /// The bytes `write` gives, gathered (for tests and small documents).
    public static func encodeBytes(_ content: InteropContent, derived: Bool = false) throws -> [UInt8] {
        var bytes: [UInt8] = []
        try write(content, derived: derived) { bytes.append(contentsOf: $0) }
        return bytes
    }

    /// One long list of a document, to be written a slice at a time.
    package struct ListPart: Sendable {
        /// The list's key at the top level of the document.
        package let key: String
        package let count: Int
        /// How many elements are encoded together.
        package let perSlice: Int
        /// The elements in the range, laid out as in the document (each at
        /// an indent of four, separated by `,` and a line feed), preceded
        /// by that separator when the range does not start the list.
        package let encodeSlice: @Sendable (Range<Int>) throws -> [UInt8]
        /// Elements written on their own by `writeLong` (in order), not
        /// encoded whole in a slice.
        package var longElements: [Int] = []
        /// Writes the element at an index as `encodeSlice` would lay it
        /// out, in pieces.
        package var writeLong: (@Sendable (_ index: Int, _ sink: ChunkSink) throws -> Void)?
    }

    /// A recipe of more ingredients and steps than this is written in an
    /// export on its own, in pieces, rather than encoded whole beside the
    /// recipes of its slice: Foundation's encoder keeps a tree of the whole
    /// value and its text (2.5 million ingredients took 58× the file).
    package static let longRecipeItems = 1_000

    /// How many slices of a list are made in one round, on every core,
    /// before they are written: enough for the cores to share, few enough
    /// to keep the round small.
    package static let slicesPerRound = 64

    package static func list<Element: Encodable & Sendable>(
        _ key: String, _ elements: [Element], perSlice: Int = 32, derived: Bool
    ) -> ListPart {
        ListPart(
            key: key, count: elements.count, perSlice: max(1, perSlice),
            encodeSlice: { range in
                let array = Array(elements[range])
                let bytes = collapsedBytes(Array(try encoder(derived: derived).encode(array)))
                return elementLines(bytes, first: range.lowerBound == 0)
            })
    }

    /// One element of a list written in pieces: `document` laid out as
    /// alone, each of its lines indented by four (where `elementLines`
    /// puts a slice's elements), after `,` and a line feed unless `first`.
    private static func writeElement(_ document: Document, first: Bool, derived: Bool, to sink: ChunkSink) throws {
        let indent = [UInt8](repeating: 0x20, count: 4)
        try sink(first ? indent : [UInt8(ascii: ","), 0x0A] + indent)
        // A line feed is written with the indent of the line it starts;
        // the document's last one ends it and is left out.
        var lineFeedDue = false
        try write(document, derived: derived) { chunk in
            var out: [UInt8] = []
            out.reserveCapacity(chunk.count + chunk.count / 4 + 8)
            for byte in chunk {
                if lineFeedDue {
                    out.append(0x0A)
                    out.append(contentsOf: indent)
                    lineFeedDue = false
                }
                if byte == 0x0A { lineFeedDue = true } else { out.append(byte) }
            }
            if !out.isEmpty { try sink(out) }
        }
    }

    /// The elements of `array` (a JSON array as the encoder lays it out
    /// alone: `[`, a line feed, each element indented by two, a line feed,
    /// `]`) indented by two more, without the brackets; after `,` and a line
    /// feed unless `first`.
    package static func elementLines(_ array: [UInt8], first: Bool) -> [UInt8] {
        // "[\n" + elements + "\n]": anything else is not a non-empty array.
        guard array.count >= 4, array[0] == UInt8(ascii: "["), array[1] == 0x0A,
            array[array.count - 1] == UInt8(ascii: "]"), array[array.count - 2] == 0x0A
        else { return [] }
        var out: [UInt8] = []
        out.reserveCapacity(array.count + array.count / 4 + 4)
        if !first { out.append(contentsOf: [UInt8(ascii: ","), 0x0A]) }
        out.append(contentsOf: [0x20, 0x20])
        for byte in array[2..<(array.count - 2)] {
            out.append(byte)
            if byte == 0x0A { out.append(contentsOf: [0x20, 0x20]) }
        }
        return out
    }

    /// Writes `rest` (the document with the `lists` emptied) with each
    /// list's elements in its place. `whole`: the bytes of the whole
    /// document, should its layout not be the expected one.
    private static func write(
        _ rest: some Encodable, lists: [ListPart], derived: Bool, to sink: ChunkSink, whole: () throws -> [UInt8]
    ) throws {
        let head = collapsedBytes(Array(try encoder(derived: derived).encode(rest)))
        // Where each non-empty list's `[]` is: its `]` is where its elements go.
        var places: [(close: Int, list: ListPart)] = []
        for list in lists where list.count > 0 {
            let marker = Array("\n  \"\(list.key)\" : []".utf8)
            guard let start = firstIndex(of: marker, in: head) else {
                // Not laid out as expected: nothing is written yet, so the
                // document is written whole instead.
                return try sink(whole())
            }
            places.append((start + marker.count - 1, list))
        }
        places.sort { $0.close < $1.close }
        var position = 0
        for (close, list) in places {
            var chunk = Array(head[position..<close])
            chunk.append(0x0A)
            try sink(chunk)
            try writeElements(of: list, to: sink)
            try sink(Array("\n  ".utf8))
            position = close
        }
        var last = Array(head[position...])
        last.append(0x0A)
        try sink(last)
    }

    /// The elements of `list`, a round of slices at a time, and each long
    /// element on its own.
    private static func writeElements(of list: ListPart, to sink: ChunkSink) throws {
        var start = 0
        for long in (list.writeLong == nil ? [] : list.longElements) + [list.count] {
            try writeSlices(of: list, in: start..<long, to: sink)
            if long < list.count, let writeLong = list.writeLong { try writeLong(long, sink) }
            start = long + 1
        }
    }

    /// The elements of `list` in `elements`, a round of slices at a time.
    private static func writeSlices(of list: ListPart, in elements: Range<Int>, to sink: ChunkSink) throws {
        var next = elements.lowerBound
        while next < elements.upperBound {
            var ranges: [Range<Int>] = []
            while ranges.count < slicesPerRound, next < elements.upperBound {
                let end = min(next + list.perSlice, elements.upperBound)
                ranges.append(next..<end)
                next = end
            }
            let encoded = CollectionLoader.concurrentMap(ranges) { range in
                Result { try list.encodeSlice(range) }
            }
            var round: [UInt8] = []
            for slice in encoded { round.append(contentsOf: try slice.get()) }
            try sink(round)
        }
    }

    private static func firstIndex(of needle: [UInt8], in haystack: [UInt8]) -> Int? {
        guard let first = needle.first, haystack.count >= needle.count else { return nil }
        var index = 0
        while index <= haystack.count - needle.count {
            if haystack[index] == first, haystack[index..<index + needle.count].elementsEqual(needle) { return index }
            index += 1
        }
        return nil
    }
}
