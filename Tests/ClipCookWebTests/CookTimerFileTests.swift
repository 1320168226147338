import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
@testable import ClipCookWeb
import Foundation
import Testing

/// Cook mode's timers in the collection's state file (`.clipcook/cook-timers.json`),
/// at times the test gives: written and read back as they were, a timer
/// that ran out while the server was down read back as done, and a file
/// that is not one this server writes read as no timers, with the reason.
@Suite struct CookTimerFileTests {
    static let start = Duration.seconds(1_800_000_000)

    static func folder() throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("clipcook-timers-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url.appendingPathComponent("recipes"), withIntermediateDirectories: true)
        return url.path
    }

    @Test func timersAreReadBackAsTheyWereWritten() throws {
        let root = try Self.folder()
        var timers = CookTimers()
        _ = try timers.apply(.start, CookTimersTests.eggs, session: "a", recipe: CookTimersTests.recipe, now: Self.start)
        _ = try timers.apply(.start, CookTimersTests.eggs, session: "b", recipe: CookTimersTests.recipe, now: Self.start + .seconds(10))
        _ = try timers.apply(.pause, CookTimersTests.eggs, session: "b", recipe: CookTimersTests.recipe, now: Self.start + .seconds(70))
        #expect(CookTimerFile.write(timers, root: root) == nil)
        #expect(try String(contentsOfFile: root + "/.clipcook/.gitignore", encoding: .utf8).hasSuffix("\n*\n"))

        let read = CookTimerFile.read(root: root)
        #expect(read.problem == nil)
        var back = read.timers
        #expect(back.saved == timers.saved)
        // a's runs on: 6 min from the start; b's is paused with 5 min left.
        let now = Self.start + .seconds(100)
        #expect(back.timers(session: "a", recipe: "soft-eggs", now: now).first?.remaining(at: now) == .seconds(260))
        let paused = back.timers(session: "b", recipe: "soft-eggs", now: now + .seconds(3600))
        #expect(paused.first?.isPaused == true)
        #expect(paused.first?.remaining(at: now + .seconds(3600)) == .seconds(300))
    }

    @Test func aTimerThatRanOutWhileTheServerWasDownIsDone() throws {
        let root = try Self.folder()
        var timers = CookTimers()
        _ = try timers.apply(.start, CookTimersTests.eggs, session: "a", recipe: CookTimersTests.recipe, now: Self.start)
        #expect(CookTimerFile.write(timers, root: root) == nil)
        // Read again an hour later: the 6-minute timer ended at start + 360 s.
        var back = CookTimerFile.read(root: root).timers
        let shown = back.timers(session: "a", recipe: "soft-eggs", now: Self.start + .seconds(3600))
        #expect(shown.count == 1)
        #expect(shown.first?.state == .expired(at: Self.start + .seconds(360)))
    }

    @Test func aFileThisServerDidNotWriteGivesNoTimersAndSaysWhy() throws {
        let root = try Self.folder()
        #expect(CookTimerFile.read(root: root).problem == nil)
        try FileManager.default.createDirectory(atPath: root + "/.clipcook", withIntermediateDirectories: true)
        let bad = [
            "not json", "{\"version\": 2, \"boards\": []}",
            // A time past the year 2286, a negative length, an unknown state: never written by this server.
            #"{"version":1,"boards":[{"cook":"a","recipe":"r","used":1e300,"timers":[]}]}"#,
            #"{"version":1,"boards":[{"cook":"a","recipe":"r","used":1,"timers":[{"name":"t","recipe":"R","step":1,"length":-5,"state":"running","at":2}]}]}"#,
            #"{"version":1,"boards":[{"cook":"a","recipe":"r","used":1,"timers":[{"name":"t","recipe":"R","step":1,"length":5,"state":"boiling","at":2}]}]}"#,
        ]
        for text in bad {
            try Data(text.utf8).write(to: URL(fileURLWithPath: root + "/.clipcook/cook-timers.json"))
            let read = CookTimerFile.read(root: root)
            #expect(read.timers.saved.isEmpty, "\(text)")
            if !text.contains("\"version\":1") { #expect(read.problem?.contains("cook-timers.json") == true, "\(text)") }
        }
    }
}
