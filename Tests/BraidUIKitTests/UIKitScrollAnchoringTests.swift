#if !canImport(UIKit)
import BraidTesting
import BraidUIKit
import Foundation
import Testing
import UIKitStandIn

/// Scroll anchoring on UIKit (the stand-in here): the adapters move the content offset by the height that changed
/// above the first visible row, which UIKit itself keeps where it was; not at the very top, nor with the binder's
/// `keepsVisibleRowsInPlace` off.
@MainActor
@Suite struct UIKitScrollAnchoringTests {
    struct Line: Identifiable, Equatable {
        var id: String
        var height: CGFloat
    }

    /// A change to lines l0…l9, where the view is scrolled to, and what it shows after: its offset and first row.
    struct Case: CustomTestStringConvertible, Sendable {
        var testDescription: String
        /// Where the view is scrolled to, in rows (the fourth row, l3, at the top).
        var rowsScrolled: CGFloat = 3
        var keeps = true
        var change: @Sendable ([Line]) -> [Line]
        /// The offset after, in rows.
        var rowsAfter: CGFloat
        var firstAfter: String

        static let all = [
            Case(testDescription: "two rows inserted above", change: { [Line(id: "n0", height: $0[0].height), Line(id: "n1", height: $0[0].height)] + $0 },
                 rowsAfter: 5, firstAfter: "l3"),
            Case(testDescription: "a row deleted above", change: { Array($0.dropFirst()) }, rowsAfter: 2, firstAfter: "l3"),
            Case(testDescription: "a row above three times as tall", change: { lines in
                     lines.map { $0.id == "l1" ? Line(id: "l1", height: 3 * $0.height) : $0 }
                 }, rowsAfter: 5, firstAfter: "l3"),
            Case(testDescription: "rows inserted at the very top", rowsScrolled: 0,
                 change: { [Line(id: "n0", height: $0[0].height), Line(id: "n1", height: $0[0].height)] + $0 },
                 rowsAfter: 0, firstAfter: "n0"),
            Case(testDescription: "rows inserted above with anchoring off", keeps: false,
                 change: { [Line(id: "n0", height: $0[0].height), Line(id: "n1", height: $0[0].height)] + $0 },
                 rowsAfter: 3, firstAfter: "l1"),
        ]
    }

    @Test("on a UITableView", arguments: Case.all)
    func table(_ test: Case) {
        let fixture = UIKitFixture()
        fixture.tableView.engine.prefetchMargin = 4 * 44  // a row changed above the viewport has a cell, as near it in UIKit
        var lines = (0..<10).map { Line(id: "l\($0)", height: 44) }
        let binder = fixture.sectioned()
        binder.keepsVisibleRowsInPlace = test.keeps
        binder.onSection(.top).bind(cellType: FruitCell.self, models: { lines })
            .onDequeue { _, cell, line in cell.textLabel?.text = line.id }
            .cellHeight { _, line in Double(line.height) }
            .estimatedCellHeight { _, line in Double(line.height) }
            .updatingChangedCells(by: .reloading)
        binder.displayedSections = [.top]
        binder.finish()
        fixture.tableView.contentOffset = CGPoint(x: 0, y: test.rowsScrolled * 44)
        lines = test.change(lines)
        binder.refresh()
        fixture.scheduler.flush()
        #expect(fixture.tableView.engine.errors.isEmpty, "UIKit's rules hold: \(fixture.tableView.engine.errors)")
        #expect(fixture.tableView.contentOffset.y == test.rowsAfter * 44, "\(test.testDescription): the offset")
        #expect(fixture.screen.first == test.firstAfter, "\(test.testDescription): the first row in view, \(fixture.screen)")
    }

    @Test("on a UICollectionView", arguments: Case.all)
    func collection(_ test: Case) {
        let fixture = CollectionFixture(height: 200)
        fixture.collectionView.engine.prefetchMargin = 4 * 50
        var lines = (0..<10).map { Line(id: "l\($0)", height: 50) }
        let binder = fixture.sectioned()
        binder.keepsVisibleRowsInPlace = test.keeps
        binder.onSection(.top).bind(cellType: TileCell.self, models: { lines })
            .onDequeue { _, cell, line in cell.accessibilityLabel = line.id }
            .itemSize { _, line in Size(width: 300, height: Double(line.height)) }
            .estimatedItemSize { _, line in Size(width: 300, height: Double(line.height)) }
            .updatingChangedCells(by: .reloading)
        binder.displayedSections = [.top]
        binder.finish()
        fixture.collectionView.contentOffset = CGPoint(x: 0, y: test.rowsScrolled * 50)
        lines = test.change(lines)
        binder.refresh()
        fixture.scheduler.flush()
        #expect(fixture.collectionView.engine.errors.isEmpty, "UIKit's rules hold: \(fixture.collectionView.engine.errors)")
        #expect(fixture.collectionView.contentOffset.y == test.rowsAfter * 50, "\(test.testDescription): the offset")
        let first = fixture.collectionView.indexPathsForVisibleItems.min().flatMap { fixture.collectionView.cellForItem(at: $0) }
        #expect(first?.accessibilityLabel == test.firstAfter, "\(test.testDescription): the first item in view")
    }
}
#endif
