/// Every unit ClipCook knows, with the words and abbreviations that name it.
///
/// Matching is case-insensitive ("Tbsp", "TBSP", "Cups", "L"); a space in a
/// name matches any run of spaces ("fl  oz"). The single letters `t`/`T`
/// are not units (too easy to misread). US customary volumes are used for
/// cups, pints, quarts, gallons and fluid ounces.
public enum UnitTable {
    struct Entry {
        var unit: MeasureUnit
        var names: [String]
    }

    static let entries: [Entry] = [
        // Mass (grams).
        mass("g", "g", 1, .metric, ["g", "gr", "gram", "grams", "gramme", "grammes"]),
        mass("kg", "kg", 1000, .metric, ["kg", "kgs", "kilo", "kilos", "kilogram", "kilograms", "kilogramme", "kilogrammes"]),
        mass("mg", "mg", 0.001, .metric, ["mg", "milligram", "milligrams"]),
        mass("oz", "oz", 28.349_523_125, .imperial, ["oz", "ounce", "ounces"]),
        mass("lb", "lb", 453.592_37, .imperial, ["lb", "lbs", "pound", "pounds"]),
        // Volume (millilitres).
        volume("ml", "ml", 1, .metric, ["ml", "mls", "millilitre", "millilitres", "milliliter", "milliliters"]),
        volume("cl", "cl", 10, .metric, ["cl", "centilitre", "centilitres", "centiliter", "centiliters"]),
        volume("dl", "dl", 100, .metric, ["dl", "decilitre", "decilitres", "deciliter", "deciliters"]),
        volume("l", "l", 1000, .metric, ["l", "litre", "litres", "liter", "liters", "ltr"]),
        volume("tsp", "tsp", 4.928_921_593_75, nil, ["tsp", "tsps", "teaspoon", "teaspoons", "tspn"]),
        volume("tbsp", "tbsp", 14.786_764_781_25, nil, ["tbsp", "tbsps", "tbs", "tbl", "tablespoon", "tablespoons"]),
        volume("fl oz", "fl oz", 29.573_529_562_5, .imperial, ["fl oz", "fl. oz", "floz", "fluid ounce", "fluid ounces"]),
        volume("cup", "cups", 236.588_236_5, .imperial, ["cup", "cups", "c"]),
        volume("pint", "pints", 473.176_473, .imperial, ["pint", "pints", "pt", "pts"]),
        volume("quart", "quarts", 946.352_946, .imperial, ["quart", "quarts", "qt", "qts"]),
        volume("gallon", "gallons", 3_785.411_784, .imperial, ["gallon", "gallons", "gal", "gals"]),
        // Counts.
        count("clove", "cloves"), count("can", "cans"), count("tin", "tins"), count("slice", "slices"),
        count("pinch", "pinches"), count("piece", "pieces", ["pc", "pcs"]), count("bunch", "bunches"),
        count("handful", "handfuls"), count("sprig", "sprigs"), count("stick", "sticks"),
        count("pack", "packs", ["packet", "packets", "package", "packages", "pkg"]), count("jar", "jars"),
        count("dash", "dashes"), count("head", "heads"), count("fillet", "fillets"), count("bag", "bags"),
        count("bottle", "bottles"), count("box", "boxes"), count("sheet", "sheets"), count("stalk", "stalks"),
        count("cube", "cubes"), count("drop", "drops"), count("knob", "knobs"), count("rasher", "rashers"),
        count("wedge", "wedges"), count("strip", "strips"), count("scoop", "scoops"), count("loaf", "loaves"),
        count("pod", "pods"), count("sachet", "sachets"), count("carton", "cartons"), count("bar", "bars"),
        count("leaf", "leaves"), count("splash", "splashes"), count("dollop", "dollops"),
    ]

    /// Canonical symbol -> unit.
    static let bySymbol: [String: MeasureUnit] = {
        var table: [String: MeasureUnit] = [:]
        for entry in entries { table[entry.unit.symbol] = entry.unit }
        return table
    }()

    /// Lowercased names, longest first (so "fl oz" wins over "fl"... and "oz").
    static let names: [(name: [Character], unit: MeasureUnit)] = entries
        .flatMap { entry in entry.names.map { (Array($0.lowercased()), entry.unit) } }
        .sorted { $0.name.count > $1.name.count }

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
    /// letter nor a digit), with where it ends.
    static func match(in text: Substring, at start: Substring.Index) -> (MeasureUnit, Substring.Index)? {
        for (name, unit) in names {
            var i = start
            var matched = true
            var k = 0
            while k < name.count {
                guard i < text.endIndex else { matched = false; break }
                if name[k] == " " {
                    guard text[i] == " " || text[i] == "\t" else { matched = false; break }
                    while i < text.endIndex, text[i] == " " || text[i] == "\t" { i = text.index(after: i) }
                } else {
                    guard text[i].lowercased() == String(name[k]) else { matched = false; break }
                    i = text.index(after: i)
                }
                k += 1
            }
            guard matched else { continue }
            if i == text.endIndex || !(text[i].isLetter || text[i].isNumber) { return (unit, i) }
        }
        return nil
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
