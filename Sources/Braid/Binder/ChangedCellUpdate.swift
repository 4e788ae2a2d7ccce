/// How a binder shows that a row's model changed (by `==`) while it kept its identity.
///
/// ```swift
/// binder.onSection(.form)
///     .bind(cellProvider: { dequeuer, row, item in dequeuer.dequeue(FieldCell.self) }, models: { fields })
///     .updatingChangedCells(by: .reconfiguring)   // the provider always makes a FieldCell here
/// ```
public enum ChangedCellUpdate: Hashable, Sendable {
    /// Reconfigure where the cell's type cannot change — the chain names its cell type — and reload rows of
    /// cell providers and of sections diffed by count only. The default.
    case automatic
    /// Reconfigure: the existing cell is handed back to the data source and configured again in place
    /// (UIKit's `reconfigureRows(at:)`), so its own state — a text field being edited, a running animation —
    /// survives. The data source must dequeue the same cell type for the row, or the host rejects it.
    case reconfiguring
    /// Reload: the row gets a new cell, animated with the binder's row update animation.
    case reloading
}
