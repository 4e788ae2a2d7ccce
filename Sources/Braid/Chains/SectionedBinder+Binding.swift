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
    /// of their types (nil: the binding has no models, or no view models).
    func bindCells<Model, ViewModel, Value>(
        _ scope: _ChainScope<Section>, cellType: AnyObject.Type?, models modelTraits: _DiffTraits<Model>?,
        viewModels viewModelTraits: _DiffTraits<ViewModel>?,
        items: _Source<[Section: Value]>, split: @escaping (Value) -> (models: [Model]?, viewModels: [ViewModel]?),
        makeCell: @escaping (CellDequeuer, _TypedItems<Model, ViewModel>, Int) -> AnyObject,
        method: String = #function
    ) {
        guard checkCanBind(method) else { return }
        let modelType: Any.Type? = modelTraits != nil ? Model.self : viewModelTraits != nil ? ViewModel.self : nil
        let rows = _TypedRows(modelTraits: modelTraits, viewModelTraits: viewModelTraits, makeCell: makeCell)
        // One pass over the source's sections (`split` takes each section's value apart: the models, the view
        // models, or both), not a dictionary of pairs made first: in code generic over the section type, each
        // pass over a dictionary asks the runtime for metadata, on every update.
        let binding = cellBinding(cellType: cellType, modelType: modelType, version: items.version) {
            items.read().mapValues {
                let (models, viewModels) = split($0)
                return _TypedItems(models: models, viewModels: viewModels, rows: rows)
            }
        }
        set(\.cells, scope, binding, method: method)
    }

    /// Binds cells for `scope` to recording lists, one per section: each of their edits asks for an update, which
    /// shows the edits as they were made (`_RecordedDiff`) when it can, and diffs the lists otherwise. The lists hold
    /// models, or with `viewModels` view models.
    func bindRecorded<Element>(
        _ scope: _ChainScope<Section>, cellType: AnyObject.Type?, lists: [Section: RecordingList<Element>],
        viewModels: Bool = false, traits: _DiffTraits<Element>,
        makeCell: @escaping (CellDequeuer, Int, Element) -> AnyObject, method: String = #function
    ) {
        guard checkCanBind(method) else { return }
        // Diffed, the lists' items are an array binding's, of models or of view models.
        let makeFlat: ([Element]) -> _SectionItems
        if viewModels {
            let rows = _TypedRows(modelTraits: nil as _DiffTraits<Void>?, viewModelTraits: traits) { dequeuer, items, row in
                makeCell(dequeuer, row, items.viewModels![row])
            }
            makeFlat = { _TypedItems(models: nil, viewModels: $0, rows: rows) }
        } else {
            let rows = _TypedRows(modelTraits: traits, viewModelTraits: nil as _DiffTraits<Void>?) { dequeuer, items, row in
                makeCell(dequeuer, row, items.models![row])
            }
            makeFlat = { _TypedItems(models: $0, viewModels: nil, rows: rows) }
        }
        // Each list's version only grows, so their sum changes whenever one of them does.
        // A list's handler edits it at once or never: a user's edit it did not echo goes back on the next update.
        let binding = cellBinding(
            cellType: cellType, modelType: Element.self, version: { lists.values.reduce(0) { $0 + $1.version } },
            keepsUserEdits: false
        ) {
            lists.mapValues { _RecordingItems($0.read(), traits: traits, makeCell: makeCell, makeFlat: makeFlat) }
        }
        set(\.cells, scope, binding, method: method)
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
    }

    /// Binds cells for `scope` to trees: each section's roots from `roots`, shown as the rows `shape`'s walk makes
    /// with the binding's expansion (a ``_TreeControl``, which the binder's `expand(_:)` and the hosts' disclosures
    /// change). The binding reads again when the source's version or the expansion changes.
    func bindTree<Model>(
        _ scope: _ChainScope<Section>, cellType: AnyObject.Type?, roots: _Source<[Section: [Model]]>,
        shape: _TreeShape<Model>, traits: _DiffTraits<TreeNode<Model>>,
        dequeue: @escaping (CellDequeuer) -> AnyObject, method: String = #function
    ) {
        guard checkCanBind(method) else { return }
        if shape.identity == nil {
            report(.error, "bind(cellType:tree:children:) binds a tree of \(Model.self), which has no identity (CollectionIdentifiable or Identifiable): expansion is kept by identity, so expand, collapse and the disclosures do nothing, and the tree shows as its expansion policy says. Conform \(Model.self) to Identifiable.")
        }
        let rows = _TypedRows(modelTraits: traits, viewModelTraits: nil as _DiffTraits<Void>?,
                              makeCell: { dequeuer, _, _ in dequeue(dequeuer) })
        let identity = shape.identity
        let control = _TreeControl(
            modelType: Model.self,
            identity: { value in (value as? Model).flatMap { identity?($0) } },
            expandsInitially: { value, depth in (value as? Model).map { shape.expandsInitially($0, depth: depth) } ?? false },
            changed: { [weak self] in self?.setNeedsUpdate() })
        let tree = _TreeBinding(shape: shape, rows: rows, control: control, dequeue: dequeue)
        // The source's version and the expansion's, in one number that changes when either does.
        let version = roots.version.map { source in { source() &* (1 << 32) &+ control.version } }
        let binding = cellBinding(cellType: cellType, modelType: TreeNode<Model>.self, version: version) {
            let expansion = control.expansion
            let previousCount = control.shownRows
            return roots.read().mapValues { roots -> _SectionItems in
                _TreeItems(roots: roots, binding: tree, expansion: expansion, previousCount: previousCount)
            }
        }
        set(\.cells, scope, binding, method: method)
        store.trees.append(control)
    }

    /// A cell binding whose items `read` gives, read again when `version` changes (every update, when nil).
    private func cellBinding(
        cellType: AnyObject.Type?, modelType: Any.Type?, version: (() -> Int)?, keepsUserEdits: Bool = true,
        read: @escaping () -> [Section: _SectionItems]
    ) -> _CellBinding<Section> {
        _CellBinding<Section>(
            items: read, version: version, keepsUserEdits: keepsUserEdits, cellType: cellType, modelType: modelType,
            makeCell: { [unowned self] dequeuer, items, row in
                guard let cell = items.makeCell(dequeuer, row: row) else {
                    self.report(.error, "internal: items of type \(type(of: items)) reached a binding of \(modelType.map { "\($0)" } ?? "no") models.")
                    return _PlaceholderCell()
                }
                return cell
            })
    }

    /// Binds a number of cells made by a provider (no models: the section is diffed by count).
    func bindCounted(
        _ scope: _ChainScope<Section>, counts: _Source<[Section: Int]>,
        makeCell: @escaping (CellDequeuer, Section, Int) -> AnyObject, method: String = #function
    ) {
        guard checkCanBind(method) else { return }
        let binding = _CellBinding<Section>(
            items: { [unowned self] in
                counts.read().mapValues { count in
                    if count < 0 { self.report(.warning, "numberOfCells must not be negative; got \(count). The section shows no cells.") }
                    return _CountedItems(count: max(0, count))
                }
            },
            version: counts.version,
            cellType: nil, modelType: nil,
            makeCell: { [unowned self] dequeuer, _, row in
                guard let section = self.display.section(at: dequeuer.path.section)?.section else { return _PlaceholderCell() }
                return makeCell(dequeuer, section, row)
            })
        set(\.cells, scope, binding, method: method)
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
                guard let view = view as? View, let viewModel = viewModel as? View.ViewModel else {
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

    /// Casts a handler's cell and model; reports a model of the wrong type (a wrong `assuming(modelType:)`).
    func typed<Cell, Model>(_ section: Section, _ cell: AnyObject, _ model: Any?, _ what: String) -> (Cell, Model)? {
        guard let cell = cell as? Cell, let model: Model = typed(section, model, what) else { return nil }
        return (cell, model)
    }

    /// A cell handler, as the store keeps them, that runs `handler` with the cell and the model typed — reporting a
    /// model of another type as `what` did (a wrong `assuming(modelType:)`); the chains' model-typed cell handlers are
    /// all this.
    func typedCellHandler<Cell, Model>(
        _ what: String, _ handler: @escaping (Section, Int, Cell, Model) -> Void
    ) -> _HandlerBindings<Section>.CellHandler {
        { [unowned self] section, row, cell, model in
            if let (cell, model): (Cell, Model) = self.typed(section, cell, model, what) { handler(section, row, cell, model) }
        }
    }

    /// Casts a handler's model; reports a model of the wrong type (a wrong `assuming(modelType:)`).
    func typed<Model>(_ section: Section, _ model: Any?, _ what: String) -> Model? {
        guard let model = model as? Model else {
            report(.error, "\(what) on section \(section) expects models of type \(Model.self), but the section's models are \(model.map { "\(type(of: $0))" } ?? "missing (it binds no models)"); check assuming(modelType:) and the cell binding of that section.")
            return nil
        }
        return model
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
