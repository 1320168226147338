import Testing
@testable import ClipCookCore
@testable import ClipCookLanguage
@testable import ClipCookDomain
@testable import ClipCookStore
@testable import ClipCookInterop
@testable import ClipCookKit

/// `CooklangParser.removeComments` slices the lines nothing is taken out
/// of instead of copying every byte: the lines, their numbers, the
/// comment-only flags and the warnings are those of the byte-by-byte
/// version it replaced, held here as the reference.
@Suite struct CooklangCommentSplitTests {
    struct Split: Equatable {
        var lines: [[UInt8]]
        var numbers: [Int]
        var onlyComment: [Bool]
        var warnings: [String]
    }

    static func split(_ text: String) -> Split {
        let source = SourceFile(path: "t.cook", text: text)
        var parser = CooklangParser(source: source, bytes: source.bytes)
        let lines = parser.removeComments(from: 0, firstLine: 1)
        return Split(
            lines: lines.map { Array($0.bytes) }, numbers: lines.map(\.number), onlyComment: lines.map(\.onlyComment),
            warnings: parser.diagnostics.map { "\($0.range?.start.offset ?? -1) \($0.message)" })
    }

    /// The byte-by-byte version (before the slices).
    static func reference(_ text: String) -> Split {
        let bytes = Array(text.utf8)
        var result = Split(lines: [], numbers: [], onlyComment: [], warnings: [])
        var current: [UInt8] = []
        var sawComment = false
        var lineNumber = 1, lineStartNumber = 1
        var i = 0
        var unterminated = false
        func finishLine() {
            let blankAfter = current.allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }
            result.lines.append(current)
            result.numbers.append(lineStartNumber)
            result.onlyComment.append(sawComment && blankAfter)
            current.removeAll()
            sawComment = false
        }
        while i < bytes.count {
            let b = bytes[i]
            if b == 0x0A {
                finishLine()
                lineNumber += 1
                lineStartNumber = lineNumber
                i += 1
                continue
            }
            if b == 0x5C, i + 1 < bytes.count, CooklangInline.isEscapable(bytes[i + 1]) {
                current += [b, bytes[i + 1]]
                i += 2
                continue
            }
            if b == 0x5C, let after = CooklangParser.continuation(bytes, at: i) {
                if let last = current.last, last != 0x20, last != 0x09 { current.append(0x20) }
                lineNumber += 1
                i = after
                while i < bytes.count, bytes[i] == 0x20 || bytes[i] == 0x09 { i += 1 }
                continue
            }
            if b == 0x2D, i + 1 < bytes.count, bytes[i + 1] == 0x2D {
                var run = i
                while run < bytes.count, bytes[run] == 0x2D { run += 1 }
                if run - i == 2 {
                    sawComment = true
                    i = run
                    while i < bytes.count, bytes[i] != 0x0A { i += 1 }
                    continue
                }
                current += bytes[i..<run]
                i = run
                continue
            }
            if b == 0x5B, i + 1 < bytes.count, bytes[i + 1] == 0x2D, !unterminated {
                var j = i + 2
                var newlines = 0
                while j + 1 < bytes.count, !(bytes[j] == 0x2D && bytes[j + 1] == 0x5D) {
                    if bytes[j] == 0x0A { newlines += 1 }
                    j += 1
                }
                if j + 1 < bytes.count {
                    sawComment = true
                    lineNumber += newlines
                    i = j + 2
                    continue
                }
                result.warnings.append("\(i) unterminated block comment '[-' is kept as text")
                unterminated = true
            }
            current.append(b)
            i += 1
        }
        if !current.isEmpty || sawComment { finishLine() }
        return result
    }

    @Test(arguments: [
        "Mix @flour{200%g} -- sifted\nBake ~{20%min}.\n",
        "-- only a comment\n\nStir [- a note\nover lines -] well.\nDone",
        "Whisk \\\n  the eggs \\   \n  and sugar.\n",
        "A --- rule is text; so is a single - dash and \\@ an escaped at.",
        "Start [- never closed\nand more [- text -]\n",
        "ends with a continuation \\",
        "ends inside a comment --",
        "\r\nWindows line -- comment\r\nnext\r\n",
        "",
        "\n\n",
    ])
    func linesAreAsBefore(_ text: String) {
        #expect(Self.split(text) == Self.reference(text))
    }

    @Test func generatedTextsSplitAsBefore() {
        let alphabet = ["a", "b", " ", "\t", "\n", "\r", "-", "--", "[", "[-", "-]", "\\", "\\\n", "@", "é", "=", ">"]
        var state: UInt64 = 42
        for _ in 0..<4000 {
            var text = ""
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            for _ in 0..<Int(state >> 60) + Int((state >> 40) % 24) {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                text += alphabet[Int(state >> 33) % alphabet.count]
            }
            #expect(Self.split(text) == Self.reference(text), "\(Array(text.utf8))")
        }
    }
}
