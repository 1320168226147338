import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore
import ClipCookInterop
import ClipCookKit
import Foundation
import Testing

/// A short, bounded run of every fuzz target's oracle inside the test suite
/// (and so in CI), without libFuzzer or the sanitizer build that
/// `scripts/fuzz` needs: each target gets the seeds `scripts/fuzz` starts
/// from (the examples and the bad-input catalogue, files under 64 KB; every
/// example document written as JSON, JSON-LD, RecipeMD, Cooklang and
/// Markdown; a few command lines) and, for each seed, a fixed number of
/// deterministic mutations (`CLIPCOOK_FUZZ_MUTATIONS`, default 10). An
/// oracle that fails stops the process, as it stops libFuzzer, which fails
/// the run.
@Suite struct FuzzOracleSmokeTests {
    typealias Target = @Sendable (UnsafePointer<UInt8>, Int) -> Int32

    static let targets: [String: Target] = [
        "language": fuzzLanguage, "format": fuzzFormat, "lint": fuzzLint,
        "command-line": fuzzCommandLine, "where": fuzzWhere, "json": fuzzJson,
        "cooklang": fuzzCooklang, "jsonld": fuzzJsonld, "recipemd": fuzzRecipemd,
        "caption": fuzzCaption, "ingredient-line": fuzzIngredientLine, "inbox": fuzzInbox, "lsp": fuzzLSP,
        "merge": fuzzMerge,
    ]

    static var mutations: Int {
        ProcessInfo.processInfo.environment["CLIPCOOK_FUZZ_MUTATIONS"].flatMap(Int.init).map { max(0, $0) } ?? 10
    }

    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The seed files, sorted so that every run is the same.
    static func seeds() throws -> [[UInt8]] {
        var found: [[UInt8]] = []
        for folder in ["examples", "Tests/BadInputs", "Fuzz"] {
            let base = root.appendingPathComponent(folder)
            guard let walk = FileManager.default.enumerator(at: base, includingPropertiesForKeys: [.fileSizeKey, .isRegularFileKey]) else { continue }
            var files: [URL] = []
            for case let url as URL in walk {
                let values = try url.resourceValues(forKeys: [.fileSizeKey, .isRegularFileKey])
                // Under Fuzz/, only the kept reproductions (`Fuzz/TARGET/seeds/`).
                guard folder != "Fuzz" || url.path.contains("/seeds/") else { continue }
                if values.isRegularFile == true, (values.fileSize ?? 0) < 65_536 { files.append(url) }
            }
            for url in files.sorted(by: { $0.path < $1.path }) {
                let bytes = Array(try Data(contentsOf: url))
                found.append(bytes)
                guard folder == "examples", let document = Language.parse(SourceFile(path: url.path, bytes: bytes)).document else { continue }
                for format in [InteropFormat.json, .jsonld, .recipemd, .cooklang, .markdown] {
                    if let text = try? DocumentWriter.write(.document(document), as: format) { found.append(Array(text.utf8)) }
                }
            }
        }
        for line in [
            "list where protein >= 30 and calories < 600", #"search "creamy pasta" limit 3"#, "fav unicode-ü",
            "1 ½ cups flour, sifted", "Content-Length: 2\r\n\r\n{}",
        ] {
            found.append(Array(line.utf8))
        }
        return found
    }

    /// Replaces, removes or inserts one to three bytes, as a fuzzer's first mutations do.
    static func mutate(_ bytes: [UInt8], state: inout UInt64) -> [UInt8] {
        func next() -> Int {
            state ^= state << 13
            state ^= state >> 7
            state ^= state << 17
            return Int(truncatingIfNeeded: state >> 1)
        }
        let alphabet = Array("\n\r\t -[]{}\":,.0123456789@#~%/½x".utf8) + [0x00, 0x1B, 0xC3, 0xFF]
        var bytes = bytes
        for _ in 0...(next() % 3) {
            let at = bytes.isEmpty ? 0 : next() % bytes.count
            switch next() % 3 {
            case 0 where !bytes.isEmpty: bytes[at] = alphabet[next() % alphabet.count]
            case 1 where !bytes.isEmpty: bytes.remove(at: at)
            default: bytes.insert(alphabet[next() % alphabet.count], at: at)
            }
        }
        return bytes
    }

    /// A target's own seeds, in `Fuzz/TARGET/seeds` (the `merge` target's
    /// three documents split by a separator line), sorted.
    static func ownSeeds(_ name: String) throws -> [[UInt8]] {
        let folder = root.appendingPathComponent("Fuzz/\(name)/seeds")
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return [] }
        return try names.sorted().map { Array(try Data(contentsOf: folder.appendingPathComponent($0))) }
    }

    @Test(arguments: targets.keys.sorted())
    func everyOracleHoldsOnTheSeedsAndTheirMutations(_ name: String) throws {
        let target = try #require(Self.targets[name])
        let seeds = try Self.seeds() + Self.ownSeeds(name)
        #expect(seeds.count > 150)
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15 ^ UInt64(truncatingIfNeeded: name.utf8.count)
        var runs = 0
        for seed in seeds {
            var inputs = [seed]
            for _ in 0..<Self.mutations { inputs.append(Self.mutate(seed, state: &state)) }
            for input in inputs {
                // libFuzzer hands a target a pointer even for an empty input.
                let padded = input.isEmpty ? [0] : input
                let result = padded.withUnsafeBufferPointer { buffer -> Int32 in
                    guard let base = buffer.baseAddress else { return -1 }
                    return target(base, input.count)
                }
                #expect(result == 0)
                runs += 1
            }
        }
        print("fuzz oracle \(name): \(runs) inputs (\(seeds.count) seeds, \(Self.mutations) mutations each)")
    }
}
