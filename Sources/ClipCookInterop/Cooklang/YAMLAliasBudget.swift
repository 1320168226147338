import CYaml
import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore

/// A bound on what YAML aliases may add to a document, checked on
/// libyaml's event stream before Yams composes the document.
///
/// Yams resolves an alias (`*name`) to the node its anchor (`&name`) named,
/// and anything that walks the composed tree (Yams' own check for duplicate
/// keys, and the front matter's conversion to metadata) walks every alias
/// at its full size. Aliases of aliases multiply: ten of ten of ten...
/// nodes, seven levels deep, is a 430-byte document of 10^8 nodes. So the
/// events are read once, in a single pass, keeping the expanded size of
/// each anchored node (a node counts 1, plus its children at their expanded
/// sizes; an alias counts the size of its anchor). Every alias adds its
/// anchor's size to a running total, and the first alias that takes the
/// total past `maxAliasedNodes` is refused, at its line and column. Sizes
/// are clamped just above the budget, so no sum can overflow; the pass is
/// linear in the length of the text whatever its aliases say.
///
/// YAML without aliases is never refused here (its size is bounded by the
/// front matter's byte limit), nor is YAML libyaml cannot parse: Yams
/// reports that.
package enum YAMLAliasBudget {
    /// Nodes that aliases may add, over the whole document: far above what
    /// front matter shares by alias (a list of tags, a nutrition block), far
    /// below what could cost memory or time.
    package static let maxAliasedNodes = 10_000

    /// Where an alias took the total past the budget.
    package struct Refusal: Error, Equatable {
        /// 0-based line and column (in characters) in the YAML text.
        package var line: Int
        package var column: Int
        package var anchor: String
    }

    /// nil when the YAML stays within the budget (or does not parse).
    package static func check(_ yaml: String, budget: Int = maxAliasedNodes) -> Refusal? {
        let bytes = Array(yaml.utf8)
        if bytes.isEmpty { return nil }
        return bytes.withUnsafeBufferPointer { buffer -> Refusal? in
            guard let base = buffer.baseAddress else { return nil }
            var parser = yaml_parser_t()
            guard yaml_parser_initialize(&parser) == 1 else { return nil }
            defer { yaml_parser_delete(&parser) }
            yaml_parser_set_input_string(&parser, base, buffer.count)
            var walk = Walk(cap: budget + 1)
            while true {
                var event = yaml_event_t()
                guard yaml_parser_parse(&parser, &event) == 1 else { return nil }
                defer { yaml_event_delete(&event) }
                switch event.type {
                case YAML_STREAM_END_EVENT, YAML_NO_EVENT:
                    return nil
                case YAML_SCALAR_EVENT:
                    walk.finish(size: 1, anchor: name(event.data.scalar.anchor))
                case YAML_SEQUENCE_START_EVENT:
                    walk.open(anchor: name(event.data.sequence_start.anchor))
                case YAML_MAPPING_START_EVENT:
                    walk.open(anchor: name(event.data.mapping_start.anchor))
                case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
                    walk.close()
                case YAML_ALIAS_EVENT:
                    let anchor = name(event.data.alias.anchor) ?? ""
                    if !walk.alias(anchor, budget: budget) {
                        return Refusal(
                            line: Int(clamping: event.start_mark.line), column: Int(clamping: event.start_mark.column),
                            anchor: anchor)
                    }
                default:
                    continue
                }
            }
        }
    }

    private static func name(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
        guard let pointer else { return nil }
        return String(cString: pointer)
    }

    /// The open collections and the expanded sizes of the anchors seen.
    package struct Walk {
        package let cap: Int
        private var open: [(size: Int, anchor: String?)] = []
        private var anchors: [String: Int] = [:]
        package private(set) var aliased = 0

        package init(cap: Int) { self.cap = cap }

        package mutating func open(anchor: String?) { open.append((1, anchor)) }

        package mutating func close() {
            guard let last = open.popLast() else { return }
            finish(size: last.size, anchor: last.anchor)
        }

        /// A node is complete: its anchor (if any) names its size, and its
        /// collection grows by it.
        package mutating func finish(size: Int, anchor: String?) {
            if let anchor { anchors[anchor] = size }
            if !open.isEmpty { open[open.count - 1].size = min(cap, open[open.count - 1].size + size) }
        }

        /// false when this alias takes the aliased total past the budget.
        package mutating func alias(_ anchor: String, budget: Int) -> Bool {
            // An anchor not (yet) defined is an error Yams reports; it counts as one node here.
            let size = anchors[anchor] ?? 1
            aliased = min(cap, aliased + size)
            guard aliased <= budget else { return false }
            finish(size: size, anchor: nil)
            return true
        }
    }
}
