import Foundation
import Testing
@testable import ClipCookCore
@testable import ClipCookLanguage
@testable import ClipCookDomain
@testable import ClipCookStore
@testable import ClipCookInterop
@testable import ClipCookKit

/// `AtomicWriter.write(to:chunks:)`: a file written chunk by chunk through
/// the temporary file, with the same guarantees as a write of all its bytes.
@Suite struct AtomicWriterChunkTests {
    static let parts: [[UInt8]] = [Array("{\n".utf8), [], Array("  \"a\" : \"Crème 🥣\"".utf8), Array("\n}\n".utf8)]

    @Test func theChunksBecomeTheFileAndItsFingerprint() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let target = folder.path + "/out/export.json"
        let written = try AtomicWriter.write(to: target) { sink in
            for part in Self.parts { try sink.write(part) }
            #expect(sink.size == Self.parts.joined().count)
        }
        #expect(folder.read("out/export.json") == "{\n  \"a\" : \"Crème 🥣\"\n}\n")
        #expect(folder.allFiles() == ["out/export.json"])
        let onDisk = try #require(try FileFingerprint.current(atPath: target))
        #expect(written == onDisk)
        #expect(written.sameContent(as: FileFingerprint(bytes: Array(Self.parts.joined()))))
        // Good as `expecting` for the next write, chunked or whole.
        try AtomicWriter.write(to: target, expecting: written) { try $0.write(Array("[]\n".utf8)) }
        #expect(folder.read("out/export.json") == "[]\n")
    }

    @Test func aProducerThatFailsLeavesTheTargetAndNoTemporaryFile() throws {
        struct Broken: Error, Equatable {}
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("export.json", "old\n")
        let target = folder.path + "/export.json"
        #expect(throws: Broken()) {
            try AtomicWriter.write(to: target) { sink in
                try sink.write(Array("new, half way".utf8))
                throw Broken()
            }
        }
        #expect(folder.read("export.json") == "old\n")
        #expect(folder.allFiles() == ["export.json"])
    }

    @Test func aChangeOnDiskIsStillRefused() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("export.json", "old\n")
        let target = folder.path + "/export.json"
        let read = try FileBytes.load(atPath: target)
        try folder.write("export.json", "someone else's\n")
        #expect(throws: AtomicWriter.WriteError.changedOnDisk(target)) {
            try AtomicWriter.write(to: target, expecting: read.fingerprint) { try $0.write(Array("new\n".utf8)) }
        }
        #expect(folder.read("export.json") == "someone else's\n")
        #expect(folder.allFiles() == ["export.json"])
    }

    @Test func aDeviceNamedIsWrittenInPlaceChunkByChunkAndNeverReplaced() throws {
        var info = stat()
        let written = try AtomicWriter.write(to: "/dev/null", named: true) { sink in
            for part in Self.parts { try sink.write(part) }
        }
        #expect(written.sameContent(as: FileFingerprint(bytes: Array(Self.parts.joined()))))
        #expect(lstat("/dev/null", &info) == 0 && (info.st_mode & S_IFMT) == S_IFCHR)
        var called = false
        #expect(throws: AtomicWriter.WriteError.self) {
            try AtomicWriter.write(to: "/dev/null") { _ in called = true }
        }
        #expect(!called)
        #expect(lstat("/dev/null", &info) == 0 && (info.st_mode & S_IFMT) == S_IFCHR)
    }

    @Test func aFIFONamedReceivesTheChunksInOrder() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let fifo = folder.path + "/out"
        #expect(mkfifo(fifo, 0o600) == 0)
        let reader = open(fifo, O_RDONLY | O_NONBLOCK)
        #expect(reader >= 0)
        defer { close(reader) }
        try AtomicWriter.write(to: fifo, named: true) { sink in
            for part in Self.parts { try sink.write(part) }
        }
        let expected = Array(Self.parts.joined())
        var buffer = [UInt8](repeating: 0, count: 64)
        let count = buffer.withUnsafeMutableBytes { read(reader, $0.baseAddress, 64) }
        #expect(count == expected.count && Array(buffer[0..<max(0, count)]) == expected)
        #expect(folder.allFiles() == ["out"])
    }
}
