import Braid
import BraidTerminal
import BraidTesting
import Testing  // ValidatingHost's initializer takes a SourceLocation (#_sourceLocation) for its error reports.

/// Rows bound on a chain, in `braid-bench terminal` (issue #49's item 7): the same accounts bound with a hand-written
/// cell (`bind(cellType:models:)` and `onDequeue`) and described by content (`bind(content:models:)`), on a terminal
/// table behind UIKit's batch rules (`ValidatingHost`); each twice, with accounts that have no equality and with
/// `Equatable` ones (`*-equatable`).
///
/// - `chain-first-display`: make the table and its binder, bind n rows, `finish()`, draw and write the first frame
///   (bytes: written).
/// - `chain-scroll`: scroll a line and draw.
/// - `chain-refresh-100`: change 100 rows' balance (spread over the table), `refresh()`, diff, apply, draw: the content
///   rows' diff makes every row's content and compares it (without equality) or the changed models' (`Equatable`);
///   the cell rows' compares identities only (without equality) or the models (`Equatable`).
@MainActor
struct ChainBench {
    /// An account: an identity, no equality — for the content rows, their content is the equality.
    struct Account: BenchAccount {
        let id: Int
        var balance: Int
    }

    /// The same account, `Equatable`: the content rows compare the models first, and make the content of the changed
    /// ones only.
    struct EquatableAccount: BenchAccount, Equatable {
        let id: Int
        var balance: Int
    }

    enum Binding: String, CaseIterable {
        case cell, content
        case cellEquatable = "cell-equatable", contentEquatable = "content-equatable"

        var describesContent: Bool { self == .content || self == .contentEquatable }
        var isEquatable: Bool { self == .cellEquatable || self == .contentEquatable }
    }

    enum Workload: String, CaseIterable {
        case firstDisplay = "chain-first-display"
        case scroll = "chain-scroll"
        case refresh = "chain-refresh-100"
    }

    /// One bound table: its binder, its accounts, and what its last update did.
    @MainActor final class Table<Model: BenchAccount> {
        let host: ValidatingHost<TerminalTableView>
        let binder: TableViewBinder
        let scheduler = ManualUpdateScheduler()
        var accounts: [Model]
        private let screen: TerminalScreen
        private var buffer: ScreenBuffer
        private var step = 0
        /// How many batches the host had logged before the last refresh.
        private var batchesBefore = 0

        init(_ binding: Binding, accounts: [Model], screen: TerminalScreen) {
            self.accounts = accounts
            self.screen = screen
            let table = TerminalTableView()
            table.frame = TerminalRect(x: 0, y: 0, width: screen.width, height: screen.height)
            table.animateChanges = false
            host = ValidatingHost(table, failureHandler: { error, _ in Console.writeError("braid-bench: \(error)\n") })
            binder = TableViewBinder(tableView: host, scheduler: scheduler)
            binder.maximumAnimatedChanges = nil
            buffer = ScreenBuffer(width: screen.width, height: screen.height)
            if binding.describesContent {
                binder.onTable().bind(content: { account in
                    RowContent(text: Self.title(account), secondaryText: Self.detail(account), accessories: [.disclosureIndicator])
                }, models: { [unowned self] in self.accounts })
            } else {
                binder.onTable().bind(cellType: BenchCell.self, models: { [unowned self] in self.accounts })
                    .onDequeue { _, cell, account in
                        cell.lines = [TerminalLine(StyledText(Self.title(account)), right: StyledText(Self.detail(account), style: .dim))]
                        cell.accessory = .disclosureIndicator
                    }
            }
            binder.finish()
            host.wrapped.scrollToRow(at: ItemPath(row: accounts.count / 2, section: 0))
            draw()
        }

        nonisolated static func title(_ account: Model) -> String { "Account \(account.id)" }
        nonisolated static func detail(_ account: Model) -> String { "\(account.balance).00" }

        /// Runs one operation of `workload` (not the first display, which is a table's making) and draws.
        func perform(_ workload: Workload) -> ViewBench.Output {
            step += 1
            let before = screen.bytesWritten ?? 0
            switch workload {
            case .firstDisplay: break
            case .scroll:
                _ = host.wrapped.handle(.mouse(MouseEvent(kind: step.isMultiple(of: 2) ? .wheelUp : .wheelDown, x: 0, y: 0)))
            case .refresh:
                batchesBefore = host.batches.count
                let stride = max(1, accounts.count / 100)
                for index in Swift.stride(from: 0, to: accounts.count, by: stride).prefix(100) { accounts[index].balance += 1 }
                binder.refresh()
                scheduler.flush()
            }
            draw()
            return ViewBench.Output(bytes: (screen.bytesWritten ?? 0) - before)
        }

        /// The rows the last refresh's batches reconfigured or reloaded, and how many batches it took.
        var lastRefresh: (rows: Int, batches: Int) {
            let batches = host.batches.dropFirst(batchesBefore)
            return (batches.reduce(0) { $0 + $1.itemReconfigures.count + $1.itemReloads.count }, batches.count)
        }

        func draw() {
            host.wrapped.render(into: &buffer)
            screen.present(buffer)
        }
    }

    var options: Options

    /// Adds the chain rows to `report`: each workload's cell rows, then its content rows with the cell rows' median (of
    /// models alike: with or without equality) as their baseline.
    func run(screen: TerminalScreen, report: inout Report) {
        for workload in Workload.allCases {
            var rows: [Row] = []
            for n in (options.sizes ?? TerminalSuite.sizes).sorted() {
                var cellMedians: [Bool: Row.Reference] = [:]
                for binding in Binding.allCases {
                    let implementation = "\(binding.rawValue)-\(n.compact)-rows"
                    let name = "\(workload.rawValue)/\(implementation)"
                    let contentName = "\(workload.rawValue)/\(binding.rawValue.replacingOccurrences(of: "cell", with: "content"))-\(n.compact)-rows"
                    guard options.selects(name) || (!binding.describesContent && options.selects(contentName)) else { continue }
                    let (timing, output, changed) =
                        binding.isEquatable
                        ? measure(workload, binding, (0..<n).map { EquatableAccount(id: $0, balance: $0 &* 37 % 100_000) }, screen)
                        : measure(workload, binding, (0..<n).map { Account(id: $0, balance: $0 &* 37 % 100_000) }, screen)
                    if workload == .refresh {
                        // The one claim that is not a time: exactly the changed rows are reconfigured (none, for cell rows
                        // compared by identity only).
                        let expected = binding.describesContent || binding.isEquatable ? min(100, n) : 0
                        let verdict = changed.rows == expected ? "as expected" : "EXPECTED \(expected)"
                        Console.writeError("\(name): the last refresh reconfigured or reloaded \(changed.rows) rows in \(changed.batches) batch(es), \(verdict)\n")
                    }
                    var counts = [("bytes", output.bytes)]
                    if workload == .refresh { counts.append(("reconfigured", changed.rows)) }
                    let row = Row(workload: workload.rawValue, implementation: implementation, n: n, timing: timing,
                                  counts: counts, baseline: binding.describesContent ? cellMedians[binding.isEquatable] : nil)
                    if !binding.describesContent {
                        cellMedians[binding.isEquatable] = Row.Reference(name: implementation, median: timing.median)
                    }
                    if options.selects(row.name) { rows.append(row) }
                }
            }
            report.add(rows)
        }
    }

    /// Times `workload` on a table of `accounts` bound as `binding` says; with what its last refresh changed.
    private func measure<Model: BenchAccount>(
        _ workload: Workload, _ binding: Binding, _ accounts: [Model], _ screen: TerminalScreen
    ) -> (Timing, ViewBench.Output, changed: (rows: Int, batches: Int)) {
        guard workload != .firstDisplay else {
            var made: Table<Model>?
            // The table made last goes in the next run's setup, outside the timed region.
            let (timing, output) = Harness.measure(runs: options.runs ?? 5, setup: { made = nil; screen.redrawAll() }) {
                let before = screen.bytesWritten ?? 0
                made = Table(binding, accounts: accounts, screen: screen)
                return ViewBench.Output(bytes: (screen.bytesWritten ?? 0) - before)
            }
            _ = made
            return (timing, output, (0, 0))
        }
        let table = Table(binding, accounts: accounts, screen: screen)
        let (timing, output) = Harness.measure(runs: options.runs ?? 7) { table.perform(workload) }
        return (timing, output, table.lastRefresh)
    }
}

/// The accounts the chain rows bind: with an `Int` identity and a balance that a refresh changes.
protocol BenchAccount: Identifiable, OffMainActorDiffable where ID == Int {
    init(id: Int, balance: Int)
    var balance: Int { get set }
}
