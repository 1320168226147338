import Testing
@testable import ClipCookKit

/// `serve --sync INTERVAL`: what an interval may be.
@Suite struct SyncIntervalTests {
    @Test func readsSecondsMinutesAndHours() {
        #expect(SyncInterval("30s")?.seconds == 30)
        #expect(SyncInterval("5m")?.seconds == 300)
        #expect(SyncInterval("1h")?.seconds == 3_600)
        #expect(SyncInterval("24h")?.seconds == 86_400)
        #expect(SyncInterval("1s")?.seconds == 1)
        #expect(SyncInterval("120s")?.description == "2m")
        #expect(SyncInterval("90s")?.description == "90s")
        #expect(SyncInterval("60m")?.description == "1h")
    }

    @Test func refusesWhatIsNoInterval() {
        for text in ["", "5", "s", "0s", "0m", "-5m", "+5m", "1.5m", "5 m", "5M", "5min", "25h", "86401s", "99999999h", "٣m", "5d"] {
            #expect(SyncInterval(text) == nil, "\(text)")
        }
    }
}
