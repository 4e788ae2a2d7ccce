// bind(headerContent:) and bind(footerContent:) (bind(headerContents:), bind(footerContents:) per section): headers and
// footers described by content, in place of a view type — every form of it, on single-section and multi-section chains.
//
// Every form hands its data to the binder as a `_Source` through one internal `_bind`, which binds through the header
// and footer view path (`SectionedBinder.bindContentViews`): the view's own content view, the content its view model.

extension SingleSectionBinder {
    /// Binds the section's header described by content (`nil`: no header), shown in the view's own header content view
    /// (``TableViewHost/headerFooterContentViewType``, ``CollectionViewHost/supplementaryContentViewType``).
    ///
    /// A header whose content is unchanged is not shown again.
    @discardableResult
    public func bind(headerContent: HeaderFooterContent?) -> Self {
        _bind(headerContent: _Source({ headerContent }, version: { 0 }))
    }

    /// Binds the section's header described by content read again on `refresh()` (`nil`: no header).
    @discardableResult
    public func bind(headerContent: @escaping () -> HeaderFooterContent?) -> Self {
        _bind(headerContent: _Source(headerContent))
    }

    /// Binds the section's header described by content delivered by a publisher (`nil`: no header).
    @discardableResult @_disfavoredOverload
    public func bind<Source: Publisher>(headerContent: Source) -> Self where Source.Output == HeaderFooterContent? {
        let latest = _binder.latest(of: headerContent)
        return _bind(headerContent: _Source({ latest.value ?? nil }, version: { latest.version }))
    }

    /// Binds the section's header described by content delivered by an async sequence (`nil`: no header).
    @discardableResult @_disfavoredOverload
    public func bind<Source: AsyncSequence>(headerContent: Source) -> Self where Source.Element == HeaderFooterContent? {
        let latest = _binder.latest(of: headerContent)
        return _bind(headerContent: _Source({ latest.value ?? nil }, version: { latest.version }))
    }

    /// `bind(headerContent:)` from any source.
    func _bind(headerContent: _Source<HeaderFooterContent?>) -> Self {
        let section = _section
        _binder.bindContentViews(\.headerViews, .sections([section]), headerContent.map { $0.map { [section: $0] } ?? [:] })
        return self
    }

    /// Binds the section's footer described by content (`nil`: no footer), shown in the view's own footer content view
    /// (``TableViewHost/headerFooterContentViewType``, ``CollectionViewHost/supplementaryContentViewType``).
    ///
    /// A footer whose content is unchanged is not shown again.
    @discardableResult
    public func bind(footerContent: HeaderFooterContent?) -> Self {
        _bind(footerContent: _Source({ footerContent }, version: { 0 }))
    }

    /// Binds the section's footer described by content read again on `refresh()` (`nil`: no footer).
    @discardableResult
    public func bind(footerContent: @escaping () -> HeaderFooterContent?) -> Self {
        _bind(footerContent: _Source(footerContent))
    }

    /// Binds the section's footer described by content delivered by a publisher (`nil`: no footer).
    @discardableResult @_disfavoredOverload
    public func bind<Source: Publisher>(footerContent: Source) -> Self where Source.Output == HeaderFooterContent? {
        let latest = _binder.latest(of: footerContent)
        return _bind(footerContent: _Source({ latest.value ?? nil }, version: { latest.version }))
    }

    /// Binds the section's footer described by content delivered by an async sequence (`nil`: no footer).
    @discardableResult @_disfavoredOverload
    public func bind<Source: AsyncSequence>(footerContent: Source) -> Self where Source.Element == HeaderFooterContent? {
        let latest = _binder.latest(of: footerContent)
        return _bind(footerContent: _Source({ latest.value ?? nil }, version: { latest.version }))
    }

    /// `bind(footerContent:)` from any source.
    func _bind(footerContent: _Source<HeaderFooterContent?>) -> Self {
        let section = _section
        _binder.bindContentViews(\.footerViews, .sections([section]), footerContent.map { $0.map { [section: $0] } ?? [:] })
        return self
    }
}

extension MultiSectionBinder {
    /// Binds each section's header described by content (`nil`, or no entry: no header for that section), shown in
    /// the view's own header content view. See ``SingleSectionBinder/bind(headerContent:)-(HeaderFooterContent?)``.
    @discardableResult
    public func bind(headerContents: [Section: HeaderFooterContent?]) -> Self {
        _bind(headerContents: _Source({ headerContents }, version: { 0 }))
    }

    /// Binds each section's header described by content, read again on `refresh()`.
    @discardableResult
    public func bind(headerContents: @escaping () -> [Section: HeaderFooterContent?]) -> Self {
        _bind(headerContents: _Source(headerContents))
    }

    /// Binds each section's header described by content delivered by a publisher.
    @discardableResult @_disfavoredOverload
    public func bind<Source: Publisher>(headerContents: Source) -> Self
    where Source.Output == [Section: HeaderFooterContent?] {
        let latest = _binder.latest(of: headerContents)
        return _bind(headerContents: _Source(latest, none: [:]))
    }

    /// Binds each section's header described by content delivered by an async sequence.
    @discardableResult @_disfavoredOverload
    public func bind<Source: AsyncSequence>(headerContents: Source) -> Self
    where Source.Element == [Section: HeaderFooterContent?] {
        let latest = _binder.latest(of: headerContents)
        return _bind(headerContents: _Source(latest, none: [:]))
    }

    /// `bind(headerContents:)` from any source.
    func _bind(headerContents: _Source<[Section: HeaderFooterContent?]>) -> Self {
        _binder.bindContentViews(\.headerViews, _scope, headerContents.map { $0.compactMapValues { $0 } })
        return self
    }

    /// Binds each section's footer described by content (`nil`, or no entry: no footer for that section), shown in
    /// the view's own footer content view. See ``SingleSectionBinder/bind(footerContent:)-(HeaderFooterContent?)``.
    @discardableResult
    public func bind(footerContents: [Section: HeaderFooterContent?]) -> Self {
        _bind(footerContents: _Source({ footerContents }, version: { 0 }))
    }

    /// Binds each section's footer described by content, read again on `refresh()`.
    @discardableResult
    public func bind(footerContents: @escaping () -> [Section: HeaderFooterContent?]) -> Self {
        _bind(footerContents: _Source(footerContents))
    }

    /// Binds each section's footer described by content delivered by a publisher.
    @discardableResult @_disfavoredOverload
    public func bind<Source: Publisher>(footerContents: Source) -> Self
    where Source.Output == [Section: HeaderFooterContent?] {
        let latest = _binder.latest(of: footerContents)
        return _bind(footerContents: _Source(latest, none: [:]))
    }

    /// Binds each section's footer described by content delivered by an async sequence.
    @discardableResult @_disfavoredOverload
    public func bind<Source: AsyncSequence>(footerContents: Source) -> Self
    where Source.Element == [Section: HeaderFooterContent?] {
        let latest = _binder.latest(of: footerContents)
        return _bind(footerContents: _Source(latest, none: [:]))
    }

    /// `bind(footerContents:)` from any source.
    func _bind(footerContents: _Source<[Section: HeaderFooterContent?]>) -> Self {
        _binder.bindContentViews(\.footerViews, _scope, footerContents.map { $0.compactMapValues { $0 } })
        return self
    }
}
