/// The rows of an old section that survive a batch — neither deleted nor moved away — handed out in order, as runs
/// of rows that follow one another.
///
/// ```swift
/// var survivors = SurvivingRows(count: 6, removed: [1, 2])
/// survivors.next(atMost: 3) // 0..<1
/// survivors.next(atMost: 2) // 3..<5
/// survivors.next(atMost: 9) // 5..<6
/// survivors.next(atMost: 9) // nil
/// ```
/// - Complexity: O(1) amortized a run: it walks the removed rows, never the surviving ones.
struct SurvivingRows {
    private let count: Int
    /// The removed rows, ascending and distinct, each in `0 ..< count`.
    private let removed: [Int]
    /// The first row not yet handed out.
    private var row = 0
    /// The first removed row at or after `row`.
    private var nextRemoved = 0

    init(count: Int, removed: [Int]) {
        self.count = count
        self.removed = removed
    }

    /// The next survivors that follow one another, at most `limit` of them (at least 1); nil when none is left.
    mutating func next(atMost limit: Int) -> Range<Int>? {
        while nextRemoved < removed.count, removed[nextRemoved] == row {
            row += 1
            nextRemoved += 1
        }
        guard row < count else { return nil }
        let end = min(nextRemoved < removed.count ? removed[nextRemoved] : count, row + max(1, limit))
        defer { row = end }
        return row ..< end
    }
}
