/// Editing from the keyboard, for both terminal views: what UIKit offers by touch, as keys, each limited as
/// UIKit limits a user. ``TerminalTableView`` and ``TerminalCollectionView`` each answer the few questions of
/// ``TerminalEditingView`` from their data source; the keys, the states and what is drawn are written here once.
///
/// - Delete or Backspace on an item the user can delete asks for a confirmation (Enter deletes, Esc keeps it).
/// - Tab opens the item's swipe actions as a small menu beside it: ↑ ↓ choose, Enter performs, Esc closes. Not in
///   editing mode, where UIKit shows editing controls instead of swipes.
/// - The menu key, Shift-F10 or a right-click opens the item's context menu as a box beside it (see
///   `TerminalEditing+ContextMenu.swift`): ↑ ↓ choose (disabled actions are passed over), Enter or → performs an
///   action or opens a submenu as a second box, ← or Esc closes a submenu, Esc closes the menu; a click on an
///   entry picks it, a click elsewhere closes the menu.
/// - `m` on an item that can move starts a move: the arrow keys choose where it goes (the data source's target
///   may redirect or refuse a place; a refused place is passed over), Enter drops it there and Esc leaves it.
struct TerminalEditing: Equatable {
    /// An item on its way to a new place.
    struct Moving: Equatable {
        /// Where the item is.
        var origin: ItemPath
        /// The place the user's keys have reached.
        var cursor: ItemPath
        /// Where the item lands if dropped now: the data source's answer for ``cursor``.
        var target: ItemPath
    }

    /// One line of the actions menu.
    struct MenuEntry: Equatable {
        var title: String
        var style: SwipeAction.Style
        var hint: String?
        /// A context-menu action that cannot be picked: drawn dim and passed over.
        var isDisabled = false
        /// A context-menu action whose state is on: drawn with a ✓.
        var isOn = false
        /// A context menu's submenu: drawn with a ▸, and Enter opens it.
        var opensSubmenu = false
    }

    /// One open box of a context menu: its entries and the chosen one.
    struct MenuLevel: Equatable {
        var title: String
        var entries: [MenuEntry]
        var chosen: Int
    }

    /// What the user is in the middle of.
    enum Edit: Equatable {
        case confirmingDelete(ItemPath)
        case moving(Moving)
        case choosingAction(ItemPath, entries: [MenuEntry], chosen: Int)
        /// A context menu is open on the item: its top box, then each submenu opened from the one before.
        case choosingMenuItem(ItemPath, levels: [MenuLevel])
    }

    /// The keys that choose a place in a move, for the status line.
    let moveKeys: String
    /// Whether `m` works only in editing mode (a table shows its reorder controls only there; a collection view
    /// moves items without one).
    let movingNeedsEditingMode: Bool
    /// Whether the view shows its editing controls.
    var modeIsOn = false
    /// The edit in progress, if any: every key is its own until it ends.
    var edit: Edit?
    /// Where the open context menu's boxes were last drawn on screen, outermost first — for the mouse. Empty when
    /// no menu is drawn.
    var menuBoxes: [TerminalRect] = []

    init(moveKeys: String, movingNeedsEditingMode: Bool) {
        self.moveKeys = moveKeys
        self.movingNeedsEditingMode = movingNeedsEditingMode
    }

    /// Carries the edit in progress through a batch update, as UIKit carries a swipe or a reorder: it follows its
    /// item to its new place, or ends when its item went — deleted, reloaded (a reload replaces the cell, and in a
    /// section diffed without identities it is how another item takes the place), or in a section deleted or
    /// reloaded. A reconfigured item keeps its cell and its edit. A move starts over from where its item now is.
    /// An edit never acts on another item than the one the user chose.
    mutating func followEdit(through mapping: BatchMapping) {
        guard let edit else { return }
        func place(_ path: ItemPath) -> ItemPath? {
            switch mapping.fate(of: path) {
            case .kept(let new), .moved(let new): new
            case .reloaded, .deleted, .sectionDeleted, .sectionReloaded: nil
            }
        }
        switch edit {
        case .confirmingDelete(let path):
            self.edit = place(path).map { .confirmingDelete($0) }
        case .choosingAction(let path, let entries, let chosen):
            self.edit = place(path).map { .choosingAction($0, entries: entries, chosen: chosen) }
        case .choosingMenuItem(let path, let levels):
            self.edit = place(path).map { .choosingMenuItem($0, levels: levels) }
        case .moving(let moving):
            self.edit = place(moving.origin).map { .moving(Moving(origin: $0, cursor: $0, target: $0)) }
        }
    }

    /// Ends the edit in progress when the view reloads: nothing says where its item went, as UIKit ends a swipe
    /// on `reloadData()`.
    mutating func endEdit() {
        edit = nil
    }
}

/// What a terminal view answers for ``TerminalEditing``: its data source's editing questions in one vocabulary.
@MainActor
protocol TerminalEditingView: AnyObject {
    /// Editing mode and the edit in progress.
    var editing: TerminalEditing { get set }
    /// The selected item (valid or not).
    var selectedPath: ItemPath? { get }
    /// The items, as counts per section.
    var itemCounts: SectionCounts { get }

    /// Whether the user may delete the item at `path`.
    func canDeleteItem(at path: ItemPath) -> Bool
    /// Deletes the item at `path` as the user asked.
    func deleteItem(at path: ItemPath)
    /// The item's swipe actions, leading then trailing, as one menu.
    func swipeActions(forItemAt path: ItemPath) -> [SwipeAction]
    /// The item's context menu; nil when it has none.
    func contextMenu(forItemAt path: ItemPath) -> ContextMenu?
    /// Whether the user may move the item at `path`.
    func canMoveItem(at path: ItemPath) -> Bool
    /// Where an item moving from `source` lands over `proposed`; `source` when the data source refuses it.
    func moveTarget(from source: ItemPath, proposed: ItemPath) -> ItemPath
    /// The place after `place` in the direction of `key`, for an item moving from `origin`; nil when `key` is no
    /// direction or there is no place that way.
    func place(for key: Key, after place: ItemPath, movingFrom origin: ItemPath) -> ItemPath?
    /// Moves the item (the view shows it there at once), tells the data source, and selects it.
    func commitMove(from source: ItemPath, to destination: ItemPath)
    /// Scrolls as little as possible to show the item at `path`.
    func scrollToShow(_ path: ItemPath)
    /// Marks the view as changed.
    func setNeedsDisplay()
}

extension TerminalEditingView {
    // MARK: Editing mode

    /// Turns editing mode on or off; leaving it ends a move in progress, which stays where it was.
    func setEditingMode(_ on: Bool) {
        editing.modeIsOn = on
        if !on, case .moving = editing.edit { editing.edit = nil }
        setNeedsDisplay()
    }

    /// The keys that do something for the selected item now, and what they do.
    var keyHints: [(key: String, action: String)] {
        switch editing.edit {
        case .confirmingDelete: return [("⏎", "delete"), ("esc", "keep")]
        case .moving: return [(editing.moveKeys, "choose place"), ("⏎", "drop"), ("esc", "cancel")]
        case .choosingAction: return [("↑↓", "choose"), ("⏎", "perform"), ("esc", "close")]
        case .choosingMenuItem(_, let levels):
            return [("↑↓", "choose"), ("⏎", "perform"), levels.count > 1 ? ("esc", "back") : ("esc", "close")]
        case nil:
            guard let path = selectedPath, itemCounts.contains(path) else { return [] }
            var hints: [(String, String)] = []
            if canDeleteItem(at: path) { hints.append(("del", "delete")) }
            if !editing.modeIsOn, !swipeActions(forItemAt: path).isEmpty { hints.append(("tab", "actions")) }
            if mayMove(path) { hints.append(("m", "move")) }
            if contextMenu(forItemAt: path) != nil { hints.append(("⇧F10", "menu")) }
            return hints
        }
    }

    /// Whether `m` moves the item at `path` now.
    private func mayMove(_ path: ItemPath) -> Bool {
        (editing.modeIsOn || !editing.movingNeedsEditingMode) && canMoveItem(at: path)
    }

    // MARK: Keys

    /// Starts an edit for a key the selected item's cell did not use; whether the key did something.
    func startEditing(with key: Key, at path: ItemPath) -> Bool {
        switch key {
        case .delete, .backspace:
            guard canDeleteItem(at: path) else { return false }
            editing.edit = .confirmingDelete(path)
        case .tab:
            let entries = swipeActions(forItemAt: path).map { TerminalEditing.MenuEntry(title: $0.title, style: $0.style, hint: $0.hint) }
            guard !editing.modeIsOn, !entries.isEmpty else { return false }
            editing.edit = .choosingAction(path, entries: entries, chosen: 0)
        case .menu:
            return openContextMenu(at: path)
        case .character("m"):
            guard mayMove(path) else { return false }
            editing.edit = .moving(TerminalEditing.Moving(origin: path, cursor: path, target: path))
        default:
            return false
        }
        setNeedsDisplay()
        return true
    }

    /// Handles a key while an edit is in progress; every key is the edit's.
    func handleEditing(_ key: Key) -> Bool {
        guard let edit = editing.edit else { return false }
        defer { setNeedsDisplay() }
        if case .choosingMenuItem(let path, let levels) = edit {
            handleContextMenu(key, at: path, levels: levels)
            return true
        }
        switch (edit, key) {
        case (_, .escape):
            editing.edit = nil
        case (.confirmingDelete(let path), .enter):
            editing.edit = nil
            deleteItem(at: path)
        case (.choosingAction(let path, let entries, let chosen), .up), (.choosingAction(let path, let entries, let chosen), .down):
            let step = key == .up ? -1 : 1
            editing.edit = .choosingAction(path, entries: entries, chosen: (chosen + step + entries.count) % entries.count)
        case (.choosingAction(let path, let entries, let chosen), .enter):
            editing.edit = nil
            let actions = swipeActions(forItemAt: path)
            // Performed only if the menu still shows what the data source offers.
            if actions.indices.contains(chosen), actions[chosen].title == entries[chosen].title { actions[chosen].handler { _ in } }
        case (.moving(let moving), .enter):
            editing.edit = nil
            if moving.target != moving.origin { commitMove(from: moving.origin, to: moving.target) }
        case (.moving(let moving), _):
            guard let next = step(moving, key) else { break }
            editing.edit = .moving(next)
            reveal(next.target)
        default:
            break
        }
        return true
    }

    // MARK: Moving

    /// The move after `key`: the next place in its direction whose target is news — a place the data source
    /// refuses (it answers the origin) or answers with the current target again is passed over, so the user can
    /// always get past it. Nil when there is no such place that way.
    ///
    /// A section that turns the item away at both the place the keys enter it by and its far end (a section the
    /// item may not enter) is passed over whole, without asking about each of its places.
    /// - Complexity: O(places passed over), two for each section passed over whole. Places must come in one
    ///   direction (the search ends where they do not), so it always ends.
    func step(_ moving: TerminalEditing.Moving, _ key: Key) -> TerminalEditing.Moving? {
        let origin = moving.origin
        var place = moving.cursor
        var forward: Bool?
        while let next = self.place(for: key, after: place, movingFrom: origin), next != place {
            // Places come in one direction; a view that turns back would never end the search.
            if forward == nil { forward = place < next } else if forward != (place < next) { break }
            let target = moveTarget(from: origin, proposed: next)
            let refused = target == origin && next != origin
            if !refused && target != moving.target { return TerminalEditing.Moving(origin: origin, cursor: next, target: target) }
            let entered = next.section != place.section && next.section != origin.section
            place = next
            guard entered, target.section != next.section else { continue }
            let places = itemCounts.places(in: next.section, movingFrom: origin)
            let farEnd = ItemPath(item: forward == true ? places - 1 : 0, section: next.section)
            if farEnd != next, moveTarget(from: origin, proposed: farEnd).section != next.section { place = farEnd }
        }
        return nil
    }

    /// Scrolls to show where a moving item would land: the item at `place`, or the last of its section for the
    /// place past it.
    private func reveal(_ place: ItemPath) {
        let counts = itemCounts
        if counts.contains(place) {
            scrollToShow(place)
        } else if place.item > 0, counts.contains(ItemPath(item: place.item - 1, section: place.section)) {
            scrollToShow(ItemPath(item: place.item - 1, section: place.section))
        }
    }
}
