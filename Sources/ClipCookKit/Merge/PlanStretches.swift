import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore

/// The merge of two versions of a long plan that reads only the days that
/// differ (see `DocumentMerge`). The three texts are cut into days
/// (`PlanBlocks`); a day of ours is unchanged when the ancestor and theirs
/// hold it with the same bytes. Each stretch of changed days is merged by
/// `PlanMerge` as a small plan of its own, with the ancestor's and theirs'
/// versions of those days and the days ours lacks whose meals would be
/// put there. The result goes out a piece at a time: ours' unchanged days
/// as `fmt` lays them out (`PieceFormatter`, which passes bytes already in
/// canonical form as they are), each merged stretch in its place. Memory:
/// the three files' bytes, a table of their days, and one piece or one
/// stretch at a time; never three documents or the whole result.
///
/// The result is what merging the whole files gives, byte for byte. Where
/// the cut could change it, `merge` returns nil and the whole files are
/// merged instead: a version that does not read cleanly, a day written
/// twice, a `day` line that does not read, a written id found outside its
/// stretch, carriage returns, or more days ours lacks than are worth
/// looking up one by one.
enum PlanStretches {
    /// At most this many days of the ancestor and theirs that ours lacks,
    /// and this many written ids in the stretches.
    static let lookUps = 64

    /// What is known of the three versions once their blocks are compared.
    private struct Layout {
        var base: PlanBlocks
        var ours: PlanBlocks
        var theirs: PlanBlocks
        /// Whether each block of ours differs (or takes meals ours lacks).
        var changed: [Bool]
        /// The blocks of the ancestor and of theirs read with each changed
        /// block of ours (then with the first block of its stretch).
        var baseFor: [(block: Int, ours: Int)] = []
        var theirsFor: [(block: Int, ours: Int)] = []
    }

    /// Merges the three versions and hands the result to `write` in
    /// order; gives the number of conflicts marked, or nil (with whatever
    /// was written to be thrown away) when the whole files must be merged.
    static func merge(
        base: borrowing SourceFile, ours: borrowing SourceFile, theirs: borrowing SourceFile,
        pieceSize: Int = PlanCut.pieceSize, write: ([UInt8]) -> Void
    ) -> Int? {
        let limit = Language.maximumInputSize
        guard base.bytes.count <= limit, ours.bytes.count <= limit, theirs.bytes.count <= limit,
            PlanCut.startsAsPlan(ours.bytes), !ours.bytes.contains(0x0D),
            let layout = layout(base.bytes, ours.bytes, theirs.bytes)
        else { return nil }
        let o = ours.bytes
        var stream = PieceFormatter(lineEnding: [0x0A], capacity: pieceSize)
        var conflicts = 0
        var cursor = (base: 0, theirs: 0, ids: Self.lookUps)
        var k = 0
        let count = layout.ours.count
        do throws(PieceFormatter.Failure) {
            while k < count {
                if !layout.changed[k] {
                    // Unchanged days, about `pieceSize` bytes of them.
                    let from = layout.ours.range(k).lowerBound
                    var end = k + 1
                    while end < count, !layout.changed[end], layout.ours.range(end).upperBound - from <= pieceSize { end += 1 }
                    let range = from..<layout.ours.range(end - 1).upperBound
                    try stream.append(PlanCut.piece(o, range, path: ours.path), skipping: from == 0 ? 0 : 1, isLast: end == count)
                    write(stream.takeOutput())
                    k = end
                    continue
                }
                var end = k + 1
                while end < count, layout.changed[end] { end += 1 }
                guard var merged = stretch(k..<end, of: layout, cursor: &cursor, base.bytes, o, theirs.bytes, path: ours.path) else { return nil }
                // With the day after it: the stretch may end with a comment
                // a removed meal left, and nothing may wait at a cut.
                if end < count {
                    merged.bytes += o[layout.ours.range(end)]
                    end += 1
                }
                let hasHeader = k > 0
                try stream.append(SourceFile(path: ours.path, bytes: merged.bytes), skipping: hasHeader ? 1 : 0, isLast: end == count)
                var out = stream.takeOutput()
                if !merged.conflicts.isEmpty {
                    let marked = PlanMerge.marked((hasHeader ? PlanCut.header : []) + out, conflicts: merged.conflicts)
                    out = Array(Array(marked.utf8).dropFirst(hasHeader ? PlanCut.header.count : 0))
                    conflicts += merged.conflicts.count
                }
                write(out)
                k = end
            }
        } catch {
            return nil
        }
        return conflicts
    }

    /// The blocks of the three versions and which of ours' changed, or nil
    /// when they cannot be cut safely.
    private static func layout(_ b: [UInt8], _ o: [UInt8], _ t: [UInt8]) -> Layout? {
        guard let base = PlanBlocks(b), let ours = PlanBlocks(o), let theirs = PlanBlocks(t) else { return nil }
        var layout = Layout(base: base, ours: ours, theirs: theirs, changed: [Bool](repeating: false, count: ours.count))
        // The headers, then each day of ours.
        if !(ours.block(0, of: o, equals: 0, of: base, in: b) && ours.block(0, of: o, equals: 0, of: theirs, in: t)) {
            layout.changed[0] = true
            layout.baseFor.append((0, 0))
            layout.theirsFor.append((0, 0))
        }
        for k in 1..<max(1, ours.count) {
            guard let day = ours.day(k) else { continue }
            let (inBase, inTheirs) = (base.blockOfDay[day], theirs.blockOfDay[day])
            if let inBase, let inTheirs, ours.block(k, of: o, equals: inBase, of: base, in: b),
                ours.block(k, of: o, equals: inTheirs, of: theirs, in: t)
            {
                continue
            }
            layout.changed[k] = true
            if let inBase { layout.baseFor.append((inBase, k)) }
            if let inTheirs { layout.theirsFor.append((inTheirs, k)) }
        }
        // Days ours lacks: their meals go before ours' next later day.
        var lookUps = 0
        var unread: [(Int, PlanBlocks, [UInt8])] = []
        for j in 1..<max(1, base.count) {
            guard let day = base.day(j), ours.blockOfDay[day] == nil else { continue }
            let inTheirs = theirs.blockOfDay[day]
            if let inTheirs, base.block(j, of: b, equals: inTheirs, of: theirs, in: t) {
                // Ours removed the day, theirs left it: nothing to do, but it must read.
                unread.append((j, base, b))
                continue
            }
            lookUps += 1
            guard lookUps <= Self.lookUps else { return nil }
            let anchor = ours.anchor(of: day)
            layout.changed[anchor] = true
            layout.baseFor.append((j, anchor))
            if let inTheirs { layout.theirsFor.append((inTheirs, anchor)) }
        }
        for j in 1..<max(1, theirs.count) {
            guard let day = theirs.day(j), ours.blockOfDay[day] == nil, base.blockOfDay[day] == nil else { continue }
            lookUps += 1
            guard lookUps <= Self.lookUps else { return nil }
            let anchor = ours.anchor(of: day)
            layout.changed[anchor] = true
            layout.theirsFor.append((j, anchor))
        }
        for (j, blocks, bytes) in unread {
            guard readsCleanly(PlanCut.piece(bytes, blocks.range(j), path: "")) != nil else { return nil }
        }
        layout.baseFor = byStretch(layout.baseFor, layout.changed)
        layout.theirsFor = byStretch(layout.theirsFor, layout.changed)
        return layout
    }

    /// `list` with each block of ours replaced by the first block of its
    /// stretch (the run of changed blocks holding it), in the order of the
    /// stretches and, within one, of the blocks.
    private static func byStretch(_ list: [(block: Int, ours: Int)], _ changed: [Bool]) -> [(block: Int, ours: Int)] {
        var sorted = list.sorted { $0.ours < $1.ours }
        var start = 0
        var next = 0
        for i in sorted.indices {
            while next <= sorted[i].ours {
                if next == 0 || !changed[next - 1] { start = next }
                next += 1
            }
            sorted[i].ours = start
        }
        return sorted.sorted { ($0.ours, $0.block) < ($1.ours, $1.block) }
    }

    /// The plan of `source`, when it reads without errors.
    private static func readsCleanly(_ source: SourceFile, keeping parts: ParseParts = []) -> (plan: Plan, parsed: ParseResult)? {
        let parsed = Language.parse(source, keeping: parts)
        guard case .plan(let plan)? = parsed.document, !parsed.diagnostics.hasErrors else { return nil }
        return (plan, parsed)
    }

    /// The stretch of ours' blocks `blocks` merged: its lines after the
    /// merge (after a `plan` line when it does not start the file), and
    /// its conflicts; nil when it cannot be merged apart from the rest.
    /// `cursor`: where the stretch's blocks of the ancestor and theirs
    /// start in `layout`, moved past them, and how many more written ids
    /// may be looked for (each is looked for in the three whole texts).
    private static func stretch(
        _ blocks: Range<Int>, of layout: Layout, cursor: inout (base: Int, theirs: Int, ids: Int), _ b: [UInt8], _ o: [UInt8], _ t: [UInt8],
        path: String
    ) -> (bytes: [UInt8], conflicts: [(shown: MealSlot?, theirs: MealSlot?)])? {
        let oursRange = layout.ours.range(blocks.lowerBound).lowerBound..<layout.ours.range(blocks.upperBound - 1).upperBound
        var baseRanges: [Range<Int>] = []
        while cursor.base < layout.baseFor.count, layout.baseFor[cursor.base].ours == blocks.lowerBound {
            baseRanges.append(layout.base.range(layout.baseFor[cursor.base].block))
            cursor.base += 1
        }
        var theirsRanges: [Range<Int>] = []
        while cursor.theirs < layout.theirsFor.count, layout.theirsFor[cursor.theirs].ours == blocks.lowerBound {
            theirsRanges.append(layout.theirs.range(layout.theirsFor[cursor.theirs].block))
            cursor.theirs += 1
        }
        guard let basePlan = readsCleanly(middle(b, baseRanges))?.plan,
            let theirsPlan = readsCleanly(middle(t, theirsRanges))?.plan,
            let mine = readsCleanly(PlanCut.piece(o, oursRange, path: path), keeping: .syntaxTree),
            idsStayInside([basePlan, mine.plan, theirsPlan], [(b, baseRanges), (o, [oursRange]), (t, theirsRanges)], budget: &cursor.ids)
        else { return nil }
        var changes = PlanMerge.changes(base: basePlan, ours: mine.plan, theirs: theirsPlan)
        var edit = PlanMerge.edit(of: mine.parsed.tree, placing: &changes)
        PlanMerge.make(changes, in: &edit)
        var bytes: [UInt8] = []
        for line in edit.lines { bytes += line.utf8 }
        return (bytes, changes.conflicts)
    }

    /// The blocks of a version at `ranges` (in file order) as one plan.
    private static func middle(_ bytes: [UInt8], _ ranges: [Range<Int>]) -> SourceFile {
        var text = ranges.first?.lowerBound == 0 ? [] : PlanCut.header
        for range in ranges {
            text += bytes[range]
            if text.last != 0x0A { text.append(0x0A) }
        }
        return SourceFile(path: "", bytes: text)
    }

    /// Whether every id written in the stretch's plans occurs in each
    /// version only inside the stretch's blocks: a meal is known by its
    /// written id wherever it is in the file, so one found outside could
    /// be matched differently in the whole files.
    private static func idsStayInside(_ plans: [Plan], _ versions: [([UInt8], [Range<Int>])], budget: inout Int) -> Bool {
        var ids = Set<String>()
        for plan in plans {
            PlanMerge.forEachKey(plan, prefix: 0, suffix: 0) { key, _, _ in
                if case .written(let id) = key { ids.insert(id) }
            }
            guard ids.count <= budget else { return false }
        }
        budget -= ids.count
        for id in ids {
            let needle = Array(id.utf8)
            guard !needle.isEmpty else { return false }
            for (bytes, ranges) in versions {
                let inside = ranges.reduce(0) { $0 + occurrences(of: needle, in: bytes, $1) }
                guard occurrences(of: needle, in: bytes, 0..<bytes.count) == inside else { return false }
            }
        }
        return true
    }

    /// How many times `needle` occurs in `bytes[range]`.
    static func occurrences(of needle: [UInt8], in bytes: [UInt8], _ range: Range<Int>) -> Int {
        guard let first = needle.first, needle.count <= range.count else { return 0 }
        var found = 0
        var i = range.lowerBound
        let last = range.upperBound - needle.count
        while i <= last {
            if bytes[i] == first, bytes[i..<i + needle.count].elementsEqual(needle) { found += 1 }
            i += 1
        }
        return found
    }
}
