import Foundation
import Testing

/// Timer mistakes are diagnosed where they are, with a suggestion.
@Suite struct TimerDiagnosticsTests {
    static func recipe(_ step: String) -> String {
        "recipe Toast\n  category breakfast\n\nsteps\n  1. \(step)\n"
    }

    @Test(arguments: [
        ("Bake.  [timr 5 min]", "<stdin>:5:13: error: unknown annotation '[timr'", "  = did you mean 'timer'"),
        ("Bake.  [timer 5m]", "<stdin>:5:21: error: unknown duration unit 'm' (use h, min or s)", "  = did you mean 'min'"),
        ("Bake.  [timer 0 min]", "<stdin>:5:20: error: a timer must run for more than 0 seconds", " 5 |   1. Bake.  [timer 0 min]"),
    ])
    func lintAndFmtReportTheMistake(_ step: String, _ headline: String, _ detail: String) throws {
        for command in [["fmt", "-"], ["lint", "-"]] {
            let result = try Executable.run(command, stdin: Self.recipe(step))
            #expect(result.exitCode == 1, "\(command)")
            let output = result.stderr + result.stdout
            #expect(output.contains(headline), "\(command): \(output)")
            #expect(output.contains(detail), "\(command): \(output)")
        }
    }
}
