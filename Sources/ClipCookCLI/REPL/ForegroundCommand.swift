#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A shell command run in the REPL's own process group, so that it is in the
/// terminal's foreground and may read the keyboard and change the terminal
/// modes (an editor such as vi or nano). Foundation's `Process` starts its
/// child in a new process group: the terminal treats that as a background job
/// and stops it (or fails its reads) as soon as it touches the terminal.
enum ForegroundCommand {
    /// Runs `/bin/sh -c script name arguments...` and waits for it; its exit
    /// status, or nil when it could not be started or did not exit normally.
    static func run(shell script: String, name: String, arguments: [String]) -> Int32? {
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // The child starts with no blocked signals and Ctrl-C's default action.
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGINT, SIGQUIT, SIGTSTP, SIGTTIN, SIGTTOU, SIGPIPE] { sigaddset(&defaults, signal) }
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        let argv = (["/bin/sh", "-c", script, name] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        guard posix_spawn(&pid, "/bin/sh", nil, &attributes, argv, environ) == 0 else { return nil }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 {
            guard errno == EINTR else { return nil }
        }
        // WIFEXITED / WEXITSTATUS, which Swift does not import.
        guard status & 0x7f == 0 else { return nil }
        return (status >> 8) & 0xff
    }
}
