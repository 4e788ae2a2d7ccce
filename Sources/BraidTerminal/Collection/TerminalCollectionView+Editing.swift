/// Editing from the keyboard (see ``editingKeyHints``), with the table's keys: the grid's answers to the shared
/// editing of `TerminalEditing`, from its data source's collection-view questions.
///
/// - Delete or Backspace on an item with a destructive trailing swipe action (a collection view's only way to
///   delete, as in UIKit's lists) asks for a confirmation; Enter performs that action, Esc keeps the item.
/// - Tab opens the item's swipe actions, leading then trailing, as a small menu under it, each in its colour:
///   ↑ ↓ choose, Enter performs, Esc closes. Not in editing mode.
/// - `m` on an item that can move starts a move — in or out of editing mode, as UIKit's collection views move
///   items without one: ← → choose the place before or after, ↑ ↓ the place in the line above or below (the data
///   source's target may redirect it; a place it refuses is passed over), Enter drops it there — the grid moves it
///   and tells the data source — and Esc leaves it where it was.
extension TerminalCollectionView: TerminalEditingView {
    // MARK: Editing mode

    /// Whether the grid shows its editing controls: items that can be deleted are marked `−` and items that can
    /// move `≡`; swipe actions are off.
    public var isEditing: Bool { editing.modeIsOn }

    /// Enters or leaves editing mode; leaving it ends a move in progress, which stays where it was.
    public func setEditing(_ editing: Bool, animated: Bool) { setEditingMode(editing) }

    /// Whether the user is confirming a delete, moving an item or choosing an action: every key is the edit's
    /// until it ends.
    public var hasEditInProgress: Bool { editing.edit != nil }

    /// The keys that do something for the selected item now, and what they do — for an app's status line.
    public var editingKeyHints: [(key: String, action: String)] { keyHints }

    // MARK: Answers

    var selectedPath: ItemPath? { selectedItem }
    var itemCounts: SectionCounts { counts }

    /// Whether the item has a destructive trailing swipe action, which the delete key performs.
    func canDeleteItem(at path: ItemPath) -> Bool { deleteAction(at: path) != nil }

    func deleteItem(at path: ItemPath) { deleteAction(at: path)?.handler { _ in } }

    private func deleteAction(at path: ItemPath) -> SwipeAction? {
        dataSource?.collectionHost(self, trailingSwipeActionsForItemAt: path)?.first { $0.style == .destructive }
    }

    /// The item's context menu: the data source's `collectionHost(_:contextMenuForItemAt:)`, asked with the item's
    /// cell in place (the chain's menu gets it), as a long press finds it on UIKit.
    func contextMenu(forItemAt path: ItemPath) -> ContextMenu? {
        guard let dataSource, counts.contains(path) else { return nil }
        _ = cell(for: path)
        return dataSource.collectionHost(self, contextMenuForItemAt: path)
    }

    func swipeActions(forItemAt path: ItemPath) -> [SwipeAction] {
        guard let dataSource else { return [] }
        return (dataSource.collectionHost(self, leadingSwipeActionsForItemAt: path) ?? [])
            + (dataSource.collectionHost(self, trailingSwipeActionsForItemAt: path) ?? [])
    }

    func canMoveItem(at path: ItemPath) -> Bool {
        dataSource?.collectionHost(self, canMoveItemAt: path) ?? false
    }

    func moveTarget(from source: ItemPath, proposed: ItemPath) -> ItemPath {
        dataSource?.collectionHost(self, targetIndexPathForMoveFromItemAt: source, toProposedIndexPath: proposed) ?? source
    }

    /// ← and →: the place before or after, across sections; ↑ and ↓: the place in the line above or below, nearest
    /// in x.
    func place(for key: Key, after place: ItemPath, movingFrom origin: ItemPath) -> ItemPath? {
        let counts = counts
        switch key {
        case .left: return counts.place(before: place, movingFrom: origin)
        case .right: return counts.place(after: place, movingFrom: origin)
        case .up, .down:
            let lines = key == .up ? -1 : 1
            let count = counts.counts[place.section]
            // An empty section's place has no line; the place past a section's end is on its last item's.
            guard count > 0 else { return lines < 0 ? counts.place(before: place, movingFrom: origin) : counts.place(after: place, movingFrom: origin) }
            let from = ItemPath(item: min(place.item, count - 1), section: place.section)
            let next = vertical(from: from, lines: lines)
            let metrics = metrics
            let sameLine = next.section == from.section
                && grid[next.section].line(of: next.item, metrics) == grid[from.section].line(of: from.item, metrics)
            return sameLine ? nil : next
        default: return nil
        }
    }

    func commitMove(from source: ItemPath, to destination: ItemPath) {
        guard let dataSource else { return }
        performBatchUpdates(
            BatchUpdate(itemMoves: [Move(from: source, to: destination)]),
            updateData: { dataSource.collectionHost(self, moveItemAt: source, to: destination) }, completion: nil)
        selectItem(at: destination)
    }

    // MARK: Drawing

    /// Draws what editing shows over the items in view.
    func drawEditing(in area: TerminalRect, into buffer: inout ScreenBuffer) {
        let tiles = placedItems().map { path, frame in
            (path: path, rect: TerminalRect(x: area.x.adding(saturating: frame.x), y: area.y.adding(saturating: frame.y - contentOffset),
                                          width: frame.width, height: frame.height))
        }
        drawEditing(over: tiles, in: area, movedStyle: appearance.movedRowStyle, into: &buffer)
    }
}
