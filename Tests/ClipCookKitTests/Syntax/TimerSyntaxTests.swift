import Testing
@testable import ClipCookCore
@testable import ClipCookLanguage
@testable import ClipCookDomain
@testable import ClipCookStore
@testable import ClipCookInterop
@testable import ClipCookKit

/// Timers as hand-written recipes spell them (issue 7 §7).
extension SyntaxTests {
    @Suite struct TimerSyntaxTests {
        func recipe(_ step: String) -> ParseResult {
            Language.parse("recipe Toast\n  category lunch\n\nsteps\n  1. \(step)\n")
        }

        func timers(_ step: String) -> [StepTimer]? {
            guard case .recipe(let r) = recipe(step).document else { return nil }
            return r.steps.first?.timers
        }

        @Test func decimalAndRangeDurations() {
            #expect(timers("Rest. [timer 1.5 h]") == [StepTimer(seconds: 5400)])
            #expect(timers("Boil. [timer 5-7 min pasta]") == [StepTimer(seconds: 300, secondsMax: 420, label: "pasta")])
        }

        @Test func anAnnotationNeedsNoBlankBeforeIt() throws {
            guard case .recipe(let r) = recipe("Bake.[timer 35 min]").document else {
                Issue.record("did not parse")
                return
            }
            #expect(r.steps.first?.text == "Bake.")
            #expect(r.steps.first?.timers == [StepTimer(seconds: 2100)])
        }

        @Test(arguments: [
            ("Bake. [timer 0 min]", "a timer must run for more than 0 seconds", [String]()),
            ("Bake. [timer 5m]", "unknown duration unit 'm' (use h, min or s)", ["did you mean 'min'"]),
            ("Bake. [timr 5 min]", "unknown annotation '[timr'", ["did you mean 'timer'", "quote the step text if the brackets are part of it"]),
            (
                "Bake. [Timer 5 min] now", "unknown annotation '[Timer'",
                ["did you mean 'timer'", "quote the step text if the brackets are part of it"]
            ),
            ("Boil. [timer 7-5 min]", "the end of a duration range must be more than its start", [String]()),
        ])
        func mistakesAreDiagnosed(_ step: String, _ message: String, _ notes: [String]) {
            let result = recipe(step)
            let errors = result.diagnostics.filter { $0.severity == .error }
            #expect(errors.map(\.message) == [message])
            #expect(errors.first?.notes == notes)
        }

        @Test(arguments: ["Cook [pasta] well.", "Bake at [times 2] the heat.", "\"Bake [timr 5 min]\""])
        func otherBracketsStayText(_ step: String) {
            #expect(timers(step) == [])
        }

        @Test func theRangeRoundTripsThroughJSON() throws {
            let result = recipe("Boil. [timer 5-7 min]")
            let document = try #require(result.document)
            let json = try JSONDocumentEncoder.encode(.document(document))
            #expect(json.contains(#""secondsMax" : 420"#))
            let back = try #require(DocumentReader.read(SourceFile(path: "x.json", text: json), as: .json).content)
            #expect(back == .document(document))
        }
    }
}
