/// Editing: what the chains declared about deleting, moving and swiping rows, and what the binder does when the
/// user edits — the data stays the app's.
///
/// A user's delete is shown at once (the row animates out) and handed to the chain's `onDelete`; a user's move is
/// already on screen when the view reports it, and is handed to `onMove`. Either way the binder records the edit
/// on the section's binding until its source next changes (see `_CellBinding.edited`) and asks for an update:
/// if the handler changed the app's data the same way, the update finds nothing to do; if it refused, the
/// screen goes back to the data, animated.
extension SectionedBinder {
    // MARK: Editing mode

    /// Whether the view shows its editing controls (delete and reorder).
    public var isEditing: Bool {
        get { host.isEditing }
        set { host.setEditing(newValue, animated: false) }
    }

    /// Enters or leaves editing mode, animated or not.
    public func setEditing(_ editing: Bool, animated: Bool) {
        host.setEditing(editing, animated: animated)
    }

    // MARK: What the chains declared

    /// Whether the row at `path` can be edited: a chain gave it swipe actions or `onDelete`, and its `canEdit`
    /// (if any) allows it.
    func canEditRow(at path: ItemPath) -> Bool {
        guard let (section, data, row) = display.item(at: path) else { return false }
        let declared = store.value(store.deleted, for: section) != nil
            || store.value(store.leadingSwipeActions, for: section) != nil
            || store.value(store.trailingSwipeActions, for: section) != nil
        guard declared else { return false }
        return store.value(store.canEdit, for: section)?(section, row, data.items.model(at: row)) ?? true
    }

    /// `.delete` for editable rows of sections with `onDelete`, else `.none`.
    func editingStyle(at path: ItemPath) -> RowEditingStyle {
        guard canEditRow(at: path), let (section, _, _) = display.item(at: path),
            store.value(store.deleted, for: section) != nil
        else { return .none }
        return .delete
    }

    /// The swipe actions of the row at `path` on one edge, without untitled ones (reported); nil when none.
    func swipeActions(leading: Bool, at path: ItemPath) -> [SwipeAction]? {
        guard canEditRow(at: path), let (section, data, row) = display.item(at: path),
            let provider = store.value(leading ? store.leadingSwipeActions : store.trailingSwipeActions, for: section)
        else { return nil }
        let actions = provider(section, row, data.items.model(at: row))
        let titled = actions.filter { !$0.title.trimmingCharacters(in: .whitespaces).isEmpty }
        if titled.count < actions.count {
            report(.error, "a \(leading ? "leading" : "trailing") swipe action of section \(section), row \(row) has no title; it is not shown. Give every SwipeAction a title.")
        }
        return titled.isEmpty ? nil : titled
    }

    /// Whether the row at `path` can be moved: a chain gave its section `onMove`, and its `canMove` allows it.
    func canMoveRow(at path: ItemPath) -> Bool {
        guard let (section, data, row) = display.item(at: path), store.value(store.moved, for: section) != nil else { return false }
        guard !(data.items is _CountedItems) else {
            if reportedUnmovableSections.insert(section).inserted {
                report(.error, "onMove is bound for section \(section), whose cells are only counted (bind(cellProvider:numberOfCells:)): rows without models cannot be reordered. Bind models to move rows, or remove onMove.")
            }
            return false
        }
        return store.value(store.canMove, for: section)?(section, row, data.items.model(at: row)) ?? true
    }

    /// Where a row dragged from `source` lands over `proposed`: another section only where the source's chain
    /// lets rows leave it (`movesLeaveSection`) and the same binding provides both sections — else the nearest
    /// end of its own section, UIKit's convention — then where the chain's `moveTarget` hook says: a redirect, or
    /// nil to refuse (the row stays where it was).
    func target(forMoveFrom source: ItemPath, proposed: ItemPath) -> ItemPath {
        guard let (fromSection, _, fromRow) = display.item(at: source) else { return source }
        var destination = proposed
        if !canLand(from: source, inSection: proposed.section) {
            let last = display.numberOfRows(inSection: source.section) - 1
            destination = ItemPath(row: proposed.section < source.section ? 0 : last, section: source.section)
        }
        guard let hook = store.value(store.moveTargets, for: fromSection),
            let (proposedSection, _) = display.section(at: destination.section)
        else { return destination }
        let from = RowPosition(section: fromSection, row: fromRow)
        guard let redirected = hook(from, RowPosition(section: proposedSection, row: destination.item)) else { return source }
        let index = display.sectionIndex(of: redirected.section)
        let rows = index.map { display.numberOfRows(inSection: $0) - ($0 == source.section ? 1 : 0) } ?? -1
        guard let index, canLand(from: source, inSection: index), (0...max(rows, 0)).contains(redirected.row), rows >= 0 else {
            report(.error, "the moveTarget hook of section \(fromSection) redirected a move to \(redirected), where the row cannot go (a section not displayed, a row out of range, or a section the row may not enter); the row stays where it was.")
            return source
        }
        return ItemPath(row: redirected.row, section: index)
    }

    /// Whether a row from `source` may land in displayed section `index`.
    private func canLand(from source: ItemPath, inSection index: Int) -> Bool {
        guard index != source.section else { return true }
        guard let (fromSection, fromData) = display.section(at: source.section), let (_, toData) = display.section(at: index),
            let cells = fromData.cells
        else { return false }
        return (store.value(store.movesLeaveSection, for: fromSection) ?? false) && toData.cells === cells
    }

    // MARK: What the user did

    /// The user deleted the row at `path`: it animates out, the chain's `onDelete` gets its model, and an update
    /// follows so the screen ends on the app's data.
    func userDeletedRow(at path: ItemPath) {
        guard let (section, data, row) = display.item(at: path), let handler = store.value(store.deleted, for: section) else {
            report(.error, "the \(host.noun) reported a delete at \(path), but no chain binds onDelete for that section; the row stays.")
            return
        }
        let model = data.items.model(at: row)
        var edited = current
        edited.data[path.section].items = data.items.removing(row: row)
        data.cells?.edited(section, edited.data[path.section].items)
        current = edited
        let stage = StagedUpdate.Stage(
            batch: BatchUpdate(itemDeletes: [path]), animations: animations(undiffableSections: []),
            apply: { [weak self] in self?.display = .snapshot(edited) })
        host.apply(StagedUpdate(stages: [stage]), delegate: updateDelegateObject)
        handler(section, row, model)
        setNeedsUpdate()
    }

    /// The user moved the row at `source` to `destination`; the view shows it there already. The chain's `onMove`
    /// gets both positions and the model, and an update follows so the screen ends on the app's data.
    ///
    /// A move the chain refuses (its section rule or `moveTarget` hook; a host that asked would not have made
    /// it) is reported and not handed to `onMove`: the binder takes the screen as the view shows it, and the
    /// update that follows moves the row back.
    func userMovedRow(from source: ItemPath, to destination: ItemPath) {
        guard let (fromSection, fromData, fromRow) = display.item(at: source),
            let (toSection, toData) = display.section(at: destination.section)
        else { return }
        let handler = store.value(store.moved, for: fromSection)
        let refused = handler == nil || target(forMoveFrom: source, proposed: destination) != destination
        if refused {
            report(.error, handler == nil
                ? "the \(host.noun) reported a move from \(source), but no chain binds onMove for section \(fromSection); the row is put back."
                : "the \(host.noun) moved a row from \(source) to \(destination), a destination the chain of section \(fromSection) refuses (its movesLeaveSection rule or moveTarget hook); the row is put back.")
        }
        let removed = fromData.items.removing(row: fromRow)
        let target = source.section == destination.section ? removed : toData.items
        guard let inserted = target.inserting(row: fromRow, of: fromData.items, at: destination.item) else {
            // The two sections' items cannot hold each other's rows: show the data again from scratch.
            report(.error, "a row of section \(fromSection) cannot join section \(toSection): their cells are bound with different models; the \(host.noun) reloads.")
            host.reloadData()
            return
        }
        var edited = current
        edited.data[source.section].items = removed
        edited.data[destination.section].items = inserted
        current = edited
        display = .snapshot(edited)
        if let handler, !refused {
            fromData.cells?.edited(fromSection, edited.data[source.section].items)
            toData.cells?.edited(toSection, inserted)
            handler(RowPosition(section: fromSection, row: fromRow), RowPosition(section: toSection, row: destination.item), fromData.items.model(at: fromRow))
        }
        setNeedsUpdate()
    }
}
