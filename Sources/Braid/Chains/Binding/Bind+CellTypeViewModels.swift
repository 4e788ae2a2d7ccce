// bind(cellType:viewModels:): a `ViewModelBindable` cell type bound to view models: each dequeued cell gets its view
// model — every form of it, on single-section and multi-section chains.
//
// Every form hands its data to the binder as a `_Source` (a constant, a closure read again on every update, or a
// reactive source's latest value) through one internal `_bind`, which is the only place that binds. A publisher's or
// async sequence's values are delivered on the main actor and join the current turn's update; the subscription lives as
// long as the binder.

extension SingleSectionBinder {
    // MARK: Arrays and closures

    /// Binds a ``ViewModelBindable`` cell type, one cell per view model; each dequeued cell gets its view model.
    @inlinable @discardableResult
    public func bind<NewCell: ViewModelBindable>(cellType: NewCell.Type, viewModels: [NewCell.ViewModel])
        -> SingleSectionBinder<Kind, NewCell, Section>
    {
        _bind(cellType: cellType, viewModels: _Source({ viewModels }, version: { 0 }), traits: _DiffTraits(of: NewCell.ViewModel.self))
    }

    /// Binds a ``ViewModelBindable`` cell type to view models read again on `refresh()`.
    @inlinable @discardableResult
    public func bind<NewCell: ViewModelBindable>(cellType: NewCell.Type, viewModels: @escaping () -> [NewCell.ViewModel])
        -> SingleSectionBinder<Kind, NewCell, Section>
    {
        _bind(cellType: cellType, viewModels: _Source(viewModels), traits: _DiffTraits(of: NewCell.ViewModel.self))
    }

    /// `bind(cellType:viewModels:)` with the view models' diff traits, made where their type is concrete.
    @usableFromInline
    func _bind<NewCell: ViewModelBindable>(
        cellType: NewCell.Type, viewModels: _Source<[NewCell.ViewModel]>, traits: _DiffTraits<NewCell.ViewModel>
    ) -> SingleSectionBinder<Kind, NewCell, Section> {
        let section = _section
        _binder.bindCells(scope, cellType: cellType, models: nil as _DiffTraits<Void>?, viewModels: traits,
                          items: viewModels.map { [section: $0] }, split: { (nil, $0) },
                          makeCell: { dequeuer, items, row in
                              dequeuer.dequeueOrReport(cellType) { $0.viewModel = items.viewModels?[row] }
                          })
        return SingleSectionBinder<Kind, NewCell, Section>(binder: _binder, section: section)
    }

    // MARK: Recording lists

    /// Binds a ``ViewModelBindable`` cell type, one cell per element of `viewModels`, which records its own edits:
    /// each edit updates the view by what it did, without reading or diffing the rest of the list (see
    /// ``RecordingList``).
    ///
    /// - Complexity: an update costs O(k²) for `k` edits since the last one, whatever the list's length, when the
    ///   list's edits are all that changed; otherwise the list is diffed like an array.
    @inlinable @discardableResult @_disfavoredOverload
    public func bind<NewCell: ViewModelBindable>(cellType: NewCell.Type, viewModels: RecordingList<NewCell.ViewModel>)
        -> SingleSectionBinder<Kind, NewCell, Section>
    {
        _bind(cellType: cellType, recording: viewModels, traits: _DiffTraits(of: NewCell.ViewModel.self))
    }

    /// `bind(cellType:viewModels:)` with a recording list and its view models' diff traits, made where their type is
    /// concrete.
    @usableFromInline
    func _bind<NewCell: ViewModelBindable>(
        cellType: NewCell.Type, recording list: RecordingList<NewCell.ViewModel>, traits: _DiffTraits<NewCell.ViewModel>
    ) -> SingleSectionBinder<Kind, NewCell, Section> {
        _binder.bindRecorded(.sections([_section]), cellType: cellType, lists: [_section: list], viewModels: true,
                             traits: traits, makeCell: { dequeuer, _, viewModel in
                                 dequeuer.dequeueOrReport(cellType) { $0.viewModel = viewModel }
                             })
        return SingleSectionBinder<Kind, NewCell, Section>(binder: _binder, section: _section)
    }

    // MARK: Publishers and async sequences

    /// Binds a ``ViewModelBindable`` cell type to view models delivered by a publisher.
    @inlinable @discardableResult @_disfavoredOverload
    public func bind<NewCell: ViewModelBindable, Source: Publisher>(cellType: NewCell.Type, viewModels: Source)
        -> SingleSectionBinder<Kind, NewCell, Section> where Source.Output == [NewCell.ViewModel]
    {
        let latest = _binder.latest(of: viewModels)
        return _bind(cellType: cellType, viewModels: _Source(latest, none: []), traits: _DiffTraits(of: NewCell.ViewModel.self))
    }

    /// Binds a ``ViewModelBindable`` cell type to view models delivered by a async sequence.
    @inlinable @discardableResult @_disfavoredOverload
    public func bind<NewCell: ViewModelBindable, Source: AsyncSequence>(cellType: NewCell.Type, viewModels: Source)
        -> SingleSectionBinder<Kind, NewCell, Section> where Source.Element == [NewCell.ViewModel]
    {
        let latest = _binder.latest(of: viewModels)
        return _bind(cellType: cellType, viewModels: _Source(latest, none: []), traits: _DiffTraits(of: NewCell.ViewModel.self))
    }

    // MARK: Update callbacks (`updatedBy:`)

    /// `bind(cellType:viewModels:)` with a closure, and sets `callback` to refresh the binder.
    @inlinable @discardableResult
    public func bind<NewCell: ViewModelBindable>(
        cellType: NewCell.Type, viewModels: @escaping () -> [NewCell.ViewModel], updatedBy callback: inout () -> Void
    ) -> SingleSectionBinder<Kind, NewCell, Section> {
        callback = _binder.updateCallback()
        return bind(cellType: cellType, viewModels: viewModels)
    }

}

extension MultiSectionBinder {
    // MARK: Arrays and closures

    /// Binds a ``ViewModelBindable`` cell type, view models given per section.
    @inlinable @discardableResult
    public func bind<NewCell: ViewModelBindable>(cellType: NewCell.Type, viewModels: [Section: [NewCell.ViewModel]])
        -> MultiSectionBinder<Kind, NewCell, Section>
    {
        _bind(cellType: cellType, viewModels: _Source({ viewModels }, version: { 0 }), traits: _DiffTraits(of: NewCell.ViewModel.self))
    }

    /// Binds a ``ViewModelBindable`` cell type, view models per section read again on `refresh()`.
    @inlinable @discardableResult
    public func bind<NewCell: ViewModelBindable>(cellType: NewCell.Type, viewModels: @escaping () -> [Section: [NewCell.ViewModel]])
        -> MultiSectionBinder<Kind, NewCell, Section>
    {
        _bind(cellType: cellType, viewModels: _Source(viewModels), traits: _DiffTraits(of: NewCell.ViewModel.self))
    }

    /// `bind(cellType:viewModels:)` with the view models' diff traits, made where their type is concrete.
    @usableFromInline
    func _bind<NewCell: ViewModelBindable>(
        cellType: NewCell.Type, viewModels: _Source<[Section: [NewCell.ViewModel]]>, traits: _DiffTraits<NewCell.ViewModel>
    ) -> MultiSectionBinder<Kind, NewCell, Section> {
        _binder.bindCells(_scope, cellType: cellType, models: nil as _DiffTraits<Void>?, viewModels: traits,
                          items: viewModels, split: { (nil, $0) },
                          makeCell: { dequeuer, items, row in
                              dequeuer.dequeueOrReport(cellType) { $0.viewModel = items.viewModels?[row] }
                          })
        return MultiSectionBinder<Kind, NewCell, Section>(binder: _binder, scope: _scope)
    }

    // MARK: Recording lists

    /// Binds a ``ViewModelBindable`` cell type to the chain's sections, view models given per section in lists that
    /// record their own edits: each edit updates the view by what it did, without reading or diffing the rest of the
    /// lists (see ``RecordingList``).
    ///
    /// - Complexity: an update costs O(sections + k²) for `k` edits since the last one, whatever the lists' lengths,
    ///   when the lists' edits are all that changed; otherwise the lists are diffed like arrays.
    @inlinable @discardableResult @_disfavoredOverload
    public func bind<NewCell: ViewModelBindable>(
        cellType: NewCell.Type, viewModels: [Section: RecordingList<NewCell.ViewModel>]
    ) -> MultiSectionBinder<Kind, NewCell, Section> {
        _bind(cellType: cellType, recording: viewModels, traits: _DiffTraits(of: NewCell.ViewModel.self))
    }

    /// `bind(cellType:viewModels:)` with recording lists and their view models' diff traits, made where their type is
    /// concrete.
    @usableFromInline
    func _bind<NewCell: ViewModelBindable>(
        cellType: NewCell.Type, recording lists: [Section: RecordingList<NewCell.ViewModel>],
        traits: _DiffTraits<NewCell.ViewModel>
    ) -> MultiSectionBinder<Kind, NewCell, Section> {
        _binder.bindRecorded(_scope, cellType: cellType, lists: lists, viewModels: true, traits: traits,
                             makeCell: { dequeuer, _, viewModel in
                                 dequeuer.dequeueOrReport(cellType) { $0.viewModel = viewModel }
                             })
        return MultiSectionBinder<Kind, NewCell, Section>(binder: _binder, scope: _scope)
    }

    // MARK: Publishers and async sequences

    /// Binds a ``ViewModelBindable`` cell type to view models per section delivered by a publisher.
    @inlinable @discardableResult @_disfavoredOverload
    public func bind<NewCell: ViewModelBindable, Source: Publisher>(cellType: NewCell.Type, viewModels: Source)
        -> MultiSectionBinder<Kind, NewCell, Section> where Source.Output == [Section: [NewCell.ViewModel]]
    {
        let latest = _binder.latest(of: viewModels)
        return _bind(cellType: cellType, viewModels: _Source(latest, none: [:]), traits: _DiffTraits(of: NewCell.ViewModel.self))
    }

    /// Binds a ``ViewModelBindable`` cell type to view models per section delivered by a async sequence.
    @inlinable @discardableResult @_disfavoredOverload
    public func bind<NewCell: ViewModelBindable, Source: AsyncSequence>(cellType: NewCell.Type, viewModels: Source)
        -> MultiSectionBinder<Kind, NewCell, Section> where Source.Element == [Section: [NewCell.ViewModel]]
    {
        let latest = _binder.latest(of: viewModels)
        return _bind(cellType: cellType, viewModels: _Source(latest, none: [:]), traits: _DiffTraits(of: NewCell.ViewModel.self))
    }

    // MARK: Update callbacks (`updatedBy:`)

    /// `bind(cellType:viewModels:)` with a closure of view models per section, and sets `callback` to refresh
    /// the binder.
    @inlinable @discardableResult
    public func bind<NewCell: ViewModelBindable>(
        cellType: NewCell.Type, viewModels: @escaping () -> [Section: [NewCell.ViewModel]],
        updatedBy callback: inout () -> Void
    ) -> MultiSectionBinder<Kind, NewCell, Section> {
        callback = _binder.updateCallback()
        return bind(cellType: cellType, viewModels: viewModels)
    }

}
