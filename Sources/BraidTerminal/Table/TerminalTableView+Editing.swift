/// Editing from the keyboard (see ``editingKeyHints``): the table's answers to the shared editing of
/// `TerminalEditing`, from its data source's table questions.
///
/// - Delete or Backspace on a row whose editing style is `.delete` asks for a confirmation (Enter deletes, Esc
///   keeps it) and then commits the delete, as UIKit's delete button does.
/// - Tab opens the row's swipe actions — leading, then trailing, or UIKit's own Delete for a deletable row
///   without trailing ones — as a small menu beside it, each in its colour (a destructive one red, one with a
///   colour `hint` in that colour): ↑ ↓ choose, Enter performs, Esc closes. Not in editing mode, where UIKit
///   shows editing controls instead of swipes.
/// - The menu key, Shift-F10 or a right-click opens the row's context menu (the data source's
///   `tableHost(_:contextMenuForRowAt:)`) as a box beside it: ↑ ↓ choose, Enter performs or opens a submenu, Esc
///   closes; the mouse picks an entry.
/// - In editing mode, `m` on a row that can move starts a move: ↑ ↓ choose where it goes (the data source's
///   target may redirect it; a place it refuses is passed over), Enter drops it there — the table moves it and
///   tells the data source — and Esc leaves it where it was.
extension TerminalTableView: TerminalEditingView {
    // MARK: Editing mode

    /// Whether the table shows its editing controls: rows that can be deleted are marked `−` and rows that can
    /// move `≡`, and `m` moves the selected row.
    public var isEditing: Bool { editing.modeIsOn }

    /// Enters or leaves editing mode; leaving it ends a move in progress, which stays where it was.
    public func setEditing(_ editing: Bool, animated: Bool) { setEditingMode(editing) }

    /// Whether the user is confirming a delete, moving a row or choosing an action: every key is the edit's
    /// until it ends, and ``editingKeyHints`` are the only keys that work.
    public var hasEditInProgress: Bool { editing.edit != nil }

    /// The keys that do something for the selected row now, and what they do — for an app's status line.
    public var editingKeyHints: [(key: String, action: String)] { keyHints }

    // MARK: Answers

    var selectedPath: ItemPath? { selectedRow }
    var itemCounts: SectionCounts { SectionCounts(counts: sectionCounts) }

    /// Whether the user may delete `row`: the data source says it is editable, with the `.delete` style.
    func canDeleteItem(at row: ItemPath) -> Bool {
        guard let dataSource, dataSource.tableHost(self, canEditRowAt: row) else { return false }
        return dataSource.tableHost(self, editingStyleForRowAt: row) == .delete
    }

    func deleteItem(at row: ItemPath) {
        dataSource?.tableHost(self, commit: .delete, forRowAt: row)
    }

    /// `row`'s swipe actions as a menu: leading, then trailing — or, without trailing ones, UIKit's own Delete
    /// for a deletable row.
    func swipeActions(forItemAt row: ItemPath) -> [SwipeAction] {
        guard let dataSource, dataSource.tableHost(self, canEditRowAt: row) else { return [] }
        let leading = dataSource.tableHost(self, leadingSwipeActionsForRowAt: row) ?? []
        if let trailing = dataSource.tableHost(self, trailingSwipeActionsForRowAt: row) { return leading + trailing }
        guard canDeleteItem(at: row) else { return leading }
        return leading + [SwipeAction(title: "Delete", style: .destructive) { [weak self] done in
            self?.deleteItem(at: row)
            done(true)
        }]
    }

    /// The row's context menu: the data source's `tableHost(_:contextMenuForRowAt:)`.
    func contextMenu(forItemAt row: ItemPath) -> ContextMenu? {
        dataSource?.tableHost(self, contextMenuForRowAt: row)
    }

    func canMoveItem(at row: ItemPath) -> Bool {
        dataSource?.tableHost(self, canMoveRowAt: row) ?? false
    }

    func moveTarget(from source: ItemPath, proposed: ItemPath) -> ItemPath {
        dataSource?.tableHost(self, targetIndexPathForMoveFromRowAt: source, toProposedIndexPath: proposed) ?? source
    }

    /// ↑ and ↓: the place above or below, across sections.
    func place(for key: Key, after place: ItemPath, movingFrom origin: ItemPath) -> ItemPath? {
        switch key {
        case .up: itemCounts.place(before: place, movingFrom: origin)
        case .down: itemCounts.place(after: place, movingFrom: origin)
        default: nil
        }
    }

    func commitMove(from source: ItemPath, to destination: ItemPath) {
        guard let dataSource else { return }
        performBatchUpdates(
            BatchUpdate(itemMoves: [Move(from: source, to: destination)]), animations: .all(.automatic),
            updateData: { dataSource.tableHost(self, moveRowAt: source, to: destination) }, completion: nil)
        selectedRow = destination
    }

    // MARK: Drawing

    /// Draws what editing shows over the rows in view.
    func drawEditing(in area: TerminalRect, into buffer: inout ScreenBuffer) {
        let rows = placement.compactMap { placed -> (path: ItemPath, rect: TerminalRect)? in
            guard case .row(let row) = placed.item else { return nil }
            return (row, TerminalRect(x: area.x, y: area.y.adding(saturating: placed.y), width: area.width, height: placed.height))
        }
        drawEditing(over: rows, in: area, movedStyle: appearance.movedRowStyle, into: &buffer)
    }
}
