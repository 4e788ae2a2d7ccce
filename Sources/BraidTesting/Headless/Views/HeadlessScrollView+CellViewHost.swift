/// What both headless views offer as hosts, written once: the part of the host protocols that is the same for
/// tables and collection views (`CellViewHost`).
extension HeadlessScrollView: CellViewHost {
    /// Registers `cellType`, which must be a subclass of the view's cell class (``HeadlessTableViewCell``,
    /// ``HeadlessCollectionViewCell``), under `reuseIdentifier`.
    ///
    /// Any other type is reported as an error. Registering an identifier again replaces its type.
    public func register(cellType: AnyObject.Type, forReuseIdentifier reuseIdentifier: String) {
        viewEngine.registerCell(cellType, identifier: reuseIdentifier)
    }

    /// Whether a batch update that inserts, deletes or resizes rows above the first visible row keeps that row where it
    /// is on screen, moving ``contentOffset`` by the height that changed above it, except at the very top — what
    /// BraidUIKit does on UIKit. Off until a binder turns it on (its `keepsVisibleRowsInPlace`, on by default), as
    /// UIKit itself keeps the offset.
    public var keepsVisibleRowsInPlace: Bool {
        get { viewEngine.keepsVisibleRowsInPlace }
        set { viewEngine.keepsVisibleRowsInPlace = newValue }
    }

    /// Sets ``keepsVisibleRowsInPlace``: what a binder calls.
    public func setKeepsVisibleRowsInPlace(_ keeps: Bool) { keepsVisibleRowsInPlace = keeps }

    /// A cell registered under `reuseIdentifier` — a free one from its pool, or a new one — for the row or item
    /// at `path`.
    ///
    /// Legal only inside the data source's answer for the cell at `path`
    /// (`TableViewHostDataSource/tableHost(_:cellForRowAt:)`,
    /// `CollectionViewHostDataSource/collectionHost(_:cellForItemAt:)`), once. While the view reconfigures a
    /// row or item it hands back its existing cell.
    public func dequeueReusableCell(withReuseIdentifier reuseIdentifier: String, for path: ItemPath) -> AnyObject {
        viewEngine.dequeueAnyCell(withReuseIdentifier: reuseIdentifier, for: path)
    }

    /// Forgets all cached counts, sizes and cells and asks the data source again, keeping the scroll offset
    /// where the content allows.
    ///
    /// The cells on screen go back to their pools first, so the reload reuses them. Called inside a batch's
    /// `updateData` it is reported and ignored (UIKIT_RULES.md R23); inside a completion it is fine.
    /// - Complexity: O(rows or items): every one's estimated size is asked for, as UIKit does.
    public func reloadData() {
        viewEngine.reloadData()
    }

    /// The visible cell at `path`, if there is one.
    public func cell(at path: ItemPath) -> AnyObject? { viewEngine.visibleAnyCell(at: path) }

    /// The visible cell at `path` as a `Cell`, or nil if there is none or it is of another class.
    public func cell<Cell: HeadlessReusableView>(at path: ItemPath, as type: Cell.Type) -> Cell? {
        viewEngine.visibleAnyCell(at: path) as? Cell
    }

    /// Where `cell` is, if it is one of the visible cells.
    public func indexPath(for cell: AnyObject) -> ItemPath? { viewEngine.visiblePath(of: cell) }
}
