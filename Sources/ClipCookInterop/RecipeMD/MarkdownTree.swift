import CCMark
import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore

/// A CommonMark document as libcmark parses it, copied into Swift values:
/// blocks with their kind, line and inline content. The C tree is freed
/// before `parse` returns; nesting deeper than `maxDepth` is cut off.
package struct MarkdownTree {
    package enum Kind: Equatable {
        case document, blockQuote, list(ordered: Bool), item, codeBlock, htmlBlock, paragraph
        case heading(level: Int), thematicBreak, other
        // Inlines.
        case text, softBreak, lineBreak, code, htmlInline, emphasis, strong, link, image
    }

    package struct Node {
        package var kind: Kind
        package var line: Int
        package var literal: String
        package var children: [Node]
        /// A link's destination (`[text](url)`); empty for other nodes.
        package var url = ""

        /// The plain text of the node: literals joined, breaks as spaces.
        package var plainText: String {
            switch kind {
            case .text, .code, .codeBlock, .htmlInline: return literal
            case .softBreak, .lineBreak: return " "
            default: return children.map(\.plainText).joined()
            }
        }
    }

    package static let maxDepth = 48

    package var root: Node

    package init(parsing bytes: [UInt8]) {
        let document: OpaquePointer? = bytes.withUnsafeBufferPointer { buffer in
            buffer.baseAddress.flatMap { base in
                base.withMemoryRebound(to: CChar.self, capacity: buffer.count) { chars in
                    cmark_parse_document(chars, buffer.count, CMARK_OPT_DEFAULT)
                }
            }
        }
        guard let document else {
            root = Node(kind: .document, line: 1, literal: "", children: [])
            return
        }
        defer { cmark_node_free(document) }
        root = Self.copy(document, depth: 0)
    }

    private static func copy(_ node: OpaquePointer, depth: Int) -> Node {
        var children: [Node] = []
        if depth < maxDepth {
            var child = cmark_node_first_child(node)
            while let current = child {
                children.append(copy(current, depth: depth + 1))
                child = cmark_node_next(current)
            }
        }
        let literal = cmark_node_get_literal(node).map { String(cString: $0) } ?? ""
        let kind = kind(of: node)
        let url = kind == .link ? cmark_node_get_url(node).map { String(cString: $0) } ?? "" : ""
        return Node(kind: kind, line: Int(cmark_node_get_start_line(node)), literal: literal, children: children, url: url)
    }

    private static func kind(of node: OpaquePointer) -> Kind {
        switch cmark_node_get_type(node) {
        case CMARK_NODE_DOCUMENT: .document
        case CMARK_NODE_BLOCK_QUOTE: .blockQuote
        case CMARK_NODE_LIST: .list(ordered: cmark_node_get_list_type(node) == CMARK_ORDERED_LIST)
        case CMARK_NODE_ITEM: .item
        case CMARK_NODE_CODE_BLOCK: .codeBlock
        case CMARK_NODE_HTML_BLOCK: .htmlBlock
        case CMARK_NODE_PARAGRAPH: .paragraph
        case CMARK_NODE_HEADING: .heading(level: Int(cmark_node_get_heading_level(node)))
        case CMARK_NODE_THEMATIC_BREAK: .thematicBreak
        case CMARK_NODE_TEXT: .text
        case CMARK_NODE_SOFTBREAK: .softBreak
        case CMARK_NODE_LINEBREAK: .lineBreak
        case CMARK_NODE_CODE: .code
        case CMARK_NODE_HTML_INLINE: .htmlInline
        case CMARK_NODE_EMPH: .emphasis
        case CMARK_NODE_STRONG: .strong
        case CMARK_NODE_LINK: .link
        case CMARK_NODE_IMAGE: .image
        default: .other
        }
    }
}
