/// What every host Braid drives offers, whatever its kind: cells registered and dequeued by reuse identifier,
/// reloads, the visible cells, and editing mode — the part of `UITableView`'s and `UICollectionView`'s API that
/// is the same for both.
///
/// ``TableViewHost`` and ``CollectionViewHost`` refine it with their data source, their headers and footers,
/// their batch updates and their visible paths; conform to one of those, not to this alone.
@MainActor
public protocol CellViewHost: AnyObject {
    /// Registers `cellType` (a subclass of the host's cell class) under `reuseIdentifier`.
    ///
    /// A host reports a type that is not one of its cells as a clear error.
    func register(cellType: AnyObject.Type, forReuseIdentifier reuseIdentifier: String)

    /// A cell registered under `reuseIdentifier`, reused if one is free, for the row or item at `path`.
    ///
    /// Called by the data source while answering its host's question for the cell at `path`
    /// (``TableViewHostDataSource/tableHost(_:cellForRowAt:)``,
    /// ``CollectionViewHostDataSource/collectionHost(_:cellForItemAt:)``).
    func dequeueReusableCell(withReuseIdentifier reuseIdentifier: String, for path: ItemPath) -> AnyObject

    /// Forgets everything it was told and asks the data source again, without animation.
    func reloadData()

    /// The visible cell at `path`, if there is one.
    func cell(at path: ItemPath) -> AnyObject?

    /// Where `cell` is now, if it is one of the host's visible cells.
    func indexPath(for cell: AnyObject) -> ItemPath?

    /// Whether the view is in editing mode (a table shows its delete and reorder controls; UIKit's
    /// `isEditing`, for a collection view since iOS 14).
    var isEditing: Bool { get }

    /// Enters or leaves editing mode, animated or not.
    func setEditing(_ editing: Bool, animated: Bool)

    /// Whether a batch update that inserts, deletes or resizes rows above the first visible row keeps that row where
    /// it is on screen, moving the content offset by the height that changed above it — except when the view is
    /// scrolled to its very top. A binder tells its host when it is made, and when its
    /// ``SectionedBinder/keepsVisibleRowsInPlace`` changes.
    func setKeepsVisibleRowsInPlace(_ keeps: Bool)

    /// Whether the view is on screen now — for UIKit, whether it is in a window (`window != nil`).
    ///
    /// A binder applies an update of a view that is not on screen as a reload, without animation: batch updates
    /// of a view nobody sees are wasted work, and UIKit's are a known source of trouble there. See
    /// ``StagedUpdate/ReloadReason``.
    var isOnScreen: Bool { get }

    /// A question to ask later — whether the view is still there and on screen — that does not keep the view.
    ///
    /// A binder asks it a turn after it was freed, to warn when a finished binder goes while its view stays on
    /// screen, showing data nothing updates (a binder kept in a local variable). The default asks this host,
    /// held weakly; a host that wraps the view it shows (BraidUIKit's, which goes with its binder) asks that view.
    func laterIsOnScreen() -> @MainActor () -> Bool

    /// Offers the user a pull to refresh that runs `action` — UIKit's `UIRefreshControl`, the terminal's F5 — or, with
    /// nil, takes it away. A host without one ignores it.
    func setPullToRefresh(_ action: (@MainActor () -> Void)?)

    /// Shows (true) or hides the refresh in progress: a `UIRefreshControl`'s spinner, the terminal's "Refreshing…"
    /// line.
    func setRefreshing(_ refreshing: Bool)

    /// Shows `state` in place of the whole list — UIKit's `backgroundView`, the terminal's view area — or, with nil,
    /// the list again. Selecting it runs `action` (its content's action title names it).
    func setViewState(_ state: SectionState?, action: (@MainActor () -> Void)?)

    /// The host's built-in cell for rows described by ``RowContent``, which content rows are registered and dequeued
    /// as; `nil` when the host has none.
    ///
    /// The terminal's is `TerminalContentCell`, the headless views' `HeadlessContentTableViewCell` and
    /// `HeadlessContentCollectionViewCell`, UIKit's `UIKitContentTableViewCell` and `UIKitContentListCell`.
    var contentCellType: (any RowContentShowing.Type)? { get }
}

extension CellViewHost {
    /// A host without a pull to refresh ignores it.
    public func setPullToRefresh(_ action: (@MainActor () -> Void)?) {}

    /// A host without a pull to refresh has nothing to show.
    public func setRefreshing(_ refreshing: Bool) {}

    /// A host without a whole-view state shows its list.
    public func setViewState(_ state: SectionState?, action: (@MainActor () -> Void)?) {}

    /// A host without an editing mode is never in it.
    public var isEditing: Bool { false }
    /// A host without an editing mode ignores this.
    public func setEditing(_ editing: Bool, animated: Bool) {}
    /// A host that does not scroll by a content offset ignores this (the terminal's views keep the row at their top
    /// through every batch).
    public func setKeepsVisibleRowsInPlace(_ keeps: Bool) {}
    /// A host that cannot tell is taken to be on screen: its updates are animated.
    public var isOnScreen: Bool { true }
    /// Asks this host, held weakly: not on screen once it is gone.
    public func laterIsOnScreen() -> @MainActor () -> Bool {
        { [weak self] in self?.isOnScreen ?? false }
    }
    /// A host without a content cell shows no content rows.
    public var contentCellType: (any RowContentShowing.Type)? { nil }
}
