import ArgumentParser
import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore
import ClipCookInterop
import ClipCookKit
import ClipCookWeb
import Foundation

/// `clipcook serve [-C DIR] [--port N] [--host ADDR]`: the kitchen web view.
struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Serve the collection as a web page for the phone in the kitchen.",
        discussion: """
            Prints the address and serves until Ctrl-C. It listens on 127.0.0.1 unless --host \
            says otherwise; on any other address it asks for a random access token, printed \
            with the address and kept in a cookie after the first visit. On every address \
            (--host 0.0.0.0 or ::) it prints the machine's own addresses instead, each with \
            the token, and the first as a QR code for a phone's camera. It answers only \
            requests addressed to the loopback names, the --host address and the names \
            given with --allow-host (421 for any other Host).
            The Add page (/add, also the target of the phone's share sheet once the page is installed) \
            fetches links as 'clipcook import' does, at most 4 at a time, and refuses links to loopback, \
            link-local and private addresses (after DNS and after each redirect) unless --allow-private-links.
            With --sync INTERVAL the server syncs the collection as 'clipcook sync' does, one sync at a time \
            and never during a write; the pages show the last sync and any conflict it marked, and a failing \
            sync is shown with git's message and logged once, while the server keeps serving.
            """)

    @Option(
        name: .customShort("C"),
        help: ArgumentHelp("The collection folder (default: $CLIPCOOK_COLLECTION, else the current folder).", valueName: "dir"),
        completion: .directory)
    var collection: String?

    @Option(help: "The port (0: any free port).")
    var port: Int = 8080

    @Option(help: "The address to listen on.")
    var host: String = "127.0.0.1"

    @Option(
        name: .customLong("allow-host"),
        help: "Another host name the page may be opened by (repeatable), such as the machine's name on the network.")
    var allowedHosts: [String] = []

    @Flag(
        name: .customLong("allow-private-links"),
        help: "Let the Add page fetch links to loopback, link-local and private addresses (refused by default).")
    var allowPrivateLinks = false

    @Option(
        name: .customLong("sync"),
        help: ArgumentHelp(
            "Sync the collection through git (as 'clipcook sync') every INTERVAL (30s, 5m, 1h), at start, and 3 s after a change made on the pages.",
            valueName: "interval"))
    var syncInterval: String?

    // For tests and for trying the limits: milliseconds and counts.
    @Option(name: .customLong("header-timeout-ms"), help: .hidden)
    var headerTimeout: Int = ConnectionLimits().headerTimeoutMilliseconds

    @Option(name: .customLong("idle-timeout-ms"), help: .hidden)
    var idleTimeout: Int = ConnectionLimits().idleTimeoutMilliseconds

    @Option(name: .customLong("max-connections"), help: .hidden)
    var maxConnections: Int = ConnectionLimits().maxConnections

    func validate() throws {
        guard (0...65535).contains(port) else { throw ValidationError("the port is a number from 0 to 65535, not \(port)") }
        guard !host.isEmpty, host.utf8.count <= 255, host.unicodeScalars.allSatisfy({ $0.value > 0x20 && $0.value < 0x7F }) else {
            throw ValidationError("'\(TerminalText.escaped(host))' is not an address")
        }
        for name in allowedHosts
        where name.isEmpty || name.utf8.count > 255
            || !name.unicodeScalars.allSatisfy({ $0.value > 0x20 && $0.value < 0x7F && $0 != "/" && $0 != "@" })
        {
            throw ValidationError("'\(TerminalText.escaped(name))' is not a host name")
        }
        for (name, value) in [("--header-timeout-ms", headerTimeout), ("--idle-timeout-ms", idleTimeout)]
        where !(1...86_400_000).contains(value) {
            throw ValidationError("\(name) is a number of milliseconds from 1 to 86400000, not \(value)")
        }
        if let syncInterval, SyncInterval(syncInterval) == nil {
            throw ValidationError("--sync is \(SyncInterval.expected), not '\(TerminalText.escaped(syncInterval))'")
        }
        guard (1...100_000).contains(maxConnections) else {
            throw ValidationError("--max-connections is a number from 1 to 100000, not \(maxConnections)")
        }
    }

    func run() async throws {
        let root = try CollectionLocation.resolve(collection)
        CommandIO.reportSweep(root: root)
        var limits = ConnectionLimits()
        limits.headerTimeoutMilliseconds = headerTimeout
        limits.idleTimeoutMilliseconds = idleTimeout
        limits.maxConnections = maxConnections
        let server = KitchenServer(
            options: .init(
                root: root, host: host, port: port, today: CollectionLocation.today(), allowedHosts: allowedHosts, limits: limits,
                allowsPrivateLinks: allowPrivateLinks, syncInterval: syncInterval.flatMap(SyncInterval.init)?.duration))
        do {
            try await serve(server, root: root)
        } catch let error as KitchenServer.StartError {
            // One line, not the socket call's errno.
            CommandIO.printError("clipcook serve: error: \(error)")
            throw ExitCode(1)
        }
        FileHandle.standardOutput.write(Data("clipcook: stopped\n".utf8))
    }

    private func serve(_ server: KitchenServer, root: String) async throws {
        try await server.run { ready in
            var lines = ["clipcook: serving \(TerminalText.escaped(root)) at \(ready.url)"]
            for other in ready.urls.dropFirst() { lines.append("clipcook: also at \(other)") }
            if ready.accessToken != nil {
                lines.append(
                    "clipcook: not a loopback address: the page asks for the access token in this address (kept in a cookie after the first visit)")
            }
            if ready.accessToken != nil {
                // Away from the loopback a phone opens the first address from this.
                if let code = try? QRCode(text: ready.url) {
                    lines.append("clipcook: the first address as a QR code, for a phone's camera:")
                    lines += code.terminalLines()
                }
            }
            if let interval = syncInterval.flatMap(SyncInterval.init) {
                lines.append("clipcook: syncing through git every \(interval) and 3 s after a change made on the pages")
            }
            lines.append("clipcook: Ctrl-C stops it")
            FileHandle.standardOutput.write(Data((lines.joined(separator: "\n") + "\n").utf8))
        }
    }
}
