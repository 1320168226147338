@testable import ClipCookCore
@testable import ClipCookInterop
import Testing

/// Issue 40, item 4: reading a page's microdata grows with the page, not
/// with its square (counted in operations, not timed).
@Suite struct MicrodataGrowthTests {
    static func page(items: Int, closed: Bool = true) -> [UInt8] {
        var text = #"<html><body><div itemscope itemtype="https://schema.org/Recipe"><h1 itemprop="name">Many</h1><ul>"#
        for index in 0..<items {
            text += closed ? #"<li itemprop="recipeIngredient">\#(index) g flour</li>"# : #"<span itemprop="recipeIngredient">\#(index) g flour"#
        }
        text += "</ul></div></body></html>"
        return Array(text.utf8)
    }

    static func work(_ bytes: [UInt8]) -> (HTMLMicrodata.Work, Int) {
        var work = HTMLMicrodata.Work()
        let recipe = HTMLMicrodata.recipe(in: bytes, work: &work)
        let count = (recipe?.0["recipeIngredient"] as? [Any])?.count ?? 0
        return (work, count)
    }

    @Test func doublingThePropertiesDoublesTheWork() {
        let sizes = [10_000, 20_000, 40_000]
        let results = sizes.map { Self.work(Self.page(items: $0)) }
        for (size, result) in zip(sizes, results) { #expect(result.1 == size) }
        for index in 1..<results.count {
            let ratio = Double(results[index].0.total) / Double(results[index - 1].0.total)
            #expect(ratio > 1.8 && ratio < 2.3, "work grew \(ratio)x from \(sizes[index - 1]) to \(sizes[index]) properties")
        }
        // Each value is appended once.
        #expect(results[2].0.appends == 40_001)
    }

    @Test func valuesLeftOpenCopyAtMostTwiceThePage() {
        // Unclosed elements each run to the end of their parent: without a
        // bound, every one of them copies the rest of the page.
        for items in [10_000, 20_000] {
            let bytes = Self.page(items: items, closed: false)
            let (work, count) = Self.work(bytes)
            #expect(count == items)
            #expect(work.bytesCopied <= 2 * bytes.count + 65_536)
        }
    }
}
