// bind(headerType:viewModel:) and its kin: custom header and footer views with view models — every form of it, on
// single-section and multi-section chains.
//
// Every form hands its data to the binder as a `_Source` (a constant, a closure read again on every update, or a
// reactive source's latest value) through one internal `_bind`, which is the only place that binds. A publisher's or
// async sequence's values are delivered on the main actor and join the current turn's update; the subscription lives as
// long as the binder.

extension SingleSectionBinder {
    // MARK: Arrays and closures

    /// Binds a custom header view type with its view model (`nil`: no header).
    ///
    /// - Note: The view can hide the section's header title, and without a view model there is no header: see
    ///   <doc:HeadersAndFooters>.
    @discardableResult
    public func bind<Header: ViewModelBindable>(headerType: Header.Type, viewModel: Header.ViewModel?) -> Self {
        _bind(headerType: headerType, viewModel: _Source({ viewModel }, version: { 0 }))
    }

    /// Binds a custom header view type with a view model read again on `refresh()` (`nil`: no header view).
    ///
    /// - Note: The view can hide the section's header title, and without a view model there is no header: see
    ///   <doc:HeadersAndFooters>.
    @discardableResult
    public func bind<Header: ViewModelBindable>(headerType: Header.Type, viewModel: @escaping () -> Header.ViewModel?) -> Self {
        _bind(headerType: headerType, viewModel: _Source(viewModel))
    }

    /// `bind(headerType:viewModel:)` from any source.
    func _bind<Header: ViewModelBindable>(headerType: Header.Type, viewModel: _Source<Header.ViewModel?>) -> Self {
        let section = _section
        _binder.bindViews(\.headerViews, .sections([section]), headerType, viewModel.map { $0.map { [section: $0] } ?? [:] })
        return self
    }

    /// Binds a custom footer view type with its view model.
    ///
    /// - Note: The view can hide the section's footer title, and without a view model there is no footer: see
    ///   <doc:HeadersAndFooters>.
    @discardableResult
    public func bind<Footer: ViewModelBindable>(footerType: Footer.Type, viewModel: Footer.ViewModel?) -> Self {
        _bind(footerType: footerType, viewModel: _Source({ viewModel }, version: { 0 }))
    }

    /// Binds a custom footer view type with a view model read again on `refresh()`.
    ///
    /// - Note: The view can hide the section's footer title, and without a view model there is no footer: see
    ///   <doc:HeadersAndFooters>.
    @discardableResult
    public func bind<Footer: ViewModelBindable>(footerType: Footer.Type, viewModel: @escaping () -> Footer.ViewModel?) -> Self {
        _bind(footerType: footerType, viewModel: _Source(viewModel))
    }

    /// `bind(footerType:viewModel:)` from any source.
    func _bind<Footer: ViewModelBindable>(footerType: Footer.Type, viewModel: _Source<Footer.ViewModel?>) -> Self {
        let section = _section
        _binder.bindViews(\.footerViews, .sections([section]), footerType, viewModel.map { $0.map { [section: $0] } ?? [:] })
        return self
    }

    // MARK: Publishers and async sequences

    /// Binds a custom header view type to view models delivered by a publisher.
    ///
    /// - Note: The view can hide the section's header title, and without a view model there is no header: see
    ///   <doc:HeadersAndFooters>.
    @discardableResult @_disfavoredOverload
    public func bind<Header: ViewModelBindable, Source: Publisher>(headerType: Header.Type, viewModel: Source) -> Self
    where Source.Output == Header.ViewModel? {
        let latest = _binder.latest(of: viewModel)
        return _bind(headerType: headerType, viewModel: _Source({ latest.value ?? nil }, version: { latest.version }))
    }

    /// Binds a custom footer view type to view models delivered by a publisher.
    ///
    /// - Note: The view can hide the section's footer title, and without a view model there is no footer: see
    ///   <doc:HeadersAndFooters>.
    @discardableResult @_disfavoredOverload
    public func bind<Footer: ViewModelBindable, Source: Publisher>(footerType: Footer.Type, viewModel: Source) -> Self
    where Source.Output == Footer.ViewModel? {
        let latest = _binder.latest(of: viewModel)
        return _bind(footerType: footerType, viewModel: _Source({ latest.value ?? nil }, version: { latest.version }))
    }

    /// Binds a custom header view type to view models delivered by a async sequence.
    ///
    /// - Note: The view can hide the section's header title, and without a view model there is no header: see
    ///   <doc:HeadersAndFooters>.
    @discardableResult @_disfavoredOverload
    public func bind<Header: ViewModelBindable, Source: AsyncSequence>(headerType: Header.Type, viewModel: Source) -> Self
    where Source.Element == Header.ViewModel? {
        let latest = _binder.latest(of: viewModel)
        return _bind(headerType: headerType, viewModel: _Source({ latest.value ?? nil }, version: { latest.version }))
    }

    /// Binds a custom footer view type to view models delivered by a async sequence.
    ///
    /// - Note: The view can hide the section's footer title, and without a view model there is no footer: see
    ///   <doc:HeadersAndFooters>.
    @discardableResult @_disfavoredOverload
    public func bind<Footer: ViewModelBindable, Source: AsyncSequence>(footerType: Footer.Type, viewModel: Source) -> Self
    where Source.Element == Footer.ViewModel? {
        let latest = _binder.latest(of: viewModel)
        return _bind(footerType: footerType, viewModel: _Source({ latest.value ?? nil }, version: { latest.version }))
    }
}

extension MultiSectionBinder {
    // MARK: Arrays and closures

    /// Binds a custom header view type with view models per section; a section without one, or with `nil` (the
    /// original library's shape), has no header view. A `[Section: Header.ViewModel]` is taken as it is.
    ///
    /// - Note: The view can hide the section's header title, and without a view model there is no header: see
    ///   <doc:HeadersAndFooters>.
    @discardableResult
    public func bind<Header: ViewModelBindable>(headerType: Header.Type, viewModels: [Section: Header.ViewModel?]) -> Self {
        _bind(headerType: headerType, viewModels: _Source({ viewModels }, version: { 0 }))
    }

    /// Binds a custom header view type with view models per section read again on `refresh()`; `nil` means no header
    /// view for that section.
    ///
    /// - Note: The view can hide the section's header title, and without a view model there is no header: see
    ///   <doc:HeadersAndFooters>.
    @discardableResult
    public func bind<Header: ViewModelBindable>(headerType: Header.Type, viewModels: @escaping () -> [Section: Header.ViewModel?]) -> Self {
        _bind(headerType: headerType, viewModels: _Source(viewModels))
    }

    /// `bind(headerType:viewModels:)` from any source.
    func _bind<Header: ViewModelBindable>(headerType: Header.Type, viewModels: _Source<[Section: Header.ViewModel]>) -> Self {
        _binder.bindViews(\.headerViews, _scope, headerType, viewModels); return self
    }

    /// `bind(headerType:viewModels:)` from any source whose values may be nil: no view for that section.
    func _bind<Header: ViewModelBindable>(headerType: Header.Type, viewModels: _Source<[Section: Header.ViewModel?]>) -> Self {
        _bind(headerType: headerType, viewModels: viewModels.map { $0.compactMapValues { $0 } })
    }

    /// Binds a custom footer view type with view models per section; a section without one, or with `nil`, has no
    /// footer view. A `[Section: Footer.ViewModel]` is taken as it is.
    ///
    /// - Note: The view can hide the section's footer title, and without a view model there is no footer: see
    ///   <doc:HeadersAndFooters>.
    @discardableResult
    public func bind<Footer: ViewModelBindable>(footerType: Footer.Type, viewModels: [Section: Footer.ViewModel?]) -> Self {
        _bind(footerType: footerType, viewModels: _Source({ viewModels }, version: { 0 }))
    }

    /// Binds a custom footer view type with view models per section read again on `refresh()`; `nil` means no footer
    /// view for that section.
    ///
    /// - Note: The view can hide the section's footer title, and without a view model there is no footer: see
    ///   <doc:HeadersAndFooters>.
    @discardableResult
    public func bind<Footer: ViewModelBindable>(footerType: Footer.Type, viewModels: @escaping () -> [Section: Footer.ViewModel?]) -> Self {
        _bind(footerType: footerType, viewModels: _Source(viewModels))
    }

    /// `bind(footerType:viewModels:)` from any source.
    func _bind<Footer: ViewModelBindable>(footerType: Footer.Type, viewModels: _Source<[Section: Footer.ViewModel]>) -> Self {
        _binder.bindViews(\.footerViews, _scope, footerType, viewModels); return self
    }

    /// `bind(footerType:viewModels:)` from any source whose values may be nil: no view for that section.
    func _bind<Footer: ViewModelBindable>(footerType: Footer.Type, viewModels: _Source<[Section: Footer.ViewModel?]>) -> Self {
        _bind(footerType: footerType, viewModels: viewModels.map { $0.compactMapValues { $0 } })
    }

    // MARK: Publishers and async sequences

    /// Binds a custom header view type to view models per section delivered by a publisher.
    ///
    /// - Note: The view can hide the section's header title, and without a view model there is no header: see
    ///   <doc:HeadersAndFooters>.
    @available(*, deprecated, message: "a publisher of view models per section is bound as values that may be nil, [Section: Header.ViewModel?] (the original library's shape): map it to that (.map { $0.mapValues(Optional.some) })")
    @discardableResult @_disfavoredOverload
    public func bind<Header: ViewModelBindable, Source: Publisher>(headerType: Header.Type, viewModels: Source) -> Self
    where Source.Output == [Section: Header.ViewModel] {
        let latest = _binder.latest(of: viewModels)
        return _bind(headerType: headerType, viewModels: _Source(latest, none: [:]))
    }

    /// Binds a custom footer view type to view models per section delivered by a publisher.
    ///
    /// - Note: The view can hide the section's footer title, and without a view model there is no footer: see
    ///   <doc:HeadersAndFooters>.
    @available(*, deprecated, message: "a publisher of view models per section is bound as values that may be nil, [Section: Footer.ViewModel?] (the original library's shape): map it to that (.map { $0.mapValues(Optional.some) })")
    @discardableResult @_disfavoredOverload
    public func bind<Footer: ViewModelBindable, Source: Publisher>(footerType: Footer.Type, viewModels: Source) -> Self
    where Source.Output == [Section: Footer.ViewModel] {
        let latest = _binder.latest(of: viewModels)
        return _bind(footerType: footerType, viewModels: _Source(latest, none: [:]))
    }

    /// Binds a custom header view type to view models per section delivered by a async sequence.
    ///
    /// - Note: The view can hide the section's header title, and without a view model there is no header: see
    ///   <doc:HeadersAndFooters>.
    @available(*, deprecated, message: "an async sequence of view models per section is bound as values that may be nil, [Section: Header.ViewModel?] (the original library's shape): map it to that (.map { $0.mapValues(Optional.some) })")
    @discardableResult @_disfavoredOverload
    public func bind<Header: ViewModelBindable, Source: AsyncSequence>(headerType: Header.Type, viewModels: Source) -> Self
    where Source.Element == [Section: Header.ViewModel] {
        let latest = _binder.latest(of: viewModels)
        return _bind(headerType: headerType, viewModels: _Source(latest, none: [:]))
    }

    /// Binds a custom footer view type to view models per section delivered by a async sequence.
    ///
    /// - Note: The view can hide the section's footer title, and without a view model there is no footer: see
    ///   <doc:HeadersAndFooters>.
    @available(*, deprecated, message: "an async sequence of view models per section is bound as values that may be nil, [Section: Footer.ViewModel?] (the original library's shape): map it to that (.map { $0.mapValues(Optional.some) })")
    @discardableResult @_disfavoredOverload
    public func bind<Footer: ViewModelBindable, Source: AsyncSequence>(footerType: Footer.Type, viewModels: Source) -> Self
    where Source.Element == [Section: Footer.ViewModel] {
        let latest = _binder.latest(of: viewModels)
        return _bind(footerType: footerType, viewModels: _Source(latest, none: [:]))
    }

    /// Binds a custom header view type to view models per section delivered by a publisher; a nil value
    /// means no header view for that section.
    ///
    /// - Note: The view can hide the section's header title, and without a view model there is no header: see
    ///   <doc:HeadersAndFooters>.
    @discardableResult
    public func bind<Header: ViewModelBindable, Source: Publisher>(headerType: Header.Type, viewModels: Source) -> Self
    where Source.Output == [Section: Header.ViewModel?] {
        let latest = _binder.latest(of: viewModels)
        return _bind(headerType: headerType, viewModels: _Source(latest, none: [:]))
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
        return _bind(footerType: footerType, viewModels: _Source(latest, none: [:]))
    }

    /// Binds a custom header view type to view models per section delivered by an async sequence; a nil
    /// value means no header view for that section.
    ///
    /// - Note: The view can hide the section's header title, and without a view model there is no header: see
    ///   <doc:HeadersAndFooters>.
    @discardableResult @_disfavoredOverload
    public func bind<Header: ViewModelBindable, Source: AsyncSequence>(headerType: Header.Type, viewModels: Source) -> Self
    where Source.Element == [Section: Header.ViewModel?] {
        let latest = _binder.latest(of: viewModels)
        return _bind(headerType: headerType, viewModels: _Source(latest, none: [:]))
    }

    /// Binds a custom footer view type to view models per section delivered by an async sequence; a nil
    /// value means no footer view for that section.
    ///
    /// - Note: The view can hide the section's footer title, and without a view model there is no footer: see
    ///   <doc:HeadersAndFooters>.
    @discardableResult @_disfavoredOverload
    public func bind<Footer: ViewModelBindable, Source: AsyncSequence>(footerType: Footer.Type, viewModels: Source) -> Self
    where Source.Element == [Section: Footer.ViewModel?] {
        let latest = _binder.latest(of: viewModels)
        return _bind(footerType: footerType, viewModels: _Source(latest, none: [:]))
    }
}
