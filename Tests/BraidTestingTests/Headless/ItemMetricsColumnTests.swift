import Testing
@testable import BraidTesting

/// The column keeps each item's metrics as an array of `ItemMetrics` would, whatever it stores them as.
@Suite struct ItemMetricsColumnTests {
    /// Random metrics, a few of each kind the column stores differently: shared and differing widths, measured or
    /// not, and invalid sizes (which a view's data source may answer and the engine then reports and repairs).
    private static func randomMetrics(_ count: Int, widths: [Double], using generator: inout some RandomNumberGenerator)
        -> [ItemMetrics]
    {
        let heights: [Double] = [0, 1, 2.5, 44, -1, .infinity, .nan]
        return (0 ..< count).map { _ in
            ItemMetrics(width: widths.randomElement(using: &generator)!, height: heights.randomElement(using: &generator)!,
                        isMeasured: Bool.random(using: &generator))
        }
    }

    private static func same(_ lhs: ItemMetrics, _ rhs: ItemMetrics) -> Bool {
        lhs.width.bitPattern == rhs.width.bitPattern && lhs.height.bitPattern == rhs.height.bitPattern
            && lhs.isMeasured == rhs.isMeasured
    }

    @Test func readsBackWhatWasAppendedAndSet() {
        var generator = SystemRandomNumberGenerator()
        for widths in [[Double.infinity], [3], [1, 2, .infinity], [4, -1, .nan]] {
            for count in [0, 1, 63, 64, 65, 130] {
                var expected = Self.randomMetrics(count, widths: widths, using: &generator)
                var column = ItemMetricsColumn(expected)
                #expect(column.count == count)
                #expect(zip(column, expected).allSatisfy(Self.same), "appended: \(widths), \(count)")
                // Then changed one at a time, to metrics of any kind (a new width makes the widths differ; clearing
                // "measured" leaves no bit behind).
                for _ in 0 ..< count * 2 {
                    let index = Int.random(in: 0 ..< count, using: &generator)
                    let metrics = Self.randomMetrics(1, widths: widths + [7], using: &generator)[0]
                    column[index] = metrics
                    expected[index] = metrics
                }
                #expect(zip(column, expected).allSatisfy(Self.same), "set: \(widths), \(count)")
                #expect(column.heights.elementsEqual(expected.map(\.height)) { $0.bitPattern == $1.bitPattern })
                #expect(column.invalidIndices() == expected.indices.filter { !expected[$0].isValid },
                        "the invalid items are found whatever is stored: \(widths), \(count)")
                #expect(column.allWider(than: 5) == expected.allSatisfy { $0.width > 5 })
            }
        }
    }

    @Test func repeatedMetricsAreEachItemsAndAppendingAfterThemKeepsTheirOwn() {
        for count in [0, 1, 63, 64, 65] {
            var column = ItemMetricsColumn(repeating: ItemMetrics(width: 2, height: 3, isMeasured: true), count: count)
            #expect(column.count == count && column.allSatisfy { $0 == ItemMetrics(width: 2, height: 3, isMeasured: true) })
            column.append(.estimated(width: 2, height: 1))
            #expect(column[count] == .estimated(width: 2, height: 1), "not measured, though the ones before are (\(count))")
            column.append(ItemMetrics(width: 9, height: 1, isMeasured: true))
            #expect(column[count + 1] == ItemMetrics(width: 9, height: 1, isMeasured: true), "its own width")
            #expect(column.allWider(than: 1.5) && !column.allWider(than: 2))
        }
        #expect(ItemMetricsColumn().allWider(than: .infinity), "no item is narrower than anything")
        #expect(ItemMetricsColumn(repeating: .estimated(height: 1), count: 3).invalidIndices().isEmpty)
        #expect(ItemMetricsColumn(repeating: .estimated(width: -1, height: 1), count: 3).invalidIndices() == [0, 1, 2],
                "a shared width that is invalid makes every item invalid")
    }
}
