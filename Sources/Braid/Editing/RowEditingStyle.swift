/// How a row is edited in editing mode — UIKit's `UITableViewCell.EditingStyle`.
public enum RowEditingStyle: Hashable, Sendable {
    /// No editing control of its own: the row shows none, or only its reorder control if it can move.
    case none
    /// A delete control; committing it deletes the row.
    case delete
    /// An insert control.
    case insert
}
