import Testing
@testable import BraidTerminal

@MainActor
@Suite struct TerminalTableViewBatchUpdatesTests {
    let clock = ManualTerminalClock()
    let dataSource = TestDataSource(rows: rows(10))
    let table: TerminalTableView

    init() {
        table = makeTable(dataSource, width: 10, height: 4, clock: clock)
        _ = screen(of: table)
    }

    func path(_ row: Int, _ section: Int = 0) -> ItemPath { ItemPath(row: row, section: section) }

    /// Applies `batch` after `change`, recording the completion, checked with UIKit's rules.
    func apply(
        _ batch: BatchUpdate, animations: BatchAnimations = BatchAnimations(), completion: ((Bool) -> Void)? = nil,
        sourceLocation: SourceLocation = #_sourceLocation, _ change: () -> Void
    ) {
        table.validated(sourceLocation: sourceLocation).performBatchUpdates(batch, animations: animations, updateData: change, completion: completion)
    }

    func highlighted(_ buffer: ScreenBuffer, _ style: TextStyle) -> [String] {
        buffer.mask { $0.foreground == style.foreground && $0.attributes.isSuperset(of: style.attributes) }
    }

    func dimmed(_ buffer: ScreenBuffer) -> [String] {
        buffer.mask { $0.attributes.contains(.dim) }
    }

    // MARK: Each kind of change, during and after its animation

    @Test func anInsertedRowAppearsHighlightedThenPlain() {
        var finished: [Bool] = []
        apply(BatchUpdate(itemInserts: [path(1)]), completion: { finished.append($0) }) {
            dataSource.sections[0].rows.insert("new", at: 1)
        }
        let during = screen(of: table)
        expectScreen(during, [" row 0    ", " new      ", " row 1    ", " row 2    "])
        #expect(highlighted(during, table.appearance.insertedRowStyle) == [
            "..........", "##########", "..........", "..........",
        ])
        clock.advance(by: .milliseconds(150))
        #expect(table.isAnimating)
        #expect(highlighted(screen(of: table), table.appearance.insertedRowStyle)[1] == "##########", "150 ms: still lit")
        #expect(finished.isEmpty)
        clock.advance(by: .milliseconds(50))
        let after = screen(of: table)
        expectScreen(after, [" row 0    ", " new      ", " row 1    ", " row 2    "])
        #expect(after.mask { $0 != .plain } == Array(repeating: "..........", count: 4), "200 ms: plain")
        #expect(finished == [true])
        #expect(!table.isAnimating)
    }

    @Test func aFrameThatShowedTheMiddleOfAnAnimationIsFollowedByOneMoreEvenWhenAskedAfterItsEnd() {
        var finished: [Bool] = []
        apply(BatchUpdate(itemDeletes: [path(1)]), completion: { finished.append($0) }) {
            dataSource.sections[0].rows.remove(at: 1)
        }
        clock.advance(by: .milliseconds(150))
        let middle = screen(of: table)
        #expect(dimmed(middle)[1] == "##########", "150 ms: the deleted row still fades in this frame")
        // A busy machine: the app asks whether to draw again only after the animation's end has passed.
        clock.advance(by: .milliseconds(100))
        #expect(table.isAnimating, "the last frame showed the animation's middle: another frame must come")
        #expect(finished.isEmpty, "no frame has shown the end yet")
        let end = screen(of: table)
        expectScreen(end, [" row 0    ", " row 2    ", " row 3    ", " row 4    "], "the gap closed")
        #expect(finished == [true] && !table.isAnimating, "that frame ended the animation")
    }

    @Test func aDeletedRowDimsInPlaceThenTheGapCloses() {
        apply(BatchUpdate(itemDeletes: [path(1)])) { dataSource.sections[0].rows.remove(at: 1) }
        let during = screen(of: table)
        expectScreen(during, [" row 0    ", " row 1    ", " row 2    ", " row 3    "], "row 1 is still there")
        #expect(dimmed(during) == ["..........", "##########", "..........", ".........."])
        clock.advance(by: .milliseconds(199))
        expectScreen(screen(of: table), [" row 0    ", " row 1    ", " row 2    ", " row 3    "])
        clock.advance(by: .milliseconds(1))
        let after = screen(of: table)
        expectScreen(after, [" row 0    ", " row 2    ", " row 3    ", " row 4    "], "closed")
        #expect(dimmed(after) == Array(repeating: "..........", count: 4))
    }

    @Test func aMovedRowCarriesItsHighlightToItsNewPlace() {
        apply(BatchUpdate(itemMoves: [Move(from: path(3), to: path(0))])) {
            dataSource.sections[0].rows.insert(dataSource.sections[0].rows.remove(at: 3), at: 0)
        }
        let during = screen(of: table)
        expectScreen(during, [" row 3    ", " row 0    ", " row 1    ", " row 2    "])
        #expect(highlighted(during, table.appearance.movedRowStyle) == [
            "##########", "..........", "..........", "..........",
        ])
    }

    @Test func aReloadedRowFlashesWithItsNewContent() {
        let before = dataSource.cellRequests
        apply(BatchUpdate(itemReloads: [path(2)])) { dataSource.sections[0].rows[2] = "ROW 2" }
        let during = screen(of: table)
        expectScreen(during, [" row 0    ", " row 1    ", " ROW 2    ", " row 3    "])
        #expect(highlighted(during, table.appearance.reloadedRowStyle)[2] == "##########")
        #expect(dataSource.cellRequests == before + 1, "only the reloaded row is asked for again")
        clock.advance(by: .milliseconds(200))
        #expect(screen(of: table).mask { $0 != .plain }[2] == "..........")
    }

    @Test func sectionsAreInsertedLitAndDeletedDim() {
        let dataSource = TestDataSource([TestSection(header: "A", ["a0"]), TestSection(header: "B", ["b0"])])
        let table = makeTable(dataSource, width: 8, height: 6, clock: clock)
        _ = screen(of: table)
        table.validated().performBatchUpdates(BatchUpdate(sectionDeletes: [0], sectionInserts: [1]), animations: BatchAnimations(),
            updateData: {
                dataSource.sections.remove(at: 0)
                dataSource.sections.append(TestSection(header: "C", ["c0"]))
            }, completion: nil)
        let during = screen(of: table)
        expectScreen(during, [" A      ", " a0     ", " B      ", " b0     ", " C      ", " c0     "])
        #expect(dimmed(during) == ["########", "########", ".#......", "........", ".#......", "........"],
            "the deleted section is dimmed whole; titles B and C are dim anyway")
        #expect(highlighted(during, table.appearance.insertedRowStyle).suffix(2) == ["########", "########"])
        clock.advance(by: .milliseconds(200))
        expectScreen(screen(of: table), [" B      ", " b0     ", " C      ", " c0     ", "        ", "        "])
    }

    // MARK: Applying at once

    @Test func withoutAnimationChangesApplyAtOnce() {
        table.animateChanges = false
        var finished: [Bool] = []
        apply(BatchUpdate(itemDeletes: [path(0)], itemInserts: [path(2)]), completion: { finished.append($0) }) {
            dataSource.sections[0].rows.remove(at: 0)
            dataSource.sections[0].rows.insert("new", at: 2)
        }
        #expect(finished == [true], "nothing to wait for")
        let buffer = screen(of: table)
        expectScreen(buffer, [" row 1    ", " row 2    ", " new      ", " row 3    "])
        #expect(buffer.mask { $0 != .plain } == Array(repeating: "..........", count: 4))
        #expect(!table.isAnimating)
    }

    @Test func anAnimationOfNoneAppliesThatKindAtOnce() {
        apply(BatchUpdate(itemDeletes: [path(0)], itemInserts: [path(2)]), animations: BatchAnimations(rowDelete: .none)) {
            dataSource.sections[0].rows.remove(at: 0)
            dataSource.sections[0].rows.insert("new", at: 2)
        }
        let buffer = screen(of: table)
        expectScreen(buffer, [" row 1    ", " row 2    ", " new      ", " row 3    "], "the delete closed at once")
        #expect(highlighted(buffer, table.appearance.insertedRowStyle)[2] == "##########", "the insert still lights up")
    }

    // MARK: What the user looks at

    @Test func insertingOrDeletingAboveTheViewKeepsWhatTheUserSees() {
        table.selectRow(at: path(8))
        let before = screen(of: table)
        expectScreen(before, [" row 5    ", " row 6    ", " row 7    ", " row 8    "])
        apply(BatchUpdate(itemInserts: [path(0), path(1), path(2)])) {
            dataSource.sections[0].rows.insert(contentsOf: ["x", "y", "z"], at: 0)
        }
        #expect(screen(of: table).lines == before.lines, "no jump")
        #expect(table.selectedRow == path(11), "the selection follows its row")
        apply(BatchUpdate(itemDeletes: [path(0), path(4)])) {
            dataSource.sections[0].rows.remove(at: 4)
            dataSource.sections[0].rows.remove(at: 0)
        }
        #expect(screen(of: table).lines == before.lines, "no jump")
        #expect(table.selectedRow == path(9))
    }

    @Test func atTheTopAnInsertAtTheTopShows() {
        apply(BatchUpdate(itemInserts: [path(0)])) { dataSource.sections[0].rows.insert("new", at: 0) }
        expectScreen(screen(of: table), [" new      ", " row 0    ", " row 1    ", " row 2    "])
    }

    @Test func deletingTheSelectedRowSelectsTheRowInItsPlace() {
        table.selectRow(at: path(2))
        apply(BatchUpdate(itemDeletes: [path(2)])) { dataSource.sections[0].rows.remove(at: 2) }
        #expect(table.selectedRow == path(2))
        clock.advance(by: .milliseconds(200))
        expectScreen(screen(of: table), [" row 0    ", " row 1    ", " row 3    ", " row 4    "])
        #expect(screen(of: table).mask { $0.attributes.contains(.reverse) }[2] == "##########")
    }

    @Test func rowsThatStayKeepTheirCells() {
        let cell = table.cell(at: path(1))
        let requests = dataSource.cellRequests
        apply(BatchUpdate(itemInserts: [path(0)])) { dataSource.sections[0].rows.insert("new", at: 0) }
        _ = screen(of: table)
        #expect(table.cell(at: path(2)) === cell, "row 1 moved to path 2 with its cell")
        #expect(dataSource.cellRequests == requests + 1, "only the new row's cell was asked for")
    }

    // MARK: Interplay

    @Test func aSecondBatchCutsTheFirstShort() {
        var finished: [String] = []
        apply(BatchUpdate(itemDeletes: [path(0)]), completion: { finished.append("first \($0)") }) {
            dataSource.sections[0].rows.remove(at: 0)
        }
        _ = screen(of: table)
        clock.advance(by: .milliseconds(50))
        apply(BatchUpdate(itemInserts: [path(1)]), completion: { finished.append("second \($0)") }) {
            dataSource.sections[0].rows.insert("new", at: 1)
        }
        #expect(finished == ["first false"])
        expectScreen(screen(of: table), [" row 1    ", " new      ", " row 2    ", " row 3    "], "the ghost is gone")
        clock.advance(by: .milliseconds(200))
        _ = screen(of: table)
        #expect(finished == ["first false", "second true"])
    }

    @Test func aBatchThatDoesNotFitIsReportedAndReloaded() {
        var problems: [String] = []
        var finished: [Bool] = []
        table.onInvalidBatch = { problems.append($0) }
        // A batch UIKit refuses, on purpose and so not through `apply`'s check: the table's own count check is tested.
        table.performBatchUpdates(BatchUpdate(itemInserts: [path(0)]), animations: BatchAnimations(), updateData: {
            dataSource.sections[0].rows[0] = "changed"
        }, completion: { finished.append($0) })
        #expect(problems.count == 1)
        #expect(problems.first?.contains("invalid number of rows in section 0") == true)
        #expect(finished == [false])
        expectScreen(screen(of: table), [" changed  ", " row 1    ", " row 2    ", " row 3    "], "reloaded")
    }

    @Test func reconfiguredRowsKeepTheirCell() {
        let cell = table.cell(at: path(1))
        apply(BatchUpdate(itemReconfigures: [path(1)])) { dataSource.sections[0].rows[1] = "again" }
        #expect(table.cell(at: path(1)) === cell)
        expectScreen(screen(of: table), [" row 0    ", " again    ", " row 2    ", " row 3    "])
    }

    @Test func anEmptyBatchMeasuresTheRowsInViewAgain() throws {
        let cell = try #require(table.cell(at: path(1)) as? TextCell)
        cell.lines.append("grown")
        apply(BatchUpdate()) {}
        expectScreen(screen(of: table), [" row 0    ", " row 1    ", " grown    ", " row 2    "])
    }

    @Test func aMillionRowTableTakesAOneRowUpdateWithoutAskingForOtherRows() {
        let dataSource = TestDataSource([TestSection([])])
        dataSource.sections[0].rows = Array(repeating: "same", count: 1_000_000)
        let table = makeTable(dataSource, height: 10, clock: clock)
        _ = screen(of: table)
        let requests = dataSource.cellRequests
        table.validated().performBatchUpdates(BatchUpdate(itemReloads: [path(3)]), animations: BatchAnimations(),
            updateData: { dataSource.sections[0].rows[3] = "changed" }, completion: nil)
        #expect(screen(of: table).lines[3] == " changed            ")
        #expect(dataSource.cellRequests == requests + 1)
    }
}
