/// At most `limit` fetches for the Add page at a time (a page and its
/// image each count while they run): a request past it is refused at once
/// (503) rather than queued, so a burst of links cannot hold the server.
actor ClipGate {
    let limit: Int
    private(set) var running = 0

    init(limit: Int = 4) {
        self.limit = limit
    }

    /// Takes a place, or says no when every place is taken.
    func enter() -> Bool {
        guard running < limit else { return false }
        running += 1
        return true
    }

    func leave() {
        running = max(0, running - 1)
    }

    /// Runs `work` in a place of the gate; nil when none was free.
    func run<T: Sendable>(_ work: @Sendable () async -> T) async -> T? {
        guard enter() else { return nil }
        let result = await work()
        leave()
        return result
    }
}
