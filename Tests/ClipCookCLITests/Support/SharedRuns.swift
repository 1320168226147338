import Foundation

/// Runs of `clipcook` that only read, made once a test process: the same
/// command on the same files prints the same (plan fill counts its search,
/// never the clock), so suites that assert different things of one costly
/// run ask for it here and the second waits for the first.
final class SharedRuns: @unchecked Sendable {
    static let shared = SharedRuns()

    /// One command's run, made by the first to ask.
    private final class Entry: @unchecked Sendable {
        let lock = NSLock()
        var result: Executable.Result?
    }

    private let lock = NSLock()
    private var entries: [String: Entry] = [:]

    /// `Executable.run(arguments, environment:)`, made at most once a process.
    func run(_ arguments: [String], environment: [String: String] = [:]) throws -> Executable.Result {
        let key = (arguments + environment.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }).joined(separator: "\u{0}")
        let entry = lock.withLock {
            if let entry = entries[key] { return entry }
            let entry = Entry()
            entries[key] = entry
            return entry
        }
        entry.lock.lock()
        defer { entry.lock.unlock() }
        if let result = entry.result { return result }
        let result = try Executable.run(arguments, environment: environment)
        entry.result = result
        return result
    }
}
