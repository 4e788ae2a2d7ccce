import Testing
import BraidTesting

/// `BatchOutcome.apply(to:dataSource:)`: what the view shows after the update.
@Suite struct BatchOutcomeReplayTests {
    @Test func keptAndMovedRowsKeepTheirOldValues() {
        let outcome = BatchOutcome(sections: [.kept(from: 0)], items: [[.moved(from: p(0, 1)), .kept(from: p(0, 0))]])
        #expect(outcome.apply(to: [["a", "b"]], dataSource: [["B!", "A!"]]) == [["b", "a"]],
                "a surviving cell is not asked again, so it shows what it showed before")
    }

    @Test func insertedAndReloadedRowsTakeTheDataSourcesValues() {
        let outcome = BatchOutcome(sections: [.kept(from: 0), .inserted],
                                   items: [[.reloaded(from: p(0, 0)), .inserted], [.inserted]])
        #expect(outcome.apply(to: [["a"]], dataSource: [["a!", "x"], ["y"]]) == [["a!", "x"], ["y"]],
                "new cells are configured from the data source")
    }

    @Test func reconfiguredRowsTakeTheDataSourcesValueAtTheirNewPosition() {
        let outcome = BatchOutcome(sections: [.kept(from: 0)], items: [[.inserted, .kept(from: p(0, 0))]],
                                   reconfigured: [p(0, 0)])
        #expect(outcome.apply(to: [[1]], dataSource: [[9, 2]]) == [[9, 2]],
                "the reconfigured cell of old row 0, now at row 1, shows the data source's row 1")
    }

    @Test func replayWorksForAnyElementType() {
        struct Model: Equatable { var id: Int; var title: String }
        let outcome = BatchOutcome(sections: [.kept(from: 0)], items: [[.kept(from: p(0, 0))]])
        let old = Model(id: 1, title: "old")
        #expect(outcome.apply(to: [[old]], dataSource: [[Model(id: 1, title: "new")]]) == [[old]],
                "replay is generic over the element type")
    }
}
