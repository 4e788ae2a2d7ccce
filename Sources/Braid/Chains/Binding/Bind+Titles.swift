// bind(headerTitle:) and its kin: header and footer titles (tables) — every form of it, on single-section and multi-
// section chains.
//
// Every form hands its data to the binder as a `_Source` (a constant, a closure read again on every update, or a
// reactive source's latest value) through one internal `_bind`, which is the only place that binds. A publisher's or
// async sequence's values are delivered on the main actor and join the current turn's update; the subscription lives as
// long as the binder.

extension SingleSectionBinder where Kind == TableViewKind {
    // MARK: Arrays and closures

    /// Binds the section's header title (`nil`: no title).
    ///
    /// - Note: A header view can hide this title, as in the original library: see <doc:HeadersAndFooters>.
    @discardableResult
    public func bind(headerTitle: String?) -> Self { bind(headerTitle: { headerTitle }) }
    /// Binds the section's header title, read again on `refresh()`.
    ///
    /// - Note: A header view can hide this title, as in the original library: see <doc:HeadersAndFooters>.
    @discardableResult
    public func bind(headerTitle: @escaping () -> String?) -> Self {
        let section = _section
        _binder.bindTitles(\.headerTitles, .sections([section]), { headerTitle().map { [section: $0] } ?? [:] })
        return self
    }

    /// Binds the section's footer title (`nil`: no title).
    ///
    /// - Note: A footer view can hide this title, as in the original library: see <doc:HeadersAndFooters>.
    @discardableResult
    public func bind(footerTitle: String?) -> Self { bind(footerTitle: { footerTitle }) }
    /// Binds the section's footer title, read again on `refresh()`.
    ///
    /// - Note: A footer view can hide this title, as in the original library: see <doc:HeadersAndFooters>.
    @discardableResult
    public func bind(footerTitle: @escaping () -> String?) -> Self {
        let section = _section
        _binder.bindTitles(\.footerTitles, .sections([section]), { footerTitle().map { [section: $0] } ?? [:] })
        return self
    }

    // MARK: Publishers and async sequences

    /// Binds the header title to a publisher.
    ///
    /// - Note: A header view can hide this title, as in the original library: see <doc:HeadersAndFooters>.
    @discardableResult @_disfavoredOverload
    public func bind<Source: Publisher>(headerTitle: Source) -> Self where Source.Output == String? {
        let latest = _binder.latest(of: headerTitle)
        return bind(headerTitle: { latest.value ?? nil })
    }

    /// Binds the footer title to a publisher.
    ///
    /// - Note: A footer view can hide this title, as in the original library: see <doc:HeadersAndFooters>.
    @discardableResult @_disfavoredOverload
    public func bind<Source: Publisher>(footerTitle: Source) -> Self where Source.Output == String? {
        let latest = _binder.latest(of: footerTitle)
        return bind(footerTitle: { latest.value ?? nil })
    }

    /// Binds the header title to a async sequence.
    ///
    /// - Note: A header view can hide this title, as in the original library: see <doc:HeadersAndFooters>.
    @discardableResult @_disfavoredOverload
    public func bind<Source: AsyncSequence>(headerTitle: Source) -> Self where Source.Element == String? {
        let latest = _binder.latest(of: headerTitle)
        return bind(headerTitle: { latest.value ?? nil })
    }

    /// Binds the footer title to a async sequence.
    ///
    /// - Note: A footer view can hide this title, as in the original library: see <doc:HeadersAndFooters>.
    @discardableResult @_disfavoredOverload
    public func bind<Source: AsyncSequence>(footerTitle: Source) -> Self where Source.Element == String? {
        let latest = _binder.latest(of: footerTitle)
        return bind(footerTitle: { latest.value ?? nil })
    }
}

extension MultiSectionBinder where Kind == TableViewKind {
    // MARK: Arrays and closures

    /// Binds header titles per section; a section without a title, or with `nil` (the original library's shape),
    /// has none. A `[Section: String]` is taken as it is.
    ///
    /// - Note: A header view can hide this title, as in the original library: see <doc:HeadersAndFooters>.
    @discardableResult
    public func bind(headerTitles: [Section: String?]) -> Self { bind(headerTitles: { headerTitles }) }

    /// Binds header titles per section, read again on `refresh()`; `nil` means no title for that section.
    ///
    /// - Note: A header view can hide this title, as in the original library: see <doc:HeadersAndFooters>.
    @discardableResult
    public func bind(headerTitles: @escaping () -> [Section: String?]) -> Self {
        _binder.bindTitles(\.headerTitles, _scope, { headerTitles().compactMapValues { $0 } }); return self
    }

    /// Binds footer titles per section; a section without a title, or with `nil`, has none.
    ///
    /// - Note: A footer view can hide this title, as in the original library: see <doc:HeadersAndFooters>.
    @discardableResult
    public func bind(footerTitles: [Section: String?]) -> Self { bind(footerTitles: { footerTitles }) }

    /// Binds footer titles per section, read again on `refresh()`; `nil` means no title for that section.
    ///
    /// - Note: A footer view can hide this title, as in the original library: see <doc:HeadersAndFooters>.
    @discardableResult
    public func bind(footerTitles: @escaping () -> [Section: String?]) -> Self {
        _binder.bindTitles(\.footerTitles, _scope, { footerTitles().compactMapValues { $0 } }); return self
    }

    // MARK: Publishers and async sequences

    /// Binds header titles per section to a publisher.
    ///
    /// - Note: A header view can hide this title, as in the original library: see <doc:HeadersAndFooters>.
    @available(*, deprecated, message: "a publisher of titles per section is bound as values that may be nil, [Section: String?] (the original library's shape): map it to that (.map { $0.mapValues(Optional.some) })")
    @discardableResult @_disfavoredOverload
    public func bind<Source: Publisher>(headerTitles: Source) -> Self where Source.Output == [Section: String] {
        let latest = _binder.latest(of: headerTitles)
        return bind(headerTitles: { latest.value ?? [:] })
    }

    /// Binds footer titles per section to a publisher.
    ///
    /// - Note: A footer view can hide this title, as in the original library: see <doc:HeadersAndFooters>.
    @available(*, deprecated, message: "a publisher of titles per section is bound as values that may be nil, [Section: String?] (the original library's shape): map it to that (.map { $0.mapValues(Optional.some) })")
    @discardableResult @_disfavoredOverload
    public func bind<Source: Publisher>(footerTitles: Source) -> Self where Source.Output == [Section: String] {
        let latest = _binder.latest(of: footerTitles)
        return bind(footerTitles: { latest.value ?? [:] })
    }

    /// Binds header titles per section to a async sequence.
    ///
    /// - Note: A header view can hide this title, as in the original library: see <doc:HeadersAndFooters>.
    @available(*, deprecated, message: "an async sequence of titles per section is bound as values that may be nil, [Section: String?] (the original library's shape): map it to that (.map { $0.mapValues(Optional.some) })")
    @discardableResult @_disfavoredOverload
    public func bind<Source: AsyncSequence>(headerTitles: Source) -> Self where Source.Element == [Section: String] {
        let latest = _binder.latest(of: headerTitles)
        return bind(headerTitles: { latest.value ?? [:] })
    }

    /// Binds footer titles per section to a async sequence.
    ///
    /// - Note: A footer view can hide this title, as in the original library: see <doc:HeadersAndFooters>.
    @available(*, deprecated, message: "an async sequence of titles per section is bound as values that may be nil, [Section: String?] (the original library's shape): map it to that (.map { $0.mapValues(Optional.some) })")
    @discardableResult @_disfavoredOverload
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
    @discardableResult @_disfavoredOverload
    public func bind<Source: AsyncSequence>(headerTitles: Source) -> Self where Source.Element == [Section: String?] {
        let latest = _binder.latest(of: headerTitles)
        return bind(headerTitles: { latest.value ?? [:] })
    }

    /// Binds footer titles per section to an async sequence; a nil value means no title for that section.
    ///
    /// - Note: A footer view can hide this title, as in the original library: see <doc:HeadersAndFooters>.
    @discardableResult @_disfavoredOverload
    public func bind<Source: AsyncSequence>(footerTitles: Source) -> Self where Source.Element == [Section: String?] {
        let latest = _binder.latest(of: footerTitles)
        return bind(footerTitles: { latest.value ?? [:] })
    }
}
