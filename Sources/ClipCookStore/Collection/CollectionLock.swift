#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif
import Foundation
import ClipCookCore
import ClipCookLanguage
import ClipCookDomain

/// The advisory lock that keeps two ClipCook processes writing one
/// collection from losing each other's changes.
///
/// A writer takes an exclusive `flock` on the collection folder itself
/// before it compares the file on disk with what it read, and keeps it until
/// the new file has been renamed into place. Another process's write
/// therefore happens wholly before the comparison (and is seen by it: a
/// conflict, never an overwrite) or wholly after the rename. Locking the
/// folder leaves nothing behind in it (no lock file to sweep, to ignore or
/// to keep out of version control) and works in a read-only folder too.
///
/// The wait is bounded (`waitSeconds`, 10 s unless `CLIPCOOK_LOCK_WAIT`
/// says otherwise): past it the write is refused (`.busy`) and nothing is
/// written. Within one process the lock is re-entrant (a multi-file change
/// holds it while each of its writes takes it again) and threads take turns.
/// Where the folder cannot be opened, or its file system has no `flock`,
/// the write goes ahead without the lock (and fails on its own terms when
/// the folder is not there).
public enum CollectionLock {
    /// How the lock is named in messages.
    public static let name = "the collection folder's lock (flock)"

    /// How long a writer waits for another process to let go, in seconds.
    public static var waitSeconds: Double {
        if let text = ProcessInfo.processInfo.environment["CLIPCOOK_LOCK_WAIT"], let value = Double(text),
            value.isFinite, value >= 0, value <= 3600
        {
            return value
        }
        return 10
    }

    /// The wait bound as a message says it ("10 s").
    package static var waitDescription: String {
        let seconds = waitSeconds
        return seconds == seconds.rounded() ? "\(Int(seconds)) s" : "\(seconds) s"
    }

    /// A hold on the lock of one collection; `release` it once.
    public struct Hold: Sendable {
        package let key: String
    }

    /// Takes the lock of the collection at `root` (waiting at most
    /// `waitSeconds`) for a write of `path`, which the refusal names.
    public static func acquire(root: String, for path: String) throws(AtomicWriter.WriteError) -> Hold {
        let key = CollectionLoader.absolutePath(of: root)
        let state = State.shared
        let deadline = Clock.now + waitSeconds
        // Threads of this process take turns; the same thread goes on.
        guard state.threads.lock(before: Date(timeIntervalSinceNow: max(0, deadline - Clock.now))) else {
            throw .busy(path)
        }
        if let depth = state.depths[key] {
            state.depths[key] = depth + 1
            return Hold(key: key)
        }
        let fd = open(key, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if fd < 0 {
            // No folder to lock (yet): written without the lock (see above).
            state.depths[key] = 1
            state.descriptors[key] = -1
            return Hold(key: key)
        }
        var pause = 0.000_2
        while flock(fd, LOCK_EX | LOCK_NB) != 0 {
            let code = errno
            guard code == EWOULDBLOCK || code == EINTR || code == EAGAIN else {
                // A file system without `flock` (some network ones): written without the lock.
                close(fd)
                state.depths[key] = 1
                state.descriptors[key] = -1
                return Hold(key: key)
            }
            let left = deadline - Clock.now
            guard left > 0 else {
                close(fd)
                state.threads.unlock()
                throw .busy(path)
            }
            Clock.sleep(min(pause, left))
            pause = min(pause * 2, 0.02)
        }
        state.depths[key] = 1
        state.descriptors[key] = fd
        return Hold(key: key)
    }

    /// Lets go of a hold taken by `acquire`.
    public static func release(_ hold: Hold) {
        let state = State.shared
        guard let depth = state.depths[hold.key] else { return }
        if depth > 1 {
            state.depths[hold.key] = depth - 1
        } else {
            state.depths[hold.key] = nil
            if let fd = state.descriptors.removeValue(forKey: hold.key), fd >= 0 {
                _ = flock(fd, LOCK_UN)
                close(fd)
            }
        }
        state.threads.unlock()
    }

    /// The process's holds: a recursive lock for its threads, and per
    /// collection how deep the holding thread is and the locked descriptor.
    /// `depths` and `descriptors` are touched only by the thread holding `threads`.
    private final class State: @unchecked Sendable {
        static let shared = State()
        let threads = NSRecursiveLock()
        var depths: [String: Int] = [:]
        var descriptors: [String: Int32] = [:]
    }

    private enum Clock {
        static var now: Double {
            var time = timespec()
            clock_gettime(CLOCK_MONOTONIC, &time)
            return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
        }

        static func sleep(_ seconds: Double) {
            usleep(useconds_t(max(1, min(seconds, 1) * 1e6)))
        }
    }
}
