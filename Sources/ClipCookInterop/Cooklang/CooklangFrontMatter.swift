import Foundation
import Yams
import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore

/// The YAML front matter of a Cooklang file, read with Yams.
///
/// A YAML mapping gives one entry per key, in order: scalars become text,
/// sequences lists, mappings maps. Front matter that is not a mapping
/// (invalid YAML, or a plain scalar such as `cooking time    :30 mins`) is
/// read line by line as `key: value` instead, split at the first `:`.
/// Front matter nested deeper than `maxDepth` or longer than `maxBytes` is
/// not given to the YAML library (its recursion is not bounded). Front
/// matter whose aliases would expand past `YAMLAliasBudget` is refused:
/// nothing of it is read, and the refusal says at which alias.
package enum CooklangFrontMatter {
    package static let maxDepth = 32
    package static let maxBytes = 256 * 1024

    /// The entries and a warning when the YAML could not be used; or, for
    /// YAML whose aliases expand too far, the alias that went past the budget.
    package static func read(_ yaml: String) -> Result<([CooklangMetadataEntry], String?), YAMLAliasBudget.Refusal> {
        guard yaml.utf8.count <= maxBytes, nesting(yaml) <= 2 * maxDepth else {
            return .success((lines(yaml), "the front matter is too large or too deeply nested for YAML; read as key: value lines"))
        }
        // An alias is written `*NAME`: YAML without a `*` has none to count.
        if yaml.utf8.contains(0x2A), let refusal = YAMLAliasBudget.check(yaml) { return .failure(refusal) }
        return .success(composed(yaml))
    }

    private static func composed(_ yaml: String) -> ([CooklangMetadataEntry], String?) {
        do {
            guard let node = try Yams.compose(yaml: yaml) else { return ([], nil) }
            if case .mapping(let mapping) = node {
                return (entries(mapping, depth: 0), nil)
            }
            return (lines(yaml), nil)
        } catch {
            return (lines(yaml), "the front matter is not valid YAML; read as key: value lines")
        }
    }

    private static func entries(_ mapping: Node.Mapping, depth: Int) -> [CooklangMetadataEntry] {
        mapping.map { pair in
            CooklangMetadataEntry(key: text(pair.key), value: value(pair.value, depth: depth + 1))
        }
    }

    private static func value(_ node: Node, depth: Int) -> CooklangValue {
        guard depth < maxDepth else { return .text("") }
        switch node {
        case .scalar(let scalar): return .text(scalar.string)
        case .sequence(let sequence): return .list(sequence.map { value($0, depth: depth + 1) })
        case .mapping(let mapping): return .map(entries(mapping, depth: depth))
        case .alias: return .text("")
        }
    }

    private static func text(_ node: Node) -> String {
        if case .scalar(let scalar) = node { return scalar.string }
        return ""
    }

    /// `key: value` lines; other lines are skipped.
    package static func lines(_ yaml: String) -> [CooklangMetadataEntry] {
        var result: [CooklangMetadataEntry] = []
        for line in yaml.split(whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }) {
            guard let colon = line.firstIndex(of: ":") else { continue }
            let key = line[..<colon].trimmingCharacters(in: .whitespaces)
            let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            if !key.isEmpty { result.append(CooklangMetadataEntry(key: key, value: .text(value))) }
        }
        return result
    }

    /// A bound on how deeply the YAML can nest: flow brackets open at once
    /// (a `[` or `{` counts inside a flow collection or where a value starts),
    /// plus indentation and `- ` / `? ` markers at the start of a line.
    /// Quoted scalars are skipped.
    package static func nesting(_ yaml: String) -> Int {
        var deepest = 0
        var flow = 0
        var lineDepth = 0
        var lineStart = true
        var valueStart = true
        var quote: UInt8 = 0
        var previous: UInt8 = 0
        for b in yaml.utf8 {
            if quote != 0 {
                if b == quote, !(quote == 0x22 && previous == 0x5C) { quote = 0 }
                previous = b == 0x5C && previous == 0x5C ? 0 : b
                continue
            }
            switch b {
            case 0x0A:
                lineStart = true
                valueStart = true
                lineDepth = 0
            case 0x20, 0x09:
                if lineStart { lineDepth += 1 }
            case 0x2D, 0x3F:  // - ?
                if !lineStart { valueStart = false }
            case 0x3A, 0x2C:  // : ,
                lineStart = false
                valueStart = true
            case 0x5B, 0x7B:
                let opens = flow > 0 || valueStart
                if opens { flow += 1 }
                lineStart = false
                valueStart = opens
            case 0x5D, 0x7D:
                flow = max(0, flow - 1)
                lineStart = false
            case 0x22, 0x27:
                if flow > 0 || valueStart { quote = b }
                lineStart = false
                valueStart = false
            default:
                lineStart = false
                valueStart = false
            }
            previous = b
            deepest = max(deepest, flow + lineDepth)
        }
        return deepest
    }
}
