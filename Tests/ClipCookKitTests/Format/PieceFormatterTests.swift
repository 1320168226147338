import Testing
@testable import ClipCookCore
@testable import ClipCookLanguage
@testable import ClipCookKit

/// A plan formatted a piece at a time (`PieceFormatter`, cut by `PlanCut`)
/// is what `fmt` writes for the whole file, for pieces of any size.
@Suite struct PieceFormatterTests {
    /// A plan far from canonical: blank lines at the start, in runs and
    /// after a day line, comments above days and between meals, uneven
    /// spacing, a comment at the very end.
    static let messy = """

        -- the plan

        plan   -- ours


        day 2026-11-23   -- a busy day

          breakfast:    overnight-oats
        lunch: chicken-caesar-wrap   x2  -- gym day
          -- then a walk



        -- the soup week
           -- (really)
        day 2026-11-24
          lunch: red-lentil-soup  [id soup]
        day 2026-11-25
            dinner: quick "Apple"  calories 95 protein 0  carbs 25  fats 0

        -- Friday
        day 2026-11-27
          dinner: none
        -- the end

        """

    static func inPieces(_ text: String, size: Int) throws -> [UInt8] {
        let bytes = Array(text.utf8)
        var stream = PieceFormatter(lineEnding: SourceEdit.lineEnding(in: bytes), capacity: bytes.count)
        let pieces = PlanCut.pieces(of: 0..<bytes.count, in: bytes, size: size)
        for (number, range) in pieces.enumerated() {
            try stream.append(
                PlanCut.piece(bytes, range, path: "week.plan"), skipping: range.lowerBound == 0 ? 0 : 1,
                isLast: number == pieces.count - 1)
        }
        return stream.takeOutput()
    }

    @Test(arguments: [1, 40, 100, 1 << 20])
    func givesWhatFmtGivesTheWholeFile(size: Int) throws {
        for text in [Self.messy, Self.messy.replacingOccurrences(of: "\n", with: "\r\n"), "\u{FEFF}" + Self.messy] {
            let whole = try Formatter.formatBytes(SourceFile(path: "week.plan", text: text))
            #expect(try Self.inPieces(text, size: size) == whole)
        }
    }

    @Test func cutsAfterACodeLineAboveEachDay() {
        let bytes = Array(Self.messy.utf8)
        let cuts = PlanCut.pieces(of: 0..<bytes.count, in: bytes, size: 1).map(\.lowerBound).dropFirst()
        let starts = cuts.map { String(decoding: bytes[$0...].prefix { $0 != 0x0A }, as: UTF8.self) }
        // Each cut is right after a code line, at the start of the blank
        // and comment lines above a day: after the header, after the lunch
        // line (the comment under it goes with the next day, as `fmt`
        // indents it), right above 2026-11-25, and after Thursday's dinner.
        #expect(starts == ["", "  -- then a walk", "day 2026-11-25", ""])
    }

    @Test func anUnsettledPieceIsRefused() throws {
        // A piece ending with a comment, another after it: the comment
        // would be placed by the next piece's code line.
        var stream = PieceFormatter(lineEnding: [0x0A], capacity: 64)
        let piece = SourceFile(path: "p", text: "plan\nday 2026-11-23\n  lunch: none\n-- after\n")
        #expect(throws: PieceFormatter.Failure.self) { try stream.append(piece, skipping: 0, isLast: false) }
    }
}
