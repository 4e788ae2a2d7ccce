import Braid
import BraidTesting
import Testing

/// The geometry readers answer where the view actually laid things out — the heights a test wants to assert —
/// in UIKit's shape, and the log of applied batches stays bounded.
@MainActor
@Suite("Headless geometry and records")
struct HeadlessGeometryTests {
    /// A header view with no height given is estimated at no height until it is displayed. One that the estimate
    /// puts exactly at the content's end — where a band that ends there never reaches — is measured all the same,
    /// so the content grows and a user can scroll to it; before, it stayed at no height and out of reach (found by
    /// `fuzz-sections`: a collection of empty sections with headers, two lines high, showed two of its three headers
    /// and could not scroll).
    @Test(arguments: [BatchUpdateValidator.ViewKind.table, .collection])
    func aHeaderEstimatedAtNoHeightAtTheContentsEndIsMeasuredSoAUserCanScrollToIt(kind: BatchUpdateValidator.ViewKind) {
        let source = LettersSource([[], [], []])
        source.headerViews = [0: "ONE", 1: "TWO", 2: "THREE"]
        let view: HeadlessScrollView = kind == .table ? makeTable(source, height: 2) : makeCollection(source, height: 2)
        #expect(view.screen == ["# ONE", "# TWO"], "\(kind)")
        #expect(view.contentHeight == 3, "\(kind): the third header is measured, one line high")
        view.scroll(toOffset: .infinity)
        #expect(view.screen == ["# TWO", "# THREE"], "\(kind): \(view.screen)")
    }

    // MARK: Tables

    @Test func rowsHeadersAndFootersAreWhereTheirHeightsPutThem() {
        let source = LettersSource([["a", "b"], ["c"]])
        source.headerTitles = [0: "FIRST", 1: "SECOND"]
        source.footerTitles = [0: "END"]
        source.rowHeight = { path in Double(path.item + 2) }     // 2, 3 in section 0; 2 in section 1
        let table = makeTable(source, width: 30)
        #expect(table.rectForHeader(inSection: 0) == HeadlessRect(x: 0, y: 0, width: 30, height: 1), "a title is one line")
        #expect(table.rectForRow(at: ItemPath(row: 0, section: 0)) == HeadlessRect(x: 0, y: 1, width: 30, height: 2))
        #expect(table.rectForRow(at: ItemPath(row: 1, section: 0)) == HeadlessRect(x: 0, y: 3, width: 30, height: 3))
        #expect(table.rectForFooter(inSection: 0) == HeadlessRect(x: 0, y: 6, width: 30, height: 1))
        #expect(table.rectForHeader(inSection: 1).y == 7, "section 1 starts after section 0's footer")
        #expect(table.rectForRow(at: ItemPath(row: 0, section: 1)) == HeadlessRect(x: 0, y: 8, width: 30, height: 2))
        #expect(table.rectForFooter(inSection: 1).height == 0, "no footer, no height")
    }

    @Test func rowsNeverDisplayedAnswerTheirEstimateUntilTheyAre() {
        let source = LettersSource([(0..<20).map { "row \($0)" }])
        source.estimatedRowHeight = { _ in 4 }
        let table = makeTable(source, height: 5)
        let far = ItemPath(row: 10, section: 0)
        #expect(table.rectForRow(at: far).height == 4, "an undisplayed row is as tall as its estimate")
        table.scroll(to: far)
        #expect(table.rectForRow(at: far).height == 1, "displayed, it is measured: one line of text")
        #expect(table.rectForRow(at: ItemPath(row: 0, section: 0)).height == 1, "the rows shown at first were measured")
    }

    @Test func aBatchThatInsertsAboveMovesTheRowsBelowDown() {
        let harness = HeadlessHarness(.table, showing: [["a", "b"]])
        let table = harness.table!
        #expect(table.rectForRow(at: ItemPath(row: 1, section: 0)).y == 1)
        harness.perform(BatchUpdate(itemInserts: [ItemPath(row: 0, section: 0)]), after: [["new", "a", "b"]])
        #expect(table.rectForRow(at: ItemPath(row: 2, section: 0)).y == 2, "b is one row lower")
    }

    @Test func aPathTheTableDoesNotHaveIsReportedAsUIKitDoes() {
        let table = makeTable(LettersSource([["a"]]))
        var rect = HeadlessRect(x: 1, y: 1, width: 1, height: 1)
        let error = table.expectError { rect = table.rectForRow(at: ItemPath(row: 5, section: 0)) }
        #expect(error?.message.contains("request for rect at invalid index path") == true, "\(String(describing: error))")
        #expect(rect == .zero)
        #expect(table.expectError { _ = table.rectForHeader(inSection: 3) }?.kind == .indexPathOutOfRange)
    }

    // MARK: Collection views

    @Test func itemsSitSideBySideInTheirLinesAndWrap() {
        let source = LettersSource([["a", "b", "c"]])
        source.headerViews = [0: "HEAD"]
        source.itemSize = { path in Size(width: path.item == 1 ? 6 : 4, height: path.item == 1 ? 2 : 1) }
        let collection = makeCollection(source, width: 12)
        #expect(collection.frameForSupplementaryView(ofKind: .header, inSection: 0) == HeadlessRect(x: 0, y: 0, width: 12, height: 1))
        #expect(collection.frameForItem(at: ItemPath(item: 0, section: 0)) == HeadlessRect(x: 0, y: 1, width: 4, height: 1))
        #expect(collection.frameForItem(at: ItemPath(item: 1, section: 0)) == HeadlessRect(x: 4, y: 1, width: 6, height: 2),
                "b follows a in its line")
        #expect(collection.frameForItem(at: ItemPath(item: 2, section: 0)) == HeadlessRect(x: 0, y: 3, width: 4, height: 1),
                "c does not fit (4 + 6 + 4 > 12): it starts the next line, below the line's tallest item")
        #expect(collection.frameForItem(at: ItemPath(item: 3, section: 0)) == nil, "no such item: nil, as UIKit's attributes")
        #expect(collection.frameForSupplementaryView(ofKind: .footer, inSection: 2) == nil)
    }

    /// UIKit's readers answer layout attributes: the frame, the path (item 0 for a header or footer) and the kind.
    @Test func layoutAttributesCarryTheFramesOfItemsHeadersAndFooters() {
        let source = LettersSource([["a", "b", "c"], ["d"]])
        source.headerViews = [0: "HEAD"]
        source.footerTitles = [0: "FOOT"]
        source.itemSize = { path in Size(width: path == ItemPath(item: 1, section: 0) ? 6 : 4, height: path.item == 1 ? 2 : 1) }
        let collection = makeCollection(source, width: 12)
        let item = collection.layoutAttributesForItem(at: ItemPath(item: 1, section: 0))
        #expect(item == HeadlessLayoutAttributes(frame: HeadlessRect(x: 4, y: 1, width: 6, height: 2), indexPath: ItemPath(item: 1, section: 0)),
                "b sits after a, below the header: \(String(describing: item))")
        #expect(item?.size == Size(width: 6, height: 2) && item?.representedElementKind == nil, "a cell has no element kind")
        let footer = collection.layoutAttributesForSupplementaryElement(ofKind: .footer, at: ItemPath(item: 0, section: 0))
        #expect(footer?.frame == HeadlessRect(x: 0, y: 4, width: 12, height: 1),
                "the footer spans the width below c's line (header 1 + lines 2 and 1): \(String(describing: footer))")
        #expect(footer?.representedElementKind == .footer && footer?.indexPath == ItemPath(item: 0, section: 0))
        let header = collection.layoutAttributesForSupplementaryElement(ofKind: .header, at: ItemPath(item: 0, section: 1))
        #expect(header?.frame == HeadlessRect(x: 0, y: 5, width: 12, height: 0), "section 1 has no header: zero height")
        #expect(collection.layoutAttributesForItem(at: ItemPath(item: 0, section: 1))?.frame == HeadlessRect(x: 0, y: 5, width: 4, height: 1))
        #expect(collection.layoutAttributesForItem(at: ItemPath(item: 1, section: 1)) == nil, "no such item: nil, as UIKit")
        #expect(collection.layoutAttributesForSupplementaryElement(ofKind: .footer, at: ItemPath(item: 0, section: 2)) == nil)
    }

    // MARK: The log of applied batches

    @Test func theLogKeepsTheNewestBatchesUpToItsCapacityAndCanBeCleared() {
        let harness = HeadlessHarness(.table, showing: [[]])
        let table = harness.table!
        table.appliedBatchesCapacity = 3
        var rows: [String] = []
        for index in 0..<7 {
            rows.append("r\(index)")
            harness.perform(BatchUpdate(itemInserts: [ItemPath(row: index, section: 0)]), after: [rows])
        }
        #expect(table.appliedBatches.map(\.batch.itemInserts) == [4, 5, 6].map { [ItemPath(row: $0, section: 0)] },
                "the newest three, oldest first")
        #expect(table.appliedBatchCount == 7, "every batch is counted")
        table.appliedBatchesCapacity = 1
        #expect(table.appliedBatches.count == 1, "lowering the capacity forgets the oldest at once")
        table.removeAllAppliedBatches()
        #expect(table.appliedBatches.isEmpty && table.appliedBatchCount == 7)
    }
}
