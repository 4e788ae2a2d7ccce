import Braid
import BraidSamples
import BraidTerminal
import BraidTesting
import Testing  // the validating hosts' default source location

/// One screen of the demo: a title, a view (a table, or a collection view's grid), and the keys it adds to the
/// status line.
@MainActor
protocol DemoScreen: AnyObject {
    var title: String { get }
    /// What the screen shows between the title and the status line.
    var view: any ScreenView { get }
    /// The keys this screen adds to the status line.
    var keyHints: [KeyHint] { get }
    /// Whether the screen waits for a service (the title bar says so).
    var isLoading: Bool { get }
    /// Handles a key that neither the table nor the selected cell used.
    func handle(key: Key) -> Bool
    /// Loads the first data; returns once it is on its way to the table.
    func load() async
}

extension DemoScreen {
    var keyHints: [KeyHint] { [] }
    var isLoading: Bool { false }
    func handle(key: Key) -> Bool { false }
    func load() async {}
}

/// A key and what it does, for the status line.
struct KeyHint: Equatable {
    var key: String
    var action: String
}

/// What every screen needs from the app: when updates apply, the animation clock, the host a binder gets for a view,
/// and navigation.
@MainActor
final class DemoEnvironment {
    let scheduler: any UpdateScheduler
    let clock: any TerminalClock
    /// What a batch update UIKit would refuse does, when the binders' batches are checked with UIKit's rules (the
    /// tests' snapshots, and the end-to-end tests' `BRAID_VALIDATE_BATCHES=1`); nil: they are not checked.
    let rejectedBatch: HeadlessFailureHandler?
    weak var app: DemoApp?

    init(
        scheduler: any UpdateScheduler = MainActorUpdateScheduler(), clock: any TerminalClock = ContinuousTerminalClock(),
        rejectedBatch: HeadlessFailureHandler? = nil
    ) {
        self.scheduler = scheduler
        self.clock = clock
        self.rejectedBatch = rejectedBatch
    }

    /// What a binder gets for `table`: the table, or the table behind UIKit's rules when batches are checked.
    func host(_ table: TerminalTableView) -> any TableViewHost {
        rejectedBatch.map { ValidatingHost(table, failureHandler: $0) } ?? table
    }

    /// What a binder gets for `grid`: the grid, or the grid behind UIKit's rules when batches are checked.
    func host(_ grid: TerminalCollectionView) -> any CollectionViewHost {
        rejectedBatch.map { ValidatingHost(grid, failureHandler: $0) } ?? grid
    }

    /// A table for a new screen: its first row starts selected, so Enter works at once.
    func makeTable() -> TerminalTableView {
        let table = TerminalTableView(clock: clock)
        table.alwaysSelectsARow = true
        return table
    }

    /// Shows `screen` on top and starts its loading.
    func push(_ screen: any DemoScreen) {
        app?.push(screen)
        Task { await screen.load() }
    }

    /// Asks for a redraw: the title or status line changed.
    func setNeedsDisplay() {
        TerminalApp.setNeedsDisplay()
    }

    /// Where a binder's warnings go: the status line, not standard error (which would draw over the screen).
    func report(_ diagnostic: BinderDiagnostic) {
        app?.message = diagnostic.message
        setNeedsDisplay()
    }
}

/// A screen whose data the user refreshes with r; refresh is disabled (and not offered) while a request is in
/// flight. Conforming screens write only how to fetch and show the data.
@MainActor
protocol RefreshableScreen: DemoScreen {
    var isLoading: Bool { get set }
    /// Fetches the data and hands it to the binder.
    func fetchAndShow() async
}

extension RefreshableScreen {
    var keyHints: [KeyHint] { isLoading ? [] : [KeyHint(key: "r", action: "refresh")] }

    func load() async {
        await refresh()
    }

    func handle(key: Key) -> Bool { refreshOnR(key) }

    /// Refreshes on r; whether the key was r.
    func refreshOnR(_ key: Key) -> Bool {
        guard key == .character("r") else { return false }
        Task { await refresh() }
        return true
    }

    func refresh() async {
        guard !isLoading else { return }
        isLoading = true
        TerminalApp.setNeedsDisplay()
        await fetchAndShow()
        isLoading = false
        TerminalApp.setNeedsDisplay()
    }
}

/// A screen whose view is a table.
@MainActor
protocol TableDemoScreen: DemoScreen {
    var table: TerminalTableView { get }
}

extension TableDemoScreen {
    var view: any ScreenView { table }
}

/// What the demo's frame needs of a screen's view: both terminal views offer it.
@MainActor
protocol ScreenView: AnyObject {
    var frame: TerminalRect? { get set }
    func render(into buffer: inout ScreenBuffer)
    func handle(_ event: InputEvent) -> Bool
    var isAnimating: Bool { get }
    /// The keys that edit the selected item now, for the status line.
    var editingKeyHints: [(key: String, action: String)] { get }
    /// Whether an edit takes every key until it ends.
    var hasEditInProgress: Bool { get }
    /// The keys of the view's section index, for the status line.
    var sectionIndexKeyHints: [(key: String, action: String)] { get }
    /// Whether the section index's jump prompt takes every key until it closes.
    var isJumpPromptOpen: Bool { get }
}

extension TerminalTableView: ScreenView {}

extension TerminalCollectionView: ScreenView {
    var sectionIndexKeyHints: [(key: String, action: String)] { [] }
    var isJumpPromptOpen: Bool { false }
}
