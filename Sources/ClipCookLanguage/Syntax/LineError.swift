import ClipCookCore

/// A problem that stops the reading of one line: the line becomes invalid,
/// the problem becomes a diagnostic, and parsing goes on with the next line.
package struct LineError: Error, Hashable {
    package var message: String
    /// Byte offsets of the offending text.
    package var range: Range<Int>
    package var notes: [String]

    package init(_ message: String, _ range: Range<Int>, notes: [String] = []) {
        self.message = message
        self.range = range
        self.notes = notes
    }
}
