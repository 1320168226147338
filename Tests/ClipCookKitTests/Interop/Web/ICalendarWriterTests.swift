import Testing
@testable import ClipCookCore
@testable import ClipCookLanguage
@testable import ClipCookDomain
@testable import ClipCookStore
@testable import ClipCookInterop
@testable import ClipCookKit

/// The iCalendar export, read back by a strict RFC 5545 reader written here:
/// CRLF line ends only, no line over 75 octets, continuation lines start
/// with one space and never split a UTF-8 sequence, every property a known
/// name with a valid value, TEXT escapes only `\\ \; \, \n`, VEVENTs nested
/// in one VCALENDAR with the required properties.
@Suite struct ICalendarWriterTests {
    struct Event: Equatable {
        var properties: [String: String] = [:]
    }

    enum StrictError: Error, CustomStringConvertible {
        case bad(String)
        var description: String {
            switch self {
            case .bad(let m): m
            }
        }
    }

    /// Unfolds and checks the lines; returns the events' unescaped properties.
    static func parse(_ text: String) throws -> [Event] {
        let bytes = Array(text.utf8)
        var physical: [[UInt8]] = []
        var current: [UInt8] = []
        var i = 0
        while i < bytes.count {
            if bytes[i] == 0x0D {
                guard i + 1 < bytes.count, bytes[i + 1] == 0x0A else { throw StrictError.bad("CR without LF at byte \(i)") }
                physical.append(current)
                current = []
                i += 2
                continue
            }
            if bytes[i] == 0x0A { throw StrictError.bad("bare LF at byte \(i)") }
            current.append(bytes[i])
            i += 1
        }
        guard current.isEmpty else { throw StrictError.bad("the last line has no CRLF") }
        var logical: [[UInt8]] = []
        for line in physical {
            guard line.count <= 75 else { throw StrictError.bad("a line of \(line.count) octets") }
            if line.first == 0x20 {
                guard !logical.isEmpty else { throw StrictError.bad("continuation before any line") }
                // A fold inside a UTF-8 sequence would leave a continuation byte here.
                guard line.count < 2 || line[1] & 0xC0 != 0x80 else { throw StrictError.bad("fold inside a UTF-8 sequence") }
                logical[logical.count - 1] += line.dropFirst()
            } else {
                if let last = logical.last, let lastByte = last.last, lastByte & 0x80 != 0 {
                    // The line before must end on a whole character.
                    guard String(validating: last, as: UTF8.self) != nil else { throw StrictError.bad("broken UTF-8") }
                }
                logical.append(line)
            }
        }
        let known: Set<String> = [
            "BEGIN", "END", "VERSION", "PRODID", "CALSCALE", "X-WR-CALNAME", "UID", "DTSTAMP",
            "DTSTART", "DTEND", "SUMMARY", "DESCRIPTION", "CATEGORIES",
        ]
        var events: [Event] = []
        var stack: [String] = []
        for line in logical {
            guard let text = String(validating: line, as: UTF8.self) else { throw StrictError.bad("invalid UTF-8") }
            guard let colon = text.firstIndex(of: ":") else { throw StrictError.bad("no ':' in \(text)") }
            let name = String(text[..<colon])
            let raw = String(text[text.index(after: colon)...])
            guard known.contains(name) else { throw StrictError.bad("unknown property \(name)") }
            switch name {
            case "BEGIN":
                stack.append(raw)
                if raw == "VEVENT" {
                    guard stack == ["VCALENDAR", "VEVENT"] else { throw StrictError.bad("VEVENT outside VCALENDAR") }
                    events.append(Event())
                }
            case "END":
                guard stack.popLast() == raw else { throw StrictError.bad("END:\(raw) does not match") }
            default:
                let value = try unescape(raw)
                if stack.last == "VEVENT" {
                    guard events[events.count - 1].properties[name] == nil else { throw StrictError.bad("repeated \(name)") }
                    events[events.count - 1].properties[name] = value
                }
                if ["DTSTART", "DTEND"].contains(name) {
                    guard raw.count == 15, raw.dropFirst(8).first == "T", raw.allSatisfy({ $0 == "T" || $0.isNumber }) else {
                        throw StrictError.bad("bad local date-time \(raw)")
                    }
                }
                if name == "DTSTAMP" {
                    guard raw.count == 16, raw.hasSuffix("Z") else { throw StrictError.bad("bad UTC stamp \(raw)") }
                }
            }
        }
        guard stack.isEmpty else { throw StrictError.bad("unclosed \(stack)") }
        for event in events {
            for required in ["UID", "DTSTAMP", "DTSTART", "DTEND", "SUMMARY"] where event.properties[required] == nil {
                throw StrictError.bad("VEVENT without \(required)")
            }
        }
        return events
    }

    static func unescape(_ raw: String) throws -> String {
        var out = ""
        var escaping = false
        for c in raw {
            if escaping {
                switch c {
                case "\\", ";", ",": out.append(c)
                case "n", "N": out.append("\n")
                default: throw StrictError.bad("bad escape \\\(c)")
                }
                escaping = false
            } else if c == "\\" {
                escaping = true
            } else {
                if c == ";" || c == "," { throw StrictError.bad("unescaped \(c) in \(raw)") }
                out.append(c)
            }
        }
        guard !escaping else { throw StrictError.bad("dangling backslash") }
        return out
    }

    static let stamp = ICalendarWriter.Stamp(year: 2026, month: 11, day: 22, hour: 21, minute: 5, second: 9)

    static func plan() throws -> Plan {
        let text = """
            plan
            day 2026-11-23
              breakfast: overnight-oats
              dinner: pasta x 1.5
              evening snack: quick "Dark chocolate; 70%, \\\\ a \\"square\\"" calories 60 protein 1 carbs 5 fats 4
            day 2026-11-24
              lunch: long
            """
        guard case .plan(let plan)? = Language.parse(text).document else { throw StrictError.bad("plan did not parse") }
        return plan
    }

    @Test func eventsReadBackWithTimesTitlesAndEscapes() throws {
        let longTitle = "Smørrebrød mit Räucherlachs, Ei und Kräutern — ein sehr langer Titel 🍞🐟🥚 der gefaltet werden muss"
        let titles = ["overnight-oats": "Overnight Oats", "pasta": "Pasta; with, commas", "long": longTitle]
        let times = MealTimes([.breakfast: MealTime(start: 7 * 60 + 30, duration: 20), .eveningSnack: MealTime(start: 23 * 60 + 30, duration: 60)])
        let text = ICalendarWriter.write(try Self.plan(), titles: titles, times: times, stamp: Self.stamp)
        let events = try Self.parse(text)
        #expect(events.count == 4)
        #expect(
            events.map { $0.properties["SUMMARY"] } == [
                "Breakfast: Overnight Oats", "Dinner: Pasta; with, commas ×1.5",
                "Evening Snack: Dark chocolate; 70%, \\ a \"square\"", "Lunch: " + longTitle,
            ])
        #expect(events.map { $0.properties["DTSTART"] } == ["20261123T073000", "20261123T190000", "20261123T233000", "20261124T123000"])
        // Past midnight, the end is on the next day.
        #expect(events.map { $0.properties["DTEND"] } == ["20261123T075000", "20261123T200000", "20261124T003000", "20261124T131500"])
        #expect(events.allSatisfy { $0.properties["DTSTAMP"] == "20261122T210509Z" })
        #expect(events[2].properties["DESCRIPTION"] == "60 kcal, protein 1 g, carbs 5 g, fats 4 g")
        // The long title was folded (and read back whole).
        #expect(text.contains("\r\n "))
    }

    @Test func uidsAreStableAcrossExports() throws {
        let first = try Self.parse(ICalendarWriter.write(try Self.plan(), stamp: Self.stamp))
        let later = ICalendarWriter.Stamp(year: 2027, month: 1, day: 2, hour: 3, minute: 4, second: 5)
        let second = try Self.parse(ICalendarWriter.write(try Self.plan(), stamp: later))
        #expect(first.map { $0.properties["UID"] } == second.map { $0.properties["UID"] })
        #expect(
            first.map { $0.properties["UID"] } == [
                "2026-11-23-breakfast-1@clipcook", "2026-11-23-dinner-1@clipcook", "2026-11-23-evening-snack-1@clipcook",
                "2026-11-24-lunch-1@clipcook",
            ])
        #expect(Set(first.compactMap { $0.properties["UID"] }).count == 4)
    }

    @Test(arguments: [1, 2, 3, 4])
    func foldingNeverSplitsACharacter(_ width: Int) throws {
        // Lines of 1- to 4-byte characters, long enough to fold several times.
        let character = ["a", "é", "€", "😀"][width - 1]
        let line = "SUMMARY:" + String(repeating: character, count: 200)
        let folded = ICalendarWriter.fold(line)
        for part in folded.components(separatedBy: "\r\n") {
            #expect(part.utf8.count <= 75)
        }
        #expect(folded.replacingOccurrences(of: "\r\n ", with: "") == line)
        #expect(ICalendarWriter.fold("SUMMARY:short") == "SUMMARY:short")
    }

    @Test func escapes() {
        #expect(ICalendarWriter.escape("a\\b;c,d\ne\u{7}") == "a\\\\b\\;c\\,d\\ne")
    }
}
