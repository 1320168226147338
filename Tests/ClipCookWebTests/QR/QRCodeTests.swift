@testable import ClipCookWeb
import Testing

/// The QR encoder `serve` draws its address with (issue 34, item 7),
/// checked against the standard's tables and against matrices made by
/// another encoder (python-qrcode 8.2, byte mode, level M, the same
/// version and mask, no quiet zone; '#' is dark).
struct QRCodeTests {
    static func rows(_ code: QRCode) -> [String] {
        code.modules.map { row in String(row.map { $0 ? "#" : "." }) }
    }

    static let clipcookMask3 = """
        #######.#.....#######
        #.....#.#..##.#.....#
        #.###.#.......#.###.#
        #.###.#.#..#..#.###.#
        #.###.#...#...#.###.#
        #.....#...#...#.....#
        #######.#.#.#.#######
        ........#.#..........
        #.##.###..#...#..#.##
        #.#.##......#.####..#
        ......#.###.##.#.#.##
        .#.###..#.#.##.#.#..#
        ..#..##....#....#....
        ........#.#..#..###..
        #######.#.#..#####...
        #.....#.##.####.###..
        #.###.#..#.#..###.#..
        #.###.#.#.#..#.....#.
        #.###.#.#..#.#....#..
        #.....#...###.###...#
        #######.##.##...#.#..
        """

    /// Version 7: the first with the version bits and three alignment centres a side.
    static let addressVersion7Mask2 = """
        #######..####.#....#...#.#.#..#.....#.#######
        #.....#..###...#.###....#.##....##.#..#.....#
        #.###.#.########.###....###.#.#.##.#..#.###.#
        #.###.#.#.#.......#####.##.#..#....##.#.###.#
        #.###.#.###.##..##.#######...##.#.###.#.###.#
        #.....#.##.#...#.#..#...#.#......#....#.....#
        #######.#.#.#.#.#.#.#.#.#.#.#.#.#.#.#.#######
        ........###.##.....##...##..###.###.#........
        #.#####..##.#..#.#.######..#...#...#..#####..
        ###....##...####..###......##.##.#..#..######
        ##.####.##..#.#.###....####.##.#..###.######.
        ######..#....##.#.#..#.#.#.###.##..###.####..
        .####.###..##....###..#.##.#.##..##...#.....#
        .#.###....#........#.....#...##.##.##..#.##.#
        .###.###...####.###.#..##.#....#..######.###.
        ##..#..###..#.#....#....##..##.##..###..###..
        .#..#.##..##..###.#...#.##.#.......#.#.#.....
        .##.##..#..#..#..#...###...##.#.#...##...####
        #.....##..#.#..#######..###..#.#.####.#..##..
        #####....#..#....##..#.##########.#.##.##.##.
        #...#######....#.##########..###..########.#.
        .####...#.##.#......#...##.#..##...##...###.#
        .####.#.#.##.##.#.###.#.#.##.#...####.#.#.##.
        .#..#...#.....##.##.#...#..##.####..#...#####
        #.#.#####.#.#.....#######.##..#..##.######..#
        #.#.##..#.#####.####..###..#.###.#.#.#...#..#
        ..#..##..###..##.##.#..#.####..#.##.#......#.
        ##...#.....####..######.##.##.#.##.#..#...#..
        .#.######.##.###...#.#..#.#..#.#.#..###.##..#
        .####...#.#..###...##.#....#.###....####.####
        ##.#.######.##...#.....#.##....#.##....#.....
        ..#..#.#....#########..###.##.###..##.##..#.#
        ##..#.#.##.#.######.#..###...##..##.....##.#.
        ..#.#..##.##..#.##.#.###.#....##.#.....#.##.#
        ....#.#..#.########..#.#..#..#....#..#.#####.
        .####...#...#.####.####.##..#####.###.#..##..
        #..##.####..##..###.#####.##.###....#####....
        ........#..####.##..#...#..#####.#.##...###.#
        #######....#....#..##.#.#.#....##.###.#.#.##.
        #.....#.##..#..#.####...#.#.###.#.###...#####
        #.###.#.###.#.#.###.#####.##.###.#########.##
        #.###.#.###..#.#.#..........#.#..#...#.###.##
        #.###.#.#..#.#.#.##...#####..#....###.#..###.
        #.....#..#...####...##.....###.##......#..#..
        #######.####.##......#.##....#.....#####.#.#.
        """

    static let address = "http://192.168.178.42:8080/?token=" + String(repeating: "5f0e", count: 16) + "&from=qr-code-of-serve"

    @Test func aShortWordIsVersion1AsAnotherEncoderDrawsIt() throws {
        let code = try QRCode(text: "clipcook", mask: 3)
        #expect(code.version == 1)
        #expect(code.size == 21)
        #expect(Self.rows(code) == Self.clipcookMask3.split(separator: "\n").map(String.init))
    }

    @Test func aLongAddressIsVersion7AsAnotherEncoderDrawsIt() throws {
        #expect(Self.address.utf8.count == 120)
        let code = try QRCode(text: Self.address, mask: 2)
        #expect(code.version == 7)
        #expect(code.size == 45)
        #expect(Self.rows(code) == Self.addressVersion7Mask2.split(separator: "\n").map(String.init))
    }

    @Test func theVersionIsTheSmallestThatHoldsTheBytes() throws {
        // Level M holds 14, 26, ..., 106, 122, ..., 213 bytes in versions 1, 2, ..., 6, 7, ..., 10.
        for (count, version) in [(1, 1), (14, 1), (15, 2), (26, 2), (106, 6), (107, 7), (122, 7), (123, 8), (213, 10)] {
            #expect(try QRCode(bytes: Array(repeating: 0x61, count: count)).version == version, "\(count) bytes")
        }
        #expect(throws: QRCode.Failure.tooLong(214)) { try QRCode(bytes: Array(repeating: 0x61, count: 214)) }
    }

    @Test func theFormatAndVersionBitsAreTheStandardsTables() {
        // ISO/IEC 18004 table C.1 (level M is 00) and table D.1.
        let formats = [
            0b101010000010010, 0b101000100100101, 0b101111001111100, 0b101101101001011,
            0b100010111111001, 0b100000011001110, 0b100111110010111, 0b100101010100000,
        ]
        for mask in 0..<8 { #expect(QRTables.formatBits(mask: mask) == formats[mask], "mask \(mask)") }
        #expect(QRTables.versionBits(7) == 0x07C94)
        #expect(QRTables.versionBits(8) == 0x085BC)
        #expect(QRTables.versionBits(9) == 0x09A99)
        #expect(QRTables.versionBits(10) == 0x0A4D3)
    }

    @Test func theFormatBitsAreReadBackFromBothCopies() throws {
        let code = try QRCode(text: Self.address)
        let size = code.size
        var first = 0, second = 0
        // The copy around the top-left finder, and the one split between the other two.
        let firstPlaces = (0..<6).map { ($0, 8) } + [(7, 8), (8, 8), (8, 7)] + (9..<15).map { (8, 14 - $0) }
        let secondPlaces = (0..<8).map { (8, size - 1 - $0) } + (8..<15).map { (size - 15 + $0, 8) }
        for (bit, place) in firstPlaces.enumerated() where code.modules[place.0][place.1] { first |= 1 << bit }
        for (bit, place) in secondPlaces.enumerated() where code.modules[place.0][place.1] { second |= 1 << bit }
        #expect(first == second)
        #expect(first == QRTables.formatBits(mask: code.mask))
        #expect(code.modules[size - 8][8], "the dark module")
    }

    @Test func theBestMaskHasTheLowestPenalty() throws {
        let best = try QRCode(text: Self.address)
        let scores = try (0..<8).map { QRPenalty.score(try QRCode(text: Self.address, mask: $0).modules) }
        #expect(QRPenalty.score(best.modules) == scores.min())
        #expect(best.mask == scores.firstIndex(of: scores.min() ?? 0))
    }

    @Test func theReedSolomonCodewordsAreTheStandardsExample() {
        // ISO/IEC 18004 annex I: "01234567" as version 1-M; its 16 data
        // codewords and the 10 error-correction codewords that follow them.
        let data: [UInt8] = [0x10, 0x20, 0x0C, 0x56, 0x61, 0x80, 0xEC, 0x11, 0xEC, 0x11, 0xEC, 0x11, 0xEC, 0x11, 0xEC, 0x11]
        let ec = QRReedSolomon.remainder(data, generator: QRReedSolomon.generator(degree: 10))
        #expect(ec == [0xA5, 0x24, 0xD4, 0xC1, 0xED, 0x36, 0xC7, 0x87, 0x2C, 0x55])
    }

    @Test func theTerminalDrawingHasTwoRowsALineInAQuietZone() throws {
        let code = try QRCode(text: "clipcook")
        let lines = code.terminalLines(quiet: 2)
        #expect(lines.count == 13)
        #expect(lines.allSatisfy { $0.count == 25 })
        #expect(lines[0] == String(repeating: "█", count: 25))
        // The code's first two rows: the finder's dark top row is the
        // ground, the light inside of its second row the lower halves.
        #expect(lines[1].hasPrefix("██ ▄▄▄▄▄ "))
    }
}
