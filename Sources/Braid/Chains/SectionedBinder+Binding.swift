/// The registration every chain type shares: chains only adapt typed closures to these.
///
/// Every binding goes through ``set(_:_:_:method:)`` or ``append(_:_:_:method:)``, which refuse (and report)
/// bindings made after `finish()`; `method` is the chain method that was called, for the message.
extension SectionedBinder {
    func set<Value>(
        _ keyPath: ReferenceWritableKeyPath<_BindingStore<Section>, _Scoped<Section, Value>>,
        _ scope: _ChainScope<Section>, _ value: Value, method: String = #function
    ) {
        guard checkCanBind(method) else { return }
        switch scope {
        case .sections(let sections): for section in sections { store[keyPath: keyPath].named[section] = value }
        case .allSections: store[keyPath: keyPath].all = value
        case .anySection: store[keyPath: keyPath].any = value
        }
    }

    func append<Handler>(
        _ keyPath: ReferenceWritableKeyPath<_BindingStore<Section>, _Scoped<Section, [Handler]>>,
        _ scope: _ChainScope<Section>, _ handler: Handler, method: String = #function
    ) {
        guard checkCanBind(method) else { return }
        switch scope {
        case .sections(let sections): for section in sections { store[keyPath: keyPath].named[section, default: []].append(handler) }
        case .allSections: store[keyPath: keyPath].all = (store[keyPath: keyPath].all ?? []) + [handler]
        case .anySection: store[keyPath: keyPath].any = (store[keyPath: keyPath].any ?? []) + [handler]
        }
    }

    /// Binds cells for `scope`; `items` gives every section's models and/or view models, diffed by the traits
    /// of their types (nil: the binding has no models, or no view models). Returns how the chain's handlers read
    /// the models. With `dequeuesContentCell`, `makeCell` dequeues the host's content cell: every row's cell is of one
    /// type, though the binding cannot name it (`cellType` is nil). With `showAlike`, rows are compared by what they
    /// show rather than by their models (``_TypedRows/showAlike``): what they show is made only when asked, so `split`
    /// need not make it for every row.
    @discardableResult
    func bindCells<Model, ViewModel, Value>(
        _ scope: _ChainScope<Section>, cellType: AnyObject.Type?, dequeuesContentCell: Bool = false,
        models modelTraits: _DiffTraits<Model>?,
        viewModels viewModelTraits: _DiffTraits<ViewModel>?, showAlike: ((Model, Model) -> Bool)? = nil,
        items: _Source<[Section: Value]>, split: @escaping (Value) -> (models: [Model]?, viewModels: [ViewModel]?),
        makeCell: @escaping (CellDequeuer, _TypedItems<Model, ViewModel>, Int) -> AnyObject,
        method: String = #function
    ) -> _ChainModels<Model> {
        guard checkCanBind(method) else { return _ChainModels(bound: nil) }
        let modelType: Any.Type? = modelTraits != nil ? Model.self : viewModelTraits != nil ? ViewModel.self : nil
        let rows = _TypedRows(modelTraits: modelTraits, viewModelTraits: viewModelTraits, showAlike: showAlike, makeCell: makeCell)
        // One pass over the source's sections (`split` takes each section's value apart: the models, the view
        // models, or both), not a dictionary of pairs made first: in code generic over the section type, each
        // pass over a dictionary asks the runtime for metadata, on every update.
        let binding = cellBinding(
            scope, source: items.latest, cellType: cellType, dequeuesContentCell: dequeuesContentCell, modelType: modelType,
            version: items.version
        ) {
            items.read().mapValues {
                let (models, viewModels) = split($0)
                return _TypedItems(models: models, viewModels: viewModels, rows: rows)
            }
        }
        setCells(scope, binding, method: method)
        return _ChainModels(bound: rows.rowModels)
    }

    /// Binds cells for `scope` to recording lists, one per section: each of their edits asks for an update, which
    /// shows the edits as they were made (`_RecordedDiff`) when it can, and diffs the lists otherwise. The lists hold
    /// models, or with `viewModels` view models. With `paging`, the lists are a paged section's, which its loader fills
    /// (``_PageLoader``). With `dequeuesContentCell`, `makeCell` dequeues the host's content cell, and with `showAlike`
    /// the lists' models, when diffed, are compared by what their rows show (see ``bindCells``). Returns how the chain's
    /// handlers read the models.
    @discardableResult
    func bindRecorded<Element>(
        _ scope: _ChainScope<Section>, cellType: AnyObject.Type?, dequeuesContentCell: Bool = false,
        lists: [Section: RecordingList<Element>],
        viewModels: Bool = false, traits: _DiffTraits<Element>, showAlike: ((Element, Element) -> Bool)? = nil,
        paging: _Paging? = nil,
        makeCell: @escaping (CellDequeuer, Int, Element) -> AnyObject, method: String = #function
    ) -> _ChainModels<Element> {
        guard checkCanBind(method) else { return _ChainModels(bound: nil) }
        // Diffed, the lists' items are an array binding's, of models or of view models.
        let makeFlat: ([Element]) -> _SectionItems
        let rowModels: _RowModels<Element>?
        if viewModels {
            let rows = _TypedRows(modelTraits: nil as _DiffTraits<Void>?, viewModelTraits: traits) { dequeuer, items, row in
                makeCell(dequeuer, row, items.viewModels![row])
            }
            makeFlat = { _TypedItems(models: nil, viewModels: $0, rows: rows) }
            rowModels = nil
        } else {
            let rows = _TypedRows(modelTraits: traits, viewModelTraits: nil as _DiffTraits<Void>?, showAlike: showAlike) { dequeuer, items, row in
                makeCell(dequeuer, row, items.models![row])
            }
            makeFlat = { _TypedItems(models: $0, viewModels: nil, rows: rows) }
            rowModels = rows.rowModels
        }
        // Each list's version only grows, so their sum changes whenever one of them does.
        // A list's handler edits it at once or never: a user's edit it did not echo goes back on the next update.
        let binding = cellBinding(
            scope, source: paging?.status, cellType: cellType, dequeuesContentCell: dequeuesContentCell,
            modelType: Element.self,
            version: { lists.values.reduce(paging?.version() ?? 0) { $0 &+ $1.version } },
            keepsUserEdits: false
        ) {
            lists.mapValues { list -> _SectionItems in
                guard let paging else {
                    return _RecordingItems(list.read(), traits: traits, rowModels: rowModels, makeCell: makeCell, makeFlat: makeFlat)
                }
                return _PagedItems(
                    list.read(), traits: traits, rowModels: rowModels, makeCell: makeCell, makeFlat: makeFlat,
                    shown: paging.shown, rowWillShow: paging.rowWillShow)
            }
        }
        setCells(scope, binding, method: method)
        for list in lists.values {
            list.observe { [weak self] event in
                guard let self else { return false }
                switch event {
                case .changed: self.setNeedsUpdate()
                case .wrongEdit(let message): self.report(.warning, message)
                }
                return true
            }
        }
        return _ChainModels(bound: rowModels)
    }

    /// Binds cells for `scope` to trees: each section's roots from `roots`, shown as the rows `shape`'s walk makes
    /// with the binding's expansion (a ``_TreeControl``, which the binder's `expand(_:)` and the hosts' disclosures
    /// change). The binding reads again when the source's version or the expansion changes. With `dequeuesContentCell`
    /// and `showAlike`, the rows are content rows (see ``bindCells``). Returns how the chain's handlers read the rows'
    /// nodes.
    @discardableResult
    func bindTree<Model>(
        _ scope: _ChainScope<Section>, cellType: AnyObject.Type?, dequeuesContentCell: Bool = false,
        roots: _Source<[Section: [Model]]>, shape: _TreeShape<Model>, traits: _DiffTraits<TreeNode<Model>>,
        showAlike: ((TreeNode<Model>, TreeNode<Model>) -> Bool)? = nil,
        dequeue: @escaping (CellDequeuer, TreeNode<Model>) -> AnyObject, method: String = #function
    ) -> _ChainModels<TreeNode<Model>> {
        guard checkCanBind(method) else { return _ChainModels(bound: nil) }
        if shape.identity == nil {
            let form = dequeuesContentCell ? "bind(content:tree:children:)" : "bind(cellType:tree:children:)"
            report(.error, "\(form) binds a tree of \(Model.self), which has no identity (CollectionIdentifiable or Identifiable): expansion is kept by identity, so expand, collapse and the disclosures do nothing, and the tree shows as its expansion policy says. Conform \(Model.self) to Identifiable.")
        }
        let rows = _TypedRows(modelTraits: traits, viewModelTraits: nil as _DiffTraits<Void>?, showAlike: showAlike,
                              makeCell: { dequeuer, items, row in dequeue(dequeuer, items.models![row]) })
        let identity = shape.identity
        let control = _TreeControl(
            modelType: Model.self,
            identity: { value in (value as? Model).flatMap { identity?($0) } },
            expandsInitially: { value, depth in (value as? Model).map { shape.expandsInitially($0, depth: depth) } ?? false },
            changed: { [weak self] in self?.setNeedsUpdate() })
        let tree = _TreeBinding(shape: shape, rows: rows, control: control, dequeue: dequeue)
        // The source's version and the expansion's, in one number that changes when either does.
        let version = roots.version.map { source in { source() &* (1 << 32) &+ control.version } }
        let binding = cellBinding(
            scope, source: roots.latest, cellType: cellType, dequeuesContentCell: dequeuesContentCell,
            modelType: TreeNode<Model>.self, version: version
        ) {
            let expansion = control.expansion
            let previousCount = control.shownRows
            return roots.read().mapValues { roots -> _SectionItems in
                _TreeItems(roots: roots, binding: tree, expansion: expansion, previousCount: previousCount)
            }
        }
        setCells(scope, binding, method: method)
        store.trees.append(control)
        return _ChainModels(bound: rows.rowModels)
    }

    /// Sets `scope`'s cell binding. One that replaces another — a section's cells bound twice — is warned about: the
    /// earlier binding goes, and its chain's handlers that take its cells or models with it.
    private func setCells(_ scope: _ChainScope<Section>, _ binding: _CellBinding<Section>, method: String) {
        let replaced: String? =
            switch scope {
            case .sections(let sections): sections.first { store.cells.named[$0] != nil }.map { "section \($0)" }
            case .allSections: store.cells.all != nil ? "all sections" : nil
            case .anySection: nil
            }
        if let replaced, !updates.isFinished {
            report(.warning, "\(method) binds the cells of \(replaced) again: the earlier cell binding no longer applies, nor do its chain's handlers that take its cells or models.")
        }
        set(\.cells, scope, binding, method: method)
    }

    /// A cell binding for `scope` whose items `read` gives, read again when `version` changes (every update, when nil),
    /// each section with its state (``stated(_:scope:source:)``; `source`: a reactive source's status).
    private func cellBinding(
        _ scope: _ChainScope<Section>, source: _LatestStatus?, cellType: AnyObject.Type?, dequeuesContentCell: Bool = false,
        modelType: Any.Type?, version: (() -> Int)?, keepsUserEdits: Bool = true,
        read: @escaping () -> [Section: _SectionItems]
    ) -> _CellBinding<Section> {
        _CellBinding<Section>(
            items: { [unowned self] in stated(read(), scope: scope, source: source) },
            version: statedVersion(version), keepsUserEdits: keepsUserEdits, cellType: cellType,
            dequeuesContentCell: dequeuesContentCell, modelType: modelType,
            makeCell: { [unowned self] dequeuer, items, row in
                guard let cell = items.makeCell(dequeuer, row: row) else {
                    self.report(.error, "internal: items of type \(type(of: items)) reached a binding of \(modelType.map { "\($0)" } ?? "no") models.")
                    return _PlaceholderCell()
                }
                return cell
            })
    }

    /// `version`, changing too when a state set by hand does (nil stays nil: read on every update anyway).
    private func statedVersion(_ version: (() -> Int)?) -> (() -> Int)? {
        let states = store.states
        return version.map { version in { version() &+ states.version &* 1_000_003 } }
    }

    /// Binds a number of cells made by a provider (no models: the section is diffed by count).
    func bindCounted(
        _ scope: _ChainScope<Section>, counts: _Source<[Section: Int]>,
        makeCell: @escaping (CellDequeuer, Section, Int) -> AnyObject, method: String = #function
    ) {
        guard checkCanBind(method) else { return }
        let binding = _CellBinding<Section>(
            items: { [unowned self] in
                let items = counts.read().mapValues { count -> _SectionItems in
                    if count < 0 { self.report(.warning, "numberOfCells must not be negative; got \(count). The section shows no cells.") }
                    return _CountedItems(count: max(0, count))
                }
                return stated(items, scope: scope, source: counts.latest)
            },
            version: statedVersion(counts.version),
            cellType: nil, modelType: nil,
            makeCell: { [unowned self] dequeuer, _, row in
                guard let section = self.display.section(at: dequeuer.path.section)?.section else { return _PlaceholderCell() }
                return makeCell(dequeuer, section, row)
            })
        setCells(scope, binding, method: method)
    }

    /// Binds header or footer titles.
    func bindTitles(
        _ keyPath: ReferenceWritableKeyPath<_BindingStore<Section>, _Scoped<Section, () -> [Section: String]>>,
        _ scope: _ChainScope<Section>, _ titles: @escaping () -> [Section: String], method: String = #function
    ) {
        set(keyPath, scope, titles, method: method)
    }

    /// Binds a header or footer view type with view models.
    func bindViews<View: ViewModelBindable>(
        _ keyPath: ReferenceWritableKeyPath<_BindingStore<Section>, _Scoped<Section, _ViewBinding<Section>>>,
        _ scope: _ChainScope<Section>, _ viewType: View.Type, _ viewModels: _Source<[Section: View.ViewModel]>,
        method: String = #function
    ) {
        guard checkCanBind(method) else { return }
        let view = _BoundView(
            viewType: viewType, reuseIdentifier: _reuseIdentifier(of: viewType),
            configure: { [unowned self] view, viewModel in
                guard let view = view as? View, let viewModel = viewModel as? View.ViewModel else {  // checked cast: reported below
                    self.report(.error, "the \(self.noun) returned a \(type(of: view)) for a \(View.self) header/footer view; it stays unconfigured. Give \(View.self) its own reuseIdentifier (ReuseIdentifiable).")
                    return
                }
                view.viewModel = viewModel
            },
            equals: _anyEquality(View.ViewModel.self))
        let binding = _ViewBinding<Section>(
            view: view, viewModels: { viewModels.read().mapValues { $0 as Any } }, version: viewModels.version)
        set(keyPath, scope, binding, method: method)
    }

    // MARK: Typed handlers

    /// `cell` as the chain's `Cell`. Hosts hand cells back as they hold them (`AnyObject`). One of another type comes
    /// after a mistake already reported — a dequeue that handed back another type, or the section's cells bound again
    /// by another chain — and the handler does not run; that is reported once per section and handler.
    func cell<Cell>(_ cell: AnyObject, as _: Cell.Type, _ section: Section, _ what: String) -> Cell? {
        guard let typed = cell as? Cell else {  // checked cast: hosts hand cells back as AnyObject; reported below
            if diagnostics.isFirst(.foreignCell(what), for: section) {
                report(.warning, "\(what) on section \(section) expects \(Cell.self) cells, but the \(noun) handed back a \(type(of: cell)); it does not run for such cells. Check the section's cell binding (bound twice?) and registration.")
            }
            return nil
        }
        return typed
    }

    /// The model of `row` for a handler of a chain with models: read typed through the chain's binding
    /// (``_ChainModels``); nil, silently, for rows another binding made — the section's cells bound again, which was
    /// reported then: the chain's handlers went with its binding. Rows without a `Model` for a chain that assumed its
    /// model type (`assuming(modelType:)`) wrongly are reported with the handler, which does not run.
    func model<Model>(_ models: _ChainModels<Model>, _ section: Section, _ row: _ItemRow, _ what: String) -> Model? {
        guard let model = models.model(of: row) else {
            if models.bound != nil { return nil }  // another binding's rows: the chain's handlers went with its binding
            let actual = store.value(store.cells, for: section)?.cells.modelType
            report(.error, "\(what) on section \(section) expects models of type \(Model.self), but the section's rows are \(actual.map { "\($0)" } ?? "not bound with models"); it does not run. Check assuming(modelType:) and the cell binding of that section.")
            return nil
        }
        return model
    }

    /// A cell handler, as the store keeps them, that runs `handler` with the cell and the model typed (each mistake
    /// reported as `what` did: ``cell(_:as:_:_:)``, ``model(_:_:_:_:)``); the chains' model-typed cell handlers are
    /// all this.
    func typedCellHandler<Cell, Model>(
        _ models: _ChainModels<Model>, _ what: String, _ handler: @escaping (Section, Int, Cell, Model) -> Void
    ) -> _HandlerBindings<Section>.CellHandler {
        { [unowned self] section, row, cell, item in
            guard let model = self.model(models, section, item, what), let cell = self.cell(cell, as: Cell.self, section, what)
            else { return }
            handler(section, row, cell, model)
        }
    }

    /// A cell handler, as the store keeps them, that runs `handler` with the cell typed (``cell(_:as:_:_:)``).
    func cellHandler<Cell>(_ what: String, _ handler: @escaping (Section, Int, Cell) -> Void) -> _HandlerBindings<Section>.CellHandler {
        { [unowned self] section, row, cell, _ in
            if let cell = self.cell(cell, as: Cell.self, section, what) { handler(section, row, cell) }
        }
    }

    /// A row's question or handler, as the store keeps them, answered by `body` with the row's model typed; for a
    /// row without a `Model` (reported: ``model(_:_:_:_:)``), `otherwise`.
    func modelRow<Model, Value>(
        _ models: _ChainModels<Model>, _ what: String, otherwise: Value, _ body: @escaping (Section, Int, Model) -> Value
    ) -> (Section, Int, _ItemRow) -> Value {
        { [unowned self] section, row, item in
            guard let model = self.model(models, section, item, what) else { return otherwise }
            return body(section, row, model)
        }
    }

    /// A disappear handler, as the store keeps them: armed when the row appears, it runs `handler` when the row goes,
    /// with the cell typed.
    func disappearance<Cell>(_ handler: @escaping (Section, Int, Cell) -> Void) -> _RowEventBindings<Section>.Disappearance {
        { [unowned self] section, _ in
            { row, cell in
                if let cell = self.cell(cell, as: Cell.self, section, "onDisappear") { handler(section, row, cell) }
            }
        }
    }

    /// ``disappearance(_:)`` with the model the row showed when it appeared — read then, so that a row deleted or
    /// reloaded since still gets its own.
    func disappearance<Cell, Model>(
        _ models: _ChainModels<Model>, _ handler: @escaping (Section, Int, Cell, Model) -> Void
    ) -> _RowEventBindings<Section>.Disappearance {
        { [unowned self] section, item in
            let model = self.model(models, section, item, "onDisappear")
            return { row, cell in
                guard let model, let cell = self.cell(cell, as: Cell.self, section, "onDisappear") else { return }
                handler(section, row, cell, model)
            }
        }
    }

    /// An event handler, as the store keeps them, that runs `handler` for the events of `EventCell` cells — the one
    /// kind of cell it was bound for: events from the section's other cells are not its (not a mistake). `scope`: the
    /// chain's, where `onEvent(from:)` on content rows — which never emit an `EventCell`'s events — is reported.
    func eventHandler<EventCell: ViewEventEmitting>(
        _: EventCell.Type, checking scope: _ChainScope<Section>? = nil,
        _ handler: @escaping (Section, Int, EventCell, EventCell.ViewEvent, _ItemRow) -> Void
    ) -> _HandlerBindings<Section>.EventHandler {
        if let scope, EventCell.ViewEvent.self != RowContentEvent.self {
            checkEventSource(contentEvents: false, method: "onEvent(from: \(EventCell.self).self)", scope)
        }
        return { [unowned self] section, row, cell, event, item in
            guard let cell = cell as? EventCell else { return }
            // A cell's events are its `ViewEvent`s (`emit(event:)` takes nothing else).
            guard let event = event as? EventCell.ViewEvent else {  // checked cast: reported below
                self.report(.error, "internal: a \(EventCell.self) emitted a \(type(of: event)), not its \(EventCell.ViewEvent.self).")
                return
            }
            handler(section, row, cell, event, item)
        }
    }
}

/// `==` for values of `T` seen as `Any`, when `T` is `Equatable`.
func _anyEquality<T>(_ type: T.Type) -> ((Any, Any) -> Bool)? {
    guard let equatable = T.self as? any Equatable.Type else { return nil }
    return _openEquality(equatable)
}

private func _openEquality<E: Equatable>(_: E.Type) -> (Any, Any) -> Bool {
    { ($0 as? E) == ($1 as? E) }
}
