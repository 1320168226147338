import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore

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
package enum RecipeJSONReader {
    /// The recipe in `bytes[range]`, or nil when the fast path does not accept it.
    package static func recipe(in bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Recipe? {
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

    package static func recipe(in bytes: [UInt8]) -> Recipe? {
        bytes.withUnsafeBufferPointer { recipe(in: $0, 0..<$0.count) }
    }

    /// Why the fast path gave up (the caller only needs to know that it did).
    package struct Refused: Error {}

    package struct Reader {
        package let bytes: UnsafeBufferPointer<UInt8>
        package var index: Int
        package let end: Int
        /// Bytes of a string with escapes, reused.
        package var scratch: [UInt8] = []

        package init(bytes: UnsafeBufferPointer<UInt8>, index: Int, end: Int) {
            self.bytes = bytes
            self.index = index
            self.end = end
        }

        // MARK: Tokens

        package mutating func skipBlanks() {
            while index < end {
                switch bytes[index] {
                case 0x20, 0x0A, 0x0D, 0x09: index += 1
                default: return
                }
            }
        }

        /// The next byte after blanks, not consumed.
        package mutating func peek() throws(Refused) -> UInt8 {
            skipBlanks()
            guard index < end else { throw Refused() }
            return bytes[index]
        }

        package mutating func expect(_ byte: UInt8) throws(Refused) {
            guard try peek() == byte else { throw Refused() }
            index += 1
        }

        /// `null` consumed when it is next.
        package mutating func takeNull() throws(Refused) -> Bool {
            guard try peek() == UInt8(ascii: "n") else { return false }
            try literal("null")
            return true
        }

        package mutating func literal(_ word: StaticString) throws(Refused) {
            let count = word.utf8CodeUnitCount
            guard end - index >= count else { throw Refused() }
            let start = word.utf8Start
            for k in 0..<count where bytes[index + k] != start[k] { throw Refused() }
            index += count
        }

        /// Iterates the members of an object: `body` gets each key's bytes
        /// (no escapes allowed) with the reader at its value, and must consume it.
        package mutating func members(_ body: (inout Reader, Range<Int>) throws(Refused) -> Void) throws(Refused) {
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
        package mutating func elements(_ body: (inout Reader) throws(Refused) -> Void) throws(Refused) {
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

        package func keyIs(_ key: Range<Int>, _ name: StaticString) -> Bool {
            guard key.count == name.utf8CodeUnitCount else { return false }
            let start = name.utf8Start
            var k = 0
            for i in key {
                guard bytes[i] == start[k] else { return false }
                k += 1
            }
            return true
        }
    }
}
