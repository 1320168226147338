/// A recipe read straight from the bytes of its JSON object, for `import`:
/// the hand-written fast path beside Foundation's `JSONDecoder`.
///
/// It accepts the recipes exports are made of and gives exactly the model
/// `JSONDecoder` gives (`Recipe.init(from:)` and its parts). For anything
/// else it gives nil and the caller decodes with `JSONDecoder`, which makes
/// the same model or the error with its path. Nil for:
/// - text that is not valid UTF-8, or not one JSON object (blanks around it allowed);
/// - a key written with an escape, a known key given twice;
/// - a number for an integer that is not plain digits (a fraction, an
///   exponent) or does not fit in `Int`;
/// - a string with a raw control character or a lone surrogate escape;
/// - a value of the wrong type, a missing required key, an unknown enum
///   value or timestamp;
/// - an `aiMeta` that is not null (it is rare, and its numbers are typed by trial).
/// Unknown keys are skipped, as `JSONDecoder` skips them; their values must be valid JSON.
enum RecipeJSONReader {
    /// The recipe in `bytes[range]`, or nil when the fast path does not accept it.
    static func recipe(in bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Recipe? {
        guard range.lowerBound >= 0, range.upperBound <= bytes.count else { return nil }
        var reader = Reader(bytes: bytes, index: range.lowerBound, end: range.upperBound)
        do {
            reader.skipBlanks()
            let recipe = try reader.recipe()
            reader.skipBlanks()
            return reader.index == reader.end ? recipe : nil
        } catch {
            return nil
        }
    }

    static func recipe(in bytes: [UInt8]) -> Recipe? {
        bytes.withUnsafeBufferPointer { recipe(in: $0, 0..<$0.count) }
    }

    /// Why the fast path gave up (the caller only needs to know that it did).
    struct Refused: Error {}

    struct Reader {
        let bytes: UnsafeBufferPointer<UInt8>
        var index: Int
        let end: Int
        /// Bytes of a string with escapes, reused.
        var scratch: [UInt8] = []

        init(bytes: UnsafeBufferPointer<UInt8>, index: Int, end: Int) {
            self.bytes = bytes
            self.index = index
            self.end = end
        }

        // MARK: Tokens

        mutating func skipBlanks() {
            while index < end {
                switch bytes[index] {
                case 0x20, 0x0A, 0x0D, 0x09: index += 1
                default: return
                }
            }
        }

        /// The next byte after blanks, not consumed.
        mutating func peek() throws(Refused) -> UInt8 {
            skipBlanks()
            guard index < end else { throw Refused() }
            return bytes[index]
        }

        mutating func expect(_ byte: UInt8) throws(Refused) {
            guard try peek() == byte else { throw Refused() }
            index += 1
        }

        /// `null` consumed when it is next.
        mutating func takeNull() throws(Refused) -> Bool {
            guard try peek() == UInt8(ascii: "n") else { return false }
            try literal("null")
            return true
        }

        mutating func literal(_ word: StaticString) throws(Refused) {
            let count = word.utf8CodeUnitCount
            guard end - index >= count else { throw Refused() }
            let start = word.utf8Start
            for k in 0..<count where bytes[index + k] != start[k] { throw Refused() }
            index += count
        }

        /// Iterates the members of an object: `body` gets each key's bytes
        /// (no escapes allowed) with the reader at its value, and must consume it.
        mutating func members(_ body: (inout Reader, Range<Int>) throws(Refused) -> Void) throws(Refused) {
            try expect(UInt8(ascii: "{"))
            if try peek() == UInt8(ascii: "}") {
                index += 1
                return
            }
            while true {
                try expect(UInt8(ascii: "\""))
                let start = index
                var ascii = true
                while index < end, bytes[index] != UInt8(ascii: "\"") {
                    let byte = bytes[index]
                    guard byte != UInt8(ascii: "\\"), byte >= 0x20 else { throw Refused() }
                    if byte >= 0x80 { ascii = false }
                    index += 1
                }
                guard index < end else { throw Refused() }
                let key = start..<index
                // A key the model does not know is still text JSONDecoder must be able to read.
                if !ascii { _ = try validated(UnsafeBufferPointer(rebasing: bytes[key])) }
                index += 1
                try expect(UInt8(ascii: ":"))
                try body(&self, key)
                switch try peek() {
                case UInt8(ascii: ","): index += 1
                case UInt8(ascii: "}"):
                    index += 1
                    return
                default: throw Refused()
                }
            }
        }

        /// Iterates the elements of an array; `body` must consume each.
        mutating func elements(_ body: (inout Reader) throws(Refused) -> Void) throws(Refused) {
            try expect(UInt8(ascii: "["))
            if try peek() == UInt8(ascii: "]") {
                index += 1
                return
            }
            while true {
                try body(&self)
                switch try peek() {
                case UInt8(ascii: ","): index += 1
                case UInt8(ascii: "]"):
                    index += 1
                    return
                default: throw Refused()
                }
            }
        }

        func keyIs(_ key: Range<Int>, _ name: StaticString) -> Bool {
            guard key.count == name.utf8CodeUnitCount else { return false }
            let start = name.utf8Start
            var k = 0
            for i in key {
                guard bytes[i] == start[k] else { return false }
                k += 1
            }
            return true
        }

        // MARK: Values

        mutating func string() throws(Refused) -> String {
            try expect(UInt8(ascii: "\""))
            let start = index
            while index < end {
                let byte = bytes[index]
                if byte == UInt8(ascii: "\"") {
                    let text = try validated(UnsafeBufferPointer(rebasing: bytes[start..<index]))
                    index += 1
                    return text
                }
                if byte == UInt8(ascii: "\\") { return try escapedString(from: start) }
                guard byte >= 0x20 else { throw Refused() }
                index += 1
            }
            throw Refused()
        }

        func validated(_ buffer: UnsafeBufferPointer<UInt8>) throws(Refused) -> String {
            // Plain ASCII, the common case, needs no check.
            var ascii = true
            for byte in buffer where byte >= 0x80 {
                ascii = false
                break
            }
            if ascii { return String(decoding: buffer, as: UTF8.self) }
            guard let text = String(validating: buffer, as: UTF8.self) else { throw Refused() }
            return text
        }

        /// The rest of a string that has an escape, from its first byte `start`.
        mutating func escapedString(from start: Int) throws(Refused) -> String {
            scratch.removeAll(keepingCapacity: true)
            for i in start..<index { scratch.append(bytes[i]) }
            while index < end {
                let byte = bytes[index]
                switch byte {
                case UInt8(ascii: "\""):
                    index += 1
                    return try scratch.withUnsafeBufferPointer { (buffer) throws(Refused) -> String in try validated(buffer) }
                case UInt8(ascii: "\\"):
                    guard index + 1 < end else { throw Refused() }
                    let escape = bytes[index + 1]
                    index += 2
                    switch escape {
                    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): scratch.append(escape)
                    case UInt8(ascii: "b"): scratch.append(0x08)
                    case UInt8(ascii: "f"): scratch.append(0x0C)
                    case UInt8(ascii: "n"): scratch.append(0x0A)
                    case UInt8(ascii: "r"): scratch.append(0x0D)
                    case UInt8(ascii: "t"): scratch.append(0x09)
                    case UInt8(ascii: "u"):
                        var value = try hex4()
                        if value >= 0xD800, value < 0xDC00 {
                            guard end - index >= 6, bytes[index] == UInt8(ascii: "\\"),
                                  bytes[index + 1] == UInt8(ascii: "u") else { throw Refused() }
                            index += 2
                            let low = try hex4()
                            guard low >= 0xDC00, low < 0xE000 else { throw Refused() }
                            value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
                        } else if value >= 0xDC00, value < 0xE000 {
                            throw Refused()
                        }
                        guard let scalar = Unicode.Scalar(value) else { throw Refused() }
                        scratch.append(contentsOf: UTF8.encode(scalar) ?? UTF8.EncodedScalar())
                    default: throw Refused()
                    }
                default:
                    guard byte >= 0x20 else { throw Refused() }
                    scratch.append(byte)
                    index += 1
                }
            }
            throw Refused()
        }

        mutating func hex4() throws(Refused) -> UInt32 {
            guard end - index >= 4 else { throw Refused() }
            var value: UInt32 = 0
            for _ in 0..<4 {
                let byte = bytes[index]
                let digit: UInt8
                switch byte {
                case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
                case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
                case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
                default: throw Refused()
                }
                value = value << 4 | UInt32(digit)
                index += 1
            }
            return value
        }

        mutating func optionalString() throws(Refused) -> String? {
            try takeNull() ? nil : string()
        }

        /// An integer written as plain digits that fits in `Int`.
        mutating func int() throws(Refused) -> Int {
            _ = try peek()
            var negative = false
            if bytes[index] == UInt8(ascii: "-") {
                negative = true
                index += 1
            }
            let start = index
            var value = 0
            while index < end, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") {
                let digit = Int(bytes[index] - UInt8(ascii: "0"))
                let (times, overflow) = value.multipliedReportingOverflow(by: 10)
                let (sum, overflow2) = negative ? times.subtractingReportingOverflow(digit) : times.addingReportingOverflow(digit)
                guard !overflow, !overflow2 else { throw Refused() }
                value = sum
                index += 1
            }
            let count = index - start
            guard count > 0, !(count > 1 && bytes[start] == UInt8(ascii: "0")) else { throw Refused() }
            if index < end {
                switch bytes[index] {
                case UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E"): throw Refused()
                default: break
                }
            }
            return value
        }

        mutating func optionalInt() throws(Refused) -> Int? {
            try takeNull() ? nil : int()
        }

        mutating func optionalBool() throws(Refused) -> Bool? {
            switch try peek() {
            case UInt8(ascii: "t"):
                try literal("true")
                return true
            case UInt8(ascii: "f"):
                try literal("false")
                return false
            case UInt8(ascii: "n"):
                try literal("null")
                return nil
            default: throw Refused()
            }
        }

        mutating func optionalStrings() throws(Refused) -> [String]? {
            if try takeNull() { return nil }
            var list: [String] = []
            try elements { (reader) throws(Refused) in list.append(try reader.string()) }
            return list
        }

        mutating func optionalTimestamp() throws(Refused) -> Timestamp? {
            guard let text = try optionalString() else { return nil }
            guard let stamp = Timestamp(text) else { throw Refused() }
            return stamp
        }

        /// Any JSON value, passed over (the value of a key the model does not read).
        mutating func skipValue(depth: Int = 0) throws(Refused) {
            guard depth < 64 else { throw Refused() }
            switch try peek() {
            case UInt8(ascii: "\""): _ = try string()
            case UInt8(ascii: "{"):
                try members { (reader, _) throws(Refused) in try reader.skipValue(depth: depth + 1) }
            case UInt8(ascii: "["):
                try elements { (reader) throws(Refused) in try reader.skipValue(depth: depth + 1) }
            case UInt8(ascii: "t"): try literal("true")
            case UInt8(ascii: "f"): try literal("false")
            case UInt8(ascii: "n"): try literal("null")
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): try skipNumber()
            default: throw Refused()
            }
        }

        /// A JSON number, checked against the grammar.
        mutating func skipNumber() throws(Refused) {
            func digits(_ reader: inout Reader) -> Int {
                let start = reader.index
                while reader.index < reader.end, reader.bytes[reader.index] >= UInt8(ascii: "0"),
                      reader.bytes[reader.index] <= UInt8(ascii: "9") { reader.index += 1 }
                return reader.index - start
            }
            if bytes[index] == UInt8(ascii: "-") { index += 1 }
            let first = index
            let whole = digits(&self)
            guard whole > 0, !(whole > 1 && bytes[first] == UInt8(ascii: "0")) else { throw Refused() }
            if index < end, bytes[index] == UInt8(ascii: ".") {
                index += 1
                guard digits(&self) > 0 else { throw Refused() }
            }
            if index < end, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
                index += 1
                if index < end, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
                guard digits(&self) > 0 else { throw Refused() }
            }
        }

        // MARK: The model

        /// Each known key once: a bit per key.
        static func once(_ seen: inout UInt32, _ bit: UInt32) throws(Refused) {
            guard seen & bit == 0 else { throw Refused() }
            seen |= bit
        }

        mutating func recipe() throws(Refused) -> Recipe {
            var id: String?, title: String?, servings: Int?, category: RecipeCategory?
            var recipe = Recipe(id: "", title: "", category: .breakfast)
            var seen: UInt32 = 0
            try members { (r, key) throws(Refused) in
                if r.keyIs(key, "id") {
                    try Self.once(&seen, 1 << 0)
                    id = try r.string()
                } else if r.keyIs(key, "title") {
                    try Self.once(&seen, 1 << 1)
                    title = try r.string()
                } else if r.keyIs(key, "thumbnail") {
                    try Self.once(&seen, 1 << 2)
                    recipe.thumbnail = try r.optionalString()
                } else if r.keyIs(key, "sourceUrl") {
                    try Self.once(&seen, 1 << 3)
                    recipe.sourceUrl = try r.optionalString()
                } else if r.keyIs(key, "sourcePlatform") {
                    try Self.once(&seen, 1 << 4)
                    if let text = try r.optionalString() {
                        guard let platform = SourcePlatform(rawValue: text) else { throw Refused() }
                        recipe.sourcePlatform = platform
                    }
                } else if r.keyIs(key, "caption") {
                    try Self.once(&seen, 1 << 5)
                    recipe.caption = try r.optionalString()
                } else if r.keyIs(key, "prepTime") {
                    try Self.once(&seen, 1 << 6)
                    recipe.prepTime = try r.optionalString()
                } else if r.keyIs(key, "cookTime") {
                    try Self.once(&seen, 1 << 7)
                    recipe.cookTime = try r.optionalString()
                } else if r.keyIs(key, "servings") {
                    try Self.once(&seen, 1 << 8)
                    servings = try r.int()
                } else if r.keyIs(key, "category") {
                    try Self.once(&seen, 1 << 9)
                    guard let value = RecipeCategory(rawValue: try r.string()) else { throw Refused() }
                    category = value
                } else if r.keyIs(key, "ingredients") {
                    try Self.once(&seen, 1 << 10)
                    if !(try r.takeNull()) {
                        var list: [Ingredient] = []
                        try r.elements { (r) throws(Refused) in list.append(try r.ingredient()) }
                        recipe.ingredients = list
                    }
                } else if r.keyIs(key, "steps") {
                    try Self.once(&seen, 1 << 11)
                    if !(try r.takeNull()) {
                        var list: [Step] = []
                        try r.elements { (r) throws(Refused) in list.append(try r.step()) }
                        recipe.steps = list
                    }
                } else if r.keyIs(key, "nutrition") {
                    try Self.once(&seen, 1 << 12)
                    recipe.nutrition = try r.takeNull() ? nil : r.nutrition()
                } else if r.keyIs(key, "aiMeta") {
                    try Self.once(&seen, 1 << 13)
                    guard try r.takeNull() else { throw Refused() }
                } else if r.keyIs(key, "isArchived") {
                    try Self.once(&seen, 1 << 14)
                    recipe.isArchived = try r.optionalBool() ?? false
                } else if r.keyIs(key, "isFavourite") {
                    try Self.once(&seen, 1 << 15)
                    recipe.isFavourite = try r.optionalBool() ?? false
                } else if r.keyIs(key, "createdAt") {
                    try Self.once(&seen, 1 << 16)
                    recipe.createdAt = try r.optionalTimestamp()
                } else if r.keyIs(key, "updatedAt") {
                    try Self.once(&seen, 1 << 17)
                    recipe.updatedAt = try r.optionalTimestamp()
                } else if r.keyIs(key, "tags") {
                    try Self.once(&seen, 1 << 18)
                    recipe.tags = try r.optionalStrings() ?? []
                } else {
                    try r.skipValue()
                }
            }
            guard let id, let title, let servings, let category else { throw Refused() }
            recipe.id = id
            recipe.title = title
            recipe.servings = servings
            recipe.category = category
            return recipe
        }

        mutating func ingredient() throws(Refused) -> Ingredient {
            var id: String?, name: String?, amount: String?, notes: String?, food: String?
            var seen: UInt32 = 0
            try members { (r, key) throws(Refused) in
                if r.keyIs(key, "id") {
                    try Self.once(&seen, 1 << 0)
                    id = try r.string()
                } else if r.keyIs(key, "name") {
                    try Self.once(&seen, 1 << 1)
                    name = try r.string()
                } else if r.keyIs(key, "amount") {
                    try Self.once(&seen, 1 << 2)
                    amount = try r.optionalString()
                } else if r.keyIs(key, "notes") {
                    try Self.once(&seen, 1 << 3)
                    notes = try r.optionalString()
                } else if r.keyIs(key, "food") {
                    try Self.once(&seen, 1 << 4)
                    food = try r.optionalString()
                } else {
                    // `quantity`, `quantityMax` and `unit` are derived, never read.
                    try r.skipValue()
                }
            }
            guard let id, let name else { throw Refused() }
            return Ingredient(id: id, name: name, amount: amount ?? "", notes: notes, food: food)
        }

        mutating func step() throws(Refused) -> Step {
            var id: String?, order: Int?, text: String?
            var timers: [StepTimer] = []
            var seen: UInt32 = 0
            try members { (r, key) throws(Refused) in
                if r.keyIs(key, "id") {
                    try Self.once(&seen, 1 << 0)
                    id = try r.string()
                } else if r.keyIs(key, "order") {
                    try Self.once(&seen, 1 << 1)
                    order = try r.int()
                } else if r.keyIs(key, "text") {
                    try Self.once(&seen, 1 << 2)
                    text = try r.string()
                } else if r.keyIs(key, "timers") {
                    try Self.once(&seen, 1 << 3)
                    if !(try r.takeNull()) {
                        try r.elements { (r) throws(Refused) in timers.append(try r.timer()) }
                    }
                } else {
                    try r.skipValue()
                }
            }
            guard let id, let order, let text else { throw Refused() }
            return Step(id: id, order: order, text: text, timers: timers)
        }

        mutating func timer() throws(Refused) -> StepTimer {
            var seconds: Int?, secondsMax: Int?, label: String?
            var seen: UInt32 = 0
            try members { (r, key) throws(Refused) in
                if r.keyIs(key, "seconds") {
                    try Self.once(&seen, 1 << 0)
                    seconds = try r.int()
                } else if r.keyIs(key, "secondsMax") {
                    try Self.once(&seen, 1 << 1)
                    secondsMax = try r.optionalInt()
                } else if r.keyIs(key, "label") {
                    try Self.once(&seen, 1 << 2)
                    label = try r.optionalString()
                } else {
                    try r.skipValue()
                }
            }
            guard let seconds else { throw Refused() }
            return StepTimer(seconds: seconds, secondsMax: secondsMax, label: label)
        }

        mutating func nutrition() throws(Refused) -> Nutrition {
            var calories: Int?, protein: Int?, carbs: Int?, fats: Int?
            var seen: UInt32 = 0
            try members { (r, key) throws(Refused) in
                if r.keyIs(key, "calories") {
                    try Self.once(&seen, 1 << 0)
                    calories = try r.int()
                } else if r.keyIs(key, "protein") {
                    try Self.once(&seen, 1 << 1)
                    protein = try r.int()
                } else if r.keyIs(key, "carbs") {
                    try Self.once(&seen, 1 << 2)
                    carbs = try r.int()
                } else if r.keyIs(key, "fats") {
                    try Self.once(&seen, 1 << 3)
                    fats = try r.int()
                } else {
                    try r.skipValue()
                }
            }
            guard let calories, let protein, let carbs, let fats else { throw Refused() }
            return Nutrition(calories: calories, protein: protein, carbs: carbs, fats: fats)
        }
    }
}
