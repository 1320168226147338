import Foundation

/// A fenced code block of a Markdown file: its info string, its text and the
/// line of its opening fence, so a failure names the place in the document.
struct FencedBlock: Sendable, CustomStringConvertible {
    var file: String
    var line: Int
    var info: String
    var text: String

    var description: String { "\(file):\(line) (\(info))" }

    /// Every ``` fenced block of `markdown`. Indented fences and `~~~` are not
    /// used in this project's documents and are not recognised.
    static func all(in markdown: String, file: String) -> [FencedBlock] {
        var blocks: [FencedBlock] = []
        var open: (line: Int, info: String, lines: [String])?
        let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false)
        for (index, raw) in lines.enumerated() {
            let line = String(raw)
            if var current = open {
                if line.trimmingCharacters(in: .whitespaces) == "```" {
                    let body = current.lines.isEmpty ? "" : current.lines.joined(separator: "\n") + "\n"
                    blocks.append(FencedBlock(file: file, line: current.line, info: current.info, text: body))
                    open = nil
                } else {
                    current.lines.append(line)
                    open = current
                }
            } else if line.hasPrefix("```") {
                open = (index + 1, String(line.dropFirst(3)).trimmingCharacters(in: .whitespaces), [])
            }
        }
        return blocks
    }
}
