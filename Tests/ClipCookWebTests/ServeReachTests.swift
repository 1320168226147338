import ClipCookCore
import ClipCookKit
import ClipCookWeb
import Foundation
import Testing

/// Reaching the phone (issue 34, item 7): on every address `serve` prints
/// the machine's own addresses with the token, never 0.0.0.0, and the first
/// as a QR code a phone's camera opens.
@Suite(.serialized) struct ServeReachTests {
    /// The addresses `text` prints, in order.
    static func addresses(in text: String) -> [String] {
        text.split(separator: "\n").compactMap { line in
            line.range(of: "http://").map { String(line[$0.lowerBound...]) }
        }
    }

    @Test func everyAddressPrintsTheMachinesAddressesAndAQRCodeOfTheFirst() throws {
        let server = try ServeProcess(root: try ServeProcess.exampleCollection(), host: "0.0.0.0")
        defer { server.stop() }
        let printed = server.printed
        #expect(!printed.contains("0.0.0.0"), "\(printed)")
        let urls = Self.addresses(in: printed)
        #expect(!urls.isEmpty)
        #expect(urls.first == server.url)
        var hosts: [String] = []
        for url in urls {
            let parts = url.dropFirst("http://".count).split(separator: "/", maxSplits: 1)
            let hostAndPort = String(parts[0])
            #expect(hostAndPort.hasSuffix(":\(server.port)"))
            hosts.append(String(hostAndPort.dropLast(":\(server.port)".count)))
            let token = try #require(url.components(separatedBy: "?token=").last)
            #expect(token.count == 64 && token.allSatisfy(\.isHexDigit), "\(url)")
        }
        // Each printed IPv4 address answers with the token, as a phone on the network would ask.
        for host in hosts where host.split(separator: ".").count == 4 {
            var http = RawHTTP(port: server.port, host: host)
            let token = server.url.components(separatedBy: "?token=").last ?? ""
            #expect(try http.get("/?token=" + token).status == 200, "\(host)")
            var stranger = RawHTTP(port: server.port, host: host)
            #expect(try stranger.get("/").status == 403)
        }
        // The QR code drawn is the first address's.
        let lines = printed.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let start = try #require(lines.firstIndex { $0.contains("as a QR code") })
        let expected = try QRCode(text: server.url).terminalLines()
        #expect(Array(lines[(start + 1)..<min(lines.count, start + 1 + expected.count)]) == expected)
        #expect(printed.contains("Ctrl-C stops it"))
    }

    @Test func theLoopbackPrintsOneAddressAndNoCode() throws {
        let server = try ServeProcess(root: try ServeProcess.exampleCollection())
        defer { server.stop() }
        #expect(Self.addresses(in: server.printed) == ["http://127.0.0.1:\(server.port)/"])
        #expect(!server.printed.contains("QR code"))
    }
}
