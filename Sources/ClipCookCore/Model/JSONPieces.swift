import Foundation

/// A JSON object whose long arrays are made a batch at a time as it is
/// written (`--json show` of a huge recipe is never one tree or text):
/// the bytes of the whole encoded by `JSONPieces.lineEncoder`, keys
/// in the encoder's order, each batch encoded by it.
package struct JSONPieces: Sendable {
    package enum Member: Sendable {
        case value(JSONValue)
        case object(JSONPieces)
        /// An array whose elements `produce` hands on a batch at a time, in order.
        case elements(@Sendable (_ emit: ([JSONValue]) -> Void) -> Void)
    }

    package var members: [String: Member]

    package init(_ members: [String: Member]) {
        self.members = members
    }

    /// The object made whole, every batch gathered (a reply's `data`).
    package var whole: JSONValue {
        .object(members.mapValues(\.whole))
    }

    /// The encoder of a command's one-line JSON: keys sorted, slashes kept.
    package static func lineEncoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }

    /// Writes the object as one line of JSON, without a line feed, to
    /// `write` in pieces (a value JSON cannot hold is written `null`). The
    /// keys are a command's own names, plain words.
    package func write(_ write: (String) -> Void) {
        let encoder = Self.lineEncoder()
        write("{")
        var first = true
        for key in Self.ordered(Array(members.keys), encoder: encoder) {
            guard let member = members[key] else { continue }
            write((first ? "" : ",") + Self.encoded(.string(key), encoder) + ":")
            first = false
            switch member {
            case .value(let value): write(Self.encoded(value, encoder))
            case .object(let object): object.write(write)
            case .elements(let produce):
                write("[")
                var none = true
                produce { batch in
                    guard !batch.isEmpty else { return }
                    let array = Self.encoded(.array(batch), encoder)
                    // "[" + the elements joined by "," + "]".
                    let inner = array.dropFirst().dropLast()
                    write((none ? "" : ",") + inner)
                    none = false
                }
                write("]")
            }
        }
        write("}")
    }

    static func encoded(_ value: JSONValue, _ encoder: JSONEncoder) -> String {
        guard let bytes = try? encoder.encode(value) else { return "null" }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The keys in the order the encoder writes them: an object of the
    /// keys, each given its index, is encoded and the keys found in it.
    static func ordered(_ keys: [String], encoder: JSONEncoder) -> [String] {
        let probe = encoded(.object(Dictionary(uniqueKeysWithValues: keys.enumerated().map { ($1, JSONValue.int($0)) })), encoder)
        let placed = keys.map { key in
            (probe.range(of: encoded(.string(key), encoder) + ":").map { probe.distance(from: probe.startIndex, to: $0.lowerBound) } ?? .max, key)
        }
        return placed.sorted { $0.0 < $1.0 }.map(\.1)
    }
}

extension JSONPieces.Member {
    /// The member's value made whole.
    package var whole: JSONValue {
        switch self {
        case .value(let value): return value
        case .object(let object): return object.whole
        case .elements(let produce):
            var all: [JSONValue] = []
            produce { all += $0 }
            return .array(all)
        }
    }

    /// An array whose elements `produce` adds one at a time, handed on in
    /// batches of `size` as they fill (and the rest at the end).
    package static func batched(
        _ size: Int, _ produce: @escaping @Sendable (_ add: (JSONValue) -> Void) -> Void
    ) -> JSONPieces.Member {
        .elements { emit in
            var batch: [JSONValue] = []
            batch.reserveCapacity(size)
            produce { value in
                batch.append(value)
                if batch.count >= size {
                    emit(batch)
                    batch.removeAll(keepingCapacity: true)
                }
            }
            emit(batch)
        }
    }

    /// Whether the member is written in pieces rather than held whole.
    package var isInPieces: Bool {
        if case .value = self { return false }
        return true
    }
}
