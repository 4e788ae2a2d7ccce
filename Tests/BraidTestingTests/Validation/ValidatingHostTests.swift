import Testing
@testable import BraidTesting

/// The validating hosts: every batch is checked with UIKit's rules on its way to a host that does not check them, a
/// refused one is reported with UIKit's message, and the host gets it either way.
@MainActor
@Suite("Validating hosts") struct ValidatingHostTests {
    /// A table host that applies whatever it is handed, unchecked — as a host of one's own might — so that only the
    /// validating host around it judges.
    final class UncheckedTableHost: TableViewHost {
        var dataSource: (any TableViewHostDataSource)?
        /// Whether it calls a batch's `updateData`, as UIKit always does.
        var callsUpdateData = true
        private(set) var handed: [BatchUpdate] = []

        func performBatchUpdates(
            _ batch: BatchUpdate, animations: BatchAnimations, updateData: () -> Void, completion: ((Bool) -> Void)?
        ) {
            handed.append(batch)
            if callsUpdateData { updateData() }
            completion?(true)
        }
        func register(headerFooterViewType: AnyObject.Type, forReuseIdentifier reuseIdentifier: String) {}
        func dequeueReusableHeaderFooterView(withReuseIdentifier reuseIdentifier: String) -> AnyObject { self }
        var indexPathsForVisibleRows: [ItemPath] { [] }
        func register(cellType: AnyObject.Type, forReuseIdentifier reuseIdentifier: String) {}
        func dequeueReusableCell(withReuseIdentifier reuseIdentifier: String, for path: ItemPath) -> AnyObject { self }
        func reloadData() {}
        func cell(at path: ItemPath) -> AnyObject? { nil }
        func indexPath(for cell: AnyObject) -> ItemPath? { nil }
    }

    let source = LettersSource([["a", "b"]])
    let unchecked = UncheckedTableHost()
    /// What the host under test reported.
    let reported = Reported()

    @MainActor final class Reported {
        var errors: [HeadlessHostError] = []
    }

    /// A validating host around `unchecked`, showing `source`, reporting into `reported`.
    func validatingTable() -> ValidatingHost<UncheckedTableHost> {
        let host = ValidatingHost(unchecked, failureHandler: { [reported] error, _ in reported.errors.append(error) })
        host.dataSource = source
        return host
    }

    /// Two inserts into a section that gains one row.
    let oneInsertTooMany = BatchUpdate(itemInserts: [ItemPath(row: 0, section: 0), ItemPath(row: 1, section: 0)])

    @Test func theLogKeepsTheNewestBatchesInOrder() {
        let host = validatingTable()
        // Valid batches that differ from their neighbours: a reload of row 0, of row 1, of both, in turn.
        let variants = [[0], [1], [0, 1]].map { rows in BatchUpdate(itemReloads: rows.map { ItemPath(row: $0, section: 0) }) }
        let handed = (0..<(2 * host.batchesCapacity + 345)).map { variants[$0 % 3] }
        for batch in handed { host.performBatchUpdates(batch, animations: .all(.automatic), updateData: {}, completion: nil) }
        #expect(host.batches.count == host.batchesCapacity)
        #expect(host.batches == Array(handed.suffix(host.batchesCapacity)), "the newest, oldest first")
        #expect(reported.errors.isEmpty, "\(reported.errors)")
    }

    @Test func aBatchUIKitRefusesIsReportedWithUIKitsMessageAndStillHandedOver() {
        let host = validatingTable()
        var completions: [Bool] = []
        host.performBatchUpdates(oneInsertTooMany, animations: .all(.automatic), updateData: { source.sections[0].insert("c", at: 0) },
                                 completion: { completions.append($0) })
        #expect(reported.errors.map(\.rule) == [.invalidItemCount], "\(reported.errors)")
        let message = reported.errors.first?.message ?? ""
        #expect(message.hasPrefix("UncheckedTableHost rejected a batch update (strict mode) — R18"), "\(message)")
        #expect(message.contains("Invalid update: invalid number of rows in section 0"), "UIKit's words: \(message)")
        #expect(message.contains("Rows per section before: [2]; after, as the data source reports: [3]."), "\(message)")
        #expect(host.errors == reported.errors, "the host keeps what it reported")
        #expect(unchecked.handed == [oneInsertTooMany] && completions == [true], "the check only reports: the host applied it")
        #expect(host.batches == [oneInsertTooMany])
    }

    @Test func aBatchUIKitAcceptsIsHandedOverAndNothingIsReported() {
        let host = validatingTable()
        let insert = BatchUpdate(itemInserts: [ItemPath(row: 0, section: 0)])
        host.performBatchUpdates(insert, animations: .all(.automatic), updateData: { source.sections[0].insert("c", at: 0) },
                                 completion: nil)
        #expect(reported.errors.isEmpty, "\(reported.errors)")
        #expect(unchecked.handed == [insert] && host.batches == [insert])
    }

    @Test func aHostThatNeverCallsUpdateDataIsReported() {
        unchecked.callsUpdateData = false
        let host = validatingTable()
        host.performBatchUpdates(BatchUpdate(), animations: .all(.automatic), updateData: {}, completion: nil)
        #expect(reported.errors.map(\.kind) == [.invalidBatchUpdate], "\(reported.errors)")
        #expect(reported.errors.first?.message.contains("without calling its updateData closure") == true, "\(reported.errors)")
    }

    @Test func byDefaultARefusedBatchFailsTheRunningTest() {
        let host = ValidatingHost(unchecked)
        host.dataSource = source
        withKnownIssue("the batch has one insert too many") {
            host.performBatchUpdates(oneInsertTooMany, animations: .all(.automatic),
                                     updateData: { source.sections[0].insert("c", at: 0) }, completion: nil)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("invalid number of rows in section 0") }
        }
    }

    @Test func theHostKeepsOnlyTheNewestBatches() {
        let host = validatingTable()
        for _ in 0...host.batchesCapacity {
            host.performBatchUpdates(BatchUpdate(), animations: .all(.automatic), updateData: {}, completion: nil)
        }
        #expect(host.batches.count == host.batchesCapacity && unchecked.handed.count == host.batchesCapacity + 1)
    }

    @Test func aCollectionHostChecksWithTheCollectionViewsRules() {
        // The wrapped headless view checks too; its own reports are collected here and left alone.
        let collection = makeCollection(source)
        collection.failureHandler = { _, _ in }
        let host = ValidatingHost(collection, failureHandler: { [reported] error, _ in reported.errors.append(error) })
        host.performBatchUpdates(oneInsertTooMany, updateData: { source.sections[0].insert("c", at: 0) }, completion: nil)
        #expect(reported.errors.map(\.rule) == [.inconsistentCounts], "collection views report every count mismatch as R19: \(reported.errors)")
        let message = reported.errors.first?.message ?? ""
        #expect(message.hasPrefix("HeadlessCollectionView rejected a batch update (strict mode) — R19"), "\(message)")
        #expect(message.contains("Items per section before: [2]; after, as the data source reports: [3]."), "\(message)")
    }

    @Test func everythingElseIsPassedOn() {
        let collection = makeCollection(source)
        let host = ValidatingHost(collection)
        #expect(host.dataSource === source && host.wrapped === collection)
        #expect(host.indexPathsForVisibleItems == collection.indexPathsForVisibleItems && host.indexPathsForVisibleItems.count == 2)
        #expect(host.cell(at: ItemPath(item: 1, section: 0)) === collection.cell(at: ItemPath(item: 1, section: 0)))
        collection.isOnScreen = false
        #expect(!host.isOnScreen && !host.laterIsOnScreen()())
        host.setEditing(true, animated: false)
        #expect(collection.isEditing && host.isEditing)
    }
}
