import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore

/// The merge of two versions of a plan that reads only the days that
/// differ (see `DocumentMerge`): the three texts are cut (`PlanCut`) at
/// the days around the first and the last byte where they differ, the
/// middles are merged as small plans by `PlanMerge`, and the result is
/// ours' start, the merged middle and ours' end, each formatted a piece
/// at a time (`PieceFormatter`). Memory: the three files' bytes while the
/// merge is decided, then ours' bytes and the result; not three documents
/// and the formatting of the whole file (13 times one version before).
///
/// The result is what merging the whole files gives. Where the cut could
/// change it, the whole files are merged instead: a version or a piece
/// that does not read cleanly, a day written both in a middle and outside
/// them (a meal's derived id counts the meals of its day in the whole
/// file), or a meal that goes on a new day whose place in the file the
/// middle alone does not settle.
enum PlanSplice {
    /// What is decided while the three versions are held.
    struct Prepared {
        /// Ours' middle.
        var middle: Range<Int>
        var changes: PlanMerge.Changes
        /// Ours' middle as lines to edit, after `header` when it does not start the file.
        var edit: PlanEdit
        var pieceSize: Int
    }

    /// The line put before a piece that does not start the file, so that it reads as a plan.
    static let header: [UInt8] = Array("plan\n".utf8)

    /// The cut and the merge's decisions, or nil when the whole files must be merged.
    static func prepare(base: SourceFile, ours: SourceFile, theirs: SourceFile, pieceSize: Int = PlanCut.pieceSize) -> Prepared? {
        let limit = Language.maximumInputSize
        guard base.bytes.count <= limit, ours.bytes.count <= limit, theirs.bytes.count <= limit,
            PlanCut.startsAsPlan(ours.bytes)
        else { return nil }
        let o = ours.bytes
        let common = PlanCut.commonEnds(base.bytes, o, theirs.bytes)
        let start = PlanCut.cut(atOrBefore: common.prefix, in: o)
        let end = PlanCut.cut(atOrAfter: o.count - common.suffix, in: o)
        let suffix = o.count - end
        guard start <= end, [base, theirs].allSatisfy({ $0.bytes.count - suffix >= start }) else { return nil }
        let middles = [base, theirs, ours].map { version in start..<version.bytes.count - suffix }
        func middle(_ version: SourceFile, _ range: Range<Int>) -> SourceFile {
            SourceFile(path: version.path, bytes: (start > 0 ? header : []) + version.bytes[range])
        }
        guard case .plan(let b)? = Language.parse(middle(base, middles[0]), keeping: []).document,
            case .plan(let t)? = Language.parse(middle(theirs, middles[1]), keeping: []).document
        else { return nil }
        let oursMiddle = Language.parse(middle(ours, middles[2]), keeping: .syntaxTree)
        guard case .plan(let mine)? = oursMiddle.document else { return nil }
        // The days of the middles are written nowhere else.
        let inMiddles = PlanCut.days(in: middles[0], of: base.bytes).union(PlanCut.days(in: middles[1], of: theirs.bytes))
            .union(PlanCut.days(in: middles[2], of: o))
        let before = PlanCut.days(in: 0..<start, of: o)
        guard before.isDisjoint(with: inMiddles), PlanCut.days(in: end..<o.count, of: o).isDisjoint(with: inMiddles),
            readsCleanly(o, outside: start..<end, path: ours.path, pieceSize: pieceSize)
        else { return nil }
        var changes = PlanMerge.changes(base: b, ours: mine, theirs: t)
        let edit = PlanMerge.edit(of: oursMiddle.tree, placing: &changes)
        // A meal on a day ours' middle lacks goes before the next later
        // day, or at the end of the file: in the middle only when no later
        // day comes before it and one comes in it (or nothing follows it).
        let oursDays = Set(edit.dayLines().map(\.day))
        let latestBefore = before.max()
        for insertion in changes.insertions where !oursDays.contains(insertion.slot.day) {
            let day = insertion.slot.day
            if let latestBefore, latestBefore > day { return nil }
            if suffix > 0, !oursDays.contains(where: { $0 > day }) { return nil }
        }
        return Prepared(middle: start..<end, changes: changes, edit: edit, pieceSize: pieceSize)
    }

    /// Whether every piece of `bytes` outside `middle` reads as a plan without errors.
    private static func readsCleanly(_ bytes: [UInt8], outside middle: Range<Int>, path: String, pieceSize: Int) -> Bool {
        let pieces =
            PlanCut.pieces(of: 0..<middle.lowerBound, in: bytes, size: pieceSize)
            + PlanCut.pieces(of: middle.upperBound..<bytes.count, in: bytes, size: pieceSize)
        return pieces.allSatisfy { range in
            guard case .plan? = Language.parse(piece(bytes, range, path: path), keeping: []).document else { return false }
            return true
        }
    }

    /// The piece of `bytes` at `range`, after `header` unless it starts the file.
    static func piece(_ bytes: [UInt8], _ range: Range<Int>, path: String) -> SourceFile {
        SourceFile(path: path, bytes: range.lowerBound == 0 ? Array(bytes[range]) : header + bytes[range])
    }

    /// The merged text: ours' start, the merged middle, ours' end, formatted
    /// a piece at a time, with conflict markers around the middle's conflicting meals.
    static func finish(_ prepared: consuming Prepared, ours: consuming SourceFile) throws(DocumentMerge.Failure) -> DocumentMerge.Result {
        let bytes = ours.bytes
        let path = ours.path
        _ = consume ours
        let conflicts = prepared.changes.conflicts
        var edit = prepared.edit
        PlanMerge.make(prepared.changes, in: &edit)
        var middle = Array(edit.lines.joined().utf8)
        edit.lines = []
        let hasHeader = prepared.middle.lowerBound > 0
        let ending = SourceEdit.lineEnding(in: hasHeader ? bytes : middle)
        var stream = PieceFormatter(lineEnding: ending, capacity: bytes.count)
        var after = PlanCut.pieces(of: prepared.middle.upperBound..<bytes.count, in: bytes, size: prepared.pieceSize)
        do throws(PieceFormatter.Failure) {
            for range in PlanCut.pieces(of: 0..<prepared.middle.lowerBound, in: bytes, size: prepared.pieceSize) {
                try stream.append(piece(bytes, range, path: path), skipping: range.lowerBound == 0 ? 0 : 1, isLast: false)
            }
            // With the piece after it: the middle may end with a comment a
            // removed meal left, and nothing may wait at a cut.
            if let first = after.first {
                middle += bytes[first]
                after.removeFirst()
            }
            let marksFrom = stream.output.count
            try stream.append(SourceFile(path: path, bytes: middle), skipping: hasHeader ? 1 : 0, isLast: after.isEmpty)
            middle = []
            if !conflicts.isEmpty {
                let shown = (hasHeader ? header : []) + stream.output[marksFrom...]
                let marked = Array(PlanMerge.marked(shown, conflicts: conflicts).utf8)
                stream.replaceOutput(from: marksFrom, with: Array(marked.dropFirst(hasHeader ? header.count : 0)))
            }
            for (number, range) in after.enumerated() {
                try stream.append(piece(bytes, range, path: path), skipping: 1, isLast: number == after.count - 1)
            }
        } catch {
            throw .unreadable("the merged plan does not read back")
        }
        let text = stream.takeOutput()
        return DocumentMerge.Result(text: String(decoding: text, as: UTF8.self), conflicts: conflicts.count)
    }
}
