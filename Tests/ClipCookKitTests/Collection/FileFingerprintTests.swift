import Testing
@testable import ClipCookCore
@testable import ClipCookLanguage
@testable import ClipCookDomain
@testable import ClipCookStore
@testable import ClipCookInterop
@testable import ClipCookKit

@Suite struct FileFingerprintTests {
    // Published FNV-1a 64-bit test vectors.
    @Test(arguments: [
        ("", UInt64(0xcbf2_9ce4_8422_2325)),
        ("a", UInt64(0xaf63_dc4c_8601_ec8c)),
        ("foobar", UInt64(0x8594_4171_f739_67e8)),
    ])
    func fnv1a64MatchesTheReferenceVectors(_ text: String, _ expected: UInt64) {
        #expect(FileFingerprint.fnv1a64(Array(text.utf8)) == expected)
    }

    @Test func sameContentIgnoresTheModificationTime() {
        let a = FileFingerprint(size: 3, modificationSeconds: 10, contentHash: 42)
        let b = FileFingerprint(size: 3, modificationSeconds: 99, contentHash: 42)
        #expect(a.sameContent(as: b))
        #expect(!a.sameContent(as: FileFingerprint(size: 4, contentHash: 42)))
        #expect(!a.sameContent(as: FileFingerprint(size: 3, contentHash: 43)))
    }

    @Test func aFileEditedOnDiskGetsADifferentFingerprint() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("shopping.list", "shopping\n  - [ ] milk\n")
        let before = try #require(try FileFingerprint.current(atPath: folder.path + "/shopping.list"))
        #expect(before.size == 22)
        #expect(before.modificationSeconds > 0)
        try folder.write("shopping.list", "shopping\n  - [x] milk\n")
        let after = try #require(try FileFingerprint.current(atPath: folder.path + "/shopping.list"))
        #expect(after.size == before.size)
        #expect(!after.sameContent(as: before))
        #expect(try FileFingerprint.current(atPath: folder.path + "/nothing-here") == nil)
    }

    @Test func readingRefusesFilesOverTheLimitAndFolders() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("big.recipe", String(repeating: "x", count: 100))
        #expect(throws: FileReadError.tooLarge(folder.path + "/big.recipe", size: 100, limit: 50)) {
            try FileBytes.load(atPath: folder.path + "/big.recipe", limit: 50)
        }
        #expect(throws: FileReadError.notAFile(folder.path)) { try FileBytes.load(atPath: folder.path) }
        let read = try FileBytes.load(atPath: folder.path + "/big.recipe")
        #expect(read.bytes.count == 100)
        #expect(read.fingerprint.contentHash == FileFingerprint.fnv1a64(read.bytes))
    }
}
