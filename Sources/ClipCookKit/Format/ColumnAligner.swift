/// Lines up columns inside a run of lines (a run ends at a blank line):
/// quick-add macros, trailing annotations, and end-of-line comments.
/// Lines too long to align are set off by two spaces instead, so one long
/// line does not push a whole block to the right.
enum ColumnAligner {
    /// Beyond this width a line takes no part in alignment.
    static let maxAlignedWidth = 48
    static let gap = 2

    static func render(_ lines: [FormattedLine]) -> [String] {
        var output: [String] = []
        var run: [FormattedLine] = []
        func flush() {
            output += renderRun(run)
            run = []
        }
        for line in lines {
            if line.isBlank {
                flush()
                output.append("")
            } else {
                run.append(line)
            }
        }
        flush()
        return output
    }

    private static func renderRun(_ run: [FormattedLine]) -> [String] {
        guard !run.isEmpty else { return [] }
        var texts = run.map { String(repeating: " ", count: $0.indent) + $0.code }

        // Macro groups: a column each, when the lines list the same macros.
        let macroLines = run.indices.filter { !run[$0].macros.isEmpty }
        let sameKeys = Set(macroLines.map { run[$0].macros.map { LineLayout.words($0).first ?? "" } }).count == 1
        let macroStart = macroLines.filter { !run[$0].code.trimmedOfBlanks.isEmpty }.map { texts[$0].count + 1 }
            .filter { $0 <= maxAlignedWidth }.max()
        var widths: [Int] = []
        if sameKeys, let first = macroLines.first {
            widths = run[first].macros.indices.map { i in macroLines.map { run[$0].macros[i].count }.max() ?? 0 }
        }
        for index in macroLines {
            let line = run[index]
            if !line.code.trimmedOfBlanks.isEmpty {
                let width = texts[index].count
                texts[index] += pad(to: width < (macroStart ?? 0) ? (macroStart ?? 0) - width : 1)
            }
            var groups = line.macros
            if sameKeys {
                for i in groups.indices.dropLast() { groups[i] += pad(to: widths[i] - groups[i].count) }
            }
            texts[index] += groups.joined(separator: pad(to: gap))
        }

        // Annotations: one column for each kind of line.
        var kinds: [SyntaxLine.Kind] = []
        for line in run where !line.annotations.isEmpty && !kinds.contains(line.kind) { kinds.append(line.kind) }
        for kind in kinds {
            let members = run.indices.filter { run[$0].kind == kind && !run[$0].annotations.isEmpty }
            let column = alignedColumn(members.map { texts[$0].count })
            for index in members {
                texts[index] += pad(to: separation(texts[index].count, column))
                texts[index] += run[index].annotations.joined(separator: " ")
            }
        }

        // End-of-line comments: one column for the run.
        let commented = run.indices.filter { run[$0].comment != nil && run[$0].kind != .comment }
        let column = alignedColumn(commented.map { texts[$0].count })
        for index in run.indices {
            guard let comment = run[index].comment else { continue }
            if run[index].kind == .comment {
                texts[index] += comment
            } else {
                texts[index] += pad(to: separation(texts[index].count, column)) + comment
            }
        }
        return texts.enumerated().map { index, text in
            run[index].isVerbatim ? text : String(text.reversed().drop { $0 == " " }.reversed())
        }
    }

    /// The column text starts at after a gap, ignoring lines too long to align.
    private static func alignedColumn(_ widths: [Int]) -> Int? {
        widths.filter { $0 <= maxAlignedWidth }.max().map { $0 + gap }
    }

    private static func separation(_ width: Int, _ column: Int?) -> Int {
        guard let column, width < column else { return gap }
        return column - width
    }

    private static func pad(to count: Int) -> String {
        String(repeating: " ", count: max(0, count))
    }
}
