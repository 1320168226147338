/// A QR code (ISO/IEC 18004) of a short text, in byte mode at error
/// correction level M, versions 1 to 10 (up to 213 bytes): enough for an
/// address with its token, drawn in a terminal by `serve`.
///
/// The steps are the standard's: the bits of the text, the Reed-Solomon
/// codewords of each block (`QRReedSolomon`), the blocks interleaved, the
/// function patterns, the codewords placed in the zigzag, and of the eight
/// masks the one with the lowest penalty (`QRPenalty`).
public struct QRCode: Sendable, Equatable {
    /// 1 to 10.
    public let version: Int
    /// The mask pattern used, 0 to 7.
    public let mask: Int
    /// Modules by row, then column: true is dark.
    public let modules: [[Bool]]

    public var size: Int { modules.count }

    public enum Failure: Error, Equatable {
        /// More bytes than version 10 at level M holds.
        case tooLong(Int)
    }

    /// The most bytes a code of this encoder holds.
    public static let maxBytes = 213

    /// The code of `bytes`, in the smallest version that holds them; with
    /// `mask`, that mask instead of the best one (for tests).
    public init(bytes: [UInt8], mask forcedMask: Int? = nil) throws(Failure) {
        guard let version = QRTables.smallestVersion(forBytes: bytes.count) else { throw .tooLong(bytes.count) }
        self.version = version
        let codewords = QRTables.interleaved(QRTables.dataCodewords(bytes, version: version), version: version)
        var grid = QRGrid(version: version)
        grid.drawFunctionPatterns()
        grid.place(codewords)
        var best = (mask: 0, penalty: Int.max, grid: grid)
        for candidate in 0..<8 where forcedMask == nil || forcedMask == candidate {
            var masked = grid
            masked.apply(mask: candidate)
            masked.drawFormatBits(mask: candidate)
            let penalty = forcedMask == nil ? QRPenalty.score(masked.dark) : 0
            if penalty < best.penalty { best = (candidate, penalty, masked) }
        }
        mask = best.mask
        modules = best.grid.dark
    }

    public init(text: String, mask: Int? = nil) throws(Failure) {
        try self.init(bytes: Array(text.utf8), mask: mask)
    }

    /// The code as lines of text for a terminal: two rows of modules a
    /// line with the half blocks (▀ ▄ █ and a space), dark on light, in a
    /// quiet zone of `quiet` modules. A terminal with light text on a dark
    /// ground shows it inverted, which most readers still take.
    public func terminalLines(quiet: Int = 2) -> [String] {
        let full = size + 2 * quiet
        func dark(_ row: Int, _ column: Int) -> Bool {
            let r = row - quiet, c = column - quiet
            guard r >= 0, r < size, c >= 0, c < size else { return false }
            return modules[r][c]
        }
        var lines: [String] = []
        var row = 0
        while row < full {
            var line = ""
            for column in 0..<full {
                // Light modules are drawn (the terminal's ground is taken as dark).
                let top = !dark(row, column), bottom = row + 1 < full ? !dark(row + 1, column) : false
                switch (top, bottom) {
                case (true, true): line += "█"
                case (true, false): line += "▀"
                case (false, true): line += "▄"
                case (false, false): line += " "
                }
            }
            lines.append(line)
            row += 2
        }
        return lines
    }
}

/// The matrix while a code is made: which modules are dark, and which
/// belong to function patterns (not data, never masked).
struct QRGrid: Sendable {
    let version: Int
    let size: Int
    var dark: [[Bool]]
    var reserved: [[Bool]]

    init(version: Int) {
        self.version = version
        size = 17 + 4 * version
        dark = Array(repeating: Array(repeating: false, count: size), count: size)
        reserved = dark
    }

    mutating func set(row: Int, column: Int, _ value: Bool) {
        dark[row][column] = value
        reserved[row][column] = true
    }

    mutating func drawFunctionPatterns() {
        for i in 0..<size {
            set(row: 6, column: i, i % 2 == 0)
            set(row: i, column: 6, i % 2 == 0)
        }
        drawFinder(row: 3, column: 3)
        drawFinder(row: 3, column: size - 4)
        drawFinder(row: size - 4, column: 3)
        let centres = QRTables.alignmentCentres(version: version)
        for row in centres {
            for column in centres {
                let nearFinder = (row == 6 && column == 6) || (row == 6 && column == size - 7) || (row == size - 7 && column == 6)
                if !nearFinder { drawAlignment(row: row, column: column) }
            }
        }
        // The format bits' places, kept for now (drawn with the mask).
        drawFormatBits(mask: 0)
        drawVersionBits()
    }

    /// A finder (7×7) and its light separator, centred at (row, column).
    mutating func drawFinder(row: Int, column: Int) {
        for dy in -4...4 {
            for dx in -4...4 {
                let r = row + dy, c = column + dx
                guard r >= 0, r < size, c >= 0, c < size else { continue }
                let distance = max(abs(dx), abs(dy))
                set(row: r, column: c, distance != 2 && distance != 4)
            }
        }
    }

    mutating func drawAlignment(row: Int, column: Int) {
        for dy in -2...2 {
            for dx in -2...2 { set(row: row + dy, column: column + dx, max(abs(dx), abs(dy)) != 1) }
        }
    }

    /// The 15 format bits (level M and `mask`) in both their places, and the dark module.
    mutating func drawFormatBits(mask: Int) {
        let bits = QRTables.formatBits(mask: mask)
        func bit(_ i: Int) -> Bool { (bits >> i) & 1 != 0 }
        for i in 0..<6 { set(row: i, column: 8, bit(i)) }
        set(row: 7, column: 8, bit(6))
        set(row: 8, column: 8, bit(7))
        set(row: 8, column: 7, bit(8))
        for i in 9..<15 { set(row: 8, column: 14 - i, bit(i)) }
        for i in 0..<8 { set(row: 8, column: size - 1 - i, bit(i)) }
        for i in 8..<15 { set(row: size - 15 + i, column: 8, bit(i)) }
        set(row: size - 8, column: 8, true)
    }

    /// The 18 version bits in their two places (versions 7 and up).
    mutating func drawVersionBits() {
        guard version >= 7 else { return }
        let bits = QRTables.versionBits(version)
        for i in 0..<18 {
            let value = (bits >> i) & 1 != 0
            let a = size - 11 + i % 3, b = i / 3
            set(row: b, column: a, value)
            set(row: a, column: b, value)
        }
    }

    /// The codewords' bits in the zigzag: pairs of columns from the right,
    /// up then down, skipping the timing column and the function patterns.
    mutating func place(_ codewords: [UInt8]) {
        var index = 0
        let total = codewords.count * 8
        var right = size - 1
        while right >= 1 {
            if right == 6 { right = 5 }
            for vertical in 0..<size {
                for j in 0..<2 {
                    let column = right - j
                    let upward = ((right + 1) & 2) == 0
                    let row = upward ? size - 1 - vertical : vertical
                    guard !reserved[row][column] else { continue }
                    if index < total {
                        dark[row][column] = (codewords[index >> 3] >> (7 - (index & 7))) & 1 != 0
                        index += 1
                    }
                }
            }
            right -= 2
        }
    }

    /// Flips the data modules where mask `mask`'s condition holds.
    mutating func apply(mask: Int) {
        for row in 0..<size {
            for column in 0..<size where !reserved[row][column] && Self.masks(mask, row: row, column: column) {
                dark[row][column].toggle()
            }
        }
    }

    static func masks(_ mask: Int, row y: Int, column x: Int) -> Bool {
        switch mask {
        case 0: (x + y) % 2 == 0
        case 1: y % 2 == 0
        case 2: x % 3 == 0
        case 3: (x + y) % 3 == 0
        case 4: (x / 3 + y / 2) % 2 == 0
        case 5: x * y % 2 + x * y % 3 == 0
        case 6: (x * y % 2 + x * y % 3) % 2 == 0
        default: ((x + y) % 2 + x * y % 3) % 2 == 0
        }
    }
}
