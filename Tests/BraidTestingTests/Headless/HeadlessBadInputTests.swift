import Testing
@testable import BraidTesting

/// A type that is not a headless cell.
private final class NotACell {}

/// Bad input gets a clear error naming what was wrong — reported, recorded, and never a crash.
@MainActor
@Suite struct HeadlessBadInputTests {
    // MARK: Index paths

    @Test func tappingARowOutOfRangeNamesTheRowAndTheCount() {
        let source = LettersSource([["A", "B", "C"]])
        let table = makeTable(source)
        let error = table.expectError { table.tap(row: 9, section: 0) }
        #expect(error?.kind == .indexPathOutOfRange, "row 9 does not exist")
        #expect(error?.message == "tap: row (0 - 9) does not exist — section 0 has 3 rows in the HeadlessTableView.",
                "the message names the row and what there is")
        #expect(source.tapped.isEmpty, "the data source heard of no tap")
    }

    @Test func tappingASectionOutOfRangeNamesTheSectionCount() {
        let source = LettersSource([["A"]])
        let collection = makeCollection(source)
        let error = collection.expectError { collection.tap(item: 0, section: 4) }
        #expect(error?.message.contains("there are 1 sections") == true, "the message says how many sections exist")
    }

    @Test func scrollingToARowOutOfRangeUsesUIKitsWords() {
        let source = LettersSource([["A", "B", "C"]])
        let table = makeTable(source)
        let error = table.expectError { table.scroll(to: p(0, 5)) }
        #expect(error?.kind == .indexPathOutOfRange, "row 5 does not exist")
        #expect(error?.message == "Attempted to scroll the table view to an out-of-bounds row (0 - 5) when there are only 3 rows in section 0.",
                "UIKit's wording")
    }

    /// Offsets, distances and viewport sizes that are not numbers (or not sizes) are the caller's mistake: reported,
    /// and the view stays where it was (before, `scroll(toOffset: .nan)` silently went to the top).
    @Test func scrollingOrResizingByWhatIsNotANumberIsReported() {
        let source = LettersSource(numberedRows(50))
        source.rowHeight = { _ in 1 }
        let table = makeTable(source, height: 5)
        table.scroll(toOffset: 20)
        for (call, body) in [("scroll(toOffset:)", { table.scroll(toOffset: .nan) }), ("scroll(by:)", { table.scroll(by: -.nan) }),
                             ("resize(to:)", { table.resize(to: Size(width: .infinity, height: 5)) })] as [(String, () -> Void)] {
            let error = table.expectError(body)
            #expect(error?.kind == .invalidArgument && error?.message.hasPrefix(call + ": ") == true, "\(String(describing: error))")
            #expect(table.contentOffset == 20, "\(call) left the view where it was")
        }
        table.scroll(toOffset: .infinity)
        #expect(table.contentOffset == table.contentHeight - 5, "the infinity is the bottom")
    }

    @Test func tappingARowThatIsOffScreenIsAMistake() {
        let source = LettersSource(numberedRows(50))
        let table = makeTable(source, height: 5)
        let error = table.expectError { table.tap(row: 30, section: 0) }
        #expect(error?.kind == .noVisibleCell, "a user can only tap what is on screen")
        #expect(error?.message.contains("Scroll to it first") == true, "the message says what to do")
    }

    // MARK: Registration and dequeue

    @Test func registeringATypeThatIsNotAHeadlessCellIsReported() {
        let table = HeadlessTableView()
        let error = table.expectError { table.register(cellType: NotACell.self, forReuseIdentifier: "X") }
        #expect(error?.kind == .wrongViewClass, "NotACell is no HeadlessTableViewCell")
        #expect(error?.message.contains("must be subclasses of HeadlessTableViewCell") == true, "it says what is expected")
        let collection = HeadlessCollectionView()
        let wrongKind = collection.expectError { collection.register(cellType: TextCell.self, forReuseIdentifier: "X") }
        #expect(wrongKind?.message.contains("HeadlessCollectionViewCell") == true,
                "a table cell is not a collection cell either")
    }

    @Test func dequeuingAnUnregisteredIdentifierIsReportedWithUIKitsMessage() {
        let source = LettersSource([["A"]])
        source.cellIdentifier = "Nope"
        let table = makeTable(source)
        let error = table.expectError { table.layoutIfNeeded() }
        #expect(error?.kind == .unregisteredReuseIdentifier, "nothing is registered under Nope")
        #expect(error?.message.contains("unable to dequeue a cell with identifier Nope - must register a nib or a class") == true,
                "UIKit's message")
        #expect(error?.message.contains("registered cell identifiers: [\"Other\", \"Text\"]") == true,
                "and what is registered")
    }

    @Test func returningACellOfAnotherIdentifierThanTheOneDequeuedIsReported() {
        let source = LettersSource([["A"]])
        var stray: AnyObject?
        source.cellOverride = { host, path in
            let table = host as! any TableViewHost
            _ = table.dequeueReusableCell(withReuseIdentifier: "Text", for: path)
            if stray == nil { stray = OtherCell() }
            (stray as? OtherCell)?.reuseIdentifier = "Other"
            return stray!
        }
        let table = makeTable(source)
        let error = table.expectError { table.layoutIfNeeded() }
        #expect(error?.kind == .viewNotDequeued, "the data source returned a cell it did not dequeue")
        #expect(error?.message.contains("returned a cell with reuse identifier \"Other\" for row (0 - 0), but dequeued a \"Text\" cell for it") == true,
                "the message names both identifiers: \(error?.message ?? "")")
        #expect(table.cell(at: p(0, 0)) is TextCell, "the table shows the cell it handed out")
    }

    @Test func returningACellThatWasNeverDequeuedIsReported() {
        let source = LettersSource([["A"]])
        source.cellOverride = { _, _ in TextCell() }
        let table = makeTable(source)
        let error = table.expectError { table.layoutIfNeeded() }
        #expect(error?.kind == .viewNotDequeued, "a cell made by the data source itself")
        #expect(error?.message.contains("does not have a reuseIdentifier") == true, "UIKit's complaint")
    }

    @Test func returningSomethingThatIsNotACellIsReported() {
        let source = LettersSource([["A"]])
        source.cellOverride = { _, _ in NotACell() }
        let collection = makeCollection(source)
        let error = collection.expectError { collection.layoutIfNeeded() }
        #expect(error?.kind == .wrongViewClass, "NotACell is not a HeadlessCollectionViewCell")
        #expect(error?.message.contains("collectionHost(_:cellForItemAt:) returned NotACell for item (0 - 0)") == true,
                "the message names the call, the class and the item: \(error?.message ?? "")")
    }

    @Test func dequeuingTwiceForOneRowIsReported() {
        let source = LettersSource([["A"]])
        source.cellOverride = { host, path in
            let table = host as! any TableViewHost
            _ = table.dequeueReusableCell(withReuseIdentifier: "Text", for: path)
            return table.dequeueReusableCell(withReuseIdentifier: "Text", for: path)
        }
        let table = makeTable(source)
        let error = table.expectError { table.layoutIfNeeded() }
        #expect(error?.kind == .invalidDequeue, "two dequeues for one row")
        #expect(error?.message.hasPrefix("Attempted to dequeue multiple cells for the same index path, which is not allowed.") == true,
                "UIKit's message")
    }

    @Test func dequeuingForAnotherRowIsReported() {
        let source = LettersSource([["A", "B"]])
        source.cellOverride = { host, path in
            (host as! any TableViewHost).dequeueReusableCell(withReuseIdentifier: "Text", for: p(0, 1 - path.row))
        }
        let table = makeTable(source)
        let error = table.expectError { table.layoutIfNeeded() }
        #expect(error?.message.contains("was called for row (0 - 1) while the table view asked for the cell at (0 - 0)") == true,
                "the message names both paths: \(error?.message ?? "")")
    }

    @Test func dequeuingOutsideTheDataSourceCallIsReported() {
        let table = makeTable(LettersSource([]))
        let error = table.expectError { _ = table.dequeueReusableCell(withReuseIdentifier: "Text", for: p(0, 0)) }
        #expect(error?.kind == .invalidDequeue, "nobody asked for a cell")
        #expect(error?.message.contains("outside tableHost(_:cellForRowAt:)") == true, "the message says where it is legal")
    }

    @Test func aSupplementaryViewDequeuedForAnotherSectionIsReported() {
        final class WrongSection: LettersSource {
            override func collectionHost(
                _ host: any CollectionViewHost, viewForSupplementaryElementOfKind kind: SupplementaryViewKind,
                inSection section: Int
            ) -> AnyObject? {
                guard kind == .header else { return nil }
                return host.dequeueReusableSupplementaryView(ofKind: .header, withReuseIdentifier: "Title",
                                                              section: section + 1)
            }
        }
        let wrong = WrongSection([["A"]])
        let collection = makeCollection(wrong)
        let error = collection.expectError { collection.layoutIfNeeded() }
        #expect(error?.message.contains("dequeued for the header of section 1 while the collection view asked for the header of section 0") == true,
                "the message names both sections: \(error?.message ?? "")")
    }

    // MARK: Batches at the wrong moment

    @Test func aBatchStartedInsideAnotherBatchsCompletionIsReportedAndNotApplied() {
        let host = HeadlessHarness(.table, showing: [["A"]])
        let table = host.table!
        let error = table.expectError {
            table.performBatchUpdates(BatchUpdate(itemInserts: [p(0, 1)]), animations: .all(.fade),
                                      updateData: { host.source.sections = [["A", "B"]] },
                                      completion: { _ in
                                          table.performBatchUpdates(BatchUpdate(itemInserts: [p(0, 2)]),
                                                                    animations: .all(.fade),
                                                                    updateData: { host.source.sections = [["A", "B", "C"]] },
                                                                    completion: nil)
                                      })
        }
        #expect(error?.kind == .reentrantUpdate, "a batch inside a completion")
        #expect(error?.message == "performBatchUpdates was called inside the completion of another batch update. A table view cannot start it there; queue it and run it after the current call returns.",
                "the message names where it was called")
        #expect(table.appliedBatches.count == 1, "the first batch was applied, the nested one was not")
        #expect(table.screen == ["A", "B"], "the screen shows the first batch only")
    }

    @Test func aBatchStartedInsideAnotherBatchsUpdateDataIsReported() {
        let host = HeadlessHarness(.collection, showing: [["A"]])
        let collection = host.collection!
        let error = collection.expectError {
            collection.performBatchUpdates(BatchUpdate(), updateData: {
                collection.performBatchUpdates(BatchUpdate(), updateData: {}, completion: nil)
            }, completion: nil)
        }
        #expect(error?.message.hasPrefix("performBatchUpdates was called inside the updateData closure of another batch update") == true,
                "the message names where it was called")
    }

    @Test func reloadDataInsideABatchIsReported() {
        let host = HeadlessHarness(.table, showing: [["A"]])
        let error = host.expectError {
            host.table?.performBatchUpdates(BatchUpdate(), animations: .all(.none),
                                            updateData: { host.table?.reloadData() }, completion: nil)
        }
        #expect(error?.kind == .reentrantUpdate, "reloadData inside a batch")
        #expect(error?.message.contains("R23") == true, "the message points at the rule")
    }

    @Test func aReconfigureThatReturnsAnotherCellIsReportedWithUIKitsMessage() {
        let host = HeadlessHarness(.collection, showing: [["A", "B"]])
        let original = host.cell(at: p(0, 1))
        host.source.cellOverride = { _, path in
            let cell = TileCell()
            cell.text = "new \(path.item)"
            return cell
        }
        let error = host.expectError {
            host.perform(BatchUpdate(itemReconfigures: [p(0, 1)]), after: [["A", "B*"]])
        }
        #expect(error?.kind == .reconfiguredCellReplaced, "the reconfigure got another cell")
        #expect(error?.message.hasPrefix("UICollectionView dataSource returned a different cell from -collectionView:cellForItemAtIndexPath: than the cell being reconfigured, which is not allowed.") == true,
                "UIKit's message")
        #expect(host.cell(at: p(0, 1)) === original, "the existing cell stays")
    }

    @Test(arguments: bothKinds)
    func aReconfigureWhoseRowIsGoneAfterTheBatchIsNotApplied(kind: BatchUpdateValidator.ViewKind) {
        let host = HeadlessHarness(kind, showing: [["A", "B", "C"]])
        let error = host.expectError {
            host.perform(BatchUpdate(itemDeletes: [p(0, 0)], itemReconfigures: [p(0, 2)]), after: [["B", "C*"]])
        }
        #expect(error?.kind == .invalidBatchUpdate, "the host cannot ask the data source for (0, 2) after the batch")
        #expect(error?.message.contains("Reconfigure in a batch of its own") == true, "the message says what to do")
        #expect(host.shown == [["A", "B", "C"]] && host.appliedBatches.isEmpty, "nothing was applied")
    }

    @Test func aNegativeCountIsReported() {
        final class Negative: LettersSource {
            override func tableHost(_ host: any TableViewHost, numberOfRowsInSection section: Int) -> Int { -1 }
        }
        let source = Negative([["A"]])
        let table = makeTable(source)
        let error = table.expectError { table.layoutIfNeeded() }
        #expect(error?.kind == .invalidDataSourceAnswer, "-1 rows")
        #expect(table.numberOfRows(inSection: 0) == 0, "read as none")
    }

    @Test func anImpossibleEstimateAtLoadIsReportedForItsRowAndReadAsZero() {
        let source = LettersSource([["A", "B", "C"]])
        source.estimatedRowHeight = { $0.row == 1 ? -.infinity : 1 }
        let table = makeTable(source)
        let error = table.expectError { table.layoutIfNeeded() }
        #expect(error?.kind == .invalidDataSourceAnswer, "a height of -infinity")
        #expect(error?.message.contains("(0 - 1)") == true && error?.message.contains("finite and not negative") == true,
                "the message names the row and the rule: \(error?.message ?? "none")")
        #expect(table.screen == ["A", "B", "C"], "the rows are laid out, the bad one at height 0: \(table.screen)")
    }

    /// Heights that are each finite may add up to more than a `Double` holds: the content is then infinitely tall and
    /// the rows past that point have no position — reported once, and the layout exact again once the heights fit
    /// (before, the sums stayed infinite for good and nothing was said).
    @Test func heightsThatAddUpPastWhatADoubleHoldsAreReportedOnceAndTheLayoutRecovers() {
        let source = LettersSource([["A", "B", "C", "D"]])
        source.rowHeight = { $0.row == 1 || $0.row == 2 ? .greatestFiniteMagnitude : 1 }
        let table = makeTable(source, height: 5)
        let error = table.expectError { table.layoutIfNeeded() }
        #expect(error?.kind == .invalidDataSourceAnswer && error?.message.contains("more than a Double holds") == true,
                "\(String(describing: error))")
        #expect(table.contentHeight == .infinity && table.screen == ["A", "B"], "C starts past the largest Double: \(table.screen)")
        table.scroll(by: 3)
        table.layoutIfNeeded()
        #expect(table.errors.count == 1, "reported once, not at every layout pass: \(table.errors)")
        source.rowHeight = { _ in 1 }
        table.reloadData()
        table.scroll(toOffset: 0)
        table.layoutIfNeeded()
        #expect(table.contentHeight == 4 && table.screen == ["A", "B", "C", "D"], "exact again: \(table.contentHeight), \(table.screen)")
        #expect(table.errors.count == 1, "and nothing more to report")
    }

    // MARK: Reporting

    @Test func anErrorOutsideExpectErrorFailsTheTestWithItsMessage() {
        let source = LettersSource([["A"]])
        let table = makeTable(source)
        withKnownIssue("the tap is out of range, and the table fails the test") {
            table.tap(row: 3, section: 0)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("row (0 - 3) does not exist") }
        }
        #expect(table.lastError?.kind == .indexPathOutOfRange, "and records it")
    }

    @Test func expectErrorReportsWhenNoErrorCame() {
        let source = LettersSource([["A"]])
        let table = makeTable(source)
        withKnownIssue("nothing went wrong inside expectError") {
            let error = table.expectError { table.tap(row: 0, section: 0) }
            #expect(error == nil, "there was no error to return")
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("Expected the HeadlessTableView to report an error") }
        }
    }

    @Test func aCustomFailureHandlerReceivesTheError() {
        let table = makeTable(LettersSource([]))
        var received: [HeadlessHostError] = []
        table.failureHandler = { error, _ in received.append(error) }
        table.scroll(to: p(0, 0))
        #expect(received.map(\.kind) == [.indexPathOutOfRange], "the handler got the error instead of the test")
    }
}
