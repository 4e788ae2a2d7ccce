// Reactive sources for multi-section chains (including `onAllSections()`): data per section as
// `[Section: …]` from a Combine publisher or an AsyncSequence.

extension MultiSectionBinder {
    // MARK: Publisher sources

    /// Binds `cellType` to models per section delivered by a publisher; each section shows the latest value.
    @inlinable @discardableResult
    public func bind<NewCell: AnyObject, Model, Source: Publisher>(cellType: NewCell.Type, models: Source)
        -> ModelMultiSectionBinder<Kind, NewCell, Section, Model> where Source.Output == [Section: [Model]]
    {
        let latest = _binder.latest(of: models)
        return _bind(cellType: cellType, models: _Source({ latest.value ?? [:] }, version: { latest.version }), traits: _DiffTraits(of: Model.self))
    }

    /// Binds a ``ViewModelBindable`` cell type to view models per section delivered by a publisher.
    @inlinable @discardableResult
    public func bind<NewCell: ViewModelBindable, Source: Publisher>(cellType: NewCell.Type, viewModels: Source)
        -> MultiSectionBinder<Kind, NewCell, Section> where Source.Output == [Section: [NewCell.ViewModel]]
    {
        let latest = _binder.latest(of: viewModels)
        return _bind(cellType: cellType, viewModels: _Source({ latest.value ?? [:] }, version: { latest.version }), traits: _DiffTraits(of: NewCell.ViewModel.self))
    }

    /// Binds a ``ViewModelBindable`` cell type to models per section delivered by a publisher, mapped to view models.
    @inlinable @discardableResult
    public func bind<NewCell: ViewModelBindable, Model, Source: Publisher>(
        cellType: NewCell.Type, models: Source, mapToViewModels: @escaping (Model) -> NewCell.ViewModel
    ) -> ModelMultiSectionBinder<Kind, NewCell, Section, Model> where Source.Output == [Section: [Model]] {
        let latest = _binder.latest(of: models)
        return _bind(cellType: cellType, models: _Source({ latest.value ?? [:] }, version: { latest.version }), mapToViewModels: mapToViewModels, traits: _DiffTraits(of: Model.self), viewModelTraits: _DiffTraits(of: NewCell.ViewModel.self))
    }

    /// Binds a cell provider to models per section delivered by a publisher.
    @inlinable @discardableResult
    public func bind<Model, Source: Publisher>(
        cellProvider: @escaping (CellDequeuer, Section, Int, Model) -> AnyObject, models: Source
    ) -> ModelMultiSectionBinder<Kind, AnyObject, Section, Model> where Source.Output == [Section: [Model]] {
        let latest = _binder.latest(of: models)
        return _bind(cellProvider: cellProvider, models: _Source({ latest.value ?? [:] }, version: { latest.version }), traits: _DiffTraits(of: Model.self))
    }

    /// Binds a cell provider to numbers of cells per section delivered by a publisher.
    @discardableResult
    public func bind<Source: Publisher>(cellProvider: @escaping (CellDequeuer, Section, Int) -> AnyObject, numberOfCells: Source)
        -> MultiSectionBinder<Kind, AnyObject, Section> where Source.Output == [Section: Int]
    {
        let latest = _binder.latest(of: numberOfCells)
        return _bind(cellProvider: cellProvider, numberOfCells: _Source({ latest.value ?? [:] }, version: { latest.version }))
    }

    /// Binds a custom header view type to view models per section delivered by a publisher.
    ///
    /// - Note: The view can hide the section's header title, and without a view model there is no header: see
    ///   <doc:HeadersAndFooters>.
    @discardableResult
    public func bind<Header: ViewModelBindable, Source: Publisher>(headerType: Header.Type, viewModels: Source) -> Self
    where Source.Output == [Section: Header.ViewModel] {
        let latest = _binder.latest(of: viewModels)
        return _bind(headerType: headerType, viewModels: _Source({ latest.value ?? [:] }, version: { latest.version }))
    }

    /// Binds a custom footer view type to view models per section delivered by a publisher.
    ///
    /// - Note: The view can hide the section's footer title, and without a view model there is no footer: see
    ///   <doc:HeadersAndFooters>.
    @discardableResult
    public func bind<Footer: ViewModelBindable, Source: Publisher>(footerType: Footer.Type, viewModels: Source) -> Self
    where Source.Output == [Section: Footer.ViewModel] {
        let latest = _binder.latest(of: viewModels)
        return _bind(footerType: footerType, viewModels: _Source({ latest.value ?? [:] }, version: { latest.version }))
    }

    // MARK: AsyncSequence sources

    /// Binds `cellType` to models per section delivered by a async sequence; each section shows the latest value.
    @inlinable @discardableResult
    public func bind<NewCell: AnyObject, Model, Source: AsyncSequence>(cellType: NewCell.Type, models: Source)
        -> ModelMultiSectionBinder<Kind, NewCell, Section, Model> where Source.Element == [Section: [Model]]
    {
        let latest = _binder.latest(of: models)
        return _bind(cellType: cellType, models: _Source({ latest.value ?? [:] }, version: { latest.version }), traits: _DiffTraits(of: Model.self))
    }

    /// Binds a ``ViewModelBindable`` cell type to view models per section delivered by a async sequence.
    @inlinable @discardableResult
    public func bind<NewCell: ViewModelBindable, Source: AsyncSequence>(cellType: NewCell.Type, viewModels: Source)
        -> MultiSectionBinder<Kind, NewCell, Section> where Source.Element == [Section: [NewCell.ViewModel]]
    {
        let latest = _binder.latest(of: viewModels)
        return _bind(cellType: cellType, viewModels: _Source({ latest.value ?? [:] }, version: { latest.version }), traits: _DiffTraits(of: NewCell.ViewModel.self))
    }

    /// Binds a ``ViewModelBindable`` cell type to models per section delivered by a async sequence, mapped to view models.
    @inlinable @discardableResult
    public func bind<NewCell: ViewModelBindable, Model, Source: AsyncSequence>(
        cellType: NewCell.Type, models: Source, mapToViewModels: @escaping (Model) -> NewCell.ViewModel
    ) -> ModelMultiSectionBinder<Kind, NewCell, Section, Model> where Source.Element == [Section: [Model]] {
        let latest = _binder.latest(of: models)
        return _bind(cellType: cellType, models: _Source({ latest.value ?? [:] }, version: { latest.version }), mapToViewModels: mapToViewModels, traits: _DiffTraits(of: Model.self), viewModelTraits: _DiffTraits(of: NewCell.ViewModel.self))
    }

    /// Binds a cell provider to models per section delivered by a async sequence.
    @inlinable @discardableResult
    public func bind<Model, Source: AsyncSequence>(
        cellProvider: @escaping (CellDequeuer, Section, Int, Model) -> AnyObject, models: Source
    ) -> ModelMultiSectionBinder<Kind, AnyObject, Section, Model> where Source.Element == [Section: [Model]] {
        let latest = _binder.latest(of: models)
        return _bind(cellProvider: cellProvider, models: _Source({ latest.value ?? [:] }, version: { latest.version }), traits: _DiffTraits(of: Model.self))
    }

    /// Binds a cell provider to numbers of cells per section delivered by a async sequence.
    @discardableResult
    public func bind<Source: AsyncSequence>(cellProvider: @escaping (CellDequeuer, Section, Int) -> AnyObject, numberOfCells: Source)
        -> MultiSectionBinder<Kind, AnyObject, Section> where Source.Element == [Section: Int]
    {
        let latest = _binder.latest(of: numberOfCells)
        return _bind(cellProvider: cellProvider, numberOfCells: _Source({ latest.value ?? [:] }, version: { latest.version }))
    }

    /// Binds a custom header view type to view models per section delivered by a async sequence.
    ///
    /// - Note: The view can hide the section's header title, and without a view model there is no header: see
    ///   <doc:HeadersAndFooters>.
    @discardableResult
    public func bind<Header: ViewModelBindable, Source: AsyncSequence>(headerType: Header.Type, viewModels: Source) -> Self
    where Source.Element == [Section: Header.ViewModel] {
        let latest = _binder.latest(of: viewModels)
        return _bind(headerType: headerType, viewModels: _Source({ latest.value ?? [:] }, version: { latest.version }))
    }

    /// Binds a custom footer view type to view models per section delivered by a async sequence.
    ///
    /// - Note: The view can hide the section's footer title, and without a view model there is no footer: see
    ///   <doc:HeadersAndFooters>.
    @discardableResult
    public func bind<Footer: ViewModelBindable, Source: AsyncSequence>(footerType: Footer.Type, viewModels: Source) -> Self
    where Source.Element == [Section: Footer.ViewModel] {
        let latest = _binder.latest(of: viewModels)
        return _bind(footerType: footerType, viewModels: _Source({ latest.value ?? [:] }, version: { latest.version }))
    }
}

// MARK: - Titles (tables)

extension MultiSectionBinder where Kind == TableViewKind {
    /// Binds header titles per section to a publisher.
    ///
    /// - Note: A header view can hide this title, as in the original library: see <doc:HeadersAndFooters>.
    @discardableResult
    public func bind<Source: Publisher>(headerTitles: Source) -> Self where Source.Output == [Section: String] {
        let latest = _binder.latest(of: headerTitles)
        return bind(headerTitles: { latest.value ?? [:] })
    }

    /// Binds footer titles per section to a publisher.
    ///
    /// - Note: A footer view can hide this title, as in the original library: see <doc:HeadersAndFooters>.
    @discardableResult
    public func bind<Source: Publisher>(footerTitles: Source) -> Self where Source.Output == [Section: String] {
        let latest = _binder.latest(of: footerTitles)
        return bind(footerTitles: { latest.value ?? [:] })
    }

    /// Binds header titles per section to a async sequence.
    ///
    /// - Note: A header view can hide this title, as in the original library: see <doc:HeadersAndFooters>.
    @discardableResult
    public func bind<Source: AsyncSequence>(headerTitles: Source) -> Self where Source.Element == [Section: String] {
        let latest = _binder.latest(of: headerTitles)
        return bind(headerTitles: { latest.value ?? [:] })
    }

    /// Binds footer titles per section to a async sequence.
    ///
    /// - Note: A footer view can hide this title, as in the original library: see <doc:HeadersAndFooters>.
    @discardableResult
    public func bind<Source: AsyncSequence>(footerTitles: Source) -> Self where Source.Element == [Section: String] {
        let latest = _binder.latest(of: footerTitles)
        return bind(footerTitles: { latest.value ?? [:] })
    }

    // The original library's shapes: a nil value means no title for that section.

    /// Binds header titles per section to a publisher; a nil value means no title for that section.
    ///
    /// - Note: A header view can hide this title, as in the original library: see <doc:HeadersAndFooters>.
    @discardableResult
    public func bind<Source: Publisher>(headerTitles: Source) -> Self where Source.Output == [Section: String?] {
        let latest = _binder.latest(of: headerTitles)
        return bind(headerTitles: { latest.value ?? [:] })
    }

    /// Binds footer titles per section to a publisher; a nil value means no title for that section.
    ///
    /// - Note: A footer view can hide this title, as in the original library: see <doc:HeadersAndFooters>.
    @discardableResult
    public func bind<Source: Publisher>(footerTitles: Source) -> Self where Source.Output == [Section: String?] {
        let latest = _binder.latest(of: footerTitles)
        return bind(footerTitles: { latest.value ?? [:] })
    }

    /// Binds header titles per section to an async sequence; a nil value means no title for that section.
    ///
    /// - Note: A header view can hide this title, as in the original library: see <doc:HeadersAndFooters>.
    @discardableResult
    public func bind<Source: AsyncSequence>(headerTitles: Source) -> Self where Source.Element == [Section: String?] {
        let latest = _binder.latest(of: headerTitles)
        return bind(headerTitles: { latest.value ?? [:] })
    }

    /// Binds footer titles per section to an async sequence; a nil value means no title for that section.
    ///
    /// - Note: A footer view can hide this title, as in the original library: see <doc:HeadersAndFooters>.
    @discardableResult
    public func bind<Source: AsyncSequence>(footerTitles: Source) -> Self where Source.Element == [Section: String?] {
        let latest = _binder.latest(of: footerTitles)
        return bind(footerTitles: { latest.value ?? [:] })
    }
}

// MARK: - Header and footer views with optional view models

extension MultiSectionBinder {
    /// Binds a custom header view type to view models per section delivered by a publisher; a nil value
    /// means no header view for that section.
    ///
    /// - Note: The view can hide the section's header title, and without a view model there is no header: see
    ///   <doc:HeadersAndFooters>.
    @discardableResult
    public func bind<Header: ViewModelBindable, Source: Publisher>(headerType: Header.Type, viewModels: Source) -> Self
    where Source.Output == [Section: Header.ViewModel?] {
        let latest = _binder.latest(of: viewModels)
        return _bind(headerType: headerType, viewModels: _Source({ latest.value ?? [:] }, version: { latest.version }))
    }

    /// Binds a custom footer view type to view models per section delivered by a publisher; a nil value
    /// means no footer view for that section.
    ///
    /// - Note: The view can hide the section's footer title, and without a view model there is no footer: see
    ///   <doc:HeadersAndFooters>.
    @discardableResult
    public func bind<Footer: ViewModelBindable, Source: Publisher>(footerType: Footer.Type, viewModels: Source) -> Self
    where Source.Output == [Section: Footer.ViewModel?] {
        let latest = _binder.latest(of: viewModels)
        return _bind(footerType: footerType, viewModels: _Source({ latest.value ?? [:] }, version: { latest.version }))
    }

    /// Binds a custom header view type to view models per section delivered by an async sequence; a nil
    /// value means no header view for that section.
    ///
    /// - Note: The view can hide the section's header title, and without a view model there is no header: see
    ///   <doc:HeadersAndFooters>.
    @discardableResult
    public func bind<Header: ViewModelBindable, Source: AsyncSequence>(headerType: Header.Type, viewModels: Source) -> Self
    where Source.Element == [Section: Header.ViewModel?] {
        let latest = _binder.latest(of: viewModels)
        return _bind(headerType: headerType, viewModels: _Source({ latest.value ?? [:] }, version: { latest.version }))
    }

    /// Binds a custom footer view type to view models per section delivered by an async sequence; a nil
    /// value means no footer view for that section.
    ///
    /// - Note: The view can hide the section's footer title, and without a view model there is no footer: see
    ///   <doc:HeadersAndFooters>.
    @discardableResult
    public func bind<Footer: ViewModelBindable, Source: AsyncSequence>(footerType: Footer.Type, viewModels: Source) -> Self
    where Source.Element == [Section: Footer.ViewModel?] {
        let latest = _binder.latest(of: viewModels)
        return _bind(footerType: footerType, viewModels: _Source({ latest.value ?? [:] }, version: { latest.version }))
    }
}
