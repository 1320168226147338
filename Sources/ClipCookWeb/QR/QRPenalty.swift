/// The standard's penalty of a masked matrix (ISO/IEC 18004 7.8.3): runs
/// of five or more modules of one colour, 2×2 blocks of one colour,
/// patterns that look like a finder, and an unequal share of dark
/// modules. The mask with the lowest score is used.
enum QRPenalty {
    static func score(_ modules: [[Bool]]) -> Int {
        let size = modules.count
        guard size > 1 else { return 0 }
        var result = 0
        for row in 0..<size { result += line(size) { modules[row][$0] } }
        for column in 0..<size { result += line(size) { modules[$0][column] } }
        for row in 0..<(size - 1) {
            for column in 0..<(size - 1) {
                let colour = modules[row][column]
                if colour == modules[row][column + 1] && colour == modules[row + 1][column] && colour == modules[row + 1][column + 1] {
                    result += 3
                }
            }
        }
        let dark = modules.reduce(0) { sum, row in sum + row.reduce(0) { $0 + ($1 ? 1 : 0) } }
        let total = size * size
        let steps = (abs(dark * 20 - total * 10) + total - 1) / total - 1
        return result + steps * 10
    }

    /// The runs and finder-like patterns of one row or column; the area
    /// outside the code counts as light.
    static func line(_ size: Int, _ module: (Int) -> Bool) -> Int {
        var result = 0
        var colour = false
        var length = 0
        var runs = [Int](repeating: 0, count: 7)
        for index in 0..<size {
            if module(index) == colour {
                length += 1
                if length == 5 { result += 3 } else if length > 5 { result += 1 }
            } else {
                push(length, into: &runs, size: size)
                if !colour { result += finderLike(runs) * 40 }
                colour = module(index)
                length = 1
            }
        }
        if colour {
            push(length, into: &runs, size: size)
            length = 0
        }
        push(length + size, into: &runs, size: size)
        return result + finderLike(runs) * 40
    }

    /// Records a run (the first one with the light border before it).
    static func push(_ length: Int, into runs: inout [Int], size: Int) {
        let run = runs[0] == 0 ? length + size : length
        runs.removeLast()
        runs.insert(run, at: 0)
    }

    /// 1:1:3:1:1 dark-light-dark-light-dark with four light on a side.
    static func finderLike(_ runs: [Int]) -> Int {
        let n = runs[1]
        guard n > 0, runs[2] == n, runs[3] == n * 3, runs[4] == n, runs[5] == n else { return 0 }
        return (runs[0] >= n * 4 && runs[6] >= n ? 1 : 0) + (runs[6] >= n * 4 && runs[0] >= n ? 1 : 0)
    }
}
