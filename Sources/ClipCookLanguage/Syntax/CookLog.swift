import ClipCookCore

/// `cooked.log` at the collection's root: what was cooked when, one line a
/// meal, appended by `cook done`:
///
///     2026-11-25  overnight-oats  servings 2
///
/// A plain-text file outside the language (the loader does not read it as a
/// document), so that git history stays readable and recipe files do not
/// change on every meal. Blank lines and `--` comments are kept and
/// skipped; a line that does not read is skipped and counted.
public struct CookLog: Sendable, Equatable {
    public struct Entry: Sendable, Equatable {
        public var day: Day
        public var recipeId: String
        public var servings: Int?

        public init(day: Day, recipeId: String, servings: Int? = nil) {
            self.day = day
            self.recipeId = recipeId
            self.servings = servings
        }

        /// The entry's line, without its line ending.
        public var line: String {
            "\(day)  \(recipeId)" + (servings.map { "  servings \($0)" } ?? "")
        }
    }

    public static let fileName = "cooked.log"

    public var entries: [Entry] = []
    /// The 1-based numbers of the lines that could not be read.
    public var unreadLines: [Int] = []

    public init(entries: [Entry] = []) { self.entries = entries }

    /// Reads the log's bytes; never fails (see `unreadLines`).
    public init(bytes: [UInt8]) {
        var number = 0
        for raw in bytes.split(separator: 0x0A, omittingEmptySubsequences: false) {
            number += 1
            let text = String(decoding: raw, as: UTF8.self)
            let words = text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" })
            if words.isEmpty || words[0].hasPrefix("--") { continue }
            if let entry = CookLog.entry(words) { entries.append(entry) } else { unreadLines.append(number) }
        }
    }

    private static func entry(_ words: [Substring]) -> Entry? {
        guard words.count == 2 || words.count == 4, let day = Day(String(words[0])) else { return nil }
        var entry = Entry(day: day, recipeId: String(words[1]))
        if words.count == 4 {
            guard words[2] == "servings", words[3].utf8.count <= 5, let n = Int(words[3]), (1...10_000).contains(n) else { return nil }
            entry.servings = n
        }
        return entry
    }

    /// `bytes` (the log as it is, nil when there is none) with `entry`
    /// appended as a line of its own.
    public static func appending(_ entry: Entry, to bytes: [UInt8]?) -> [UInt8] {
        var out = bytes ?? []
        if let last = out.last, last != 0x0A { out.append(0x0A) }
        out += Array((entry.line + "\n").utf8)
        return out
    }

    /// The last day each recipe (by id) was cooked.
    public func lastCooked() -> [String: Day] {
        var last: [String: Day] = [:]
        for entry in entries where last[entry.recipeId].map({ $0 < entry.day }) ?? true {
            last[entry.recipeId] = entry.day
        }
        return last
    }
}
