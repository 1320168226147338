import Foundation

/// Runs async work to its end from synchronous code (the command line and
/// the REPL, which are not async): the work runs as a task, and the calling
/// thread waits for it.
public enum Blocking {
    private final class Box<T: Sendable>: @unchecked Sendable {
        private let lock = NSLock()
        private var stored: T?
        func set(_ value: T) { lock.lock(); stored = value; lock.unlock() }
        func get() -> T? { lock.lock(); defer { lock.unlock() }; return stored }
    }

    public static func run<T: Sendable>(_ work: @escaping @Sendable () async -> T) -> T {
        let box = Box<T>()
        let done = DispatchSemaphore(value: 0)
        Task.detached {
            box.set(await work())
            done.signal()
        }
        done.wait()
        guard let value = box.get() else { preconditionFailure("the work ended without a value") }
        return value
    }
}
