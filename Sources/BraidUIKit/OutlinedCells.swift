import Foundation

/// The cells a proxy gave a tree's outline (indentation and disclosure), held weakly with the level it left: a reused
/// cell that shows a row of no tree has them taken off where the app's configuration left them as they were, and a
/// cell that never carried them is left as the app configured it.
@MainActor
final class OutlinedCells<Cell: AnyObject> {
    private struct Entry {
        weak var cell: Cell?
        var level: Int
        /// The disclosure the proxy made for the cell (a table's), kept typed.
        var disclosure: OutlineDisclosureButton?
    }
    private var entries: [ObjectIdentifier: Entry] = [:]
    private var pruneAt = 64
    /// The cell the proxy handed UIKit last, and its row: UIKit asks a table's delegate for the row's indentation
    /// right after its data source for the cell, before the table lists the cell as visible.
    private var last: (path: IndexPath, cell: Cell)?

    /// Notes that `cell` was just handed to UIKit for `path`.
    func handed(_ cell: Cell, at path: IndexPath) { last = (path, cell) }

    /// The cell handed to UIKit for `path` last, if it is the last one handed.
    func handed(at path: IndexPath) -> Cell? { last?.path == path ? last?.cell : nil }

    /// Notes `cell` as carrying an outline at `level`. Entries of cells gone are dropped once there are twice as
    /// many entries as when they were last dropped.
    func insert(_ cell: Cell, level: Int, disclosure: OutlineDisclosureButton? = nil) {
        entries[ObjectIdentifier(cell)] = Entry(cell: cell, level: level, disclosure: disclosure)
        if entries.count >= pruneAt {
            entries = entries.filter { $0.value.cell != nil }
            pruneAt = max(64, entries.count * 2)
        }
    }

    /// The disclosure made for `cell`, if it carries an outline.
    func disclosure(of cell: Cell) -> OutlineDisclosureButton? {
        guard let entry = entries[ObjectIdentifier(cell)], entry.cell === cell else { return nil }
        return entry.disclosure
    }

    /// The level `cell` was left at and the disclosure made for it, if it carried an outline; it no longer counts as
    /// carrying one.
    func remove(_ cell: Cell) -> (level: Int, disclosure: OutlineDisclosureButton?)? {
        guard let entry = entries.removeValue(forKey: ObjectIdentifier(cell)), entry.cell === cell else { return nil }
        return (entry.level, entry.disclosure)
    }
}
