@testable import ClipCookWeb
import Testing

/// The Add page's fetches, at most four at a time: a fifth is refused at
/// once, and a place is free again when a fetch ends.
@Suite struct ClipGateTests {
    @Test func aFifthFetchIsRefusedUntilOneEnds() async {
        let gate = ClipGate()
        for _ in 0..<4 { #expect(await gate.enter()) }
        #expect(await gate.enter() == false)
        #expect(await gate.running == 4)
        await gate.leave()
        #expect(await gate.run { 7 } == 7)
        #expect(await gate.running == 3)
        #expect(await gate.enter())
        #expect(await gate.run { 7 } == nil)
    }

    @Test func theInputIsALinkOrACaption() {
        #expect(ClipInput(url: " https://example.com/soup ", text: "Soup").link == "https://example.com/soup")
        // A phone shares "Title https://…" in the text.
        let shared = ClipInput(url: "", text: "Lemon pasta https://www.tiktok.com/@x/video/1")
        #expect(shared.link == "https://www.tiktok.com/@x/video/1")
        #expect(shared.caption == nil)
        let caption = ClipInput(url: nil, text: "Toast\nIngredients:\n- 2 slices bread\nMethod:\n1. Toast it.")
        #expect(caption.link == nil)
        #expect(caption.caption?.hasPrefix("Toast\n") == true)
        #expect(ClipInput(url: nil, text: "file:///etc/passwd").link == "file:///etc/passwd")
        #expect(ClipInput(url: nil, text: "  ").link == nil && ClipInput(url: nil, text: "").caption == nil)
    }
}
