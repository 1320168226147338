import Foundation

/// How the rows write their figures.
extension BenchRow {
    static func ms(_ seconds: Double) -> String {
        if seconds >= 10 { return String(format: "%.1f s", seconds) }
        if seconds >= 1 { return String(format: "%.2f s", seconds) }
        if seconds >= 0.01 { return String(format: "%.0f ms", seconds * 1000) }
        if seconds >= 0.0001 { return String(format: "%.2f ms", seconds * 1000) }
        return String(format: "%.0f µs", seconds * 1_000_000)
    }

    static func mb(_ bytes: Int) -> String { String(format: "%.0f MB", Double(bytes) / 1e6) }

    static func rate(_ value: Double) -> String {
        value >= 100 ? String(format: "%.0f", value) : String(format: "%.1f", value)
    }

    static func ratioText(_ ratio: Double) -> String { String(format: "%.2f×", ratio) }

    static func status(_ run: ChildRun) -> String { run.status == 0 ? "" : " (exit \(run.status))" }
}
