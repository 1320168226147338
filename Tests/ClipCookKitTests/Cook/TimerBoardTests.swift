import Testing
@testable import ClipCookCore
@testable import ClipCookLanguage
@testable import ClipCookDomain
@testable import ClipCookStore
@testable import ClipCookInterop
@testable import ClipCookKit

@Suite struct TimerBoardTests {
    let rest = TimerDefinition(name: "rest", step: 1, seconds: 600)
    let sear = TimerDefinition(name: "sear", step: 2, seconds: 120)

    @Test func pauseKeepsTheTimeLeftAndResumeCountsOnFromIt() throws {
        let clock = ManualCookClock()
        var board = TimerBoard()
        try board.start(rest, recipe: "R", now: clock.now)
        clock.advance(by: .seconds(100))
        try board.pause("rest", now: clock.now)
        #expect(board.timer(named: "rest")?.remaining(at: clock.now) == .seconds(500))
        // Paused: an hour later, still 500 s left and nothing due.
        clock.advance(by: .seconds(3600))
        #expect(board.timer(named: "rest")?.remaining(at: clock.now) == .seconds(500))
        #expect(board.expire(now: clock.now).isEmpty)
        #expect(board.nextDeadline == nil)
        try board.resume("rest", now: clock.now)
        clock.advance(by: .milliseconds(200_500))
        #expect(board.timer(named: "rest")?.remaining(at: clock.now) == .milliseconds(299_500))
        #expect(CookTime.wholeSecondsUp(.milliseconds(299_500)) == 300)
        clock.advance(by: .milliseconds(299_499))
        #expect(board.expire(now: clock.now).isEmpty)
        clock.advance(by: .milliseconds(1))
        let expired = board.expire(now: clock.now)
        #expect(expired.map(\.name) == ["rest"])
        // Due at 100 + 3600 + 500 seconds.
        #expect(expired.first?.state == .expired(at: .seconds(4200)))
        #expect(board.expire(now: clock.now).isEmpty)  // announced once
    }

    @Test func twoTimersDueAtTheSameInstantExpireTogetherInStartOrder() throws {
        var board = TimerBoard()
        try board.start(sear, recipe: "R", now: .seconds(480))  // due at 600
        try board.start(rest, recipe: "R", now: .zero)  // due at 600
        try board.start(TimerDefinition(name: "early", step: 3, seconds: 10), recipe: "R", now: .zero)  // due at 10
        #expect(board.nextDeadline == .seconds(10))
        let all = board.expire(now: .seconds(600))
        #expect(all.map(\.name) == ["early", "sear", "rest"])
        #expect(board.live.isEmpty)
        #expect(board.timers.allSatisfy { $0.isExpired })
    }

    @Test func startingARunningOrPausedTimerIsAnError() throws {
        var board = TimerBoard()
        try board.start(rest, recipe: "R", now: .zero)
        #expect(throws: CookError("timer rest is already running (9:00 left)", suggestion: "'timer reset rest' to start it over")) {
            try board.start(rest, recipe: "R", now: .seconds(60))
        }
        try board.pause("rest", now: .seconds(60))
        #expect(throws: CookError("timer rest is paused", suggestion: "'timer resume rest' to go on")) {
            try board.start(rest, recipe: "R", now: .seconds(60))
        }
        #expect(throws: CookError("timer rest is not running (paused)")) { try board.pause("rest", now: .seconds(61)) }
        #expect(throws: CookError("timer sear has not been started", suggestion: "'timer start sear'", kind: .notFound)) {
            try board.resume("sear", now: .seconds(61))
        }
    }

    @Test func aDoneTimerStartsAgainAtFullLengthAndResetForgetsIt() throws {
        var board = TimerBoard()
        try board.start(sear, recipe: "R", now: .zero)
        #expect(board.expire(now: .seconds(120)).count == 1)
        try board.start(sear, recipe: "R", now: .seconds(130))
        #expect(board.timer(named: "sear")?.remaining(at: .seconds(130)) == .seconds(120))
        #expect(board.timers.count == 1)
        board.reset("sear")
        #expect(board.timer(named: "sear") == nil)
        #expect(board.nextDeadline == nil)
    }

    @Test(arguments: [(0, "0:00"), (9, "0:09"), (600, "10:00"), (3599, "59:59"), (5400, "1:30:00"), (36_061, "10:01:01")])
    func clockFaces(_ seconds: Int, _ face: String) {
        #expect(CookTime.clock(seconds) == face)
    }
}
