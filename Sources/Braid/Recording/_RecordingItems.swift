import Foundation

/// A section's items read from a ``RecordingList``: one version of the list (its chunks, shared with the list), and
/// the edits that led to it from the version read before — what an update turns into a batch without reading the
/// rows (``edits(since:)``).
///
/// An update that diffs them after all (see `_RecordedDiff`) gets them as arrays: ``flat``, made once, on the
/// thread the diff runs on, shares the binding's ``_TypedRows`` and so is compared, identified and edited by a user
/// as an array binding's items are.
final class _RecordingItems<Model>: _SectionItems, @unchecked Sendable {
    let version: _RecordedVersion<Model>
    let rows: _TypedRows<Model, Void>
    /// Dequeues and configures the cell for a row and its model. Called on the main actor only.
    let makeRowCell: (CellDequeuer, Int, Model) -> AnyObject
    private var flatItems: _TypedItems<Model, Void>?
    private let lock = NSLock()

    init(_ version: _RecordedVersion<Model>, rows: _TypedRows<Model, Void>, makeCell: @escaping (CellDequeuer, Int, Model) -> AnyObject) {
        self.version = version
        self.rows = rows
        self.makeRowCell = makeCell
    }

    override var count: Int { version.elements.count }
    override func model(at row: Int) -> Any? { version.elements[row] }

    @MainActor
    override func makeCell(_ dequeuer: CellDequeuer, row: Int) -> AnyObject? {
        makeRowCell(dequeuer, row, version.elements[row])
    }

    override var recorded: (list: _RecordingIdentity, version: Int)? { (version.list, version.version) }

    override func edits(since old: _SectionItems) -> [_RecordedEdit]? {
        guard let edits = version.edits, let (list, oldVersion) = old.recorded,
            list === version.list, oldVersion == edits.from
        else { return nil }
        return edits.edits
    }

    // MARK: Diffing and a user's edits: as an array's items

    /// The items as one array, made on first use (O(n)) and kept.
    override var flat: _SectionItems { typedFlat }

    private var typedFlat: _TypedItems<Model, Void> {
        lock.lock()
        defer { lock.unlock() }
        if let flatItems { return flatItems }
        let items = _TypedItems<Model, Void>(models: version.elements.flattened(), viewModels: nil, rows: rows)
        flatItems = items
        return items
    }

    override var isIdentified: Bool { rows.modelTraits?.isIdentified == true }
    override var typeKeptOnMainActor: Any.Type? { rows.modelTraits?.isOffMainActorDiffable == true ? nil : Model.self }
    override func identities() -> _IdentityList? { isIdentified ? typedFlat.identities() : nil }
    override func rowComparer(to other: _SectionItems) -> (Int, Int) -> Bool { typedFlat.rowComparer(to: other) }
    override func removing(row: Int) -> _SectionItems { typedFlat.removing(row: row) }
    override func inserting(row: Int, of other: _SectionItems, at destination: Int) -> _SectionItems? {
        typedFlat.inserting(row: row, of: other, at: destination)
    }
}
