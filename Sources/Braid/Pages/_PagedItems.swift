/// A paged section's items (`bind(cellType:pages:)`): its loaded models, as a recording list's — appended pages are a
/// recording list's edits, shown without a diff of the section — which tell the section's loader what the screen does:
/// the section shown, hidden, and its rows coming into view (near the end, the next page is asked for).
final class _PagedItems<Element>: _RecordingItems<Element>, @unchecked Sendable {
    /// The loader's ears: shown (true) or hidden (false); a row about to show, with the section's row count.
    let shown: @MainActor (Bool) -> Void
    let rowWillShow: @MainActor (_ row: Int, _ count: Int) -> Void

    init(
        _ version: _RecordedVersion<Element>, traits: _DiffTraits<Element>, rowModels: _RowModels<Element>?,
        makeCell: @escaping (CellDequeuer, Int, Element) -> AnyObject, makeFlat: @escaping ([Element]) -> _SectionItems,
        shown: @escaping @MainActor (Bool) -> Void, rowWillShow: @escaping @MainActor (Int, Int) -> Void
    ) {
        self.shown = shown
        self.rowWillShow = rowWillShow
        super.init(version, traits: traits, rowModels: rowModels, makeCell: makeCell, makeFlat: makeFlat)
    }

    @MainActor
    override func wasShown(_ pass: _ShownPass, section: Int) { shown(true) }
    @MainActor
    override func wasHidden() { shown(false) }
    override var hearsWhenHidden: Bool { true }
    @MainActor
    override func rowWillShow(_ row: Int, of count: Int) { rowWillShow(row, count) }
}
