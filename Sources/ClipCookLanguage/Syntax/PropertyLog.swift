import ClipCookCore

/// Which properties or sections a block has already set, for "duplicate" errors.
///
/// A block sets a handful of names, so the first few are kept in a list and
/// compared one by one: cheaper than hashing each name into a dictionary
/// (this runs for every property line of every file). Past `listed` names
/// (a settings file may name any number of lint rules) a dictionary keeps
/// the look-ups linear.
package struct PropertyLog {
    private static let listed = 16
    private var names: [String] = []
    private var lines: [Int] = []
    private var byName: [String: Int] = [:]

    /// Throws when `name` was already set; records it otherwise.
    package mutating func claim(_ name: String, line: Int, range: Range<Int>, what: String) throws(LineError) {
        if let first = firstLine(of: name) {
            throw LineError("duplicate \(what) '\(name)'", range, notes: ["first written on line \(first)"])
        }
        if names.count < Self.listed {
            names.append(name)
            lines.append(line)
        } else {
            byName[name] = line
        }
    }

    package func contains(_ name: String) -> Bool { firstLine(of: name) != nil }

    private func firstLine(of name: String) -> Int? {
        if let index = names.firstIndex(of: name) { return lines[index] }
        return byName.isEmpty ? nil : byName[name]
    }
}
