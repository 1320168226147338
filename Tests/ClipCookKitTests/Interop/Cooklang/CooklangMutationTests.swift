import Foundation
import Testing
@testable import ClipCookCore
@testable import ClipCookLanguage
@testable import ClipCookDomain
@testable import ClipCookStore
@testable import ClipCookInterop
@testable import ClipCookKit

/// The Cooklang reader on mangled input: the samples, every canonical
/// source and every example recipe written as Cooklang, mutated in seeded
/// ways (Cooklang's own punctuation, front-matter fences, deep YAML, NUL,
/// invalid UTF-8, deleted and repeated spans), and pure random bytes. The
/// parser and importer never crash or hang, every diagnostic points inside
/// the file, and what is imported exports and reads back the same or is
/// refused by the exporter with a message.
@Suite struct CooklangMutationTests {
    static let mutantsPerFile = ProcessInfo.processInfo.environment["CLIPCOOK_MUTANTS"].flatMap { Int($0) } ?? 40

    static func corpus() throws -> [(String, [UInt8])] {
        var files: [(String, [UInt8])] = []
        for name in ["shakshuka.cook", "sourdough.cook", "pasta.cook"] {
            files.append((name, try CooklangMappingTests.sample(name).bytes))
        }
        for test in try CooklangCanonicalTests.cases() { files.append((test.name, Array(test.source.utf8))) }
        for path in RepositoryFiles.files(under: "examples") where path.hasSuffix(".recipe") {
            if case .recipe(let recipe)? = ExampleCollection.parse(path).document,
                let text = try? CooklangExporter.write(recipe)
            {
                files.append((path, Array(text.utf8)))
            }
        }
        return files
    }

    static let inserts: [[UInt8]] = [
        Array("@".utf8), Array("#".utf8), Array("~".utf8), Array("{".utf8), Array("}".utf8), Array("%".utf8),
        Array("(".utf8), Array(")".utf8), Array("--".utf8), Array("---".utf8), Array("\n---\n".utf8),
        Array("[-".utf8), Array("-]".utf8), Array("\n>> a: b\n".utf8), Array("\n> ".utf8), Array("\n= ".utf8),
        Array("\\".utf8), Array("=".utf8), Array("1/0".utf8), Array("01/2".utf8), Array("99999999999999999999".utf8),
        Array("\n\n".utf8), Array(": [".utf8), Array(String(repeating: "[", count: 300).utf8),
        Array(String(repeating: "- ", count: 300).utf8), Array("&a x\nb: *a\n".utf8), Array("!!binary".utf8),
        [0], [0xFF], [0xC3], [0xE2, 0x80], [0x0D], [0x09], Array("⸫".utf8), Array("\u{2009}".utf8), Array("😀".utf8),
    ]

    static func mutate(_ bytes: [UInt8], _ rng: inout SplitMix64) -> [UInt8] {
        var out = bytes
        for _ in 0..<rng.int(1...5) {
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

    static func check(_ source: SourceFile, exported: inout Int, refused: inout Int) {
        let parsed = CooklangParser.parse(source)
        for diagnostic in parsed.diagnostics {
            #expect((diagnostic.range?.offsets.upperBound ?? 0) <= source.bytes.count, "\(diagnostic.headline)")
        }
        let recipe = CooklangImporter.recipe(from: parsed.recipe, path: source.path)
        #expect(!recipe.title.isEmpty && recipe.title.count <= Recipe.maxTitleLength)
        #expect(recipe.servings >= 1)
        do {
            let text = try CooklangExporter.write(recipe)
            exported += 1
            let back = CooklangImporter.recipe(from: CooklangParser.parse(text).recipe, path: source.path)
            #expect(back == recipe, "export round trip broke on a mutant of \(source.path): \(difference(back, recipe))")
        } catch {
            refused += 1
            #expect(!error.message.isEmpty)
        }
    }

    /// The fields that differ, briefly.
    static func difference(_ a: Recipe, _ b: Recipe) -> String {
        let left = Mirror(reflecting: a).children
        let right = Array(Mirror(reflecting: b).children)
        var out: [String] = []
        for (index, child) in left.enumerated() where "\(child.value)" != "\(right[index].value)" {
            out.append(
                "\(child.label ?? "?"): \(String(describing: child.value).prefix(300)) != \(String(describing: right[index].value).prefix(300))")
        }
        return out.joined(separator: "; ")
    }

    @Test func mangledCooklangNeverBreaksTheReader() throws {
        let files = try Self.corpus()
        #expect(files.count >= 70)
        var rng = SplitMix64(seed: 0xC00C_1A96)
        var exported = 0
        var refused = 0
        for (name, bytes) in files {
            for _ in 0..<Self.mutantsPerFile {
                Self.check(SourceFile(path: name, bytes: Self.mutate(bytes, &rng)), exported: &exported, refused: &refused)
            }
        }
        for index in 0..<200 {
            let length = rng.int(0...400)
            let bytes = (0..<length).map { _ in UInt8(truncatingIfNeeded: rng.next()) }
            Self.check(SourceFile(path: "random-\(index).cook", bytes: bytes), exported: &exported, refused: &refused)
        }
        // Both outcomes must occur, or the mutations test too little.
        #expect(exported > 500)
        #expect(refused > 20)
    }

    @Test func deeplyNestedFrontMatterIsNotGivenToTheYAMLLibrary() {
        let deep = "---\nkey: " + String(repeating: "[", count: 100_000) + "\n---\nStir.\n"
        let result = CooklangParser.parse(deep, path: "deep.cook")
        #expect(result.recipe.metadata.map(\.key) == ["key"])
        #expect(
            result.diagnostics.map(\.message) == [
                "the front matter is too large or too deeply nested for YAML; read as key: value lines"
            ])
        let dashes = "---\n" + String(repeating: "- ", count: 50_000) + "x\n---\n"
        #expect(CooklangParser.parse(dashes).diagnostics.count == 1)
    }
}
