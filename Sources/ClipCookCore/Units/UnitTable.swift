/// Every unit ClipCook knows, with the words and abbreviations that name it.
///
/// Matching is case-insensitive ("Tbsp", "TBSP", "Cups", "L"); a space in a
/// name matches any run of spaces ("fl  oz"). The single letters `t`/`T`
/// are not units (too easy to misread). US customary volumes are used for
/// cups, pints, quarts, gallons and fluid ounces.
public enum UnitTable {
    package struct Entry {
        package var unit: MeasureUnit
        package var names: [String]
    }

    package static let entries: [Entry] = [
        // Mass (grams).
        mass("g", "g", 1, .metric, ["g", "gr", "gm", "gms", "gram", "grams", "gramme", "grammes"]),
        mass("kg", "kg", 1000, .metric, ["kg", "kgs", "kilo", "kilos", "kilogram", "kilograms", "kilogramme", "kilogrammes"]),
        mass("mg", "mg", 0.001, .metric, ["mg", "milligram", "milligrams"]),
        mass("hg", "hg", 100, .metric, ["hg", "hectogram", "hectograms"]),
        mass("oz", "oz", 28.349_523_125, .imperial, ["oz", "ounce", "ounces"]),
        mass("lb", "lb", 453.592_37, .imperial, ["lb", "lbs", "pound", "pounds"]),
        // Volume (millilitres).
        volume("ml", "ml", 1, .metric, ["ml", "mls", "millilitre", "millilitres", "milliliter", "milliliters"]),
        volume("cl", "cl", 10, .metric, ["cl", "centilitre", "centilitres", "centiliter", "centiliters"]),
        volume("dl", "dl", 100, .metric, ["dl", "decilitre", "decilitres", "deciliter", "deciliters"]),
        volume("l", "l", 1000, .metric, ["l", "litre", "litres", "liter", "liters", "ltr"]),
        volume("tsp", "tsp", 4.928_921_593_75, nil, ["tsp", "tsps", "tspn", "teaspoon", "teaspoons"]),
        volume(
            "tbsp", "tbsp", 14.786_764_781_25, nil,
            ["tbsp", "tbsps", "tbs", "tbl", "tbls", "tblsp", "tblsps", "tblspn", "tblspns", "tbspn", "tb", "tablespoon", "tablespoons"]),
        volume("fl oz", "fl oz", 29.573_529_562_5, .imperial, ["fl oz", "fl. oz", "floz", "fluid ounce", "fluid ounces"]),
        volume("cup", "cups", 236.588_236_5, .imperial, ["cup", "cups", "c"]),
        volume("pint", "pints", 473.176_473, .imperial, ["pint", "pints", "pt", "pts"]),
        volume("quart", "quarts", 946.352_946, .imperial, ["quart", "quarts", "qt", "qts"]),
        volume("gallon", "gallons", 3_785.411_784, .imperial, ["gallon", "gallons", "gal", "gals"]),
        // Counts.
        count("clove", "cloves"), count("can", "cans"), count("tin", "tins"), count("slice", "slices"),
        count("pinch", "pinches"), count("piece", "pieces", ["pc", "pcs"]), count("bunch", "bunches", ["bundle", "bundles"]),
        count("handful", "handfuls"), count("sprig", "sprigs"), count("stick", "sticks"),
        count("pack", "packs", ["packet", "packets", "package", "packages", "pkg", "pkt", "pkts"]), count("jar", "jars"),
        count("dash", "dashes"), count("head", "heads"), count("fillet", "fillets"), count("bag", "bags"),
        count("bottle", "bottles"), count("box", "boxes"), count("sheet", "sheets"), count("stalk", "stalks"),
        count("cube", "cubes"), count("drop", "drops"), count("knob", "knobs"), count("rasher", "rashers"),
        count("wedge", "wedges"), count("strip", "strips"), count("scoop", "scoops"), count("loaf", "loaves"),
        count("pod", "pods"), count("sachet", "sachets"), count("carton", "cartons"), count("bar", "bars"),
        count("leaf", "leaves"), count("splash", "splashes"), count("dollop", "dollops"),
        count("ear", "ears"), count("rib", "ribs"), count("tub", "tubs", ["container", "containers"]), count("pot", "pots"),
        count("punnet", "punnets"),
        count("envelope", "envelopes"), count("bulb", "bulbs"), count("rack", "racks"), count("stem", "stems"),
        count("recipe", "recipes"), count("batch", "batches"), count("slab", "slabs"),
    ]

    /// Canonical symbol -> unit.
    package static let bySymbol: [String: MeasureUnit] = {
        var table: [String: MeasureUnit] = [:]
        for entry in entries { table[entry.unit.symbol] = entry.unit }
        return table
    }()

    /// Lowercased name -> unit; a name of two words is keyed with one space
    /// between them ("fl oz", "fl. oz", "fluid ounce").
    package static let byName: [String: MeasureUnit] = {
        var table: [String: MeasureUnit] = [:]
        for entry in entries {
            for name in entry.names { table[name.lowercased()] = entry.unit }
        }
        for (name, symbol) in spoonNames { table[name] = bySymbol[symbol] }
        return table
    }()

    /// Spoons as the captions' languages write them (one word each):
    /// Spanish `cucharada`/`cda`, Italian `cucchiaio`, German `EL`/`TL`.
    package static let spoonNames: [(String, String)] = [
        ("cucharada", "tbsp"), ("cucharadas", "tbsp"), ("cda", "tbsp"), ("cdas", "tbsp"),
        ("cucchiaio", "tbsp"), ("cucchiai", "tbsp"), ("el", "tbsp"),
        ("cucharadita", "tsp"), ("cucharaditas", "tsp"), ("cdta", "tsp"), ("cdtas", "tsp"), ("cdita", "tsp"),
        ("cucchiaino", "tsp"), ("cucchiaini", "tsp"), ("tl", "tsp"),
    ]

    /// Spoons whose names are phrases (Portuguese `colher (sopa)`, French
    /// `c. à soupe`), matched at the start of a unit as written, any case.
    package static let spoonPhrases: [(String, String)] = [
        ("colheres de sopa", "tbsp"), ("colheres (sopa)", "tbsp"), ("colher de sopa", "tbsp"), ("colher (sopa)", "tbsp"),
        ("colheres de chá", "tsp"), ("colheres (chá)", "tsp"), ("colher de chá", "tsp"), ("colher (chá)", "tsp"),
        ("cuillères à soupe", "tbsp"), ("cuillère à soupe", "tbsp"), ("c. à soupe", "tbsp"), ("c. à s.", "tbsp"), ("càs", "tbsp"),
        ("cuillères à café", "tsp"), ("cuillère à café", "tsp"), ("c. à café", "tsp"), ("c. à c.", "tsp"), ("càc", "tsp"),
    ]

    /// A spoon phrase at `start`, and where it ends.
    package static func phrase(in text: Substring, at start: Substring.Index) -> (MeasureUnit, Substring.Index)? {
        guard start < text.endIndex, text[start] == "c" || text[start] == "C" else { return nil }
        let head = text[start...].prefix(18).lowercased()
        for (phrase, symbol) in spoonPhrases where head.hasPrefix(phrase) {
            guard let end = text.index(start, offsetBy: phrase.count, limitedBy: text.endIndex),
                end == text.endIndex || !text[end].isLetter, let unit = bySymbol[symbol]
            else { continue }
            return (unit, end)
        }
        return nil
    }

    /// All units, in table order.
    public static var units: [MeasureUnit] { entries.map(\.unit) }

    public static func unit(symbol: String) -> MeasureUnit? { bySymbol[symbol] }

    /// The unit a whole word names; nil when unknown.
    public static func unit(named word: some StringProtocol) -> MeasureUnit? {
        let text = Substring(word)
        guard let (unit, end) = match(in: text, at: text.startIndex), end == text.endIndex else { return nil }
        return unit
    }

    /// The longest unit name that starts at `start` and ends at a word
    /// boundary (end of text, a blank, or a character that is neither a
    /// letter nor a digit), with where it ends. One or two dictionary
    /// look-ups: a unit name is one word, or two words ("fl oz", "fl. oz",
    /// "fluid ounces") with any run of blanks between them.
    package static func match(in text: Substring, at start: Substring.Index) -> (MeasureUnit, Substring.Index)? {
        if let spoon = phrase(in: text, at: start) { return spoon }
        func isBlank(_ c: Character) -> Bool { c == " " || c == "\t" }
        func wordEnd(from i: Substring.Index) -> Substring.Index {
            var j = i
            while j < text.endIndex, text[j].isLetter { j = text.index(after: j) }
            return j
        }
        func endsWord(_ i: Substring.Index) -> Bool { i == text.endIndex || !text[i].isNumber }
        let firstEnd = wordEnd(from: start)
        guard firstEnd > start else { return nil }
        let first = text[start..<firstEnd].lowercased()
        // Two words: FIRST[.] BLANKS SECOND.
        var i = firstEnd
        var joint = " "
        if i < text.endIndex, text[i] == "." {
            joint = ". "
            i = text.index(after: i)
        }
        if i < text.endIndex, isBlank(text[i]) {
            while i < text.endIndex, isBlank(text[i]) { i = text.index(after: i) }
            let secondEnd = wordEnd(from: i)
            if secondEnd > i, endsWord(secondEnd),
                let unit = byName[first + joint + text[i..<secondEnd].lowercased()]
            {
                return (unit, secondEnd)
            }
        }
        guard endsWord(firstEnd), let unit = byName[first] else { return nil }
        return (unit, firstEnd)
    }

    // MARK: names as bytes (the parser's look-up)

    /// A name of at most 16 ASCII bytes, lowercased and packed into two words.
    package struct PackedName: Hashable {
        package var low: UInt64 = 0
        package var high: UInt64 = 0
        package var count = 0

        /// Appends a byte, lowercased; false when the name grows too long for a unit name.
        package mutating func append(_ byte: UInt8) -> Bool {
            guard count < 16 else { return false }
            let b = UInt64(byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte)
            if count < 8 { low |= b << (8 * UInt64(count)) } else { high |= b << (8 * UInt64(count - 8)) }
            count += 1
            return true
        }

        package mutating func append(_ bytes: [UInt8], _ range: Range<Int>) -> Bool {
            for k in range where !append(bytes[k]) { return false }
            return true
        }
    }

    /// The table's names by length then first letter (`a`...`z`), packed.
    package static let packedNames: [[[(name: PackedName, unit: MeasureUnit)]]] = {
        var table = Array(repeating: Array(repeating: [(name: PackedName, unit: MeasureUnit)](), count: 26), count: 17)
        for (name, unit) in byName {
            var packed = PackedName()
            let bytes = Array(name.utf8)
            guard bytes.allSatisfy({ $0 < 0x80 }), packed.append(bytes, 0..<bytes.count),
                let first = bytes.first, ByteClass.isLower(first)
            else { continue }
            table[bytes.count][Int(first - 0x61)].append((packed, unit))
        }
        return table
    }()

    /// The first words of the names of two words, packed, each with
    /// whether a point follows it ("fl" of "fl. oz").
    package static let twoWordStarts: [(first: PackedName, dotted: Bool)] = byName.keys.compactMap { name in
        guard let space = name.firstIndex(of: " ") else { return nil }
        var first = Substring(name[..<space])
        let dotted = first.hasSuffix(".")
        if dotted { first = first.dropLast() }
        var packed = PackedName()
        for b in first.utf8 where !packed.append(b) { return nil }
        return (packed, dotted)
    }

    package static func lookUp(_ name: PackedName) -> MeasureUnit? {
        guard name.count > 0, name.count <= 16 else { return nil }
        let first = UInt8(truncatingIfNeeded: name.low) &- 0x61
        guard first < 26 else { return nil }
        for entry in packedNames[name.count][Int(first)] where entry.name == name { return entry.unit }
        return nil
    }

    /// Every packed name of the table, grouped by length then first letter
    /// (`a`...`z`): the names only, for a reader that asks whether a word is
    /// a unit and not which one.
    package static let flatNames: [PackedName] = packedNames.flatMap { byLetter in byLetter.flatMap { $0.map(\.name) } }

    /// Where each group of `flatNames` starts, at `26 * length + letter`, and
    /// one more entry: its end.
    package static let flatNameStarts: [Int] = packedNames.flatMap { $0.map(\.count) }.reduce(into: [0]) { starts, count in
        starts.append((starts.last ?? 0) + count)
    }

    /// Whether `name` is a name of the table (`lookUp(name) != nil`, without making the unit).
    package static func isName(_ name: PackedName) -> Bool {
        guard name.count > 0, name.count <= 16 else { return false }
        let first = UInt8(truncatingIfNeeded: name.low) &- 0x61
        guard first < 26 else { return false }
        let group = 26 * name.count + Int(first)
        let starts = flatNameStarts
        guard group + 1 < starts.count else { return false }
        let names = flatNames
        var k = starts[group]
        while k < starts[group + 1], k < names.count {
            if names[k] == name { return true }
            k += 1
        }
        return false
    }

    /// Whether the ASCII letters `bytes[first]`, any case, name a unit.
    package static func isName(lowercasedBytes bytes: [UInt8], _ first: Range<Int>) -> Bool {
        var name = PackedName()
        return name.append(bytes, first) && isName(name)
    }

    /// Whether the run of ASCII letters `bytes[letters]` (letters only, any
    /// case) names a unit: packed with two loads, lowercased by setting each
    /// byte's 0x20 bit (which makes any ASCII letter lowercase).
    package static func isName(letters bytes: [UInt8], _ letters: Range<Int>) -> Bool {
        guard letters.count > 0, letters.count <= 16 else { return false }
        let packed = ByteKeywords.Packed(bytes, letters)
        let lower: UInt64 = 0x2020_2020_2020_2020
        return isName(
            PackedName(
                low: packed.low | lower & ByteKeywords.Packed.mask(letters.count),
                high: packed.high | lower & ByteKeywords.Packed.mask(letters.count - 8),
                count: letters.count))
    }

    /// Whether two words, `FIRST SECOND` or `FIRST. SECOND`, name a unit.
    package static func isName(lowercasedBytes bytes: [UInt8], _ first: Range<Int>, dotted: Bool, second: Range<Int>) -> Bool {
        var name = PackedName()
        guard name.append(bytes, first), !dotted || name.append(ByteClass.dot), name.append(ByteClass.space),
            name.append(bytes, second)
        else { return false }
        return isName(name)
    }

    /// The unit named by the ASCII letters `bytes[first]`, any case.
    package static func unit(lowercasedBytes bytes: [UInt8], _ first: Range<Int>) -> MeasureUnit? {
        var name = PackedName()
        guard name.append(bytes, first) else { return nil }
        return lookUp(name)
    }

    /// The unit named by two words, `FIRST SECOND` or `FIRST. SECOND` (any blanks between them in the text).
    package static func unit(lowercasedBytes bytes: [UInt8], _ first: Range<Int>, dotted: Bool, second: Range<Int>) -> MeasureUnit? {
        var name = PackedName()
        guard name.append(bytes, first), !dotted || name.append(ByteClass.dot), name.append(ByteClass.space),
            name.append(bytes, second)
        else { return nil }
        return lookUp(name)
    }

    /// Whether `bytes[first]` (and a point when `dotted`) is how a name of two words starts.
    package static func startsTwoWordName(_ bytes: [UInt8], _ first: Range<Int>, dotted: Bool) -> Bool {
        var name = PackedName()
        guard name.append(bytes, first) else { return false }
        return twoWordStarts.contains { $0.first == name && $0.dotted == dotted }
    }

    private static func mass(
        _ symbol: String, _ plural: String, _ grams: Double, _ system: MeasurementSystem?, _ names: [String]
    ) -> Entry {
        Entry(unit: MeasureUnit(symbol: symbol, plural: plural, dimension: .mass, factor: grams, system: system), names: names)
    }

    private static func volume(
        _ symbol: String, _ plural: String, _ millilitres: Double, _ system: MeasurementSystem?, _ names: [String]
    ) -> Entry {
        Entry(
            unit: MeasureUnit(symbol: symbol, plural: plural, dimension: .volume, factor: millilitres, system: system),
            names: names)
    }

    private static func count(_ symbol: String, _ plural: String, _ more: [String] = []) -> Entry {
        Entry(
            unit: MeasureUnit(symbol: symbol, plural: plural, dimension: .count, factor: 1, system: nil),
            names: [symbol, plural] + more)
    }
}
