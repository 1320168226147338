import Foundation
import Testing

/// Cook mode's timers across a restart of `clipcook serve`, in headless
/// Chromium with scripts off and on: a timer started before the restart is
/// on the page after it with what is left of it, kept in the collection's
/// `.clipcook/cook-timers.json` (never committed: the folder ignores itself);
/// one whose end passed while the server was down shows as done.
@Suite(.serialized, .enabled(if: WebDriver.binaries != nil, "chromium and chromium-driver are not installed; scripts/ensure-deps installs them"))
struct CookTimerRestartTests {
    static let state = ".clipcook/cook-timers.json"

    /// What the page says is left of the eggs' timer, in milliseconds.
    static func left(_ browser: WebDriver) throws -> Int? {
        (try browser.script("var t = document.getElementById('timer-eggs'); return t ? t.getAttribute('data-left') : null") as? String)
            .flatMap { Int($0) }
    }

    @Test(arguments: [false, true])
    func aRunningTimerSurvivesARestart(javascript: Bool) throws {
        let kitchen = try ServeCookTests.kitchen()
        let first = try ServeProcess(root: kitchen)
        let port = first.port
        let page = "http://127.0.0.1:\(port)/cook/soft-eggs?step=2"
        let browser = try WebDriver(width: 390, height: 844, javascript: javascript)
        defer { browser.quit() }
        try browser.open(page)
        let started = Date()
        try browser.click(".step.current .timer-start")
        try browser.wait(5, "the timer") { try browser.text("#timers").contains("eggs") }
        // The server started the timer between the tap and now.
        let seen = Date()
        #expect(first.file(Self.state).contains("\"name\":\"eggs\""))
        #expect(first.file(".clipcook/.gitignore").hasSuffix("\n*\n"))
        first.stop()

        let second = try OfflineQueueTests.restart(kitchen, port: port)
        defer { second.stop() }
        let reopened = Date()
        try browser.open(page)
        try browser.wait(5, "the timer after the restart") { try Self.left(browser) != nil }
        let left = try #require(try Self.left(browser))
        let elapsed = Int(Date().timeIntervalSince(started) * 1000)
        // 6 minutes less the time since the tap: at most what was left when
        // the page was asked again (the timer started by the time it was
        // seen), at least what is left now, whatever a loaded machine made
        // the tap or the page wait.
        let leastSince = Int(reopened.timeIntervalSince(seen) * 1000)
        #expect(left <= 360_000 - leastSince + 1_000 && left >= 360_000 - elapsed - 10_000, "left \(left) ms, \(elapsed) ms after the tap")
        #expect(try browser.text("#timer-eggs").contains("left, ends"))
        // Still the one timer: a second tap shows it, makes no other.
        try browser.click(".step.current .timer-start")
        try browser.wait(5, "the page after the tap") { try browser.text("#timers").contains("eggs") }
        #expect(try browser.script("return document.querySelectorAll('#timers .timer').length") as? Int == 1)
    }

    @Test func aTimerThatEndedWhileTheServerWasDownIsDone() throws {
        let kitchen = try ServeCookTests.kitchen()
        let first = try ServeProcess(root: kitchen)
        let port = first.port
        let page = "http://127.0.0.1:\(port)/cook/soft-eggs?step=2"
        let browser = try WebDriver(width: 390, height: 844, javascript: false)
        defer { browser.quit() }
        try browser.open(page)
        try browser.click(".step.current .timer-start")
        try browser.wait(5, "the timer") { try browser.text("#timers").contains("eggs") }
        first.stop()
        // While the server is down the six minutes pass: the timer's end, moved an hour back, stands for them.
        let kept = first.file(Self.state)
        let end = try #require(kept.range(of: "\"at\":")).upperBound
        let digits = kept[end...].prefix { $0.isNumber || $0 == "." }
        let moved = try #require(Double(digits)) - 3600
        try first.write(Self.state, kept.replacingOccurrences(of: "\"at\":" + digits, with: "\"at\":" + String(moved)))

        let second = try OfflineQueueTests.restart(kitchen, port: port)
        defer { second.stop() }
        try browser.open(page)
        try browser.wait(5, "the timer after the restart") { try browser.text("#timers").contains("eggs") }
        #expect(try browser.text("#timer-eggs").contains("done at"))
        #expect(try browser.script("return document.querySelector('#timer-eggs button[value=dismiss]') !== null") as? Bool == true)
    }
}
