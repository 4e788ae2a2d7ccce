// MARK: - Layouts (collection views)

// A section's layout belongs to its chain, like its sizes: a chain for a section by name wins, else one for all
// sections, else one for any section (`_BindingStore.value(_:for:)`). Every host reads the one description.

extension SingleSectionBinder where Kind == CollectionViewKind {
    /// How the section is laid out: a list, a grid or a horizontal row, with its spacing, insets and pinned header
    /// or footer. See ``CollectionSectionLayout``.
    ///
    /// ```swift
    /// binder.onSection(.featured).layout(.horizontalRow(itemWidth: 20, itemHeight: .fixed(5), scrolling: .paging))
    /// ```
    @discardableResult
    public func layout(_ layout: CollectionSectionLayout) -> Self {
        _binder.set(\.dimensions.layouts, scope, { _ in layout }); return self
    }
}

extension MultiSectionHandlers where Kind == CollectionViewKind {
    /// How each of the chain's sections is laid out. See ``CollectionSectionLayout``.
    @discardableResult
    public func layout(_ layout: CollectionSectionLayout) -> Self {
        _binder.set(\.dimensions.layouts, _scope, { _ in layout }); return self
    }

    /// How each of the chain's sections is laid out, decided per section: a screen whose sections come from a
    /// server can lay each out by what it is.
    @discardableResult
    public func layout(_ layout: @escaping (_ section: Section) -> CollectionSectionLayout) -> Self {
        _binder.set(\.dimensions.layouts, _scope, layout); return self
    }
}
