/// Editing: what the chains declared about deleting, moving and swiping rows, and what the binder does when the
/// user edits — the data stays the app's.
///
/// A user's delete is shown at once (the row animates out) and handed to the chain's `onDelete`; a user's move is
/// already on screen when the view reports it, and is handed to `onMove`. Either way the binder records the edit
/// on the section's binding until its source next changes (see `_CellBinding.edited`) and asks for an update:
/// if the handler changed the app's data the same way, the update finds nothing to do; if it refused, the
/// screen goes back to the data, animated. A source that changed since the screen showed it (a delivered value, a
/// list replaced while its diff ran) wins over the edit: the screen always comes back to the data.
extension SectionedBinder {
    // MARK: Editing mode

    /// Whether the view shows its editing controls (delete and reorder).
    public var isEditing: Bool {
        get { cellHost.isEditing }
        set { setEditing(newValue, animated: false) }
    }

    /// Enters or leaves editing mode, animated or not.
    public func setEditing(_ editing: Bool, animated: Bool) {
        if editing { checkEditingDeclarations() }
        cellHost.setEditing(editing, animated: animated)
    }

    // MARK: What the chains declared

    /// Whether the row at `path` is editable — UIKit's `tableView(_:canEditRowAt:)`: it can be deleted or swiped
    /// (``canDeleteOrSwipeRow(at:)``), or moved. In editing mode UIKit shows a row's reorder control only when the
    /// row is editable, so a row that can only move is editable too, with the editing style `.none` (no delete
    /// control; see ``editingStyle(at:)``).
    func canEditRow(at path: ItemPath) -> Bool {
        canDeleteOrSwipeRow(at: path) || canMoveRow(at: path)
    }

    /// Whether the row at `path` can be deleted or swiped: a chain gave it swipe actions or `onDelete`, and its
    /// `canEdit` (if any) allows it.
    func canDeleteOrSwipeRow(at path: ItemPath) -> Bool {
        guard let (section, data, row) = display.item(at: path), let item = data.items.item(at: row) else { return false }
        let declared = store.value(store.editing.deleted, for: section) != nil
            || store.value(store.editing.leadingSwipeActions, for: section) != nil
            || store.value(store.editing.trailingSwipeActions, for: section) != nil
        guard declared else { return false }
        return store.value(store.editing.canEdit, for: section)?(section, row, item) ?? true
    }

    /// `.delete` for rows that can be deleted (a section with `onDelete`, allowed by `canEdit`), else `.none` —
    /// which a row that can only move shows: its reorder control without a delete control.
    func editingStyle(at path: ItemPath) -> RowEditingStyle {
        guard canDeleteOrSwipeRow(at: path), let (section, _, _) = display.item(at: path),
            store.value(store.editing.deleted, for: section) != nil
        else { return .none }
        return .delete
    }

    /// The swipe actions of the row at `path` on one edge, without untitled ones (warned); nil when none.
    func swipeActions(leading: Bool, at path: ItemPath) -> [SwipeAction]? {
        guard canDeleteOrSwipeRow(at: path), let (section, data, row) = display.item(at: path),
            let provider = store.value(leading ? store.editing.leadingSwipeActions : store.editing.trailingSwipeActions, for: section)
        else { return nil }
        let actions = provider(section, row, _ItemRow(items: data.items, row: row))
        let titled = actions.filter { !$0.title.trimmingCharacters(in: .whitespaces).isEmpty }
        if titled.count < actions.count {
            report(.warning, "a \(leading ? "leading" : "trailing") swipe action of section \(section), row \(row) has no title; it is not shown (the row's other actions are). Give every SwipeAction a title.")
        }
        return titled.isEmpty ? nil : titled
    }

    /// The Delete action a collection view shows for a row whose chain binds `onDelete` and no trailing swipe
    /// actions (collection views have no delete control); nil for a row that cannot be deleted.
    ///
    /// The row is found again when the action is tapped, not taken from `path`: if the data changed while the
    /// action was shown, the row that was swiped is deleted — found by its identity — or, when it cannot be found
    /// (it is gone, or its rows have no identity and changed), nothing is deleted, with a warning.
    func deleteAction(at path: ItemPath) -> SwipeAction? {
        guard editingStyle(at: path) == .delete, let (section, data, row) = display.item(at: path) else { return nil }
        let shown = data.items
        return SwipeAction(title: "Delete", style: .destructive) { [weak self] done in
            guard let self else { return done(false) }
            guard let now = self.path(ofRow: row, of: shown, inSection: section) else {
                self.report(.warning, "the Delete action of section \(section), row \(row) was tapped after the row changed (it is gone, or its section's data changed and its models have no identity to find it by); nothing is deleted.")
                return done(false)
            }
            self.userDeletedRow(at: now)
            done(true)
        }
    }

    /// Where the row `row` of `items` — a state of `section` shown earlier — is now: the same row if the section
    /// still shows those items, else the row with the same identity; nil if it cannot be found.
    private func path(ofRow row: Int, of items: _SectionItems, inSection section: Section) -> ItemPath? {
        guard let index = display.sectionIndex(of: section), let (_, data) = display.section(at: index) else { return nil }
        if data.items === items { return ItemPath(row: row, section: index) }
        guard let identity = items.identities()?.itemIdentities[row],
            let now = data.items.identities()?.itemIdentities.firstIndex(of: identity)
        else { return nil }
        return ItemPath(row: now, section: index)
    }

    /// Whether the row at `path` can be moved: a chain gave its section `onMove`, its rows have models, and its
    /// `canMove` allows it.
    func canMoveRow(at path: ItemPath) -> Bool {
        guard let (section, data, row) = display.item(at: path), let item = data.items.item(at: row),
            store.value(store.editing.moved, for: section) != nil
        else { return false }
        checkEditingDeclarations(of: section)
        guard !data.items.isCounted else { return false }
        // Rows that hang from it (a tree node's shown children) would stay behind: a view moves one row.
        if data.items.rowsGoing(with: row).count > 1 { return false }
        return store.value(store.editing.canMove, for: section)?(section, row, item) ?? true
    }

    /// Where a row dragged from `source` lands over `proposed`: another section only where the source's chain
    /// lets rows leave it (`movesLeaveSection`) and the same binding provides both sections — else the nearest
    /// end of its own section, UIKit's convention — then where the chain's `moveTarget` hook says: a redirect, or
    /// nil to refuse (the row stays where it was).
    func target(forMoveFrom source: ItemPath, proposed: ItemPath) -> ItemPath {
        guard let (fromSection, fromData, fromRow) = display.item(at: source) else { return source }
        var destination = proposed
        if let landings = fromData.items.moveLandings(of: fromRow) {
            // A row that may land in some places only (a tree's, among its siblings): the nearest of them.
            destination = ItemPath(row: nearest(landings.rows, of: fromRow, to: proposed, from: source), section: source.section)
            if destination != proposed, diagnostics.isFirst(.moveRedirected, for: fromSection) {
                report(.warning, "a row of section \(fromSection) was dragged where it cannot land: \(landings.rule). It lands at the nearest place it can.")
            }
        } else if !canLand(from: source, inSection: proposed.section) {
            let last = display.numberOfRows(inSection: source.section) - 1
            destination = ItemPath(row: proposed.section < source.section ? 0 : last, section: source.section)
        }
        guard let hook = store.value(store.editing.moveTargets, for: fromSection),
            let (proposedSection, _) = display.section(at: destination.section)
        else { return destination }
        let from = RowPosition(section: fromSection, row: fromRow)
        guard let redirected = hook(from, RowPosition(section: proposedSection, row: destination.item)) else { return source }
        let index = display.sectionIndex(of: redirected.section)
        let rows = index.map { display.numberOfRows(inSection: $0) - ($0 == source.section ? 1 : 0) } ?? -1
        guard let index, canLand(from: source, inSection: index), (0...max(rows, 0)).contains(redirected.row), rows >= 0 else {
            report(.warning, "the moveTarget hook of section \(fromSection) redirected a move to \(redirected), where the row cannot go (a section not displayed, a row out of range, or a section the row may not enter); the row stays where it was.")
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
        return (store.value(store.editing.movesLeaveSection, for: fromSection) ?? false) && toData.cells === cells
    }

    // MARK: What the user did

    /// The user deleted the row at `path`: it animates out, the chain's `onDelete` gets its model, and an update
    /// follows so the screen ends on the app's data.
    func userDeletedRow(at path: ItemPath) {
        guard let (section, data, row) = display.item(at: path), let handler = store.value(store.editing.deleted, for: section),
            let item = data.items.item(at: row)
        else {
            report(.warning, "the \(noun) reported a delete at \(path), but no chain binds onDelete for that section, or the row is the section's state row; nothing is deleted and the row stays.")
            return
        }
        // In a tree, the node's shown descendants go with it.
        let going = data.items.rowsGoing(with: row)
        var edited = current
        for gone in going.reversed() { edited.data[path.section].removeRow(gone) }
        record(edited.data[path.section].items, editedIn: section, shownBy: data)
        // A section the display behaviour hides once it is empty goes with its last row, in the same batch: the
        // next update, which hides it, then finds nothing to do.
        let batch: BatchUpdate
        if hidesEmptied(edited.data[path.section]) {
            edited.sections.remove(at: path.section)
            edited.data.remove(at: path.section)
            batch = BatchUpdate(sectionDeletes: [path.section])
        } else {
            batch = BatchUpdate(itemDeletes: going.map { ItemPath(row: path.item + $0 - row, section: path.section) })
        }
        current = edited
        let stage = StagedUpdate.Stage(
            batch: batch, animations: animations(undiffableSections: []),
            apply: { [weak self] in self?.display = .snapshot(edited) })
        show(StagedUpdate(stages: [stage]), endingOn: edited)
        handler(section, row, item)
        setNeedsUpdate()
    }

    /// The user moved the row at `source` to `destination`; the view shows it there already. The chain's `onMove`
    /// gets both positions and the model, and an update follows so the screen ends on the app's data.
    ///
    /// A move the chain refuses — of a row it says cannot move, or into a section the row may not enter (a host
    /// that asked would not have made it) — is warned about and not handed to `onMove`: the binder takes the
    /// screen as the view shows it, and the update that follows moves the row back. The `moveTarget` hook is not
    /// asked again: the host asked it while the row was dragged, and `destination` is what it answered for some
    /// proposed position, not necessarily for `destination` itself.
    func userMovedRow(from source: ItemPath, to destination: ItemPath) {
        guard let (fromSection, fromData, fromRow) = display.item(at: source),
            let (toSection, toData) = display.section(at: destination.section)
        else { return }
        guard let item = fromData.items.item(at: fromRow) else {
            // A row the items own (a state row) cannot move (a host that asked would not have moved it).
            report(.warning, "the \(noun) moved the state row of section \(fromSection), which cannot move; the \(noun) reloads.")
            reload(showing: current)
            return
        }
        let handler = store.value(store.editing.moved, for: fromSection)
        let refusal: String? =
            if handler == nil { "no chain binds onMove for section \(fromSection)" }
            else if let reason = moveRefusal(fromData.items, fromRow, from: source, to: destination) { reason }
            else if !canMoveRow(at: source) { "the chain of section \(fromSection) says that row cannot move (canMove, or rows that are only counted)" }
            else if !canLand(from: source, inSection: destination.section) {
                "the chain of section \(fromSection) does not let its rows into section \(toSection) (movesLeaveSection, and only between sections of one cell binding)"
            } else { nil }
        let refused = refusal != nil
        if let refusal {
            report(.warning, "the \(noun) moved a row from \(source) to \(destination), but \(refusal); the row is put back.")
        }
        var edited = current
        let wasMovedIn = edited.data[source.section].removeRow(fromRow)
        let target = source.section == destination.section ? edited.data[source.section].items : toData.items
        guard let inserted = target.inserting(row: fromRow, of: fromData.items, at: destination.item) else {
            // The two sections' items cannot hold each other's rows (a host that asked where the row may land
            // would not have dropped it here): show the data again from scratch.
            report(.warning, "a row of section \(fromSection) cannot join section \(toSection): their cells are bound with different models; the \(noun) reloads.")
            reload(showing: current)
            return
        }
        // A row that changed section keeps its cell, configured for the section it came from: it is marked (and
        // stays marked if moved again before an update), so that the update that follows configures it again.
        edited.data[destination.section].insertRow(
            destination.item, items: inserted, movedIn: wasMovedIn || source.section != destination.section)
        current = edited
        display = .snapshot(edited)
        if let handler, !refused {
            record(edited.data[source.section].items, editedIn: fromSection, shownBy: fromData)
            record(inserted, editedIn: toSection, shownBy: toData)
            handler(RowPosition(section: fromSection, row: fromRow), RowPosition(section: toSection, row: destination.item), item)
        }
        setNeedsUpdate()
    }

    // MARK: Rows that land in some places only

    /// The row where `row` (at `source`), dragged over `proposed`, lands among `landings` (rows once it is lifted
    /// out): the one nearest `proposed`.
    private func nearest(_ landings: [Int], of row: Int, to proposed: ItemPath, from source: ItemPath) -> Int {
        let places = landings.map { source.item + $0 - row }
        // A drag over another section wants the nearest end of its own (bounds that leave room to subtract from).
        let wanted = proposed.section < source.section ? -1 : proposed.section > source.section ? Int(Int32.max) : proposed.item
        return places.min { abs($0.distance(to: wanted)) < abs($1.distance(to: wanted)) } ?? source.item
    }

    /// Why a user's move of `items`' `row` from `source` to `destination` is refused by what the items allow, or nil:
    /// rows hang from it, or it lands where its items' rows may not (``_SectionItems/moveLandings(of:)``).
    private func moveRefusal(_ items: _SectionItems, _ row: Int, from source: ItemPath, to destination: ItemPath) -> String? {
        if items.rowsGoing(with: row).count > 1 {
            return "rows hang from it that a view cannot move with it (an expanded node's children): collapse it before moving it"
        }
        guard let landings = items.moveLandings(of: row) else { return nil }
        if destination.section != source.section { return "\(landings.rule), and that move leaves its section" }
        if !landings.rows.contains(destination.item - source.item + row) { return landings.rule }
        return nil
    }

    /// The cell binding of `section`, as `makeSnapshot` resolves it: bound by the section's name, else for all sections.
    private func cellBinding(of section: Section) -> _CellBinding<Section>? {
        store.cells.named[section] ?? store.cells.all
    }

    /// Records a user's edit of `section`'s items on the cell binding `data`'s cells come from, until its source
    /// changes (see `_CellBinding.edited`).
    private func record(_ items: _SectionItems, editedIn section: Section, shownBy data: _SectionSnapshot) {
        guard let cells = data.cells, let binding = cellBinding(of: section), binding.cells === cells else { return }
        binding.edited(section, items, shown: data.items)
    }

    /// Whether the section display behaviour hides a section with `data`, which a user's delete just emptied.
    private func hidesEmptied(_ data: _SectionSnapshot) -> Bool {
        switch sectionDisplayBehavior {
        case .manuallyManaged: false
        case .hidesSectionsWithNoCellData: !data.hasCellData
        case .hidesSectionsWithNoData: !data.hasData
        }
    }

    // MARK: Checking the declarations

    /// Reports editing declared where it cannot work, for every section a chain names and every section shown.
    ///
    /// Runs when editing mode starts, and at `finish()`; each section is checked once (see
    /// ``checkEditingDeclarations(of:)``), so calling it again costs little.
    func checkEditingDeclarations() {
        guard updates.isFinished else { return }
        var sections = Set(store.editing.moved.named.keys).union(store.editing.movesLeaveSection.named.keys)
        sections.formUnion(current.sections)
        for section in sections { checkEditingDeclarations(of: section) }
    }

    /// Reports, once per section (also when a host first asks whether a row of it can move), what its editing
    /// declarations cannot do — warnings, since nothing wrong is shown:
    /// - `onMove` on rows that are only counted (`bind(cellProvider:numberOfCells:)`): they never move;
    /// - `movesLeaveSection(true)` where no other section's cells come from the same binding: rows move only
    ///   within the section.
    func checkEditingDeclarations(of section: Section) {
        guard updates.isFinished, store.value(store.editing.moved, for: section) != nil,
            let binding = cellBinding(of: section),
            diagnostics.isFirst(.editingChecked, for: section)
        else { return }
        if binding.cells.modelType == nil {
            report(.warning, "onMove is bound for section \(section), whose cells are only counted (bind(cellProvider:numberOfCells:)): rows without models cannot be reordered, so they show no reorder control. Bind models to move rows, or remove onMove.")
            return
        }
        let shared = binding === store.cells.all || store.cells.named.contains { $0.key != section && $0.value === binding }
        if store.value(store.editing.movesLeaveSection, for: section) == true, !shared {
            report(.warning, "movesLeaveSection(true) applies to section \(section), but no other section's cells come from the same cell binding, so its rows can only move within it: the setting has no effect. Bind the sections rows may move between in one chain (onSections(_:) or onAllSections()).")
        }
    }
}
