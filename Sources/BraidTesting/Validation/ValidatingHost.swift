import Testing

/// A host that hands everything to another host — a terminal view, a host of your own — and checks each batch update on
/// its way with UIKit's rules, so that a test of a host that does not check them still fails where UIKit would raise.
///
/// Bind the binder to the validating host around the view; it is a table host around a table host
/// (`ValidatingHost+TableViewHost.swift`), a collection host around a collection host, and checks with that kind's rules:
///
/// ```swift
/// let table = TerminalTableView()
/// let binder = TableViewBinder(tableView: ValidatingHost(table), scheduler: scheduler)
/// ```
///
/// Each batch is checked against the data source's counts before it is handed over and after its `updateData`, with a
/// strict ``BatchUpdateValidator`` by default. The wrapped host applies it either way: the check only reports, through
/// ``failureHandler``. Everything else is passed on unchanged.
@MainActor
public final class ValidatingHost<Wrapped: CellViewHost> {
    /// The host that everything is handed to.
    public let wrapped: Wrapped
    /// What the host does with a rejected batch; by default it fails the running test, or stops the program outside
    /// one (``HeadlessHostError/recordIssueOrTrap(_:at:)``).
    public var failureHandler: HeadlessFailureHandler
    /// The errors reported so far, oldest first.
    public private(set) var errors: [HeadlessHostError] = []
    /// The newest batches handed over, oldest first — at most ``batchesCapacity`` of them, so that a long-running
    /// program does not grow without bound.
    public var batches: [BatchUpdate] { Array(batchLog.suffix(batchesCapacity)) }
    /// The batches handed over: trimmed to the newest ``batchesCapacity`` when it holds twice as many, so that a batch
    /// costs the log O(1) on average rather than a shift of the whole log once it is full.
    private var batchLog: [BatchUpdate] = []
    /// How many of the newest batches ``batches`` keeps.
    public let batchesCapacity = 1_000
    /// The rules the batches are checked with: a table view's around a table host, else a collection view's.
    public let validator: BatchUpdateValidator
    /// Where a rejected batch is reported.
    private let sourceLocation: SourceLocation

    /// A host for `wrapped`, checking with UIKit's rules for its kind.
    /// - Parameters:
    ///   - wrapped: the host everything is handed to: a `TableViewHost` or a `CollectionViewHost`.
    ///   - strict: whether to also reject what UIKit accepts but mishandles (``BatchUpdateValidator/strict``).
    ///   - failureHandler: what to do with a rejected batch (``failureHandler``).
    ///   - sourceLocation: where a rejected batch is reported: by default, where the host is made.
    public init(
        _ wrapped: Wrapped, strict: Bool = true,
        failureHandler: @escaping HeadlessFailureHandler = HeadlessHostError.recordIssueOrTrap,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        self.wrapped = wrapped
        self.failureHandler = failureHandler
        validator = BatchUpdateValidator(kind: wrapped is any TableViewHost ? .table : .collection, strict: strict)
        self.sourceLocation = sourceLocation
    }

    /// Hands `batch` over with `perform`, checking it: the counts are read before (`counts`, while the data source
    /// still answers the data before the batch) and again in the `updateData` that `perform` passes on.
    ///
    /// A host that never calls `updateData` is reported too: UIKit always calls it, and the data would never switch.
    func validating(
        _ batch: BatchUpdate, counts: @escaping () -> [Int], updateData: () -> Void,
        perform: (_ updateData: () -> Void) -> Void
    ) {
        batchLog.append(batch)
        if batchLog.count >= 2 * batchesCapacity { batchLog.removeFirst(batchLog.count - batchesCapacity) }
        let before = counts()
        var updated = false
        // The closure `perform` passes on calls `updateData`, which does not escape: it is called before `perform` returns.
        withoutActuallyEscaping(updateData) { updateData in
            perform {
                updateData()
                updated = true
                let after = counts()
                if case .failure(let violation) = validator.validate(before: before, batch: batch, after: after) {
                    report(.rejectedBatch(
                        batch, violation: violation, before: before, after: after, by: String(describing: Wrapped.self),
                        isTable: validator.kind == .table, strict: validator.strict))
                }
            }
        }
        if !updated {
            report(HeadlessHostError(kind: .invalidBatchUpdate, message: """
                \(Wrapped.self) returned from performBatchUpdates without calling its updateData closure: the data \
                source never switched to the data after the batch, which UIKit always does. Batch: \(batch)
                """))
        }
    }

    private func report(_ error: HeadlessHostError) {
        errors.append(error)
        failureHandler(error, sourceLocation)
    }
}

/// The `CellViewHost` calls, passed on to the wrapped host unchanged.
extension ValidatingHost: CellViewHost {
    /// Registers `cellType` with the wrapped host.
    public func register(cellType: AnyObject.Type, forReuseIdentifier reuseIdentifier: String) {
        wrapped.register(cellType: cellType, forReuseIdentifier: reuseIdentifier)
    }

    /// The wrapped host's cell for `path`.
    public func dequeueReusableCell(withReuseIdentifier reuseIdentifier: String, for path: ItemPath) -> AnyObject {
        wrapped.dequeueReusableCell(withReuseIdentifier: reuseIdentifier, for: path)
    }

    /// Reloads the wrapped host (a reload has nothing to check).
    public func reloadData() { wrapped.reloadData() }

    /// The wrapped host's visible cell at `path`.
    public func cell(at path: ItemPath) -> AnyObject? { wrapped.cell(at: path) }

    /// Where `cell` is in the wrapped host.
    public func indexPath(for cell: AnyObject) -> ItemPath? { wrapped.indexPath(for: cell) }

    /// Whether the wrapped host is in editing mode.
    public var isEditing: Bool { wrapped.isEditing }

    /// Puts the wrapped host in or out of editing mode.
    public func setEditing(_ editing: Bool, animated: Bool) { wrapped.setEditing(editing, animated: animated) }

    /// Passes the setting to the wrapped host.
    public func setKeepsVisibleRowsInPlace(_ keeps: Bool) { wrapped.setKeepsVisibleRowsInPlace(keeps) }

    /// Whether the wrapped host is on screen.
    public var isOnScreen: Bool { wrapped.isOnScreen }

    /// The wrapped host's answer, later, to whether it is on screen.
    public func laterIsOnScreen() -> @MainActor () -> Bool { wrapped.laterIsOnScreen() }

    /// Offers the wrapped host's pull to refresh.
    public func setPullToRefresh(_ action: (@MainActor () -> Void)?) { wrapped.setPullToRefresh(action) }

    /// Shows the wrapped host's refresh in progress.
    public func setRefreshing(_ refreshing: Bool) { wrapped.setRefreshing(refreshing) }

    /// Shows the whole view's state on the wrapped host.
    public func setViewState(_ state: SectionState?, action: (@MainActor () -> Void)?) { wrapped.setViewState(state, action: action) }

    /// The wrapped host's content cell.
    public var contentCellType: (any RowContentShowing.Type)? { wrapped.contentCellType }
}
