import ClipCookCore

/// A plan's text as blocks: its header (everything before the first cut),
/// then one block a day, from the cut above its `day` line (`PlanCut`) to
/// the next cut. Read on bytes, before anything is parsed, so that the
/// merge driver can tell the days that differ among three versions
/// without reading them as plans (`PlanStretches`).
struct PlanBlocks {
    /// Where each block starts: block 0 (the header) at 0, then each day's.
    private(set) var starts: [Int]
    /// The day of each block after the header (`days[k]` is block k + 1's).
    private(set) var days: [Day]
    /// The block of each day.
    private(set) var blockOfDay: [Day: Int]
    let size: Int

    var count: Int { starts.count }

    /// Block `k`'s bytes.
    func range(_ k: Int) -> Range<Int> {
        starts[k]..<(k + 1 < starts.count ? starts[k + 1] : size)
    }

    /// Block `k`'s day (nil for the header).
    func day(_ k: Int) -> Day? {
        k == 0 ? nil : days[k - 1]
    }

    /// The blocks of `bytes`, or nil when a cut would not be safe: a `day`
    /// line whose day does not read, one that no code line comes before,
    /// or a day written twice (a meal's derived id counts the meals of its
    /// day in the whole file).
    init?(_ bytes: [UInt8]) {
        var starts = [0]
        var days: [Day] = []
        var blockOfDay: [Day: Int] = [:]
        var afterCode: Int?
        var start = 0
        while start < bytes.count {
            let end = PlanCut.lineEnd(bytes, from: start)
            switch PlanCut.line(bytes, start, end) {
            case .blank, .comment:
                break
            case .day(let day?):
                guard let cut = afterCode, blockOfDay.updateValue(starts.count, forKey: day) == nil else { return nil }
                starts.append(cut)
                days.append(day)
                afterCode = end
            case .day(nil):
                return nil
            case .code:
                afterCode = end
            }
            start = end
        }
        self.starts = starts
        self.days = days
        self.blockOfDay = blockOfDay
        size = bytes.count
    }

    /// Whether block `k` of `bytes` holds the same bytes as block `j` of `other`.
    func block(_ k: Int, of bytes: [UInt8], equals j: Int, of other: PlanBlocks, in otherBytes: [UInt8]) -> Bool {
        let (mine, theirs) = (range(k), other.range(j))
        guard mine.count == theirs.count else { return false }
        return bytes[mine].elementsEqual(otherBytes[theirs])
    }

    /// The first block in file order whose day is later than `day`, or the
    /// last block when there is none: where a meal on a day this plan lacks
    /// goes (`PlanEdit.insert`: before the next later day, else at the end).
    func anchor(of day: Day) -> Int {
        days.firstIndex { $0 > day }.map { $0 + 1 } ?? starts.count - 1
    }
}
