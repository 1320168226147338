import Foundation

/// The places a merge left marked in a file: each `<<<<<<<` … `=======` …
/// `>>>>>>>` block, by the line it starts on and the first line of each side.
package enum ConflictPlaces {
    package struct Place: Sendable, Hashable {
        package var path: String
        package var line: Int
        package var ours: String
        package var theirs: String

        /// "FILE:LINE: ours … / theirs …"
        package var description: String {
            "\(path):\(line): ours \(ours.isEmpty ? "(nothing)" : ours) / theirs \(theirs.isEmpty ? "(nothing)" : theirs)"
        }
    }

    /// The marked places in `text`, the file at `path`.
    package static func places(in text: String, path: String) -> [Place] {
        var places: [Place] = []
        var start = 0
        var ours: [String] = []
        var theirs: [String] = []
        var side = 0  // 0 outside, 1 ours, 2 theirs
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.hasSuffix("\r") ? String(raw.dropLast()) : String(raw)
            if line.hasPrefix("<<<<<<<") {
                side = 1
                start = index + 1
                ours = []
                theirs = []
            } else if side == 1, line.hasPrefix("=======") {
                side = 2
            } else if side == 1, line.hasPrefix("|||||||") {
                side = 3  // diff3 base: skipped
            } else if side == 3, line.hasPrefix("=======") {
                side = 2
            } else if side == 2, line.hasPrefix(">>>>>>>") {
                places.append(Place(path: path, line: start, ours: summary(ours), theirs: summary(theirs)))
                side = 0
            } else if side == 1 {
                ours.append(line)
            } else if side == 2 {
                theirs.append(line)
            }
        }
        return places
    }

    /// Whether `text` holds a marker line at all.
    package static func hasMarkers(_ text: String) -> Bool {
        text.split(separator: "\n").contains { $0.hasPrefix("<<<<<<<") || $0.hasPrefix(">>>>>>>") }
    }

    private static func summary(_ lines: [String]) -> String {
        let kept = lines.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        guard let first = kept.first else { return "" }
        let short = first.count > 60 ? String(first.prefix(59)) + "…" : first
        return kept.count > 1 ? short + " (+\(kept.count - 1) lines)" : short
    }
}
