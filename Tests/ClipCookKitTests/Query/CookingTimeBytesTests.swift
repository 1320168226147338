import Testing
@testable import ClipCookCore
@testable import ClipCookLanguage
@testable import ClipCookDomain

/// Times read on the bytes give what reading them character by character gives.
@Suite struct CookingTimeBytesTests {
    @Test func asciiTimesReadTheSameOnBytesAsByCharacters() {
        let pieces = ["1", "15", "1.5", ".", "1.2.3", " ", "min", "MIN", "h", "Hours", "s", "secs", "x", "\r\n", "-", "PT", "M", "90", "0", "\t"]
        var random = QueryFastPathTests.Sequence(state: 5)
        var readable = 0
        for _ in 0..<3000 {
            let text = (0..<(1 + random.next(6))).map { _ in random.pick(pieces) }.joined()
            let bytes = CookingTime.asciiMinutes(in: text)
            #expect(bytes == CookingTime.characterMinutes(in: text), "\(text.debugDescription)")
            if bytes != nil { readable += 1 }
        }
        #expect(readable > 1000)
        #expect(CookingTime.minutes(in: "1 h 30 min") == 90)
        #expect(CookingTime.minutes(in: "1½ hours") == 90)
    }
}
