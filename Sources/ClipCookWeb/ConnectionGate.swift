import HummingbirdCore
import Logging
import NIOCore
import NIOHTTPTypes
import Synchronization

/// How long a connection may stay quiet, and how many may be open at once
/// (docs/kitchen-view.md, "Safe by default").
public struct ConnectionLimits: Sendable {
    /// A request's header (and then its body) must arrive within this long
    /// of the connection opening (or of the header's start).
    public var headerTimeoutMilliseconds = 10_000
    /// A kept-alive connection with no request under way is closed after this long.
    public var idleTimeoutMilliseconds = 60_000
    /// At most this many connections at once; the next is answered 503 and closed.
    public var maxConnections = 1_000
    /// At most this many connections at once from one address other than the loopback.
    public var maxConnectionsPerAddress = 64

    public init() {}
}

/// Counts the open connections, all together and per address.
final class ConnectionCounter: Sendable {
    let limits: ConnectionLimits
    private let state = Mutex<(total: Int, perAddress: [String: Int])>((0, [:]))

    init(limits: ConnectionLimits) {
        self.limits = limits
    }

    /// Takes a place for a connection from `address` (nil: the loopback,
    /// which has no limit of its own); false when there is none left.
    func enter(_ address: String?) -> Bool {
        state.withLock { state in
            guard state.total < limits.maxConnections else { return false }
            if let address {
                let count = state.perAddress[address, default: 0]
                guard count < limits.maxConnectionsPerAddress else { return false }
                state.perAddress[address] = count + 1
            }
            state.total += 1
            return true
        }
    }

    func leave(_ address: String?) {
        state.withLock { state in
            state.total -= 1
            if let address, let count = state.perAddress[address] {
                state.perAddress[address] = count > 1 ? count - 1 : nil
            }
        }
    }

    var open: Int { state.withLock { $0.total } }
}

/// The first handler of every connection: takes a place from the counter,
/// or answers 503 at once and closes when there is none.
final class ConnectionGate: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = ByteBuffer
    typealias InboundOut = ByteBuffer

    private let counter: ConnectionCounter
    private var place: String??
    private var refused = false

    init(counter: ConnectionCounter) {
        self.counter = counter
    }

    func handlerAdded(context: ChannelHandlerContext) {
        if context.channel.isActive { admit(context) }
    }

    func channelActive(context: ChannelHandlerContext) {
        admit(context)
        context.fireChannelActive()
    }

    private func admit(_ context: ChannelHandlerContext) {
        guard place == nil, !refused else { return }
        let address = Self.limitedAddress(context.channel.remoteAddress)
        if counter.enter(address) {
            place = .some(address)
            return
        }
        refused = true
        let text = "the server has too many connections open; try again in a moment\n"
        let reply =
            "HTTP/1.1 503 Service Unavailable\r\nContent-Type: text/plain; charset=utf-8\r\n"
            + "Content-Length: \(text.utf8.count)\r\nConnection: close\r\nRetry-After: 5\r\nX-Content-Type-Options: nosniff\r\n"
            + "Content-Security-Policy: default-src 'none'\r\n\r\n" + text
        context.writeAndFlush(NIOAny(context.channel.allocator.buffer(string: reply)), promise: nil)
        context.close(promise: nil)
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        guard !refused else { return }
        context.fireChannelRead(data)
    }

    func channelInactive(context: ChannelHandlerContext) {
        release()
        context.fireChannelInactive()
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        release()
    }

    private func release() {
        guard let taken = place else { return }
        place = nil
        counter.leave(taken)
    }

    /// The address a per-address limit applies to: nil on the loopback.
    static func limitedAddress(_ address: SocketAddress?) -> String? {
        guard let address, let ip = address.ipAddress else { return nil }
        if ip == "::1" || ip.hasPrefix("127.") || ip.hasPrefix("::ffff:127.") { return nil }
        return ip
    }
}

/// Closes a connection that is too slow to send its request or that sits
/// idle between requests (a handler after the HTTP decoder).
final class RequestDeadline: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPRequestPart
    typealias InboundOut = HTTPRequestPart
    typealias OutboundIn = HTTPResponsePart
    typealias OutboundOut = HTTPResponsePart

    private let limits: ConnectionLimits
    private var timer: Scheduled<Void>?
    /// Requests read whose response is not all written yet.
    private var unanswered = 0
    private var readingRequest = false

    init(limits: ConnectionLimits) {
        self.limits = limits
    }

    func handlerAdded(context: ChannelHandlerContext) {
        schedule(context, milliseconds: limits.headerTimeoutMilliseconds)
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        timer?.cancel()
        timer = nil
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .head:
            unanswered += 1
            readingRequest = true
            // The body has as long as the header had.
            schedule(context, milliseconds: limits.headerTimeoutMilliseconds)
        case .body:
            break
        case .end:
            readingRequest = false
            cancel()
        }
        context.fireChannelRead(data)
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        if case .end = unwrapOutboundIn(data) {
            unanswered = max(0, unanswered - 1)
            if unanswered == 0, !readingRequest { schedule(context, milliseconds: limits.idleTimeoutMilliseconds) }
        }
        context.write(data, promise: promise)
    }

    private func cancel() {
        timer?.cancel()
        timer = nil
    }

    private func schedule(_ context: ChannelHandlerContext, milliseconds: Int) {
        cancel()
        timer = context.eventLoop.assumeIsolated().scheduleTask(in: .milliseconds(Int64(milliseconds))) { [self] in
            timer = nil
            // The server is still working on a request it has read whole: not idle.
            guard readingRequest || unanswered == 0 else { return }
            context.close(promise: nil)
        }
    }
}

/// HTTP/1.1 as Hummingbird serves it, behind the connection gate and with
/// the request deadlines.
struct GuardedHTTP1Channel: ServerChildChannel {
    typealias Value = HTTP1Channel.Value
    let inner: HTTP1Channel
    let counter: ConnectionCounter

    init(responder: @escaping HTTPChannelHandler.Responder, counter: ConnectionCounter) {
        let limits = counter.limits
        inner = HTTP1Channel(responder: responder, configuration: .init(additionalChannelHandlers: [RequestDeadline(limits: limits)]))
        self.counter = counter
    }

    func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
        do {
            try channel.pipeline.syncOperations.addHandler(ConnectionGate(counter: counter))
        } catch {
            return channel.eventLoop.makeFailedFuture(error)
        }
        return inner.setup(channel: channel, logger: logger)
    }

    func handle(value: Value, logger: Logger) async {
        await inner.handle(value: value, logger: logger)
    }
}
