import Testing
@testable import ClipCookKit

/// The digest the formatter's check keeps, against the FIPS 180-4 examples.
@Suite struct SHA256Tests {
    static func hex(_ bytes: [UInt8]) -> String {
        bytes.map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
    }

    static func digest(_ bytes: [UInt8], pieces: Int = 1) -> String {
        var sha = SHA256()
        let size = max(1, (bytes.count + pieces - 1) / pieces)
        var at = 0
        repeat {
            let end = min(bytes.count, at + size)
            sha.update(bytes[at..<end])
            at = end
        } while at < bytes.count
        return hex(sha.finish())
    }

    @Test func theStandardExamples() {
        #expect(Self.digest([]) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(Self.digest(Array("abc".utf8)) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(Self.digest(Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8))
            == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        #expect(Self.digest(Array(repeating: UInt8(ascii: "a"), count: 1_000_000), pieces: 7)
            == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    @Test func howTheBytesArriveDoesNotMatter() {
        // Lengths around the block (64) and the padding (55, 56) boundaries.
        for length in [1, 55, 56, 63, 64, 65, 119, 120, 128, 1000] {
            let bytes = (0..<length).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }
            let whole = Self.digest(bytes)
            for pieces in [2, 3, 10, length] {
                #expect(Self.digest(bytes, pieces: pieces) == whole, "\(length) bytes in \(pieces) pieces")
            }
        }
        #expect(Self.digest(Array("abd".utf8)) != Self.digest(Array("abc".utf8)))
    }
}
