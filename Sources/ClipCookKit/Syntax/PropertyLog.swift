/// Which properties or sections a block has already set, for "duplicate" errors.
struct PropertyLog {
    private var lines: [String: Int] = [:]

    /// Throws when `name` was already set; records it otherwise.
    mutating func claim(_ name: String, line: Int, range: Range<Int>, what: String) throws(LineError) {
        if let first = lines[name] {
            throw LineError("duplicate \(what) '\(name)'", range, notes: ["first written on line \(first)"])
        }
        lines[name] = line
    }

    func contains(_ name: String) -> Bool { lines[name] != nil }
}
