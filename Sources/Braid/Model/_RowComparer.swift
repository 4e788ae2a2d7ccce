/// How the rows of one section's old items compare with a later state's (``_SectionItems/rowComparer(to:)``): row by
/// row, and a run at a time — what the diff engine's `itemComparers` ask for. The two agree.
@usableFromInline
struct _RowComparer {
    /// Whether old row `i` and new row `j` look the same.
    @usableFromInline let equals: (Int, Int) -> Bool
    /// The offsets `k` in `0..<count`, ascending, where old row `i + k` and new row `j + k` do not look the same.
    @usableFromInline let differing: (Int, Int, Int) -> [Int]

    @inlinable
    init(equals: @escaping (Int, Int) -> Bool, differing: @escaping (Int, Int, Int) -> [Int]) {
        self.equals = equals
        self.differing = differing
    }

    /// Rows that all look the same.
    static var allEqual: _RowComparer { _RowComparer(equals: { _, _ in true }, differing: { _, _, _ in [] }) }
    /// Rows that all differ.
    static var allDiffer: _RowComparer { _RowComparer(equals: { _, _ in false }, differing: { _, _, count in Array(0..<count) }) }

    /// The same comparison the other way: old rows taken as new ones, and new as old.
    var swapped: _RowComparer {
        let (equals, differing) = (self.equals, self.differing)
        return _RowComparer(equals: { i, j in equals(j, i) }, differing: { i, j, count in differing(j, i, count) })
    }

    /// These rows, with old rows in `changed` differing whatever they hold.
    func differing(atOld changed: Set<Int>) -> _RowComparer {
        let (equals, differing) = (self.equals, self.differing)
        return _RowComparer(
            equals: { i, j in !changed.contains(i) && equals(i, j) },
            differing: { i, j, count in
                let forced = changed.filter { $0 >= i && $0 < i + count }.map { $0 - i }
                return forced.isEmpty ? differing(i, j, count) : Set(differing(i, j, count) + forced).sorted()
            })
    }

    /// These rows, where a pair this comparer finds differing differs only when `differ` says so too — rows compared
    /// by what they show (a content binding's: `differ` compares the contents their models make), with this comparer
    /// the models' own: `differ` is asked only of the pairs it finds differing, so pairs of equal models cost no call.
    func narrowed(by differ: @escaping (Int, Int) -> Bool) -> _RowComparer {
        let (equals, differing) = (self.equals, self.differing)
        return _RowComparer(
            equals: { i, j in equals(i, j) || !differ(i, j) },
            differing: { i, j, count in differing(i, j, count).filter { differ(i + $0, j + $0) } })
    }
}
