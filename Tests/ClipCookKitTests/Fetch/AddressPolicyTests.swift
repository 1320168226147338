import ClipCookFetch
import Testing

/// Which addresses the kitchen view's Add page may not fetch (`AddressPolicy`).
@Suite struct AddressPolicyTests {
    @Test(arguments: [
        ("127.0.0.1", true), ("127.8.9.10", true), ("0.0.0.0", true), ("10.1.2.3", true), ("172.16.0.1", true),
        ("172.31.255.254", true), ("192.168.1.20", true), ("169.254.169.254", true), ("100.64.0.1", true),
        ("224.0.0.1", true), ("255.255.255.255", true), ("::1", true), ("::", true), ("fe80::1", true), ("fd12:3456::1", true),
        ("::ffff:127.0.0.1", true), ("::ffff:10.0.0.1", true), ("2002:c0a8:0101::1", true), ("ff02::1", true),
        ("8.8.8.8", false), ("172.32.0.1", false), ("100.128.0.1", false), ("151.101.1.140", false),
        ("2606:4700::6810:85e5", false), ("::ffff:8.8.8.8", false),
    ])
    func anAddressIsPrivateOrNot(address: String, isPrivate: Bool) async throws {
        let refusal = await AddressPolicy.refusal(host: address)
        #expect((refusal != nil) == isPrivate, "\(address): \(refusal ?? "allowed")")
        if isPrivate { #expect(refusal?.hasPrefix("\(address) is a private address") == true, "\(refusal ?? "")") }
    }

    @Test func aNameIsLookedUpFirst() async {
        let refusal = await AddressPolicy.refusal(host: "localhost")
        #expect(refusal?.hasPrefix("localhost is at a private address (") == true, "\(refusal ?? "allowed")")
        // A bracketed IPv6 host, as a URL writes it.
        #expect(await AddressPolicy.refusal(host: "[::1]") != nil)
    }

    @Test func theFetcherRefusesBeforeConnecting() async {
        var limits = FetchLimits()
        limits.allowsPrivateAddresses = false
        let fetcher = WebFetcher(limits: limits)
        do {
            _ = try await fetcher.fetch("http://10.255.255.1:9/recipe", kind: .page)
            Issue.record("fetched a private address")
        } catch {
            #expect(
                error.line
                    == "http://10.255.255.1:9/recipe: 10.255.255.1 is a private address; not fetched from the kitchen view (serve --allow-private-links allows it)"
            )
        }
        await fetcher.shutdown()
    }
}
