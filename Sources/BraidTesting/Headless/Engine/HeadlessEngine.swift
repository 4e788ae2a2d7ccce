import Testing

/// The machine behind both headless views: cached counts and sizes, the viewport, the visible and prefetched
/// cells, reuse pools, batch updates checked by ``BatchUpdateValidator``, and the error reporting.
///
/// A table is a collection whose items are as wide as the viewport, so one engine serves both; the views only
/// translate between the engine's questions (``HeadlessEngineClient``) and their data-source protocols, and
/// choose the cell and supplementary base classes.
@MainActor
package final class HeadlessEngine<Client: HeadlessEngineClient> {
    /// The class of the cells the engine hands out.
    package typealias Cell = Client.Cell
    /// The class of the headers, footers or supplementary views it hands out.
    package typealias Supplementary = Client.Supplementary

    /// What the engine is doing, so that a call arriving at the wrong moment can be named.
    enum Activity: Equatable {
        case idle
        case loading
        case layingOut
        case updatingData
        case applyingBatch
        case completing
    }

    /// A data-source call the engine is waiting on: the only moment a dequeue for it is legal.
    struct Request {
        enum Target: Equatable {
            case cell(ItemPath)
            case supplementary(SupplementaryViewKind, section: Int)
        }

        var target: Target
        /// The cell being reconfigured, which the dequeue hands back.
        var reconfiguring: Cell?
        var dequeued: [AnyObject] = []
    }

    /// What a header or footer shows while it is on screen.
    struct SupplementaryContent {
        var view: Supplementary?
        var title: String?
        @MainActor var text: String? { view?.renderedText ?? title }
    }

    /// Where a header or footer is.
    package struct SupplementaryPosition: Hashable {
        var kind: SupplementaryViewKind
        var section: Int

        package init(kind: SupplementaryViewKind, section: Int) {
            self.kind = kind
            self.section = section
        }
    }

    // MARK: Configuration

    package let kind: HostKind
    package weak var client: Client?
    package var viewportSize: Size
    package var prefetchMargin: Double
    package var strict: Bool
    package var failureHandler: HeadlessFailureHandler
    /// Where the test created the view: the location of errors that no verb of the test caused.
    let creationLocation: SourceLocation

    // MARK: Registrations and reuse

    var cellTypes: [String: Cell.Type] = [:]
    var supplementaryTypes: [ReuseKey: Supplementary.Type] = [:]
    var pool = ReusePool()

    // MARK: State

    package var isLoaded = false
    /// Whether the view is in editing mode (see `HeadlessEngine+Editing`).
    package var isEditing = false
    var layout = HeadlessLayout(width: 0)
    package var contentOffset: Double = 0
    /// Whether a batch keeps the first visible row where it is on screen (``ScrollAnchor``); a binder turns it on.
    package var keepsVisibleRowsInPlace = false
    /// The offset the data source last heard of through `didScroll`.
    var reportedOffset: Double = 0
    /// Cells of the prepared band (the viewport plus the prefetch margin), by path.
    var cells: [ItemPath: Cell] = [:]
    /// Paths whose cell was announced with "will display" and is still in the viewport.
    var displayed: Set<ItemPath> = []
    /// The selection and the cells announced and not yet ended (`HeadlessEngine+Selection`).
    var selection = HeadlessSelection<Cell>()
    var supplementaries: [SupplementaryPosition: SupplementaryContent] = [:]
    /// Cells and views of deleted and reloaded rows and sections, between a batch and the layout after it.
    var departing: [(view: any HeadlessEngineView, place: ReuseKey.Place)] = []
    var activity = Activity.idle
    var request: Request?
    /// Whether the content was last laid out taller than a `Double` holds (reported once each time it becomes so).
    var contentIsTooTall = false

    // MARK: Records

    package var counters = HeadlessCounters()
    /// The log of applied batches, newest last; see ``appliedBatches``, which keeps only the newest
    /// ``appliedBatchesCapacity``.
    var batchLog: [AppliedBatch] = []
    /// How many applied batches the log keeps (the newest).
    package var appliedBatchesCapacity = 1_000 {
        didSet { trimBatchLog(force: true) }
    }
    /// How many batches were applied since the view was made — more than the log holds once it is full.
    package var appliedBatchCount = 0
    package var errors: [HeadlessHostError] = []
    /// One list per open `expectError`, innermost last: errors recorded there are captured, not reported.
    var capturing: [[HeadlessHostError]] = []

    package init(
        kind: HostKind, viewportSize: Size, prefetchMargin: Double, strict: Bool, creationLocation: SourceLocation
    ) {
        self.kind = kind
        self.viewportSize = viewportSize
        self.prefetchMargin = prefetchMargin
        self.strict = strict
        self.creationLocation = creationLocation
        failureHandler = HeadlessHostError.recordIssueOrTrap
        layout = HeadlessLayout(width: viewportSize.width)
    }

    // MARK: Errors

    /// Records `error` and reports it, unless an `expectError` is capturing.
    func report(_ error: HeadlessHostError, at location: SourceLocation? = nil) {
        errors.append(error)
        if capturing.isEmpty {
            failureHandler(error, location ?? creationLocation)
        } else {
            capturing[capturing.count - 1].append(error)
        }
    }

    /// Records and reports an error of `kind`.
    package func fail(_ kind: HeadlessHostError.Kind, _ message: String, at location: SourceLocation? = nil) {
        report(HeadlessHostError(kind: kind, message: message), at: location)
    }

    /// Runs `body` expecting at least one error; returns the first, or reports that none came.
    package func expectError(
        _ body: () throws -> Void, sourceLocation: SourceLocation
    ) rethrows -> HeadlessHostError? {
        capturing.append([])
        defer { capturing.removeLast() }
        try body()
        if let first = capturing[capturing.count - 1].first { return first }
        let missing = HeadlessHostError(
            kind: .expectedErrorMissing,
            message: "Expected the \(kind.typeName) to report an error, but everything it was asked was valid.")
        errors.append(missing)
        failureHandler(missing, sourceLocation)
        return nil
    }

    // MARK: Registration

    /// Registers a cell class, or reports a type that is not one of this host's cells.
    package func registerCell(_ type: AnyObject.Type, identifier: String) {
        guard let cellType = type as? Cell.Type else {
            fail(.wrongViewClass, """
                Cannot register \(type) for cell identifier "\(identifier)" on a \(kind.typeName): \
                cell types must be subclasses of \(kind.cellClassName).
                """)
            return
        }
        cellTypes[identifier] = cellType
        pool.removeAll(ReuseKey(place: .cell, identifier: identifier))
    }

    /// Registers a header, footer or supplementary view class, or reports a type of the wrong class.
    package func registerSupplementary(_ type: AnyObject.Type, key: ReuseKey) {
        guard let viewType = type as? Supplementary.Type else {
            fail(.wrongViewClass, """
                Cannot register \(type) for \(key) on a \(kind.typeName): header and footer types must be \
                subclasses of \(kind.supplementaryClassName).
                """)
            return
        }
        supplementaryTypes[key] = viewType
        pool.removeAll(key)
    }

    /// Whether the engine is between calls: idle, or running a batch's completion, when the batch is fully
    /// applied and reading, scrolling, tapping and reloading are fine (only another batch is not).
    package var isSettled: Bool { activity == .idle || activity == .completing }

    /// Reports a call that arrived while the engine is busy with something it cannot be nested in.
    ///
    /// - Parameter duringCompletion: whether the call is fine inside a batch's completion.
    /// - Returns: whether the call may proceed.
    package func ensureIdle(for call: String, at location: SourceLocation? = nil, duringCompletion: Bool = true) -> Bool {
        guard activity != .idle, !(duringCompletion && activity == .completing) else { return true }
        let during: String = switch activity {
        case .idle: ""
        case .loading: "while the \(kind.viewName) was loading its data"
        case .layingOut: "while the \(kind.viewName) was asking its data source for cells or sizes"
        case .updatingData: "inside the updateData closure of another batch update"
        case .applyingBatch: "while the \(kind.viewName) was applying a batch update"
        case .completing: "inside the completion of another batch update"
        }
        fail(.reentrantUpdate, """
            \(call) was called \(during). A \(kind.viewName) cannot start it there; queue it and run it after \
            the current call returns.
            """, at: location)
        return false
    }
}
