import Foundation

/// Rows that are only counted (`bind(cellProvider:numberOfCells:)`).
final class _CountedItems: _SectionItems, @unchecked Sendable {
    private let rows: Int
    init(count: Int) { rows = count }
    override var count: Int { rows }
    override var isCounted: Bool { true }

    override func removing(row: Int) -> _SectionItems { _CountedItems(count: count - 1) }

    override func inserting(row: Int, of other: _SectionItems, at destination: Int) -> _SectionItems? {
        other.isCounted ? _CountedItems(count: count + 1) : nil
    }
}
