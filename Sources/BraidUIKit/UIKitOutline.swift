import Foundation

/// A tree row's disclosure on a UIKit table: a system button showing a chevron — `chevron.right` while the node hides
/// its children, `chevron.down` while it shows them, as a desktop outline's ▸ and ▾ — that the proxy installs as the
/// cell's `accessoryView`. A tap on it toggles the node; a tap elsewhere on the row selects it as before.
///
/// A leaf keeps the button, hidden, so that its trailing content lines up with its siblings' (what a hidden
/// `UICellAccessory` does in a list cell) and so that a reused cell is known to carry Braid's outline.
@MainActor
final class OutlineDisclosureButton: UIButton {
    /// What a tap runs: set once, when the proxy makes the button for a cell.
    private var onTap: (() -> Void)?

    /// A button for one cell, 44 points square (the minimum touch target), running `onTap` when tapped.
    static func make(onTap: @escaping () -> Void) -> OutlineDisclosureButton {
        let button = OutlineDisclosureButton(type: .system)
        button.frame = CGRect(x: 0, y: 0, width: 44, height: 44)
        button.onTap = onTap
        // iOS 14's closure-based action where it exists (and on the stand-in); target-action before it.
        if #available(iOS 14.0, *) {
            button.addAction(UIAction { [weak button] _ in button?.onTap?() }, for: .primaryActionTriggered)
        } else {
            #if canImport(UIKit)
            button.addTarget(button, action: #selector(tapped), for: .primaryActionTriggered)
            #endif
        }
        return button
    }

    #if canImport(UIKit)
    @objc private func tapped() { onTap?() }
    #endif

    /// Shows `row`: hidden for a leaf; else the chevron of its expansion, and the matching accessibility label.
    func show(_ row: OutlineRow) {
        isHidden = !row.hasChildren
        setImage(UIImage(systemName: row.isExpanded ? "chevron.down" : "chevron.right"), for: .normal)
        accessibilityLabel = row.isExpanded ? "Collapse" : "Expand"
    }
}

/// The cells a proxy gave a tree's outline (indentation and disclosure), held weakly with the level it left: a reused
/// cell that shows a row of no tree has them taken off where the app's configuration left them as they were, and a
/// cell that never carried them is left as the app configured it.
@MainActor
final class OutlinedCells<Cell: AnyObject> {
    private struct Entry {
        weak var cell: Cell?
        var level: Int
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
    func insert(_ cell: Cell, level: Int) {
        entries[ObjectIdentifier(cell)] = Entry(cell: cell, level: level)
        if entries.count >= pruneAt {
            entries = entries.filter { $0.value.cell != nil }
            pruneAt = max(64, entries.count * 2)
        }
    }

    /// The level `cell` was left at, if it carried an outline; it no longer counts as carrying one.
    func remove(_ cell: Cell) -> Int? {
        guard let entry = entries.removeValue(forKey: ObjectIdentifier(cell)), entry.cell === cell else { return nil }
        return entry.level
    }
}
