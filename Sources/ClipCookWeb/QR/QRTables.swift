/// The standard's numbers for versions 1 to 10 at level M, and the steps
/// from bytes to the codewords placed in the matrix.
enum QRTables {
    /// Error-correction codewords a block, and the blocks' data codewords
    /// (level M, versions 1 to 10; ISO/IEC 18004 table 9).
    static let blocks: [(ec: Int, data: [Int])] = [
        (10, [16]), (16, [28]), (26, [44]), (18, [32, 32]), (24, [43, 43]),
        (16, [27, 27, 27, 27]), (18, [31, 31, 31, 31]), (22, [38, 38, 39, 39]),
        (22, [36, 36, 36, 37, 37]), (26, [43, 43, 43, 43, 44]),
    ]

    /// Centres of the alignment patterns (rows and columns alike).
    static func alignmentCentres(version: Int) -> [Int] {
        switch version {
        case 1: []
        case 2...6: [6, 10 + 4 * version]
        case 7: [6, 22, 38]
        case 8: [6, 24, 42]
        case 9: [6, 26, 46]
        default: [6, 28, 50]
        }
    }

    static func dataCapacity(version: Int) -> Int { blocks[version - 1].data.reduce(0, +) }

    /// The bits the character count takes in byte mode.
    static func countBits(version: Int) -> Int { version < 10 ? 8 : 16 }

    static func smallestVersion(forBytes count: Int) -> Int? {
        (1...10).first { version in 4 + countBits(version: version) + 8 * count <= 8 * dataCapacity(version: version) }
    }

    /// Mode, count, the bytes, the terminator and the pad codewords.
    static func dataCodewords(_ bytes: [UInt8], version: Int) -> [UInt8] {
        let capacity = dataCapacity(version: version) * 8
        var bits: [Bool] = []
        func append(_ value: Int, _ count: Int) {
            for i in stride(from: count - 1, through: 0, by: -1) { bits.append((value >> i) & 1 != 0) }
        }
        append(0b0100, 4)
        append(bytes.count, countBits(version: version))
        for byte in bytes { append(Int(byte), 8) }
        append(0, min(4, capacity - bits.count))
        while bits.count % 8 != 0 { bits.append(false) }
        var codewords: [UInt8] = stride(from: 0, to: bits.count, by: 8).map { start in
            bits[start..<(start + 8)].reduce(UInt8(0)) { $0 << 1 | ($1 ? 1 : 0) }
        }
        var pad: UInt8 = 0xEC
        while codewords.count < capacity / 8 {
            codewords.append(pad)
            pad = pad == 0xEC ? 0x11 : 0xEC
        }
        return codewords
    }

    /// The data split into blocks, each followed by its error correction,
    /// then interleaved: the data codewords column by column, then the
    /// error-correction codewords likewise.
    static func interleaved(_ data: [UInt8], version: Int) -> [UInt8] {
        let layout = blocks[version - 1]
        let generator = QRReedSolomon.generator(degree: layout.ec)
        var dataBlocks: [[UInt8]] = []
        var ecBlocks: [[UInt8]] = []
        var start = 0
        for length in layout.data {
            let block = Array(data[start..<(start + length)])
            start += length
            dataBlocks.append(block)
            ecBlocks.append(QRReedSolomon.remainder(block, generator: generator))
        }
        var out: [UInt8] = []
        for i in 0..<(layout.data.max() ?? 0) {
            for block in dataBlocks where i < block.count { out.append(block[i]) }
        }
        for i in 0..<layout.ec {
            for block in ecBlocks { out.append(block[i]) }
        }
        return out
    }

    /// Level M (00) and the mask, with their BCH(15,5) check bits, XORed
    /// with the standard's pattern 101010000010010.
    static func formatBits(mask: Int) -> Int {
        let data = 0b00 << 3 | (mask & 7)
        var remainder = data
        for _ in 0..<10 { remainder = (remainder << 1) ^ ((remainder >> 9) * 0x537) }
        return (data << 10 | (remainder & 0x3FF)) ^ 0x5412
    }

    /// The version with its BCH(18,6) check bits.
    static func versionBits(_ version: Int) -> Int {
        var remainder = version
        for _ in 0..<12 { remainder = (remainder << 1) ^ ((remainder >> 11) * 0x1F25) }
        return version << 12 | (remainder & 0xFFF)
    }
}

/// Reed-Solomon error correction over GF(256) with the polynomial 0x11D.
enum QRReedSolomon {
    static func multiply(_ x: UInt8, _ y: UInt8) -> UInt8 {
        var product = 0
        for i in stride(from: 7, through: 0, by: -1) {
            product = (product << 1) ^ ((product >> 7) * 0x11D)
            product ^= Int((y >> i) & 1) * Int(x)
        }
        return UInt8(product & 0xFF)
    }

    /// The generator polynomial's coefficients (highest first, the leading 1 left out).
    static func generator(degree: Int) -> [UInt8] {
        var result = [UInt8](repeating: 0, count: degree)
        result[degree - 1] = 1
        var root: UInt8 = 1
        for _ in 0..<degree {
            for j in 0..<degree {
                result[j] = multiply(result[j], root)
                if j + 1 < degree { result[j] ^= result[j + 1] }
            }
            root = multiply(root, 0x02)
        }
        return result
    }

    /// The error-correction codewords of `data`.
    static func remainder(_ data: [UInt8], generator: [UInt8]) -> [UInt8] {
        var result = [UInt8](repeating: 0, count: generator.count)
        for byte in data {
            let factor = byte ^ result[0]
            result.removeFirst()
            result.append(0)
            for i in result.indices { result[i] ^= multiply(generator[i], factor) }
        }
        return result
    }
}
