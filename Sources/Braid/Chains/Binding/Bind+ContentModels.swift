// bind(content:models:): rows described by content, bound in place of a cell type: each host shows them in its own
// content cell (`CellViewHost.contentCellType`), one row per model, showing the `RowContent` the closure makes from the
// model; handlers later in the chain receive the models — every form of it, on single-section and multi-section chains.
//
// Every form hands its data to the binder as a `_Source` (a constant, a closure read again on every update, or a
// reactive source's latest value) through one internal `_bind`, which binds through the binder's one cell binding path
// (`SectionedBinder.bindContent`): rows are identified by their models and compared by their content.

extension SingleSectionBinder {
    // MARK: Arrays and closures

    /// Binds rows described by content: one row per model, showing `content(model)` in the host's content cell
    /// (``CellViewHost/contentCellType``); handlers later in the chain receive the models.
    ///
    /// ```swift
    /// binder.onTable()
    ///     .bind(content: { alarm in RowContent(text: alarm.time, accessories: [.toggle(isOn: alarm.isOn)]) },
    ///           models: alarms)
    ///     .onToggle { row, alarm, isOn in setAlarm(alarm, on: isOn) }
    /// ```
    ///
    /// Models that are `CollectionIdentifiable` or `Identifiable` animate inserts, deletes and moves; the content is
    /// the rows' equality, whatever the models: a row whose content is unchanged is not touched, one whose content
    /// changed is reconfigured in place (its cell keeps its own state). Models with no identity reload the section
    /// when they change.
    ///
    /// A row's content is made when it is needed: when its cell is configured, and when an update compares the row.
    /// `Equatable` models are compared first, so an update makes the content of the changed models only; without
    /// `Equatable`, the content is the only equality, and an update makes every row's content, old and new. Comparing
    /// runs `content` on the main actor, so an update that shows content rows is diffed there (not off the main actor, as
    /// other ``OffMainActorDiffable`` models are).
    ///
    /// - Parameters:
    ///   - content: what a model's row shows. It must be a function of the model alone: it is called when needed, on
    ///     the main actor, and may be called again for a model an update replaced (to compare the old row's content
    ///     with the new one's).
    ///   - models: the section's models.
    /// - Complexity: the first display makes the content of the rows shown only. An update makes the content of the
    ///   rows whose models changed (2 calls each, old and new) for `Equatable` models — O(changes) besides the models'
    ///   O(n) comparison — and of every row (2n) for models without equality; then of the rows it reconfigures on
    ///   screen.
    @inlinable @discardableResult
    public func bind<Model>(content: @escaping (Model) -> RowContent, models: [Model])
        -> ModelSingleSectionBinder<Kind, AnyObject, Section, Model>
    {
        _bind(content: content, models: _Source({ models }, version: { 0 }), traits: _DiffTraits(of: Model.self))
    }

    /// ``bind(content:models:)-(_,[Model])`` with models read again on `refresh()`.
    @inlinable @discardableResult
    public func bind<Model>(content: @escaping (Model) -> RowContent, models: @escaping () -> [Model])
        -> ModelSingleSectionBinder<Kind, AnyObject, Section, Model>
    {
        _bind(content: content, models: _Source(models), traits: _DiffTraits(of: Model.self))
    }

    /// `bind(content:models:)` with the models' diff traits, made where `Model` is concrete.
    @usableFromInline
    func _bind<Model>(content: @escaping (Model) -> RowContent, models: _Source<[Model]>, traits: _DiffTraits<Model>)
        -> ModelSingleSectionBinder<Kind, AnyObject, Section, Model>
    {
        let section = _section
        let chainModels = _binder.bindContent(scope, models: models.map { [section: $0] }, traits: traits, content: content)
        return ModelSingleSectionBinder(binder: _binder, section: section, models: chainModels)
    }

    // MARK: Recording lists

    /// Binds rows described by content to a list that records its own edits: each edit updates the view by what it did,
    /// without reading or diffing the rest of the list (see ``RecordingList``). A replaced element's row is
    /// reconfigured, whatever its content; when the list is diffed instead, the rows' content decides, as for arrays.
    @inlinable @discardableResult @_disfavoredOverload
    public func bind<Model>(content: @escaping (Model) -> RowContent, models: RecordingList<Model>)
        -> ModelSingleSectionBinder<Kind, AnyObject, Section, Model>
    {
        _bind(content: content, recording: models, traits: _DiffTraits(of: Model.self))
    }

    /// `bind(content:models:)` with a recording list and its models' diff traits, made where `Model` is concrete.
    @usableFromInline
    func _bind<Model>(content: @escaping (Model) -> RowContent, recording list: RecordingList<Model>, traits: _DiffTraits<Model>)
        -> ModelSingleSectionBinder<Kind, AnyObject, Section, Model>
    {
        let chainModels = _binder.bindRecordedContent(scope, lists: [_section: list], traits: traits, content: content)
        return ModelSingleSectionBinder(binder: _binder, section: _section, models: chainModels)
    }

    // MARK: Publishers and async sequences

    /// Binds rows described by content to models delivered by a publisher; the section shows its latest value (none
    /// before the first). See ``bind(content:models:)-(_,[Model])``.
    @inlinable @discardableResult @_disfavoredOverload
    public func bind<Model, Source: Publisher>(content: @escaping (Model) -> RowContent, models: Source)
        -> ModelSingleSectionBinder<Kind, AnyObject, Section, Model> where Source.Output == [Model]
    {
        let latest = _binder.latest(of: models)
        return _bind(content: content, models: _Source(latest, none: []), traits: _DiffTraits(of: Model.self))
    }

    /// Binds rows described by content to models delivered by an async sequence; the section shows its latest value
    /// (none before the first). See ``bind(content:models:)-(_,[Model])``.
    @inlinable @discardableResult @_disfavoredOverload
    public func bind<Model, Source: AsyncSequence>(content: @escaping (Model) -> RowContent, models: Source)
        -> ModelSingleSectionBinder<Kind, AnyObject, Section, Model> where Source.Element == [Model]
    {
        let latest = _binder.latest(of: models)
        return _bind(content: content, models: _Source(latest, none: []), traits: _DiffTraits(of: Model.self))
    }

    // MARK: Update callbacks (`updatedBy:`)

    /// `bind(content:models:)` with a closure, and sets `callback` to refresh the binder.
    @inlinable @discardableResult
    public func bind<Model>(
        content: @escaping (Model) -> RowContent, models: @escaping () -> [Model], updatedBy callback: inout () -> Void
    ) -> ModelSingleSectionBinder<Kind, AnyObject, Section, Model> {
        callback = _binder.updateCallback()
        return bind(content: content, models: models)
    }
}

extension MultiSectionBinder {
    // MARK: Arrays and closures

    /// Binds rows described by content to the chain's sections, models given per section. See
    /// ``SingleSectionBinder/bind(content:models:)-(_,[Model])``.
    @inlinable @discardableResult
    public func bind<Model>(content: @escaping (Model) -> RowContent, models: [Section: [Model]])
        -> ModelMultiSectionBinder<Kind, AnyObject, Section, Model>
    {
        _bind(content: content, models: _Source({ models }, version: { 0 }), traits: _DiffTraits(of: Model.self))
    }

    /// Binds rows described by content to the chain's sections, models per section read again on `refresh()`.
    @inlinable @discardableResult
    public func bind<Model>(content: @escaping (Model) -> RowContent, models: @escaping () -> [Section: [Model]])
        -> ModelMultiSectionBinder<Kind, AnyObject, Section, Model>
    {
        _bind(content: content, models: _Source(models), traits: _DiffTraits(of: Model.self))
    }

    /// `bind(content:models:)` with the models' diff traits, made where `Model` is concrete.
    @usableFromInline
    func _bind<Model>(
        content: @escaping (Model) -> RowContent, models: _Source<[Section: [Model]]>, traits: _DiffTraits<Model>
    ) -> ModelMultiSectionBinder<Kind, AnyObject, Section, Model> {
        let chainModels = _binder.bindContent(_scope, models: models, traits: traits, content: content)
        return ModelMultiSectionBinder(binder: _binder, scope: _scope, models: chainModels)
    }

    // MARK: Recording lists

    /// Binds rows described by content to the chain's sections, one row per element of each section's list; the lists
    /// record their own edits (see ``SingleSectionBinder/bind(content:models:)-(_,RecordingList<Model>)``).
    @inlinable @discardableResult @_disfavoredOverload
    public func bind<Model>(content: @escaping (Model) -> RowContent, models: [Section: RecordingList<Model>])
        -> ModelMultiSectionBinder<Kind, AnyObject, Section, Model>
    {
        _bind(content: content, recording: models, traits: _DiffTraits(of: Model.self))
    }

    /// `bind(content:models:)` with recording lists and their models' diff traits, made where `Model` is concrete.
    @usableFromInline
    func _bind<Model>(
        content: @escaping (Model) -> RowContent, recording lists: [Section: RecordingList<Model>], traits: _DiffTraits<Model>
    ) -> ModelMultiSectionBinder<Kind, AnyObject, Section, Model> {
        let chainModels = _binder.bindRecordedContent(_scope, lists: lists, traits: traits, content: content)
        return ModelMultiSectionBinder(binder: _binder, scope: _scope, models: chainModels)
    }

    // MARK: Publishers and async sequences

    /// Binds rows described by content to models per section delivered by a publisher; each section shows the latest
    /// value.
    @inlinable @discardableResult @_disfavoredOverload
    public func bind<Model, Source: Publisher>(content: @escaping (Model) -> RowContent, models: Source)
        -> ModelMultiSectionBinder<Kind, AnyObject, Section, Model> where Source.Output == [Section: [Model]]
    {
        let latest = _binder.latest(of: models)
        return _bind(content: content, models: _Source(latest, none: [:]), traits: _DiffTraits(of: Model.self))
    }

    /// Binds rows described by content to models per section delivered by an async sequence; each section shows the
    /// latest value.
    @inlinable @discardableResult @_disfavoredOverload
    public func bind<Model, Source: AsyncSequence>(content: @escaping (Model) -> RowContent, models: Source)
        -> ModelMultiSectionBinder<Kind, AnyObject, Section, Model> where Source.Element == [Section: [Model]]
    {
        let latest = _binder.latest(of: models)
        return _bind(content: content, models: _Source(latest, none: [:]), traits: _DiffTraits(of: Model.self))
    }

    // MARK: Update callbacks (`updatedBy:`)

    /// `bind(content:models:)` with a closure of models per section, and sets `callback` to refresh the binder.
    @inlinable @discardableResult
    public func bind<Model>(
        content: @escaping (Model) -> RowContent, models: @escaping () -> [Section: [Model]],
        updatedBy callback: inout () -> Void
    ) -> ModelMultiSectionBinder<Kind, AnyObject, Section, Model> {
        callback = _binder.updateCallback()
        return bind(content: content, models: models)
    }
}
