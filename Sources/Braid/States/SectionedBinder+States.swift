/// Sections' states (``SectionState``): the rows a section shows after its own, or alone, while its data loads, when
/// it has none, or when loading it failed — declared on the chains (``SectionStates``), driven by their sources, or set
/// by hand.
extension SectionedBinder {
    /// Shows `state` in `section`, whatever its source says — after its rows, or alone when it has none; `nil` goes
    /// back to what the source says. `action` is what selecting the row does (its content's ``StateContent/actionTitle``
    /// names it); a row without one cannot be selected.
    ///
    /// The section's cells must be bound by a chain: a state is one of the rows a cell binding shows. The change is
    /// shown by the next update, animated like any other.
    public func setState(_ state: SectionState?, of section: Section, action: (@MainActor () -> Void)? = nil) {
        store.states.set[section] = state.map { ($0, action) }
        store.states.version &+= 1
        setNeedsUpdate()
    }

    /// Shows `state` in place of the whole list — a background view on UIKit, the view's area in the terminal — whatever
    /// the sections hold; nil shows the list again (or ``emptyViewState``, when no section has a row). `action` is what
    /// selecting it does.
    public func setViewState(_ state: SectionState?, action: (@MainActor () -> Void)? = nil) {
        store.states.viewState = state.map { ($0, action) }
        showViewState(current)
    }

    /// Shown in place of the whole list when no section has a row (a state row counts as one); nil, the default:
    /// an empty list shows nothing.
    public var emptyViewState: StateContent? {
        get { store.states.emptyViewState }
        set {
            store.states.emptyViewState = newValue
            showViewState(current)
        }
    }

    /// Tells the host the whole view's state for `snapshot`, the data shown, if it changed: the one set by hand, else
    /// the empty one when no section has a row.
    func showViewState(_ snapshot: _TableSnapshot<Section>) {
        let book = store.states
        if !book.isInUse { return }  // the usual case: no state was ever declared or set
        let shown: (state: SectionState, action: (@MainActor () -> Void)?)? =
            book.viewState ?? book.emptyViewState.flatMap { content in
                snapshot.data.allSatisfy(\.items.isEmpty) ? (SectionState.empty(content), nil) : nil
            }
        guard shown?.state != book.shownViewState || book.viewState != nil else { return }
        book.shownViewState = shown?.state
        cellHost.setViewState(shown?.state, action: shown?.action)
    }

    /// `items`, a binding's sections for `scope`, each with the state it shows now, if any: a binding's source is
    /// waiting (`loading`), failed (`error`, whose action starts it again), or has no rows (`empty`) — where the
    /// section's chain declared that state — or the app set one by hand. Sections of `scope` named but not in `items`
    /// (a source that has not delivered) have no rows.
    func stated(_ items: [Section: _SectionItems], scope: _ChainScope<Section>, source: _LatestStatus?) -> [Section: _SectionItems] {
        let book = store.states
        if !book.isInUse && source?.defaults == nil { return items }  // the usual case: no states anywhere
        var result = items
        var sections = Array(items.keys)
        switch scope {
        case .sections(let named): sections += named.filter { items[$0] == nil }
        case .allSections: sections += book.set.keys.filter { items[$0] == nil && store.isDynamic($0) }
        case .anySection: break
        }
        let status = source?.status()
        for section in sections {
            let rows = items[section] ?? _CountedItems(count: 0)
            guard let (state, action) = state(of: section, rows: rows, status: status, source: source) else { continue }
            let cellType = store.value(book.declared, for: section)?.cellType
            result[section] = _StatedItems(base: rows, state: state, action: action, cellType: cellType)
        }
        return result
    }

    /// The state `section` shows with `rows`: one set by hand, else what its chain declared for its source's `status`.
    private func state(
        of section: Section, rows: _SectionItems, status: _SourceStatus?, source: _LatestStatus?
    ) -> (SectionState, (@MainActor () -> Void)?)? {
        if let set = store.states.set[section] { return set }
        guard let declared = store.value(store.states.declared, for: section) ?? source?.defaults else { return nil }
        switch status {
        case .failed(let error)?:
            if let content = declared.error?(error) { return (.error(content), source?.restart) }
        case .waiting?:
            if rows.isEmpty, let content = declared.loading { return (.loading(content), nil) }
        case .loadingMore?:
            if let content = declared.loading { return (.loading(content), nil) }
        case .delivering?, nil:
            break
        }
        if rows.isEmpty, let content = declared.empty { return (.empty(content), nil) }
        return nil
    }
}
