import Foundation
import Testing

/// docs/ARCHITECTURE.md draws the library as layered targets. These tests
/// hold the drawing, `Package.swift` and the sources to one another: a
/// target named in the table is a target of the package with the same
/// dependencies, the library's layers only look down, no file imports a
/// module its target does not depend on (SwiftPM may let such an import
/// compile when the module happens to be built first), no library target
/// passes 12,000 lines, and no two types share a name.
@Suite struct ArchitectureTests {
    /// The library's layers, lowest first, as the table lists them.
    static let layers = ["ClipCookCore", "ClipCookLanguage", "ClipCookDomain", "ClipCookStore", "ClipCookInterop", "ClipCookKit"]

    static func text(_ relativePath: String) throws -> String {
        try String(contentsOf: Executable.packageRoot.appendingPathComponent(relativePath), encoding: .utf8)
    }

    /// Target name -> the names in its `dependencies:` (targets and products).
    static func packageTargets() throws -> [String: Set<String>] {
        let manifest = try text("Package.swift")
        var targets: [String: Set<String>] = [:]
        let blocks =
            manifest.components(separatedBy: ".target(").dropFirst()
            + manifest.components(separatedBy: ".executableTarget(").dropFirst()
            + manifest.components(separatedBy: ".systemLibrary(").dropFirst()
        for block in blocks {
            let body = block.components(separatedBy: "\n        ),").first ?? block
            guard let name = Self.quoted(after: "name: ", in: body) else { continue }
            var dependencies: Set<String> = []
            if let start = body.range(of: "dependencies: [") {
                let rest = body[start.upperBound...]
                let list = rest.prefix { $0 != "]" }
                for piece in list.components(separatedBy: "\"").enumerated() where piece.offset % 2 == 1 {
                    dependencies.insert(piece.element)
                }
            }
            targets[name] = dependencies
        }
        return targets
    }

    static func quoted(after marker: String, in text: String) -> String? {
        guard let start = text.range(of: marker + "\"") else { return nil }
        let rest = text[start.upperBound...]
        return rest.firstIndex(of: "\"").map { String(rest[..<$0]) }
    }

    /// The rows of the "## Targets" table: backticked names in the first
    /// cell, backticked names in the second.
    static func documentedTargets() throws -> [(names: [String], uses: [String])] {
        let doc = try text("docs/ARCHITECTURE.md")
        guard
            let section = doc.components(separatedBy: "## Targets").dropFirst().first?
                .components(separatedBy: "\n## ").first
        else { return [] }
        var rows: [(names: [String], uses: [String])] = []
        // The first table only (the folders' table follows it).
        let table = section.split(separator: "\n", omittingEmptySubsequences: false)
            .drop { !$0.hasPrefix("|") }.prefix { $0.hasPrefix("|") }
        for line in table where line.hasPrefix("| `") {
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count > 3 else { continue }
            rows.append((Self.backticked(cells[1]), Self.backticked(cells[2])))
        }
        return rows
    }

    static func backticked(_ cell: String) -> [String] {
        cell.components(separatedBy: "`").enumerated().filter { $0.offset % 2 == 1 }.map(\.element)
    }

    @Test func theTableNamesThePackagesTargetsWithTheirDependencies() throws {
        let targets = try Self.packageTargets()
        let rows = try Self.documentedTargets()
        let documented = Set(rows.flatMap(\.names))
        let declared = Set(targets.keys)
        #expect(
            documented == declared, "in the doc only: \(documented.subtracting(declared)); in Package.swift only: \(declared.subtracting(documented))"
        )
        for row in rows where row.names.count == 1 && Self.layers.contains(row.names[0]) {
            let name = row.names[0]
            #expect(Set(row.uses) == targets[name], "\(name): the doc says \(row.uses.sorted()), Package.swift \(targets[name]?.sorted() ?? [])")
        }
    }

    @Test func eachLayerUsesOnlyTheLayersBelowIt() throws {
        let targets = try Self.packageTargets()
        for (index, layer) in Self.layers.enumerated() {
            let used = (targets[layer] ?? []).filter { Self.layers.contains($0) }
            let below = Set(Self.layers.prefix(index))
            #expect(used.isSubset(of: below), "\(layer) uses \(used.subtracting(below).sorted()), which is not below it")
        }
    }

    @Test func noFileImportsAModuleItsTargetDoesNotDependOn() throws {
        let targets = try Self.packageTargets()
        let own = Set(targets.keys)
        let sources = Executable.packageRoot.appendingPathComponent("Sources")
        for target in own.sorted() {
            let folder = sources.appendingPathComponent(target)
            guard let files = FileManager.default.enumerator(atPath: folder.path) else { continue }
            for case let file as String in files where file.hasSuffix(".swift") {
                let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
                for line in text.split(separator: "\n") where line.hasPrefix("import ") {
                    let module = line.dropFirst("import ".count).trimmingCharacters(in: .whitespaces)
                    guard own.contains(module) else { continue }
                    #expect(targets[target]?.contains(module) == true, "\(target)/\(file) imports \(module), which \(target) does not depend on")
                }
            }
        }
    }

    @Test func noLibraryTargetPassesTwelveThousandLines() throws {
        let sources = Executable.packageRoot.appendingPathComponent("Sources")
        for layer in Self.layers {
            let folder = sources.appendingPathComponent(layer)
            var lines = 0
            for case let file as String in FileManager.default.enumerator(atPath: folder.path) ?? FileManager.DirectoryEnumerator()
            where file.hasSuffix(".swift") {
                lines += try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8).split(
                    separator: "\n", omittingEmptySubsequences: false
                ).count
            }
            #expect(lines > 1_000 && lines <= 12_000, "\(layer) has \(lines) lines")
        }
    }

    /// Type names are the package's vocabulary: a name means one thing. No
    /// two top-level types share a name, and no nested type takes the name
    /// of a top-level one (inside it, the nested one would shadow the other).
    @Test func noTwoTypesShareAName() throws {
        let sources = Executable.packageRoot.appendingPathComponent("Sources")
        let keyword = try Regex(
            #"^(\s*)(?:@\w+\s+)*(?:(?:public|package|internal|private|fileprivate|final|indirect)\s+)*(?:struct|enum|class|actor|protocol|typealias)\s+([A-Z]\w*)"#
        )
        var topLevel: [String: [String]] = [:]
        var nested: [String: [String]] = [:]
        for case let file as String in FileManager.default.enumerator(atPath: sources.path) ?? FileManager.DirectoryEnumerator()
        where file.hasSuffix(".swift") {
            let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
            for line in text.split(separator: "\n") {
                guard let match = try keyword.firstMatch(in: String(line)),
                    let indent = match.output[1].substring, let name = match.output[2].substring
                else { continue }
                if indent.isEmpty {
                    topLevel[String(name), default: []].append(file)
                } else {
                    nested[String(name), default: []].append(file)
                }
            }
        }
        let repeated = topLevel.filter { $0.value.count > 1 }
        #expect(repeated.isEmpty, "top-level types declared more than once: \(repeated)")
        let shadowing = nested.filter { topLevel[$0.key] != nil }
        #expect(shadowing.isEmpty, "nested types named as a top-level type: \(shadowing)")
        #expect(topLevel.count > 300, "the scan found only \(topLevel.count) types")
    }
}
