import Braid
import BraidTesting
import Testing

/// Scroll anchoring on the headless views (`keepsVisibleRowsInPlace`, ``ScrollAnchor``): rows inserted, deleted or
/// resized above the first visible row move the content offset by the height that changed above it, so the rows in
/// view stay put; not at the very top, and not with the setting off.
@MainActor
@Suite("Scroll anchoring")
struct ScrollAnchoringTests {
    struct Line: Identifiable, Equatable {
        var id: String
        var height: Double = 1
    }

    /// What a test does to lines l0…l9 (each 1 tall) on a view 4 tall, and what it expects after.
    struct Case: CustomTestStringConvertible, Sendable {
        var testDescription: String
        /// Where the view is scrolled to before the update.
        var offset: Double = 3
        var keeps = true
        var change: @Sendable ([Line]) -> [Line]
        var offsetAfter: Double
        var screenAfter: [String]

        static let all = [
            Case(testDescription: "two rows inserted above", change: { [Line(id: "n0"), Line(id: "n1")] + $0 },
                 offsetAfter: 5, screenAfter: ["l3", "l4", "l5", "l6"]),
            Case(testDescription: "a row deleted above", change: { Array($0.dropFirst()) },
                 offsetAfter: 2, screenAfter: ["l3", "l4", "l5", "l6"]),
            Case(testDescription: "a row above grown by 2", change: { lines in
                     lines.map { $0.id == "l1" ? Line(id: "l1", height: 3) : $0 }
                 }, offsetAfter: 5, screenAfter: ["l3", "l4", "l5", "l6"]),
            Case(testDescription: "rows inserted while at the very top", offset: 0,
                 change: { [Line(id: "n0"), Line(id: "n1")] + $0 },
                 offsetAfter: 0, screenAfter: ["n0", "n1", "l0", "l1"]),
            Case(testDescription: "rows inserted above with anchoring off", keeps: false,
                 change: { [Line(id: "n0"), Line(id: "n1")] + $0 },
                 offsetAfter: 3, screenAfter: ["l1", "l2", "l3", "l4"]),
        ]
    }

    /// Runs `test` on `fixture`, whose binder `bind` bound to `lines`; returns the view's offset and screen after.
    private func run<K: HeadlessKind>(
        _ test: Case, _ fixture: KindFixture<K>, bind: (SectionedBinder<K, Section>, @escaping () -> [Line]) -> Void
    ) -> (offset: Double, screen: [String]) {
        var lines = (0..<10).map { Line(id: "l\($0)") }
        let binder = fixture.sectioned(Section.self)
        #expect(binder.keepsVisibleRowsInPlace, "on by default")
        binder.keepsVisibleRowsInPlace = test.keeps
        // Cells a screenful around the viewport: a row changed above it has one and is sized again (the headless views
        // keep the size of a reloaded row that has no cell until it is shown).
        fixture.view.prefetchMargin = 4
        bind(binder, { lines })
        binder.displayedSections = [.first]
        binder.finish()
        fixture.view.scroll(toOffset: test.offset)
        lines = test.change(lines)
        binder.refresh()
        fixture.flush()
        #expect(fixture.log.entries.isEmpty, "\(fixture.log.entries)")
        #expect(fixture.view.errors.isEmpty, "every batch passes UIKit's rules: \(fixture.view.errors)")
        return (fixture.view.contentOffset, fixture.view.screen)
    }

    @Test("on a table", arguments: Case.all)
    func table(_ test: Case) {
        let after = run(test, KindFixture<TableViewKind>(rows: 4)) { binder, lines in
            binder.onSection(.first).bind(cellType: TextCell.self, models: lines)
                .onDequeue { _, cell, line in cell.text = line.id }
                .cellHeight { _, line in line.height }
                .estimatedCellHeight { _, line in line.height }  // a row above the viewport is sized by its estimate
                .updatingChangedCells(by: .reloading)
        }
        #expect(after.offset == test.offsetAfter, "\(test.testDescription): the offset")
        #expect(after.screen == test.screenAfter, "\(test.testDescription): the rows in view")
    }

    @Test("on a collection view", arguments: Case.all)
    func collection(_ test: Case) {
        let after = run(test, KindFixture<CollectionViewKind>(rows: 4)) { binder, lines in
            binder.onSection(.first).bind(cellType: TextTile.self, models: lines)
                .onDequeue { _, cell, line in cell.text = line.id }
                .itemSize { _, line in Size(width: 40, height: line.height) }
                .estimatedItemSize { _, line in Size(width: 40, height: line.height) }  // as UIKit sizes one off screen
                .updatingChangedCells(by: .reloading)
        }
        #expect(after.offset == test.offsetAfter, "\(test.testDescription): the offset")
        #expect(after.screen == test.screenAfter, "\(test.testDescription): the items in view")
    }
}
