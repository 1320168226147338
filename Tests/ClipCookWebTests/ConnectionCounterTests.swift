import NIOCore
import Testing

@testable import ClipCookWeb

/// Issue 40, item 2: the server's connection limits, the total and the one
/// per address off the loopback (a phone on the network may hold at most
/// `maxConnectionsPerAddress`; the loopback has no limit of its own), and a
/// place is given back when its connection goes.
@Suite struct ConnectionCounterTests {
    static func counter(total: Int, perAddress: Int) -> ConnectionCounter {
        var limits = ConnectionLimits()
        limits.maxConnections = total
        limits.maxConnectionsPerAddress = perAddress
        return ConnectionCounter(limits: limits)
    }

    @Test func oneAddressOffTheLoopbackHasALimitOfItsOwn() {
        let counter = Self.counter(total: 10, perAddress: 3)
        #expect((0..<3).allSatisfy { _ in counter.enter("192.0.2.7") })
        #expect(!counter.enter("192.0.2.7"))
        // Another address, and the loopback, still get places.
        #expect(counter.enter("192.0.2.8"))
        #expect(counter.enter(nil))
        #expect(counter.enter(nil))
        #expect(counter.open == 6)
        // One of the first address's connections goes: its place is free again.
        counter.leave("192.0.2.7")
        #expect(counter.enter("192.0.2.7"))
        #expect(!counter.enter("192.0.2.7"))
    }

    @Test func theTotalLimitHoldsForTheLoopbackToo() {
        let counter = Self.counter(total: 4, perAddress: 3)
        #expect((0..<4).allSatisfy { _ in counter.enter(nil) })
        #expect(!counter.enter(nil))
        #expect(!counter.enter("192.0.2.7"))
        counter.leave(nil)
        #expect(counter.enter("192.0.2.7"))
        #expect(counter.open == 4)
    }

    @Test func theLoopbackIsNotLimitedByAddress() throws {
        for loopback in ["127.0.0.1", "127.5.6.7", "::1", "::ffff:127.0.0.1"] {
            #expect(ConnectionGate.limitedAddress(try SocketAddress(ipAddress: loopback, port: 8080)) == nil, "\(loopback)")
        }
        #expect(ConnectionGate.limitedAddress(try SocketAddress(ipAddress: "192.168.1.20", port: 8080)) == "192.168.1.20")
        #expect(ConnectionGate.limitedAddress(try SocketAddress(ipAddress: "fe80::1", port: 8080)) == "fe80::1")
        #expect(ConnectionGate.limitedAddress(nil) == nil)
    }
}
