import Foundation
import Testing

/// The real REPL on a real (pseudo-)terminal, driven through tmux: Tab
/// completion, Ctrl-C, history across a restart, reverse search, non-ASCII
/// input and Ctrl-D. tmux is required (the CI script installs it): without
/// it these tests fail with a message instead of passing silently.
@Suite(.serialized) struct InteractiveTests {
    @Test func tabCompletesCtrlCCancelsAndHistorySurvivesARestart() throws {
        guard let terminal = try PaneDriver.start() else { return }
        defer { terminal.stop() }

        try terminal.waitForPrompt()
        #expect(terminal.screen().contains("1 recipe, 0 plans (0 meals), 0 shopping items (0 to buy)"))

        // Tab completes a unique command name, with a trailing blank.
        terminal.send(literal: "sta")
        terminal.send(keys: "Tab")
        try terminal.waitFor { $0.contains("clipcook> stats ") }
        terminal.send(keys: "Enter")
        try terminal.waitFor { $0.contains("by category: breakfast") }
        try terminal.waitForPrompt()

        // Tab completes a recipe id from the collection.
        terminal.send(literal: "show over")
        terminal.send(keys: "Tab")
        try terminal.waitFor { $0.contains("clipcook> show overnight-oats ") }
        terminal.send(keys: "Enter")
        try terminal.waitFor { $0.contains("Stir and chill overnight.") }
        try terminal.waitForPrompt()

        // Tab on an ambiguous start lists the candidates and keeps the line.
        terminal.send(literal: "s")
        terminal.send(keys: "Tab")
        try terminal.waitFor { $0.contains("search") && $0.contains("show") && $0.contains("set") }
        terminal.send(keys: "C-u")
        try terminal.waitForPrompt()

        // Ctrl-C throws the line away: the next command runs alone.
        terminal.send(literal: "help undo")
        try terminal.waitFor { $0.contains("clipcook> help undo") }
        terminal.send(keys: "C-c")
        try terminal.waitFor { $0.contains("clipcook> help undo^C") }
        try terminal.waitForPrompt()
        terminal.submit("help quit")
        try terminal.waitFor { $0.contains("usage: quit") }
        try terminal.waitForPrompt()
        #expect(!terminal.screen().contains("usage: undo"))

        // Non-ASCII input reaches the command intact.
        terminal.submit("search crème brûlée")
        try terminal.waitFor { $0.contains("no recipes match 'crème brûlée'") }
        try terminal.waitForPrompt()

        // Ctrl-D on an empty line exits 0.
        terminal.send(keys: "C-d")
        #expect(try terminal.waitForExit() == 0)

        // A new REPL with the same state folder has the history: Up recalls
        // the last command, Ctrl-R finds an older one.
        try terminal.restart()
        try terminal.waitForPrompt()
        terminal.send(keys: "Up")
        try terminal.waitFor { $0.contains("clipcook> search crème brûlée") }
        terminal.send(keys: "C-u")
        try terminal.waitForPrompt()
        terminal.send(keys: "C-r")
        terminal.send(literal: "sta")
        try terminal.waitFor { $0.contains("stats") && $0.contains("sta") && $0.contains("bck") }
        terminal.send(keys: "Enter")
        try terminal.waitFor { $0.contains("by category: breakfast") }
        try terminal.waitForPrompt()
        terminal.send(keys: "C-d")
        #expect(try terminal.waitForExit() == 0)

        let history = try String(contentsOf: terminal.state.appendingPathComponent("clipcook/history"), encoding: .utf8)
        #expect(history.hasPrefix("_HiStOrY_V2_\n"))
        #expect(history.contains("stats\n"))
        #expect(!history.contains("help undo"))  // the cancelled line is not kept
    }

    @Test func aCommandSpanningLinesGetsAContinuationPrompt() throws {
        guard let terminal = try PaneDriver.start() else { return }
        defer { terminal.stop() }
        try terminal.waitForPrompt()
        terminal.submit("search \"first")
        try terminal.waitFor { $0.contains("...> ") }
        terminal.submit("second\"")
        try terminal.waitFor { $0.contains("no recipes match 'first\nsecond'") }
        try terminal.waitForPrompt()
        terminal.submit("quit")
        #expect(try terminal.waitForExit() == 0)
    }

    @Test func ctrlCInterruptsARunningScript() throws {
        guard let terminal = try PaneDriver.start() else { return }
        defer { terminal.stop() }
        // A script long enough that it is still running when Ctrl-C arrives,
        // of a command that does not itself look for Ctrl-C.
        let script = terminal.folder.appendingPathComponent("long.txt")
        try String(repeating: "show overnight-oats\n", count: 200_000).write(to: script, atomically: true, encoding: .utf8)
        try terminal.waitForPrompt()
        terminal.submit("run \(script.path)")
        try terminal.waitFor { $0.contains("Stir and chill overnight.") }
        terminal.send(keys: "C-c")
        try terminal.waitFor { $0.contains("long.txt:") && $0.contains(": interrupted") }
        try terminal.waitForPrompt()
        // The REPL is still there and answers.
        terminal.submit("stats")
        try terminal.waitFor { $0.contains("by category: breakfast") }
        terminal.send(keys: "C-d")
        #expect(try terminal.waitForExit() == 0)
    }
}

/// Cook mode on a real terminal: a timer that runs out while a command is
/// half typed is announced above it, and the half-typed line is redrawn and
/// still editable.
@Suite(.serialized) struct CookModeTerminalTests {
    @Test func anExpiringTimerIsAnnouncedWhileTypingAndTheLineSurvives() throws {
        guard let terminal = try PaneDriver.start() else { return }
        defer { terminal.stop() }
        try terminal.waitForPrompt()
        try """
        recipe Soft Eggs
          category breakfast
          servings 2

        ingredients
          - 4 eggs

        steps
          1. Lower the eggs into boiling water.  [timer 3 s boil]
          2. Cool the eggs in cold water, then peel.

        """.write(to: terminal.kitchen.appendingPathComponent("recipes/soft-eggs.recipe"), atomically: true, encoding: .utf8)
        terminal.submit("reload")
        try terminal.waitForPrompt()
        terminal.submit("cook eggs")
        try terminal.waitFor { $0.contains("Step 1 of 2") && $0.contains("timer boil  0:03  ready") }
        // Tab completes the sub-command and the timer name.
        terminal.send(literal: "timer sta")
        terminal.send(keys: "Tab")
        terminal.send(literal: "b")
        terminal.send(keys: "Tab")
        try terminal.waitFor { $0.contains("cook 1/2> timer start boil ") }
        terminal.send(keys: "Enter")
        try terminal.waitFor { $0.contains("timer boil started: 0:03 left") }
        // Half a command, not entered: the announcement comes anyway.
        terminal.send(literal: "goto 1")
        try terminal.waitFor { screen in
            let lines = screen.split(separator: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
            return lines.count >= 2 && lines[lines.count - 2].hasPrefix("timer boil is done (3 s, step 1 of Soft Eggs)")
                && lines[lines.count - 1] == "cook 1/2> goto 1"
        }
        #expect(!terminal.screen().contains("Step 2 of 2"))
        // The line is still being edited: change it and run it.
        terminal.send(keys: "BSpace")
        terminal.submit("2")
        try terminal.waitFor { $0.contains("Step 2 of 2") && $0.contains("cook 2/2> ") }
        // Ctrl-C twice on an empty line leaves cook mode; Ctrl-D then quits.
        terminal.send(keys: "C-c")
        try terminal.waitFor { $0.contains("(Ctrl-C again to leave cook mode; the timers keep running)") }
        terminal.send(keys: "C-c")
        try terminal.waitFor { $0.contains("left cook mode at step 2 of 2") }
        try terminal.waitForPrompt()
        // Ctrl-D leaves cook mode too; a timer started in it goes on at the
        // REPL prompt, which shows it, and is announced there.
        terminal.submit("cook eggs")
        try terminal.waitFor { $0.components(separatedBy: "Step 1 of 2").count == 3 }
        terminal.submit("timer start boil")
        try terminal.waitFor { $0.contains("[boil 0:0") && $0.contains("] cook 1/2>") }
        terminal.send(keys: "C-d")
        try terminal.waitFor { $0.contains("left cook mode at step 1 of 2; still counting: boil") }
        try terminal.waitFor { $0.contains("] clipcook>") && $0.contains("[boil 0:0") }
        // Quitting would stop it: the REPL asks first, and stays on "no".
        terminal.submit("quit")
        try terminal.waitFor { $0.contains("timer boil is still counting; quit anyway? [y/N]") }
        terminal.submit("n")
        // (It may run out while the question is asked: it is announced either way.)
        try terminal.waitFor { $0.contains("timer boil is done (3 s, step 1 of Soft Eggs)") }
        try terminal.waitForPrompt()
        terminal.send(keys: "C-d")
        #expect(try terminal.waitForExit() == 0)
    }

    @Test func cookFromTheShellFinishesAtTheREPLPrompt() throws {
        guard let terminal = try PaneDriver.start(arguments: ["cook", "oats", "servings", "2"]) else { return }
        defer { terminal.stop() }
        try terminal.waitFor { $0.contains("Overnight Oats (serves 2)\nStep 1 of 1") && $0.contains("cook 1/1> ") }
        terminal.send(keys: "Enter")
        try terminal.waitFor { $0.contains("Finished Overnight Oats: all 1 step done. Enjoy!") }
        try terminal.waitForPrompt()
        terminal.send(keys: "C-d")
        #expect(try terminal.waitForExit() == 0)
    }
}

/// A tmux server of its own running `clipcook` in one pane, with a private
/// HOME, XDG_STATE_HOME and collection folder.
final class PaneDriver {
    struct Timeout: Error, CustomStringConvertible {
        var screen: String
        var description: String { "timed out waiting for the screen; it shows:\n\(screen)" }
    }

    let tmux: String
    let socket = "clipcook-test-\(UUID().uuidString.prefix(8))"
    let folder: URL
    var state: URL { folder.appendingPathComponent("state") }
    var kitchen: URL { folder.appendingPathComponent("kitchen") }
    /// The one recipe file of the collection the driver writes.
    var recipeFile: URL { kitchen.appendingPathComponent("recipes/overnight-oats.recipe") }
    /// Extra environment variables for clipcook (e.g. EDITOR).
    private let environment: [String: String]
    /// Arguments before `-C DIR` (e.g. `cook RECIPE`); none opens the REPL.
    private let arguments: [String]

    /// nil (with a recorded failure) when tmux is missing.
    static func start(environment: [String: String] = [:], arguments: [String] = []) throws -> PaneDriver? {
        let candidates =
            (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
            .map { "\($0)/tmux" } + ["/usr/bin/tmux", "/usr/local/bin/tmux"]
        guard let tmux = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
            Issue.record("tmux is not installed: the interactive REPL tests need it (apt-get install tmux)")
            return nil
        }
        let driver = try PaneDriver(tmux: tmux, environment: environment, arguments: arguments)
        try driver.launch()
        return driver
    }

    private init(tmux: String, environment: [String: String], arguments: [String]) throws {
        self.tmux = tmux
        self.environment = environment
        self.arguments = arguments
        folder = try Executable.temporaryDirectory()
        let recipes = kitchen.appendingPathComponent("recipes")
        try FileManager.default.createDirectory(at: recipes, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: state, withIntermediateDirectories: true)
        try """
        recipe Overnight Oats
          category breakfast
          servings 1

        ingredients
          - 50 g rolled oats
          - 150 ml milk

        steps
          1. Stir and chill overnight.

        """.write(to: recipeFile, atomically: true, encoding: .utf8)
    }

    private func launch() throws {
        let fixed: [String] = [
            "env", "HOME=\(folder.path)", "XDG_STATE_HOME=\(state.path)", "LANG=C.UTF-8", "TERM=xterm-256color",
            "NO_COLOR=1",
        ]
        let extra: [String] = environment.keys.sorted().map { "\($0)=\(environment[$0] ?? "")" }
        let program: [String] = [Executable.productsDirectory.appendingPathComponent("clipcook").path] + arguments + ["-C", kitchen.path]
        let command =
            (fixed + extra + program).map(PaneDriver.shellQuoted).joined(separator: " ")
            + "; echo \"[clipcook exited with status $?]\""
        try tmuxRun([
            "start-server", ";", "set-option", "-g", "remain-on-exit", "on", ";",
            "new-session", "-d", "-s", "repl", "-x", "120", "-y", "40", command,
        ])
    }

    func restart() throws {
        try tmuxRun(["kill-session", "-t", "repl"])
        try launch()
    }

    func stop() {
        _ = try? tmuxRun(["kill-server"])
        try? FileManager.default.removeItem(at: folder)
    }

    func send(literal text: String) { _ = try? tmuxRun(["send-keys", "-t", "repl", "-l", text]) }
    func send(keys: String) { _ = try? tmuxRun(["send-keys", "-t", "repl", keys]) }

    func screen() -> String {
        (try? tmuxRun(["capture-pane", "-p", "-J", "-t", "repl", "-S", "-200"])) ?? ""
    }

    /// Polls the screen until `condition` holds (at most about 15 seconds).
    func waitFor(_ condition: (String) -> Bool) throws(Timeout) {
        for _ in 0..<300 {
            if condition(screen()) { return }
            usleep(50_000)
        }
        throw Timeout(screen: screen())
    }

    /// Waits for clipcook to end and returns its exit status (the pane's
    /// shell prints it).
    func waitForExit() throws(Timeout) -> Int32 {
        var status: Int32?
        try waitFor { screen in
            guard let range = screen.range(of: "[clipcook exited with status ", options: .backwards) else { return false }
            status = Int32(screen[range.upperBound...].prefix { $0.isNumber })
            return status != nil
        }
        return status ?? -1
    }

    /// Waits until the last non-blank line is the empty prompt (the previous command has finished).
    /// Types a line and presses Return.
    func submit(_ line: String) {
        send(literal: line)
        send(keys: "Enter")
    }

    func waitForPrompt() throws(Timeout) {
        try waitFor { screen in
            let last = screen.split(separator: "\n").last { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
            return last.map { $0.trimmingCharacters(in: .whitespaces) == "clipcook>" } ?? false
        }
    }

    /// Runs tmux and waits for it. posix_spawn rather than Process, and every
    /// descriptor above standard error closed: the tmux server forks off and
    /// would otherwise keep the test process's pipes and sockets open (and
    /// Foundation's Process waits for those to close).
    @discardableResult
    private func tmuxRun(_ arguments: [String]) throws -> String {
        let outputPath = folder.appendingPathComponent("tmux-output-\(UUID().uuidString)").path
        defer { unlink(outputPath) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        // bash closes every inherited descriptor above 2, then becomes tmux.
        let closeAll = #"for fd in $(ls /proc/$$/fd); do [ "$fd" -gt 2 ] && eval "exec $fd>&-"; done; exec "$0" "$@""#
        let argv = (["/bin/bash", "-c", closeAll, tmux, "-L", socket, "-f", "/dev/null"] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        // The calling thread may block signals; the pane must get Ctrl-C.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        var interrupt = sigset_t()
        sigemptyset(&interrupt)
        sigaddset(&interrupt, SIGINT)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setsigdefault(&attributes, &interrupt)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, "/bin/bash", &actions, &attributes, argv, environ)
        guard spawned == 0 else { throw SpawnFailure(code: spawned) }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        return (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? ""
    }

    struct SpawnFailure: Error { var code: Int32 }

    static func shellQuoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
