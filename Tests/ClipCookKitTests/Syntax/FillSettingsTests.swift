import Testing
@testable import ClipCookCore
@testable import ClipCookLanguage
@testable import ClipCookDomain
@testable import ClipCookStore
@testable import ClipCookInterop
@testable import ClipCookKit

/// The settings for costs and `plan fill`: `currency`, `variety-days` and
/// the `slots` section, their JSON both ways, and their errors.
@Suite struct FillSettingsTests {
    static let text = """
        settings
          units metric
          currency EUR
          variety-days 4

        slots
          lunch: lunch dinner
          afternoon snack: snack breakfast

        """

    @Test func readsPrintsAndRoundTrips() throws {
        let result = Language.parse(Self.text)
        #expect(!result.diagnostics.hasErrors, "\(result.diagnostics.map(\.headline))")
        guard case .settings(let settings)? = result.document else { Issue.record("not a Settings"); return }
        #expect(settings.currency == "EUR")
        #expect(settings.varietyDays == 4)
        #expect(settings.slotCategories == [.lunch: [.lunch, .dinner], .afternoonSnack: [.snack, .breakfast]])
        #expect(Language.print(.settings(settings)) == Self.text)
        let json = try JSONDocumentEncoder.encode(.settings(settings))
        #expect(json.contains(#""currency" : "EUR""#) && json.contains(#""varietyDays" : 4"#) && json.contains(#""Afternoon Snack" : ["#))
        #expect(JSONDocumentDecoder.decode(SourceFile(path: "s.json", text: json)).content == .document(.settings(settings)))
        #expect(result.tree.lines.map(\.kind).suffix(2) == [.slotCategories, .slotCategories])
        // Absent: the default window, no currency, no mapping, and nothing written.
        #expect(Settings().varietyDays == 3)
        #expect(!(try JSONDocumentEncoder.encode(.settings(Settings()))).contains("varietyDays"))
    }

    /// The merge driver takes one side's currency and the other's variety window.
    @Test func theMergeKeepsBothSidesChanges() {
        let base = Settings(units: .metric)
        let ours = Settings(units: .metric, varietyDays: 5)
        let theirs = Settings(units: .metric, currency: "EUR", slotCategories: [.lunch: [.lunch, .dinner]])
        let merged = SettingsMerge.merge(base: base, ours: ours, theirs: theirs)
        #expect(merged.conflicts == 0)
        #expect(merged.text == "settings\n  units metric\n  currency EUR\n  variety-days 5\n\nslots\n  lunch: lunch dinner\n")
    }

    @Test(arguments: [
        ("settings\n  variety-days 0\n", 2, 16, "variety-days is a whole number of days from 1 to 31"),
        ("settings\n  currency euro dollars\n", 2, 12, "a currency is 1 to 8 characters with no blanks"),
        ("settings\n\nslots\n  brunch: lunch\n", 4, 3, "unknown slot 'brunch'"),
        ("settings\n\nslots\n  lunch: salad\n", 4, 10, "unknown category 'salad'"),
        ("settings\n\nslots\n  lunch: lunch lunch\n", 4, 16, "duplicate category 'lunch'"),
        ("settings\n\nslots\n  lunch lunch\n", 4, 3, "expected a slot, ':' and categories"),
    ])
    func badSettingsAreErrorsWhereWritten(_ text: String, _ line: Int, _ column: Int, _ message: String) {
        let result = Language.parse(text)
        let error = result.diagnostics.first { $0.severity == .error }
        #expect(error?.message.hasPrefix(message) == true, "\(result.diagnostics.map(\.headline))")
        #expect(error?.range?.start.line == line)
        #expect(error?.range?.start.column == column)
    }
}
