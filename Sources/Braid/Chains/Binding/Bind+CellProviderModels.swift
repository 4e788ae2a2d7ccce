// bind(cellProvider:models:): a closure that makes each cell from its model, for sections with several cell types —
// every form of it, on single-section and multi-section chains.
//
// Every form hands its data to the binder as a `_Source` (a constant, a closure read again on every update, or a
// reactive source's latest value) through one internal `_bind`, which is the only place that binds. A publisher's or
// async sequence's values are delivered on the main actor and join the current turn's update; the subscription lives as
// long as the binder.

extension SingleSectionBinder {
    // MARK: Arrays and closures

    /// Binds a closure that makes each cell from its model — for sections with several cell types.
    ///
    /// ```swift
    /// .bind(cellProvider: { tableView, row, item in
    ///     switch item {
    ///     case .title: tableView.dequeue(TextFieldCell.self)
    ///     case .allDay: tableView.dequeue(ToggleCell.self)
    ///     }
    /// }, models: { formItems })
    /// ```
    @inlinable @discardableResult
    public func bind<Model>(cellProvider: @escaping (CellDequeuer, Int, Model) -> AnyObject, models: [Model])
        -> ModelSingleSectionBinder<Kind, AnyObject, Section, Model>
    {
        _bind(cellProvider: cellProvider, models: _Source({ models }, version: { 0 }), traits: _DiffTraits(of: Model.self))
    }

    /// Binds a cell provider to models read again on `refresh()`.
    @inlinable @discardableResult
    public func bind<Model>(cellProvider: @escaping (CellDequeuer, Int, Model) -> AnyObject, models: @escaping () -> [Model])
        -> ModelSingleSectionBinder<Kind, AnyObject, Section, Model>
    {
        _bind(cellProvider: cellProvider, models: _Source(models), traits: _DiffTraits(of: Model.self))
    }

    /// `bind(cellProvider:models:)` with the models' diff traits, made where `Model` is concrete.
    @usableFromInline
    func _bind<Model>(
        cellProvider: @escaping (CellDequeuer, Int, Model) -> AnyObject, models: _Source<[Model]>, traits: _DiffTraits<Model>
    ) -> ModelSingleSectionBinder<Kind, AnyObject, Section, Model> {
        let section = _section
        let chainModels = _binder.bindCells(scope, cellType: nil, models: traits, viewModels: nil as _DiffTraits<Void>?,
                          items: models.map { [section: $0] }, split: { ($0, nil) },
                          makeCell: { dequeuer, items, row in cellProvider(dequeuer, row, items.models![row]) })
        return ModelSingleSectionBinder(binder: _binder, section: section, models: chainModels)
    }

    // MARK: Recording lists

    /// Binds a cell provider to a list that records its own edits: each edit updates the view by what it did,
    /// without reading or diffing the rest of the list (see ``RecordingList``).
    ///
    /// - Complexity: an update costs O(k²) for `k` edits since the last one, whatever the list's length, when the
    ///   list's edits are all that changed; otherwise the list is diffed like an array.
    @inlinable @discardableResult @_disfavoredOverload
    public func bind<Model>(cellProvider: @escaping (CellDequeuer, Int, Model) -> AnyObject, models: RecordingList<Model>)
        -> ModelSingleSectionBinder<Kind, AnyObject, Section, Model>
    {
        _bind(cellProvider: cellProvider, recording: models, traits: _DiffTraits(of: Model.self))
    }

    /// `bind(cellProvider:models:)` with a recording list and its models' diff traits, made where `Model` is concrete.
    @usableFromInline
    func _bind<Model>(
        cellProvider: @escaping (CellDequeuer, Int, Model) -> AnyObject, recording list: RecordingList<Model>,
        traits: _DiffTraits<Model>
    ) -> ModelSingleSectionBinder<Kind, AnyObject, Section, Model> {
        let chainModels = _binder.bindRecorded(.sections([_section]), cellType: nil, lists: [_section: list], traits: traits, makeCell: cellProvider)
        return ModelSingleSectionBinder(binder: _binder, section: _section, models: chainModels)
    }

    // MARK: Publishers and async sequences

    /// Binds a cell provider to models delivered by a publisher.
    @inlinable @discardableResult @_disfavoredOverload
    public func bind<Model, Source: Publisher>(cellProvider: @escaping (CellDequeuer, Int, Model) -> AnyObject, models: Source)
        -> ModelSingleSectionBinder<Kind, AnyObject, Section, Model> where Source.Output == [Model]
    {
        let latest = _binder.latest(of: models)
        return _bind(cellProvider: cellProvider, models: _Source(latest, none: []), traits: _DiffTraits(of: Model.self))
    }

    /// Binds a cell provider to models delivered by a async sequence.
    @inlinable @discardableResult @_disfavoredOverload
    public func bind<Model, Source: AsyncSequence>(cellProvider: @escaping (CellDequeuer, Int, Model) -> AnyObject, models: Source)
        -> ModelSingleSectionBinder<Kind, AnyObject, Section, Model> where Source.Element == [Model]
    {
        let latest = _binder.latest(of: models)
        return _bind(cellProvider: cellProvider, models: _Source(latest, none: []), traits: _DiffTraits(of: Model.self))
    }

    // MARK: Update callbacks (`updatedBy:`)

    /// `bind(cellProvider:models:)` with a closure, and sets `callback` to refresh the binder.
    @inlinable @discardableResult
    public func bind<Model>(
        cellProvider: @escaping (CellDequeuer, Int, Model) -> AnyObject, models: @escaping () -> [Model],
        updatedBy callback: inout () -> Void
    ) -> ModelSingleSectionBinder<Kind, AnyObject, Section, Model> {
        callback = _binder.updateCallback()
        return bind(cellProvider: cellProvider, models: models)
    }

}

extension MultiSectionBinder {
    // MARK: Arrays and closures

    /// Binds a closure that makes each cell from its section and model, models given per section.
    @inlinable @discardableResult
    public func bind<Model>(
        cellProvider: @escaping (CellDequeuer, Section, Int, Model) -> AnyObject, models: [Section: [Model]]
    ) -> ModelMultiSectionBinder<Kind, AnyObject, Section, Model> {
        _bind(cellProvider: cellProvider, models: _Source({ models }, version: { 0 }), traits: _DiffTraits(of: Model.self))
    }

    /// Binds a cell provider to models per section read again on `refresh()`.
    @inlinable @discardableResult
    public func bind<Model>(
        cellProvider: @escaping (CellDequeuer, Section, Int, Model) -> AnyObject, models: @escaping () -> [Section: [Model]]
    ) -> ModelMultiSectionBinder<Kind, AnyObject, Section, Model> {
        _bind(cellProvider: cellProvider, models: _Source(models), traits: _DiffTraits(of: Model.self))
    }

    /// `bind(cellProvider:models:)` with the models' diff traits, made where `Model` is concrete.
    @usableFromInline
    func _bind<Model>(
        cellProvider: @escaping (CellDequeuer, Section, Int, Model) -> AnyObject, models: _Source<[Section: [Model]]>,
        traits: _DiffTraits<Model>
    ) -> ModelMultiSectionBinder<Kind, AnyObject, Section, Model> {
        let binder = _binder
        let chainModels = binder.bindCells(_scope, cellType: nil, models: traits, viewModels: nil as _DiffTraits<Void>?,
                         items: models, split: { ($0, nil) },
                         makeCell: { [unowned binder] dequeuer, items, row in
                             guard let section = binder.display.section(at: dequeuer.path.section)?.section else { return _PlaceholderCell() }
                             return cellProvider(dequeuer, section, row, items.models![row])
                         })
        return ModelMultiSectionBinder(binder: binder, scope: _scope, models: chainModels)
    }

    // MARK: Recording lists

    /// Binds a closure that makes each cell from its section and model to the chain's sections, models given per
    /// section in lists that record their own edits: each edit updates the view by what it did, without reading or
    /// diffing the rest of the lists (see ``RecordingList``).
    ///
    /// - Complexity: an update costs O(sections + k²) for `k` edits since the last one, whatever the lists' lengths,
    ///   when the lists' edits are all that changed; otherwise the lists are diffed like arrays.
    @inlinable @discardableResult @_disfavoredOverload
    public func bind<Model>(
        cellProvider: @escaping (CellDequeuer, Section, Int, Model) -> AnyObject, models: [Section: RecordingList<Model>]
    ) -> ModelMultiSectionBinder<Kind, AnyObject, Section, Model> {
        _bind(cellProvider: cellProvider, recording: models, traits: _DiffTraits(of: Model.self))
    }

    /// `bind(cellProvider:models:)` with recording lists and their models' diff traits, made where `Model` is
    /// concrete.
    @usableFromInline
    func _bind<Model>(
        cellProvider: @escaping (CellDequeuer, Section, Int, Model) -> AnyObject,
        recording lists: [Section: RecordingList<Model>], traits: _DiffTraits<Model>
    ) -> ModelMultiSectionBinder<Kind, AnyObject, Section, Model> {
        let binder = _binder
        let chainModels = binder.bindRecorded(_scope, cellType: nil, lists: lists, traits: traits,
                            makeCell: { [unowned binder] dequeuer, row, model in
                                guard let section = binder.display.section(at: dequeuer.path.section)?.section else { return _PlaceholderCell() }
                                return cellProvider(dequeuer, section, row, model)
                            })
        return ModelMultiSectionBinder(binder: binder, scope: _scope, models: chainModels)
    }

    // MARK: Publishers and async sequences

    /// Binds a cell provider to models per section delivered by a publisher.
    @inlinable @discardableResult @_disfavoredOverload
    public func bind<Model, Source: Publisher>(
        cellProvider: @escaping (CellDequeuer, Section, Int, Model) -> AnyObject, models: Source
    ) -> ModelMultiSectionBinder<Kind, AnyObject, Section, Model> where Source.Output == [Section: [Model]] {
        let latest = _binder.latest(of: models)
        return _bind(cellProvider: cellProvider, models: _Source(latest, none: [:]), traits: _DiffTraits(of: Model.self))
    }

    /// Binds a cell provider to models per section delivered by a async sequence.
    @inlinable @discardableResult @_disfavoredOverload
    public func bind<Model, Source: AsyncSequence>(
        cellProvider: @escaping (CellDequeuer, Section, Int, Model) -> AnyObject, models: Source
    ) -> ModelMultiSectionBinder<Kind, AnyObject, Section, Model> where Source.Element == [Section: [Model]] {
        let latest = _binder.latest(of: models)
        return _bind(cellProvider: cellProvider, models: _Source(latest, none: [:]), traits: _DiffTraits(of: Model.self))
    }

    // MARK: Update callbacks (`updatedBy:`)

    /// `bind(cellProvider:models:)` with a closure of models per section, and sets `callback` to refresh the
    /// binder.
    @inlinable @discardableResult
    public func bind<Model>(
        cellProvider: @escaping (CellDequeuer, Section, Int, Model) -> AnyObject,
        models: @escaping () -> [Section: [Model]], updatedBy callback: inout () -> Void
    ) -> ModelMultiSectionBinder<Kind, AnyObject, Section, Model> {
        callback = _binder.updateCallback()
        return bind(cellProvider: cellProvider, models: models)
    }

}
