import Foundation
import Testing
@testable import ClipCookCore
@testable import ClipCookLanguage
@testable import ClipCookDomain
@testable import ClipCookStore
@testable import ClipCookInterop
@testable import ClipCookKit

/// Every importer (JSON-LD pages and files, captions, RecipeMD, the inbox)
/// gets seeded manglings of real inputs plus raw random bytes. None may
/// crash or hang; every diagnostic points inside the input; whatever still
/// imports is a recipe that reads back unchanged from the ClipCook text it
/// would be written as.
@Suite struct ImporterMutationTests {
    static let mutantsPerInput = ProcessInfo.processInfo.environment["CLIPCOOK_MUTANTS"].flatMap { Int($0) } ?? 150

    static let inputs: [(String, InteropFormat, String)] = [
        (
            "page.html", .jsonld,
            """
            <html><head><script type='application/ld+json'>//<![CDATA[
            {"@context": "https://schema.org", "@graph": [{"@type": "WebPage"}, {"@type": ["Recipe"], "name": "Pasta &amp; Peas",
             "image": {"@type": "ImageObject", "url": "https://ex.com/a.jpg"}, "prepTime": "PT10M", "cookTime": "PT1H",
             "recipeYield": ["4", "4 servings"], "recipeCategory": "Dinner", "keywords": "pasta, quick",
             "recipeIngredient": ["200 g spaghetti", "1 &frac12; cups <b>peas</b>", "2 cloves garlic (minced)"],
             "recipeInstructions": [{"@type": "HowToSection", "name": "Cook", "itemListElement": [{"@type": "HowToStep", "text": "Boil."}]}, "Serve."],
             "nutrition": {"@type": "NutritionInformation", "calories": "450 kcal", "proteinContent": "12,5 g", "carbohydrateContent": "70 g", "fatContent": "9 g"}}]}
            //]]></script></head></html>
            """
        ),
        (
            "r.json", .jsonld,
            #"{"@context": "https://schema.org", "@type": "Recipe", "name": "Soup", "recipeYield": 2, "recipeInstructions": "Chop.\nSimmer."}"#
        ),
        (
            "c.txt", .caption,
            """
            https://www.instagram.com/reel/C1/
            🍋 Lemon Orzo 🍋 #dinner
            Serves 4 | Prep: 10 mins | Cook: 25 mins
            Ingredients:
            • 500g chicken thighs, diced
            • 1 ½ cups orzo
            Method:
            1. Brown the chicken.
            2️⃣ Add the orzo.
            """
        ),
        (
            "r.md", .recipemd,
            """
            # Guacamole

            Some say it's the best.

            *sauce, vegan*

            **4 servings, 200 g**

            ---

            - *1* avocado
            - *.5 teaspoon* salt, to taste

            ## Garnish

            - *1,5 tbsp* lime juice

            ---

            1. Mash the avocado.
            2. Season.
            """
        ),
    ]

    static let inserts: [[UInt8]] = [
        Array("\"".utf8), Array("{".utf8), Array("}".utf8), Array("[".utf8), Array("]".utf8), Array("<".utf8),
        Array("</script>".utf8), Array("<script type=application/ld+json>".utf8), Array("&#x1F600;".utf8), Array("&#0;".utf8),
        Array("PT".utf8), Array("\\u0000".utf8), Array("\\".utf8), [0], [0xFF], [0xC3], [0x0D], [0x0A], Array("½".utf8),
        Array("99999999999999999999".utf8), Array("Ingredients:".utf8), Array("---".utf8), Array("*".utf8), Array("# ".utf8),
        Array("😀".utf8), Array(":".utf8), Array(",".utf8), Array(String(repeating: "[", count: 300).utf8),
        Array(String(repeating: "> ", count: 200).utf8),
    ]

    static func mutate(_ bytes: [UInt8], _ rng: inout SplitMix64) -> [UInt8] {
        var out = bytes
        for _ in 0..<rng.int(1...4) {
            let at = rng.int(0...out.count)
            switch rng.int(0...4) {
            case 1 where at < out.count: out[at] = UInt8(truncatingIfNeeded: rng.next())
            case 2 where at < out.count: out.removeSubrange(at..<min(out.count, at + rng.int(1...40)))
            case 3 where at < out.count:
                let span = Array(out[at..<min(out.count, at + rng.int(1...80))])
                out.insert(contentsOf: span, at: rng.int(0...out.count))
            default: out.insert(contentsOf: rng.pick(inserts), at: at)
            }
        }
        return out
    }

    func check(_ source: SourceFile, _ format: InteropFormat) -> Bool {
        let result = DocumentReader.read(source, as: format)
        for diagnostic in result.diagnostics {
            #expect((diagnostic.range?.offsets ?? 0..<0).upperBound <= source.bytes.count, "\(diagnostic.headline)")
        }
        guard case .document(.recipe(let recipe))? = result.content else {
            #expect(result.diagnostics.hasErrors, "\(source.path): no recipe and no error")
            return false
        }
        #expect(ModelValidator.validate(.recipe(recipe)).isEmpty)
        #expect(Language.parse(Language.print(.recipe(recipe))).document == .recipe(recipe), "\(source.path) mutant does not read back")
        return true
    }

    @Test func mangledInputsNeverBreakTheImporters() {
        var rng = SplitMix64(seed: 0x1A_B0B)
        var imported = 0
        var rejected = 0
        for (name, format, text) in Self.inputs {
            #expect(check(SourceFile(path: name, text: text), format), "\(name) must import unmangled")
            for _ in 0..<Self.mutantsPerInput {
                if check(SourceFile(path: name, bytes: Self.mutate(Array(text.utf8), &rng)), format) {
                    imported += 1
                } else {
                    rejected += 1
                }
            }
        }
        #expect(imported > 100)
        #expect(rejected > 20)
    }

    @Test func randomBytesInEveryFormat() {
        var rng = SplitMix64(seed: 42)
        for format in [InteropFormat.jsonld, .caption, .recipemd] {
            for _ in 0..<60 {
                let bytes = (0..<rng.int(0...600)).map { _ in UInt8(truncatingIfNeeded: rng.next()) }
                _ = check(SourceFile(path: "x", bytes: bytes), format)
            }
        }
    }

    @Test func mangledCaptionsInTheInbox() {
        var rng = SplitMix64(seed: 7)
        let caption = Array(Self.inputs[2].2.utf8)
        for _ in 0..<Self.mutantsPerInput {
            let text = String(decoding: Self.mutate(caption, &rng), as: UTF8.self)
            let draft = CaptionReader.read(text, url: "https://www.tiktok.com/@a/video/1")
            #expect(draft.recipe.caption == text)
            if draft.failure == nil {
                #expect(ModelValidator.validate(.recipe(draft.recipe)).isEmpty)
            }
        }
    }
}
