/// A section's rows followed by a state row (``SectionState``) — or the state row alone, when the section has none.
///
/// A kind of its own: the chain's rows are ``base``'s, asked of it as ever; the state row is the items' own — the
/// host's content cell (or the chain's state cell, ``cellType``) shows it, selecting it runs ``action``, and no handler
/// of the chain hears of it (``item(at:)`` is nil there). Its identity is one no model has, so a state that comes or
/// goes is a row inserted or deleted, and a state that changes is that row reloaded, in the same batches as the rows.
final class _StatedItems: _SectionItems, @unchecked Sendable {
    /// The chain's rows.
    let base: _SectionItems
    let state: SectionState
    /// What selecting the state row does; nil: it cannot be selected.
    let action: (@MainActor () -> Void)?
    /// The cell the state shows in; nil: the host's.
    let cellType: (any StateShowing.Type)?

    init(base: _SectionItems, state: SectionState, action: (@MainActor () -> Void)?, cellType: (any StateShowing.Type)?) {
        self.base = base
        self.state = state
        self.action = action
        self.cellType = cellType
    }

    /// The same state after `base`, for the items a user's edit made of them.
    private func stating(_ base: _SectionItems) -> _StatedItems {
        _StatedItems(base: base, state: state, action: action, cellType: cellType)
    }

    override var count: Int { base.count + 1 }
    override var isEmpty: Bool { false }
    override var estimatedCount: Int { base.estimatedCount + 1 }
    override func exposeForLookup() { base.exposeForLookup() }
    override var chainItems: _SectionItems { base.chainItems }
    override var ownRows: [AnyHashable] { [AnyHashable(state)] }

    override func item(at row: Int) -> _ItemRow? { row < base.count ? base.item(at: row) : nil }

    override func ownRowAction(_ row: Int) -> (@MainActor () -> Void)? {
        row == base.count && state.content.actionTitle != nil ? action : nil
    }

    @MainActor
    override func makeCell(_ dequeuer: CellDequeuer, row: Int) -> AnyObject? {
        row < base.count ? base.makeCell(dequeuer, row: row) : dequeuer.dequeueStateCell(cellType, showing: state)
    }

    // MARK: Diffing

    override var typeKeptOnMainActor: Any.Type? { base.typeKeptOnMainActor }
    override var comparesOnMainActor: Bool { base.comparesOnMainActor }
    override var isIdentified: Bool { base.isEmpty || base.isIdentified }

    override func identities() -> _IdentityList? {
        let own = _ItemIdentity.boxed(_StateRowIdentity())
        if base.isEmpty { return .others([own]) }
        return base.identities().map { .others($0.itemIdentities + [own]) }
    }

    /// The chain's rows by `base`'s comparer; the state rows by their states.
    override func rowComparer(to other: _SectionItems) -> _RowComparer {
        let (rows, otherRows) = (base.count, other.chainItems.count)
        let compare = base.isEmpty || otherRows == 0 ? _RowComparer.allEqual : base.rowComparer(to: other.chainItems)
        let sameState = other.ownRows.first == AnyHashable(state)
        let equals: (Int, Int) -> Bool = { i, j in
            if i < rows && j < otherRows { return compare.equals(i, j) }
            return i >= rows && j >= otherRows && sameState
        }
        return _RowComparer(
            equals: equals,
            differing: { i, j, count in
                if i + count <= rows && j + count <= otherRows { return compare.differing(i, j, count) }
                return (0..<count).filter { !equals(i + $0, j + $0) }
            })
    }

    override var sourceVersion: (source: AnyObject, number: Int)? { base.sourceVersion }

    /// `base`'s edits, with the state row's: it comes after them; or — the same row before and after, which they shift
    /// and never cross (the chain's rows are all above it) — it is reloaded when its state changed.
    override func edits(since old: _SectionItems) -> [_RecordedEdit]? {
        guard var edits = base.edits(since: old.chainItems) else { return nil }
        if let oldState = old.ownRows.first {
            if oldState != AnyHashable(state) { edits.append(.replace(base.count)) }
        } else {
            edits.append(.insert(base.count))
        }
        return edits
    }

    // MARK: Once shown, and the hosts' questions

    @MainActor
    override func wasShown(_ pass: _ShownPass, section: Int) { base.wasShown(pass, section: section) }
    @MainActor
    override func wasHidden() { base.wasHidden() }
    override var hearsWhenHidden: Bool { base.hearsWhenHidden }
    @MainActor
    override func rowWillShow(_ row: Int, of count: Int) { base.rowWillShow(row, of: count) }
    override func outlineRow(at row: Int) -> OutlineRow? { row < base.count ? base.outlineRow(at: row) : nil }
    @MainActor
    override func setDisclosure(of row: Int, expanded: Bool) -> Bool? {
        row < base.count ? base.setDisclosure(of: row, expanded: expanded) : nil
    }

    // MARK: A user's edits: of the chain's rows, above the state row

    override var isCounted: Bool { base.isCounted }
    override func rowsGoing(with row: Int) -> Range<Int> { base.rowsGoing(with: row) }
    override func moveLandings(of row: Int) -> (rows: [Int], rule: String)? {
        base.moveLandings(of: row) ?? (Array(0..<base.count), "above the section's \(state.kindName) row")
    }
    /// Without `row`: a chain's row, or the state row itself (the chain's rows then stand alone).
    override func removing(row: Int) -> _SectionItems { row < base.count ? stating(base.removing(row: row)) : base }
    override func inserting(row: Int, of other: _SectionItems, at destination: Int) -> _SectionItems? {
        guard row < other.chainItems.count else { return nil }  // another section's state row joins no rows
        return base.inserting(row: row, of: other.chainItems, at: min(destination, base.count)).map(stating)
    }
    override var flat: _SectionItems { base.flat }
}

extension SectionState {
    /// "loading", "empty" or "error", for messages.
    var kindName: String {
        switch self {
        case .loading: "loading"
        case .empty: "empty"
        case .error: "error"
        }
    }
}
