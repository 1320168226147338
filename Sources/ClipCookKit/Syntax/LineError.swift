/// A problem that stops the reading of one line: the line becomes invalid,
/// the problem becomes a diagnostic, and parsing goes on with the next line.
struct LineError: Error, Hashable {
    var message: String
    /// Byte offsets of the offending text.
    var range: Range<Int>
    var notes: [String]

    init(_ message: String, _ range: Range<Int>, notes: [String] = []) {
        self.message = message
        self.range = range
        self.notes = notes
    }
}

/// Text of a value for a diagnostic message: shortened when long.
enum Excerpt {
    static func of(_ text: String, limit: Int = 40) -> String {
        var scalars = String.UnicodeScalarView()
        var count = 0
        for s in text.unicodeScalars {
            if count == limit { return String(scalars) + "…" }
            scalars.append(s)
            count += 1
        }
        return String(scalars)
    }
}
