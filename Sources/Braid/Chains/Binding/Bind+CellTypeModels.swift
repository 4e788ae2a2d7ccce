// bind(cellType:models:): a cell type bound to models: one cell per model; handlers later in the chain receive the
// models — every form of it, on single-section and multi-section chains.
//
// Every form hands its data to the binder as a `_Source` (a constant, a closure read again on every update, or a
// reactive source's latest value) through one internal `_bind`, which is the only place that binds. A publisher's or
// async sequence's values are delivered on the main actor and join the current turn's update; the subscription lives as
// long as the binder.

extension SingleSectionBinder {
    // MARK: Arrays and closures

    /// Binds `cellType` to the section, one cell per model; handlers later in the chain receive typed cells
    /// and models.
    ///
    /// Models that are `CollectionIdentifiable` or `Identifiable` animate inserts, deletes and moves;
    /// `Equatable` adds reloads; models with neither reload the section when they change.
    @inlinable @discardableResult
    public func bind<NewCell: AnyObject, Model>(cellType: NewCell.Type, models: [Model])
        -> ModelSingleSectionBinder<Kind, NewCell, Section, Model>
    {
        _bind(cellType: cellType, models: _Source({ models }, version: { 0 }), traits: _DiffTraits(of: Model.self))
    }

    /// Binds `cellType` to the section, one cell per model; `models` is read again on `refresh()`.
    @inlinable @discardableResult
    public func bind<NewCell: AnyObject, Model>(cellType: NewCell.Type, models: @escaping () -> [Model])
        -> ModelSingleSectionBinder<Kind, NewCell, Section, Model>
    {
        _bind(cellType: cellType, models: _Source(models), traits: _DiffTraits(of: Model.self))
    }

    /// `bind(cellType:models:)` with the models' diff traits, made where `Model` is concrete.
    @usableFromInline
    func _bind<NewCell: AnyObject, Model>(cellType: NewCell.Type, models: _Source<[Model]>, traits: _DiffTraits<Model>)
        -> ModelSingleSectionBinder<Kind, NewCell, Section, Model>
    {
        let section = _section
        let chainModels = _binder.bindCells(scope, cellType: cellType, models: traits, viewModels: nil as _DiffTraits<Void>?,
                          items: models.map { [section: $0] }, split: { ($0, nil) },
                          makeCell: { dequeuer, _, _ in dequeuer.dequeueOrReport(cellType) })
        return ModelSingleSectionBinder(binder: _binder, section: section, models: chainModels)
    }

    // MARK: Recording lists

    /// Binds `cellType` to the section, one cell per element of `models`, which records its own edits: each edit
    /// updates the view by what it did — inserts, deletes, moves and updates of those rows — without reading or
    /// diffing the rest of the list (see ``RecordingList``).
    ///
    /// - Complexity: an update costs O(k²) for `k` edits since the last one, whatever the list's length, when the
    ///   list's edits are all that changed; otherwise the list is diffed like an array.
    @inlinable @discardableResult @_disfavoredOverload
    public func bind<NewCell: AnyObject, Model>(cellType: NewCell.Type, models: RecordingList<Model>)
        -> ModelSingleSectionBinder<Kind, NewCell, Section, Model>
    {
        _bind(cellType: cellType, recording: models, traits: _DiffTraits(of: Model.self))
    }

    /// `bind(cellType:models:)` with a recording list and its models' diff traits, made where `Model` is concrete.
    @usableFromInline
    func _bind<NewCell: AnyObject, Model>(cellType: NewCell.Type, recording list: RecordingList<Model>, traits: _DiffTraits<Model>)
        -> ModelSingleSectionBinder<Kind, NewCell, Section, Model>
    {
        let chainModels = _binder.bindRecorded(.sections([_section]), cellType: cellType, lists: [_section: list], traits: traits,
                             makeCell: { dequeuer, _, _ in dequeuer.dequeueOrReport(cellType) })
        return ModelSingleSectionBinder(binder: _binder, section: _section, models: chainModels)
    }

    // MARK: Publishers and async sequences

    // MARK: Publisher sources

    /// Binds `cellType` to models delivered by a publisher; the section shows its latest value (none before the
    /// first). See the array form for diffing.
    @inlinable @discardableResult @_disfavoredOverload
    public func bind<NewCell: AnyObject, Model, Source: Publisher>(cellType: NewCell.Type, models: Source)
        -> ModelSingleSectionBinder<Kind, NewCell, Section, Model> where Source.Output == [Model]
    {
        let latest = _binder.latest(of: models)
        return _bind(cellType: cellType, models: _Source(latest, none: []), traits: _DiffTraits(of: Model.self))
    }

    // MARK: AsyncSequence sources

    /// Binds `cellType` to models delivered by a async sequence; the section shows its latest value (none before the
    /// first). See the array form for diffing.
    @inlinable @discardableResult @_disfavoredOverload
    public func bind<NewCell: AnyObject, Model, Source: AsyncSequence>(cellType: NewCell.Type, models: Source)
        -> ModelSingleSectionBinder<Kind, NewCell, Section, Model> where Source.Element == [Model]
    {
        let latest = _binder.latest(of: models)
        return _bind(cellType: cellType, models: _Source(latest, none: []), traits: _DiffTraits(of: Model.self))
    }

    // MARK: Update callbacks (`updatedBy:`)

    /// `bind(cellType:models:)` with a closure, and sets `callback` to refresh the binder.
    @inlinable @discardableResult
    public func bind<NewCell: AnyObject, Model>(
        cellType: NewCell.Type, models: @escaping () -> [Model], updatedBy callback: inout () -> Void
    ) -> ModelSingleSectionBinder<Kind, NewCell, Section, Model> {
        callback = _binder.updateCallback()
        return bind(cellType: cellType, models: models)
    }

}

extension MultiSectionBinder {
    // MARK: Arrays and closures

    /// Binds `cellType` to the chain's sections, one cell per model, models given per section.
    @inlinable @discardableResult
    public func bind<NewCell: AnyObject, Model>(cellType: NewCell.Type, models: [Section: [Model]])
        -> ModelMultiSectionBinder<Kind, NewCell, Section, Model>
    {
        _bind(cellType: cellType, models: _Source({ models }, version: { 0 }), traits: _DiffTraits(of: Model.self))
    }

    /// Binds `cellType` to the chain's sections, models per section read again on `refresh()`.
    @inlinable @discardableResult
    public func bind<NewCell: AnyObject, Model>(cellType: NewCell.Type, models: @escaping () -> [Section: [Model]])
        -> ModelMultiSectionBinder<Kind, NewCell, Section, Model>
    {
        _bind(cellType: cellType, models: _Source(models), traits: _DiffTraits(of: Model.self))
    }

    /// `bind(cellType:models:)` with the models' diff traits, made where `Model` is concrete.
    @usableFromInline
    func _bind<NewCell: AnyObject, Model>(
        cellType: NewCell.Type, models: _Source<[Section: [Model]]>, traits: _DiffTraits<Model>
    ) -> ModelMultiSectionBinder<Kind, NewCell, Section, Model> {
        let chainModels = _binder.bindCells(_scope, cellType: cellType, models: traits, viewModels: nil as _DiffTraits<Void>?,
                          items: models, split: { ($0, nil) },
                          makeCell: { dequeuer, _, _ in dequeuer.dequeueOrReport(cellType) })
        return ModelMultiSectionBinder(binder: _binder, scope: _scope, models: chainModels)
    }

    // MARK: Recording lists

    /// Binds `cellType` to the chain's sections, one cell per element of each section's list; the lists record their
    /// own edits, and each edit updates the view by what it did — inserts, deletes, moves and updates of those rows —
    /// without reading or diffing the rest of the lists (see ``RecordingList``).
    ///
    /// - Complexity: an update costs O(sections + k²) for `k` edits since the last one, whatever the lists' lengths,
    ///   when the lists' edits are all that changed; otherwise the lists are diffed like arrays.
    @inlinable @discardableResult @_disfavoredOverload
    public func bind<NewCell: AnyObject, Model>(cellType: NewCell.Type, models: [Section: RecordingList<Model>])
        -> ModelMultiSectionBinder<Kind, NewCell, Section, Model>
    {
        _bind(cellType: cellType, recording: models, traits: _DiffTraits(of: Model.self))
    }

    /// `bind(cellType:models:)` with recording lists and their models' diff traits, made where `Model` is concrete.
    @usableFromInline
    func _bind<NewCell: AnyObject, Model>(
        cellType: NewCell.Type, recording lists: [Section: RecordingList<Model>], traits: _DiffTraits<Model>
    ) -> ModelMultiSectionBinder<Kind, NewCell, Section, Model> {
        let chainModels = _binder.bindRecorded(_scope, cellType: cellType, lists: lists, traits: traits,
                             makeCell: { dequeuer, _, _ in dequeuer.dequeueOrReport(cellType) })
        return ModelMultiSectionBinder(binder: _binder, scope: _scope, models: chainModels)
    }

    // MARK: Publishers and async sequences

    // MARK: Publisher sources

    /// Binds `cellType` to models per section delivered by a publisher; each section shows the latest value.
    @inlinable @discardableResult @_disfavoredOverload
    public func bind<NewCell: AnyObject, Model, Source: Publisher>(cellType: NewCell.Type, models: Source)
        -> ModelMultiSectionBinder<Kind, NewCell, Section, Model> where Source.Output == [Section: [Model]]
    {
        let latest = _binder.latest(of: models)
        return _bind(cellType: cellType, models: _Source(latest, none: [:]), traits: _DiffTraits(of: Model.self))
    }

    // MARK: AsyncSequence sources

    /// Binds `cellType` to models per section delivered by a async sequence; each section shows the latest value.
    @inlinable @discardableResult @_disfavoredOverload
    public func bind<NewCell: AnyObject, Model, Source: AsyncSequence>(cellType: NewCell.Type, models: Source)
        -> ModelMultiSectionBinder<Kind, NewCell, Section, Model> where Source.Element == [Section: [Model]]
    {
        let latest = _binder.latest(of: models)
        return _bind(cellType: cellType, models: _Source(latest, none: [:]), traits: _DiffTraits(of: Model.self))
    }

    // MARK: Update callbacks (`updatedBy:`)

    /// `bind(cellType:models:)` with a closure of models per section, and sets `callback` to refresh the binder.
    @inlinable @discardableResult
    public func bind<NewCell: AnyObject, Model>(
        cellType: NewCell.Type, models: @escaping () -> [Section: [Model]], updatedBy callback: inout () -> Void
    ) -> ModelMultiSectionBinder<Kind, NewCell, Section, Model> {
        callback = _binder.updateCallback()
        return bind(cellType: cellType, models: models)
    }

}
