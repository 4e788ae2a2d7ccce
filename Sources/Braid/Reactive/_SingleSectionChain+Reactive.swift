// Reactive sources for single-section chains: every data-carrying binding also takes a Combine publisher
// (failing or not) or an AsyncSequence. Values are delivered on the main actor and join the current turn's
// update; the subscription lives as long as the binder.

extension SingleSectionBinder {
    // MARK: Publisher sources

    /// Binds `cellType` to models delivered by a publisher; the section shows its latest value (none before the
    /// first). See the array form for diffing.
    @inlinable @discardableResult
    public func bind<NewCell: AnyObject, Model, Source: Publisher>(cellType: NewCell.Type, models: Source)
        -> ModelSingleSectionBinder<Kind, NewCell, Section, Model> where Source.Output == [Model]
    {
        let latest = _binder.latest(of: models)
        return _bind(cellType: cellType, models: _Source({ latest.value ?? [] }, version: { latest.version }), traits: _DiffTraits(of: Model.self))
    }

    /// Binds a ``ViewModelBindable`` cell type to view models delivered by a publisher.
    @inlinable @discardableResult
    public func bind<NewCell: ViewModelBindable, Source: Publisher>(cellType: NewCell.Type, viewModels: Source)
        -> SingleSectionBinder<Kind, NewCell, Section> where Source.Output == [NewCell.ViewModel]
    {
        let latest = _binder.latest(of: viewModels)
        return _bind(cellType: cellType, viewModels: _Source({ latest.value ?? [] }, version: { latest.version }), traits: _DiffTraits(of: NewCell.ViewModel.self))
    }

    /// Binds a ``ViewModelBindable`` cell type to models delivered by a publisher, mapped to view models.
    @inlinable @discardableResult
    public func bind<NewCell: ViewModelBindable, Model, Source: Publisher>(
        cellType: NewCell.Type, models: Source, mapToViewModels: @escaping (Model) -> NewCell.ViewModel
    ) -> ModelSingleSectionBinder<Kind, NewCell, Section, Model> where Source.Output == [Model] {
        let latest = _binder.latest(of: models)
        return _bind(cellType: cellType, models: _Source({ latest.value ?? [] }, version: { latest.version }), mapToViewModels: mapToViewModels, traits: _DiffTraits(of: Model.self), viewModelTraits: _DiffTraits(of: NewCell.ViewModel.self))
    }

    /// Binds a cell provider to models delivered by a publisher.
    @inlinable @discardableResult
    public func bind<Model, Source: Publisher>(cellProvider: @escaping (CellDequeuer, Int, Model) -> AnyObject, models: Source)
        -> ModelSingleSectionBinder<Kind, AnyObject, Section, Model> where Source.Output == [Model]
    {
        let latest = _binder.latest(of: models)
        return _bind(cellProvider: cellProvider, models: _Source({ latest.value ?? [] }, version: { latest.version }), traits: _DiffTraits(of: Model.self))
    }

    /// Binds a cell provider to a number of cells delivered by a publisher.
    @discardableResult
    public func bind<Source: Publisher>(cellProvider: @escaping (CellDequeuer, Int) -> AnyObject, numberOfCells: Source)
        -> SingleSectionBinder<Kind, AnyObject, Section> where Source.Output == Int
    {
        let latest = _binder.latest(of: numberOfCells)
        return _bind(cellProvider: cellProvider, numberOfCells: _Source({ latest.value ?? 0 }, version: { latest.version }))
    }

    /// Binds a custom header view type to view models delivered by a publisher.
    ///
    /// - Note: The view can hide the section's header title, and without a view model there is no header: see
    ///   <doc:HeadersAndFooters>.
    @discardableResult
    public func bind<Header: ViewModelBindable, Source: Publisher>(headerType: Header.Type, viewModel: Source) -> Self
    where Source.Output == Header.ViewModel? {
        let latest = _binder.latest(of: viewModel)
        return _bind(headerType: headerType, viewModel: _Source({ latest.value ?? nil }, version: { latest.version }))
    }

    /// Binds a custom footer view type to view models delivered by a publisher.
    ///
    /// - Note: The view can hide the section's footer title, and without a view model there is no footer: see
    ///   <doc:HeadersAndFooters>.
    @discardableResult
    public func bind<Footer: ViewModelBindable, Source: Publisher>(footerType: Footer.Type, viewModel: Source) -> Self
    where Source.Output == Footer.ViewModel? {
        let latest = _binder.latest(of: viewModel)
        return _bind(footerType: footerType, viewModel: _Source({ latest.value ?? nil }, version: { latest.version }))
    }

    // MARK: AsyncSequence sources

    /// Binds `cellType` to models delivered by a async sequence; the section shows its latest value (none before the
    /// first). See the array form for diffing.
    @inlinable @discardableResult
    public func bind<NewCell: AnyObject, Model, Source: AsyncSequence>(cellType: NewCell.Type, models: Source)
        -> ModelSingleSectionBinder<Kind, NewCell, Section, Model> where Source.Element == [Model]
    {
        let latest = _binder.latest(of: models)
        return _bind(cellType: cellType, models: _Source({ latest.value ?? [] }, version: { latest.version }), traits: _DiffTraits(of: Model.self))
    }

    /// Binds a ``ViewModelBindable`` cell type to view models delivered by a async sequence.
    @inlinable @discardableResult
    public func bind<NewCell: ViewModelBindable, Source: AsyncSequence>(cellType: NewCell.Type, viewModels: Source)
        -> SingleSectionBinder<Kind, NewCell, Section> where Source.Element == [NewCell.ViewModel]
    {
        let latest = _binder.latest(of: viewModels)
        return _bind(cellType: cellType, viewModels: _Source({ latest.value ?? [] }, version: { latest.version }), traits: _DiffTraits(of: NewCell.ViewModel.self))
    }

    /// Binds a ``ViewModelBindable`` cell type to models delivered by a async sequence, mapped to view models.
    @inlinable @discardableResult
    public func bind<NewCell: ViewModelBindable, Model, Source: AsyncSequence>(
        cellType: NewCell.Type, models: Source, mapToViewModels: @escaping (Model) -> NewCell.ViewModel
    ) -> ModelSingleSectionBinder<Kind, NewCell, Section, Model> where Source.Element == [Model] {
        let latest = _binder.latest(of: models)
        return _bind(cellType: cellType, models: _Source({ latest.value ?? [] }, version: { latest.version }), mapToViewModels: mapToViewModels, traits: _DiffTraits(of: Model.self), viewModelTraits: _DiffTraits(of: NewCell.ViewModel.self))
    }

    /// Binds a cell provider to models delivered by a async sequence.
    @inlinable @discardableResult
    public func bind<Model, Source: AsyncSequence>(cellProvider: @escaping (CellDequeuer, Int, Model) -> AnyObject, models: Source)
        -> ModelSingleSectionBinder<Kind, AnyObject, Section, Model> where Source.Element == [Model]
    {
        let latest = _binder.latest(of: models)
        return _bind(cellProvider: cellProvider, models: _Source({ latest.value ?? [] }, version: { latest.version }), traits: _DiffTraits(of: Model.self))
    }

    /// Binds a cell provider to a number of cells delivered by a async sequence.
    @discardableResult
    public func bind<Source: AsyncSequence>(cellProvider: @escaping (CellDequeuer, Int) -> AnyObject, numberOfCells: Source)
        -> SingleSectionBinder<Kind, AnyObject, Section> where Source.Element == Int
    {
        let latest = _binder.latest(of: numberOfCells)
        return _bind(cellProvider: cellProvider, numberOfCells: _Source({ latest.value ?? 0 }, version: { latest.version }))
    }

    /// Binds a custom header view type to view models delivered by a async sequence.
    ///
    /// - Note: The view can hide the section's header title, and without a view model there is no header: see
    ///   <doc:HeadersAndFooters>.
    @discardableResult
    public func bind<Header: ViewModelBindable, Source: AsyncSequence>(headerType: Header.Type, viewModel: Source) -> Self
    where Source.Element == Header.ViewModel? {
        let latest = _binder.latest(of: viewModel)
        return _bind(headerType: headerType, viewModel: _Source({ latest.value ?? nil }, version: { latest.version }))
    }

    /// Binds a custom footer view type to view models delivered by a async sequence.
    ///
    /// - Note: The view can hide the section's footer title, and without a view model there is no footer: see
    ///   <doc:HeadersAndFooters>.
    @discardableResult
    public func bind<Footer: ViewModelBindable, Source: AsyncSequence>(footerType: Footer.Type, viewModel: Source) -> Self
    where Source.Element == Footer.ViewModel? {
        let latest = _binder.latest(of: viewModel)
        return _bind(footerType: footerType, viewModel: _Source({ latest.value ?? nil }, version: { latest.version }))
    }
}

// MARK: - Titles (tables)

extension SingleSectionBinder where Kind == TableViewKind {
    /// Binds the header title to a publisher.
    ///
    /// - Note: A header view can hide this title, as in the original library: see <doc:HeadersAndFooters>.
    @discardableResult
    public func bind<Source: Publisher>(headerTitle: Source) -> Self where Source.Output == String? {
        let latest = _binder.latest(of: headerTitle)
        return bind(headerTitle: { latest.value ?? nil })
    }

    /// Binds the footer title to a publisher.
    ///
    /// - Note: A footer view can hide this title, as in the original library: see <doc:HeadersAndFooters>.
    @discardableResult
    public func bind<Source: Publisher>(footerTitle: Source) -> Self where Source.Output == String? {
        let latest = _binder.latest(of: footerTitle)
        return bind(footerTitle: { latest.value ?? nil })
    }

    /// Binds the header title to a async sequence.
    ///
    /// - Note: A header view can hide this title, as in the original library: see <doc:HeadersAndFooters>.
    @discardableResult
    public func bind<Source: AsyncSequence>(headerTitle: Source) -> Self where Source.Element == String? {
        let latest = _binder.latest(of: headerTitle)
        return bind(headerTitle: { latest.value ?? nil })
    }

    /// Binds the footer title to a async sequence.
    ///
    /// - Note: A footer view can hide this title, as in the original library: see <doc:HeadersAndFooters>.
    @discardableResult
    public func bind<Source: AsyncSequence>(footerTitle: Source) -> Self where Source.Element == String? {
        let latest = _binder.latest(of: footerTitle)
        return bind(footerTitle: { latest.value ?? nil })
    }
}
