import Foundation

/// A section's items read from a ``RecordingList``: one version of the list (its chunks, shared with the list), and
/// the edits that led to it from the version read before — what an update turns into a batch without reading the
/// rows (``edits(since:)``).
///
/// An update that diffs them after all (see `_RecordedDiff`) gets them as arrays: ``flat``, made once, on the
/// thread the diff runs on, shares the binding's ``_TypedRows`` and so is compared, identified and edited by a user
/// as an array binding's items are. The elements are models or view models, as the binding says.
class _RecordingItems<Element>: _SectionItems, @unchecked Sendable {
    let version: _RecordedVersion<Element>
    /// The diff traits of the list's elements, models or view models.
    let traits: _DiffTraits<Element>
    /// Dequeues and configures the cell for a row and its element. Called on the main actor only.
    let makeRowCell: (CellDequeuer, Int, Element) -> AnyObject
    /// The elements as an array binding's items, sharing the binding's rows.
    let makeFlat: ([Element]) -> _SectionItems
    /// The binding's models, when the elements are models (the chain then has model handlers); nil for view models.
    let rowModels: _RowModels<Element>?
    private var flatItems: _SectionItems?
    private let lock = NSLock()

    init(
        _ version: _RecordedVersion<Element>, traits: _DiffTraits<Element>, rowModels: _RowModels<Element>?,
        makeCell: @escaping (CellDequeuer, Int, Element) -> AnyObject, makeFlat: @escaping ([Element]) -> _SectionItems
    ) {
        self.version = version
        self.traits = traits
        self.rowModels = rowModels
        self.makeRowCell = makeCell
        self.makeFlat = makeFlat
    }

    override var count: Int { version.elements.count }

    override func listRowModels() -> _AnyRowModels? {
        guard let rowModels else { return nil }
        rowModels.list(self) { [version] in version.elements[$0] }
        return rowModels
    }

    @MainActor
    override func makeCell(_ dequeuer: CellDequeuer, row: Int) -> AnyObject? {
        makeRowCell(dequeuer, row, version.elements[row])
    }

    override var sourceVersion: (source: AnyObject, number: Int)? { (version.list, version.version) }

    override func edits(since old: _SectionItems) -> [_RecordedEdit]? {
        guard let edits = version.edits, let (list, oldVersion) = old.sourceVersion,
            list === version.list, oldVersion == edits.from
        else { return nil }
        return removingOwnRows(of: old) + edits.edits
    }

    // MARK: Diffing and a user's edits: as an array's items

    /// The items as one array, made on first use (O(n)) and kept.
    override var flat: _SectionItems {
        lock.lock()
        defer { lock.unlock() }
        if let flatItems { return flatItems }
        let items = makeFlat(version.elements.flattened())
        flatItems = items
        return items
    }

    override var isIdentified: Bool { traits.isIdentified }
    override var typeKeptOnMainActor: Any.Type? { traits.isOffMainActorDiffable ? nil : Element.self }
    /// Whether the binding compares its rows on the main actor is the binding's, not the elements': asked of its items
    /// of no element, which cost no copy of the list (``flat`` would).
    override var comparesOnMainActor: Bool { makeFlat([]).comparesOnMainActor }
    override func identities() -> _IdentityList? { isIdentified ? flat.identities() : nil }
    override func rowComparer(to other: _SectionItems) -> _RowComparer { flat.rowComparer(to: other) }
    override func removing(row: Int) -> _SectionItems { flat.removing(row: row) }
    override func inserting(row: Int, of other: _SectionItems, at destination: Int) -> _SectionItems? {
        flat.inserting(row: row, of: other, at: destination)
    }
}
