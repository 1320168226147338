#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import Foundation

/// Monotonic time in seconds.
func now() -> Double {
    var spec = timespec()
    clock_gettime(CLOCK_MONOTONIC, &spec)
    return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
}

/// CPU seconds this thread has used.
func threadCPU() -> Double {
    var spec = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spec)
    return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
}

/// CPU seconds of the whole process (every thread).
func processCPU() -> Double {
    var spec = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &spec)
    return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
}

/// CPU seconds `body` took on this thread: on a shared, loaded machine this
/// varies far less than the wall-clock time.
func cpuTimed(_ body: () -> Void) -> Double {
    let start = threadCPU()
    body()
    return threadCPU() - start
}

/// Seconds taken by `body`.
func timed(_ body: () -> Void) -> Double {
    let start = now()
    body()
    return now() - start
}

/// The median of `values` (0 when empty).
func median(_ values: [Double]) -> Double { percentile(values, 50) }

/// The nearest-rank percentile of `values` (0 when empty).
func percentile(_ values: [Double], _ p: Double) -> Double {
    guard !values.isEmpty else { return 0 }
    let sorted = values.sorted()
    let rank = (p / 100 * Double(sorted.count)).rounded(.up)
    let index = min(sorted.count - 1, max(0, Int(rank) - 1))
    return sorted[index]
}

/// Keeps a value alive so the optimiser cannot drop the work that made it.
@inline(never) func keep<T>(_ value: T) {
    withExtendedLifetime(value) {}
}

/// One run of a child process: wall time, peak resident memory and exit status.
struct ChildRun {
    var seconds: Double
    var peakRSSBytes: Int
    var status: Int32
    /// User and system CPU seconds, on every core together.
    var cpuSeconds: Double = 0
    /// The user part of `cpuSeconds` (the program's own work).
    var userSeconds: Double = 0
    /// The system part of `cpuSeconds` (the kernel's work for it: files, memory).
    var systemSeconds: Double = 0
}

enum ChildProcess {
    /// Runs `arguments` (the program first) with standard output and error
    /// sent to /dev/null, and reports its wall time, CPU time and peak RSS.
    ///
    /// The child is started by a fresh copy of this program
    /// (`clipcook-bench --measure-child ARGS`, see `reportChild`), not by this
    /// process: on Linux a spawned child's `ru_maxrss` counts the memory of
    /// the process that spawned it (exec keeps the high-water mark of the
    /// address space it replaces, and posix_spawn's child shares ours), so a
    /// benchmark holding a parsed 10,000-recipe collection would report its
    /// own 200 MB as every child's peak. The fresh copy holds a few MB.
    ///
    /// With `output`, the program's standard output goes to that file (as a
    /// user redirecting it would), not to /dev/null.
    static func run(_ arguments: [String], output: String? = nil) -> ChildRun {
        guard let me = selfPath() else { return direct(arguments, output: output) }
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { return direct(arguments) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, ends[1], 1)
        posix_spawn_file_actions_addclose(&actions, ends[0])
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        let all = [me, "--measure-child"] + (output.map { ["--output", $0] } ?? []) + arguments
        var argv: [UnsafeMutablePointer<CChar>?] = all.map { strdup($0) }
        argv.append(nil)
        defer { for pointer in argv { free(pointer) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, me, &actions, nil, argv, environ)
        close(ends[1])
        guard spawned == 0 else {
            close(ends[0])
            return ChildRun(seconds: 0, peakRSSBytes: 0, status: -1)
        }
        let report = FileHandle(fileDescriptor: ends[0], closeOnDealloc: true).readDataToEndOfFile()
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        let words = String(decoding: report, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        let fields = words.split(separator: " ").map(String.init)
        guard fields.count == 5, let seconds = Double(fields[0]), let peak = Int(fields[1]),
            let code = Int32(fields[2]), let user = Double(fields[3]), let system = Double(fields[4])
        else { return ChildRun(seconds: 0, peakRSSBytes: 0, status: -1) }
        return ChildRun(
            seconds: seconds, peakRSSBytes: peak, status: code, cpuSeconds: user + system,
            userSeconds: user, systemSeconds: system)
    }

    /// What `--measure-child ARGS` does: runs ARGS and prints its wall
    /// seconds, peak RSS bytes, exit status, user and system CPU seconds on one line.
    static func reportChild(_ arguments: [String]) -> Never {
        var arguments = arguments
        var output: String?
        if arguments.first == "--output", arguments.count >= 2 {
            output = arguments[1]
            arguments.removeFirst(2)
        }
        let run = arguments.isEmpty ? ChildRun(seconds: 0, peakRSSBytes: 0, status: -1) : direct(arguments, output: output)
        print("\(run.seconds) \(run.peakRSSBytes) \(run.status) \(run.userSeconds) \(run.systemSeconds)")
        exit(0)
    }

    /// This program's path, from /proc/self/exe.
    private static func selfPath() -> String? {
        #if os(Linux)
            return try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
        #else
            return nil
        #endif
    }

    /// Runs `arguments` from this process (see `run` for why that is not
    /// used for the peak on Linux) and reports the child's rusage.
    private static func direct(_ arguments: [String], output: String? = nil) -> ChildRun {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        if let output {
            posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        } else {
            posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        }
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) }
        argv.append(nil)
        defer { for pointer in argv { free(pointer) } }
        var pid: pid_t = 0
        let start = now()
        let spawned = posix_spawn(&pid, arguments[0], &actions, nil, argv, environ)
        guard spawned == 0 else { return ChildRun(seconds: 0, peakRSSBytes: 0, status: -1) }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
        let seconds = now() - start
        #if canImport(Darwin)
            let peak = Int(usage.ru_maxrss)
        #else
            let peak = Int(usage.ru_maxrss) * 1024
        #endif
        let user = Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6
        let system = Double(usage.ru_stime.tv_sec) + Double(usage.ru_stime.tv_usec) / 1e6
        return ChildRun(
            seconds: seconds, peakRSSBytes: peak, status: (status >> 8) & 0xff, cpuSeconds: user + system,
            userSeconds: user, systemSeconds: system)
    }

    /// The median time and the largest peak RSS of `repeats` runs.
    static func repeated(_ arguments: [String], repeats: Int, output: String? = nil) -> ChildRun {
        let runs = (0..<max(1, repeats)).map { _ in run(arguments, output: output) }
        return ChildRun(
            seconds: median(runs.map(\.seconds)), peakRSSBytes: runs.map(\.peakRSSBytes).max() ?? 0,
            status: runs.last?.status ?? -1, cpuSeconds: median(runs.map(\.cpuSeconds)),
            userSeconds: median(runs.map(\.userSeconds)), systemSeconds: median(runs.map(\.systemSeconds)))
    }
}
