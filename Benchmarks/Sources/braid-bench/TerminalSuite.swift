import BraidTerminal

/// `braid-bench terminal`: a 200×60 terminal showing a table of n rows, then a grid of n items — frames, and
/// one-row (one-item) updates — with the bytes each writes to the terminal.
///
/// The screen is `TerminalScreen.offscreen`: ncurses writes real escape sequences for `xterm-256color` to
/// memory, counted. Every timed operation includes layout, drawing into the buffer, and the writer's diff
/// and output. The smallest size is every other size's baseline: the cost should follow the screen, not
/// the data, so larger tables' ratios stay near 1.
@MainActor
struct TerminalSuite {
    /// What is timed; the raw value starts the row's name (`frame/1M-rows`).
    enum Workload: String, CaseIterable {
        /// Draw a whole frame and write every cell of it, as after a resize: the screen's full cost.
        case frame
        /// Scroll one line (down, then back up) and draw: every row moves (ncurses may scroll the terminal).
        case scroll
        /// Reload one visible row with new text and draw: one row changes.
        case update
        /// Insert a row above the visible rows (then delete it) and draw: nothing on screen moves.
        case insertAbove = "insert-above"
    }

    static let sizes = [1_000, 1_000_000]
    static let width = 200
    static let height = 60

    var options: Options

    func run() {
        var report = Report(suite: "terminal", json: options.json)
        report.countColumn = "bytes"
        report.begin(legend: [
            "a \(Self.width)×\(Self.height) terminal (xterm-256color, written to memory) showing a table of n rows;",
            "  content-*: the same table's rows described by RowContent, in the terminal's TerminalContentCell",
            "  (ratio: ÷ the hand-written cell's median at the same n, measured just before)",
            "  grid-*: the same on a grid of n tiles of 12×2 (TerminalCollectionView)",
            "  mixed-*: n tiles in 10 sections laid out by their layouts (rows, grids, lists in turn): frame and scroll;",
            "  first-display: make the view and draw its first frame (mixed: ratio to the grid of as many tiles)",
            "frame: draw and write a whole frame; scroll: scroll a line and draw; update: reload one visible row",
            "  and draw; insert-above: insert a row above the view and draw",
            "bytes: written to the terminal by one operation; row_share: a whole frame's bytes ÷ \(Self.height) rows",
            "ratio: median ÷ the smallest table's median (the screen's cost, not the data's, should decide)",
            "chain-*: rows bound on a chain (ValidatingHost over the table): cell-* with a hand-written cell and onDequeue,",
            "  content-* described by content (bind(content:models:)); ratio: ÷ the cell rows' median at the same n;",
            "  *-equatable: the same with Equatable accounts (the others have an identity and no equality);",
            "  chain-first-display: make, bind, finish() and draw the first frame; chain-refresh-100:",
            "  change 100 rows, refresh() and draw (reconfigured: rows the batch reconfigured or reloaded)",
        ])
        let screen: TerminalScreen
        do {
            screen = try TerminalScreen.offscreen(width: Self.width, height: Self.height)
        } catch {
            Console.writeError("braid-bench terminal: \(error)\n")
            return
        }
        defer { screen.close() }
        var tables: [String: Row.Reference] = [:]
        for kind in ["", "content-", "grid-", "mixed-"] { run(kind: kind, screen: screen, tables: &tables, report: &report) }
        runFirstDisplay(screen: screen, report: &report)
        ChainBench(options: options).run(screen: screen, report: &report)
    }

    /// A view of `n` items of one kind: `""` a table, `"content-"` a table of content rows, `"grid-"` one grid,
    /// `"mixed-"` sections of mixed layouts.
    private func bench(_ kind: String, _ n: Int, _ screen: TerminalScreen) -> ViewBench {
        switch kind {
        case "", "content-": ViewBench.table(rowCount: n, content: kind == "content-", screen: screen)
        case "grid-": ViewBench.grid(itemCount: n, screen: screen)
        default: ViewBench.mixed(itemCount: n, screen: screen)
        }
    }

    /// `first-display`: the grid of n tiles, then n tiles in mixed sections, each made and drawn once — the mixed
    /// screen's ratio is to the grid of as many tiles.
    private func runFirstDisplay(screen: TerminalScreen, report: inout Report) {
        var rows: [Row] = []
        for n in (options.sizes ?? Self.sizes).sorted() {
            var grid: Row.Reference?
            for kind in ["grid-", "mixed-"] {
                let implementation = "\(n.compact)-items"
                guard options.selects("\(kind)first-display/\(implementation)") || kind == "grid-" else { continue }
                let (timing, output) = Harness.measure(runs: options.runs ?? 7) {
                    _ = bench(kind, n, screen)
                    return ViewBench.Output(bytes: 0)
                }
                _ = output
                let row = Row(workload: kind + "first-display", implementation: implementation, n: n, timing: timing,
                              counts: [], baseline: grid)
                if grid == nil { grid = Row.Reference(name: "grid-" + implementation, median: timing.median) }
                if options.selects(row.name) { rows.append(row) }
            }
        }
        report.add(rows)
    }

    /// The rows of one kind of view: `""` for the table, `"content-"` for the table of content rows, `"grid-"` for the
    /// collection view. `tables` keeps the table's medians by `workload/n`: the content rows' baselines.
    private func run(kind: String, screen: TerminalScreen, tables: inout [String: Row.Reference], report: inout Report) {
        var frameBytes: Int?
        // The mixed screen is drawn and scrolled; its updates are the grid's (the same view).
        for workload in Workload.allCases where kind != "mixed-" || workload == .frame || workload == .scroll {
            var baseline: Row.Reference?
            var rows: [Row] = []
            for n in (options.sizes ?? Self.sizes).sorted() {
                let implementation = "\(n.compact)-" + (kind.isEmpty || kind == "content-" ? "rows" : "items")
                let reference = kind == "content-" ? tables["\(workload.rawValue)/\(n)"] : baseline
                // The smallest size is each kind's baseline; the table's every size is the content rows' (when they run).
                let needed = (kind != "content-" && baseline == nil)
                    || (kind.isEmpty && options.selects("content-\(workload.rawValue)/\(implementation)"))
                guard options.selects("\(kind)\(workload.rawValue)/\(implementation)") || needed else { continue }
                let bench = bench(kind, n, screen)
                let (timing, output) = Harness.measure(runs: options.runs ?? 7) { bench.perform(workload) }
                if workload == .frame, frameBytes == nil { frameBytes = output.bytes }
                var counts = [("bytes", output.bytes)]
                if workload != .frame, let frameBytes { counts.append(("row_share", frameBytes / Self.height)) }
                let row = Row(
                    workload: kind + workload.rawValue, implementation: implementation, n: n, timing: timing,
                    counts: counts, baseline: reference)
                if baseline == nil { baseline = Row.Reference(name: implementation, median: timing.median) }
                if kind.isEmpty { tables["\(workload.rawValue)/\(n)"] = Row.Reference(name: implementation, median: timing.median) }
                if options.selects(row.name) { rows.append(row) }
            }
            report.add(rows)
        }
    }
}
