/// What one cell binding method bound: where a section's items come from and how its cells are made.
@MainActor
final class _CellBinding<Section: Hashable> {
    /// How the binding's cells are made: what a section's snapshot keeps.
    let cells: _BoundCells
    /// The items of every section this binding provides, read again when ``version`` changes.
    private let readItems: () -> [Section: _SectionItems]
    /// The version of the binding's source: its items are read again only when it changes, so an update
    /// caused by another source leaves this binding's sections untouched (even undiffable ones). Nil for a
    /// closure, which is read again on every update.
    private let version: (() -> Int)?
    private var cached: (version: Int, items: [Section: _SectionItems])?
    /// Whether a user's edit stands until the source's version changes (``edited(_:_:shown:)``): false for a source
    /// whose handler changes it at once or not at all.
    private let keepsUserEdits: Bool

    init(
        items: @escaping () -> [Section: _SectionItems], version: (() -> Int)?, keepsUserEdits: Bool = true,
        cellType: AnyObject.Type?, dequeuesContentCell: Bool = false, modelType: Any.Type?,
        makeCell: @escaping (CellDequeuer, _SectionItems, Int) -> AnyObject
    ) {
        self.cells = _BoundCells(cellType: cellType, dequeuesContentCell: dequeuesContentCell, modelType: modelType, makeCell: makeCell)
        self.readItems = items
        self.version = version
        self.keepsUserEdits = keepsUserEdits
    }

    /// The items of every section this binding provides in the update numbered `generation`, read from the source
    /// if its version changed (a source without a version is read once per update).
    func items(generation: Int) -> [Section: _SectionItems] {
        let version = version?() ?? generation
        if let cached, cached.version == version { return cached.items }
        let items = readItems()
        cached = (version, items)
        return items
    }

    /// Records a user's edit of `section`'s items, `shown` before it: until the source's version changes — the next
    /// update for a closure, the next delivery for a publisher or async sequence (a service's answer, which the screen
    /// waits for without going back and forth), never for a constant array (the binder's own copy) — the binding
    /// provides `items` for that section, so the next update finds the screen and the data in agreement.
    ///
    /// Not where the source has moved on since the screen showed `shown` (a value delivered, a list replaced, whose
    /// update has not shown it yet): the source's data wins, and the update shows it. Nor for a source that takes a
    /// user's edit at once or never (``keepsUserEdits``: a ``RecordingList``): the update reads it, so an edit its
    /// handler refused goes back.
    func edited(_ section: Section, _ items: _SectionItems, shown: _SectionItems) {
        guard keepsUserEdits, let current = cached?.items[section], current === shown else { return }
        cached?.items[section] = items
    }
}
