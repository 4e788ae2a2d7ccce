/// Editing from the keyboard: what UIKit offers by touch, as keys, each limited as UIKit limits a user.
///
/// - Delete or Backspace on a row whose editing style is `.delete` asks for a confirmation (Enter deletes, Esc
///   keeps it) and then commits the delete, as UIKit's delete button does.
/// - Tab opens the row's swipe actions — leading, then trailing, or UIKit's own Delete for a deletable row
///   without trailing ones — as a small menu beside it: ↑ ↓ choose, Enter performs, Esc closes. Not in editing
///   mode, where UIKit shows editing controls instead of swipes.
/// - In editing mode, `m` on a row that can move starts a move: ↑ ↓ choose where it goes (the data source's
///   target may redirect it), Enter drops it there — the table moves it and tells the data source — and Esc
///   leaves it where it was.
///
/// ``editingKeyHints`` says which keys do something now, for an app's status line.
extension TerminalTableView {
    /// What the user is in the middle of.
    enum EditingState: Equatable {
        case idle
        case confirmingDelete(ItemPath)
        case moving(origin: ItemPath, target: ItemPath)
        case choosingAction(ItemPath, titles: [String], chosen: Int)
    }

    // MARK: Editing mode

    /// Whether the table shows its editing controls: rows that can be deleted are marked `−` and rows that can
    /// move `≡`, and `m` moves the selected row.
    public var isEditing: Bool { editingModeIsOn }

    /// Enters or leaves editing mode; leaving it ends a move in progress, which stays where it was.
    public func setEditing(_ editing: Bool, animated: Bool) {
        editingModeIsOn = editing
        if !editing, case .moving = self.editing { self.editing = .idle }
        setNeedsDisplay()
    }

    /// Whether the user is confirming a delete, moving a row or choosing an action: every key is the edit's
    /// until it ends, and ``editingKeyHints`` are the only keys that work.
    public var hasEditInProgress: Bool { editing != .idle }

    /// The keys that do something for the selected row now, and what they do — for an app's status line.
    public var editingKeyHints: [(key: String, action: String)] {
        switch editing {
        case .confirmingDelete: return [("⏎", "delete"), ("esc", "keep")]
        case .moving: return [("↑↓", "choose place"), ("⏎", "drop"), ("esc", "cancel")]
        case .choosingAction: return [("↑↓", "choose"), ("⏎", "perform"), ("esc", "close")]
        case .idle:
            guard let dataSource, let row = selectedRow, isValidRow(row, in: sectionCounts) else { return [] }
            var hints: [(String, String)] = []
            if isDeletable(row) { hints.append(("del", "delete")) }
            if !editingModeIsOn, !actions(for: row).isEmpty { hints.append(("tab", "actions")) }
            if editingModeIsOn, dataSource.tableHost(self, canMoveRowAt: row) { hints.append(("m", "move")) }
            return hints
        }
    }

    // MARK: Keys

    /// Starts an edit for a key the selected row's cell did not use; whether the key did something.
    func startEditing(with key: Key, at row: ItemPath) -> Bool {
        switch key {
        case .delete, .backspace:
            guard isDeletable(row) else { return false }
            editing = .confirmingDelete(row)
        case .tab:
            let titles = actions(for: row).map(\.title)
            guard !editingModeIsOn, !titles.isEmpty else { return false }
            editing = .choosingAction(row, titles: titles, chosen: 0)
        case .character("m"):
            guard editingModeIsOn, dataSource?.tableHost(self, canMoveRowAt: row) == true else { return false }
            editing = .moving(origin: row, target: row)
        default:
            return false
        }
        setNeedsDisplay()
        return true
    }

    /// Handles a key while an edit is in progress; every key is the edit's.
    func handleEditing(_ key: Key) -> Bool {
        defer { setNeedsDisplay() }
        switch (editing, key) {
        case (_, .escape):
            editing = .idle
        case (.confirmingDelete(let row), .enter):
            editing = .idle
            dataSource?.tableHost(self, commit: .delete, forRowAt: row)
        case (.choosingAction(let row, let titles, let chosen), .up), (.choosingAction(let row, let titles, let chosen), .down):
            let step = key == .up ? -1 : 1
            editing = .choosingAction(row, titles: titles, chosen: (chosen + step + titles.count) % titles.count)
        case (.choosingAction(let row, _, let chosen), .enter):
            editing = .idle
            let actions = actions(for: row)
            if actions.indices.contains(chosen) { actions[chosen].handler { _ in } }
        case (.moving(let origin, let target), .up), (.moving(let origin, let target), .down):
            let proposed = key == .up ? place(before: target, movingFrom: origin) : place(after: target, movingFrom: origin)
            guard let proposed, let dataSource else { break }
            editing = .moving(origin: origin, target: dataSource.tableHost(self, targetIndexPathForMoveFromRowAt: origin, toProposedIndexPath: proposed))
        case (.moving(let origin, let target), .enter):
            editing = .idle
            guard target != origin, let dataSource else { break }
            performBatchUpdates(
                BatchUpdate(itemMoves: [Move(from: origin, to: target)]), animations: .all(.automatic),
                updateData: { dataSource.tableHost(self, moveRowAt: origin, to: target) }, completion: nil)
            selectedRow = target
        default:
            break
        }
        return true
    }

    // MARK: Questions

    /// Whether the user may delete `row`: the data source says it is editable, with the `.delete` style.
    func isDeletable(_ row: ItemPath) -> Bool {
        guard let dataSource, dataSource.tableHost(self, canEditRowAt: row) else { return false }
        return dataSource.tableHost(self, editingStyleForRowAt: row) == .delete
    }

    /// `row`'s swipe actions as a menu: leading, then trailing — or, without trailing ones, UIKit's own Delete
    /// for a deletable row.
    func actions(for row: ItemPath) -> [SwipeAction] {
        guard let dataSource, dataSource.tableHost(self, canEditRowAt: row) else { return [] }
        let leading = dataSource.tableHost(self, leadingSwipeActionsForRowAt: row) ?? []
        if let trailing = dataSource.tableHost(self, trailingSwipeActionsForRowAt: row) { return leading + trailing }
        guard isDeletable(row) else { return leading }
        return leading + [SwipeAction(title: "Delete", style: .destructive) { [weak self] done in
            guard let self else { return }
            self.dataSource?.tableHost(self, commit: .delete, forRowAt: row)
            done(true)
        }]
    }

    /// The place one row up from `target` for a row moving from `origin`: the row above, or the end of the
    /// section above (where the moved row would land after its last row).
    func place(before target: ItemPath, movingFrom origin: ItemPath) -> ItemPath? {
        if target.row > 0 { return ItemPath(row: target.row - 1, section: target.section) }
        let counts = sectionCounts
        guard target.section > 0 else { return nil }
        let section = target.section - 1
        return ItemPath(row: counts[section] - (section == origin.section ? 1 : 0), section: section)
    }

    /// The place one row down from `target`: the next row, or the start of the section below.
    func place(after target: ItemPath, movingFrom origin: ItemPath) -> ItemPath? {
        let counts = sectionCounts
        let last = counts[target.section] - (target.section == origin.section ? 1 : 0)
        if target.row < last { return ItemPath(row: target.row + 1, section: target.section) }
        guard target.section + 1 < counts.count else { return nil }
        return ItemPath(row: 0, section: target.section + 1)
    }

    // MARK: Drawing

    /// Draws what an edit in progress shows: the row being deleted or moved and where it would land, editing
    /// controls in editing mode, the actions menu.
    func drawEditing(in area: TerminalRect, into buffer: inout ScreenBuffer) {
        func rect(of row: ItemPath) -> TerminalRect? {
            guard let placed = placement.first(where: { $0.item == .row(row) }) else { return nil }
            return TerminalRect(x: area.x, y: area.y + placed.y, width: area.width, height: placed.height).intersection(area)
        }
        if editingModeIsOn, let dataSource {
            for placed in placement {
                guard case .row(let row) = placed.item, placed.y >= 0, placed.y < area.height else { continue }
                if isDeletable(row) { buffer.draw(StyledText("−", style: .bold), x: area.x, y: area.y + placed.y, clip: area) }
                if dataSource.tableHost(self, canMoveRowAt: row) {
                    buffer.draw(StyledText("≡", style: .dim), x: area.maxX - 1, y: area.y + placed.y, clip: area)
                }
            }
        }
        switch editing {
        case .idle:
            break
        case .confirmingDelete(let row):
            if let rect = rect(of: row) { buffer.apply(TextStyle(.bold, foreground: .red), to: rect) }
        case .moving(let origin, let target):
            if let rect = rect(of: origin) { buffer.apply(appearance.movedRowStyle, to: rect) }
            if target != origin, let rect = rect(of: target) {
                buffer.apply(.underline, to: rect)
                buffer.draw(StyledText("▸", style: .bold), x: rect.x, y: rect.y, clip: area)
            }
        case .choosingAction(let row, let titles, let chosen):
            guard let rowRect = rect(of: row) else { return }
            let width = min(area.width, (titles.map(\.count).max() ?? 0) + 2)
            let below = rowRect.maxY + titles.count <= area.maxY
            let top = below ? rowRect.maxY : max(area.y, rowRect.y - titles.count)
            for (index, title) in titles.enumerated() {
                let style: TextStyle = index == chosen ? .reverse : TextStyle(.bold)
                let line = StyledText(" " + title.padding(toLength: width - 2, withPad: " ", startingAt: 0) + " ", style: style)
                buffer.draw(line, x: area.maxX - width, y: top + index, clip: area)
            }
        }
    }
}
