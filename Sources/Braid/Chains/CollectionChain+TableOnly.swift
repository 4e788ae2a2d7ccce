// The table-only API, on collection chains: unavailable, each with a message that names what a collection view uses
// instead — so that a table screen ported to a collection view meets the fix, not "requires the types
// 'CollectionViewKind' and 'TableViewKind' be equivalent". None of these can be called.
// Scripts/check-misuse-messages.sh compiles each misuse and checks its message.

extension SectionlessBinder where Kind == CollectionViewKind {
    /// Unavailable: a collection binder's chain is ``onCollection()``.
    @available(*, unavailable, message: "a collection view binder's chain is onCollection()")
    public func onTable() -> SingleSectionBinder<Kind, AnyObject, SingleSection> { fatalError() }
}

extension SingleSectionBinder where Kind == CollectionViewKind {
    /// Unavailable: a collection view has no section titles; bind a header view (`bind(headerType:viewModel:)`).
    @available(*, unavailable, message: "a collection view has no section titles: bind a header view, bind(headerType:viewModel:)")
    public func bind(headerTitle: String?) -> Self { fatalError() }
    /// Unavailable: a collection view has no section titles; bind a header view (`bind(headerType:viewModel:)`).
    @available(*, unavailable, message: "a collection view has no section titles: bind a header view, bind(headerType:viewModel:)")
    public func bind(headerTitle: @escaping () -> String?) -> Self { fatalError() }
    /// Unavailable: a collection view has no section titles; bind a footer view (`bind(footerType:viewModel:)`).
    @available(*, unavailable, message: "a collection view has no section titles: bind a footer view, bind(footerType:viewModel:)")
    public func bind(footerTitle: String?) -> Self { fatalError() }
    /// Unavailable: a collection view has no section titles; bind a footer view (`bind(footerType:viewModel:)`).
    @available(*, unavailable, message: "a collection view has no section titles: bind a footer view, bind(footerType:viewModel:)")
    public func bind(footerTitle: @escaping () -> String?) -> Self { fatalError() }

    /// Unavailable: a collection view sizes its items (`itemSize(_:)`).
    @available(*, unavailable, message: "a collection view sizes its items: use itemSize(_:)")
    public func cellHeight(_ height: @escaping (_ row: Int) -> Double) -> Self { fatalError() }
    /// Unavailable: a collection view estimates its items' sizes (`estimatedItemSize(_:)`).
    @available(*, unavailable, message: "a collection view estimates its items' sizes: use estimatedItemSize(_:)")
    public func estimatedCellHeight(_ height: @escaping (_ row: Int) -> Double) -> Self { fatalError() }
    /// Unavailable: a collection view sizes its headers (`headerSize(_:)`).
    @available(*, unavailable, message: "a collection view sizes its headers: use headerSize(_:)")
    public func headerHeight(_ height: @escaping () -> Double) -> Self { fatalError() }
    /// Unavailable: a collection view sizes its footers (`footerSize(_:)`).
    @available(*, unavailable, message: "a collection view sizes its footers: use footerSize(_:)")
    public func footerHeight(_ height: @escaping () -> Double) -> Self { fatalError() }
}

extension MultiSectionBinder where Kind == CollectionViewKind {
    /// Unavailable: a collection view has no section titles; bind header views (`bind(headerType:viewModels:)`).
    @available(*, unavailable, message: "a collection view has no section titles: bind header views, bind(headerType:viewModels:)")
    public func bind(headerTitles: [Section: String]) -> Self { fatalError() }
    /// Unavailable: a collection view has no section titles; bind header views (`bind(headerType:viewModels:)`).
    @available(*, unavailable, message: "a collection view has no section titles: bind header views, bind(headerType:viewModels:)")
    public func bind(headerTitles: @escaping () -> [Section: String]) -> Self { fatalError() }
    /// Unavailable: a collection view has no section titles; bind footer views (`bind(footerType:viewModels:)`).
    @available(*, unavailable, message: "a collection view has no section titles: bind footer views, bind(footerType:viewModels:)")
    public func bind(footerTitles: [Section: String]) -> Self { fatalError() }
    /// Unavailable: a collection view has no section titles; bind footer views (`bind(footerType:viewModels:)`).
    @available(*, unavailable, message: "a collection view has no section titles: bind footer views, bind(footerType:viewModels:)")
    public func bind(footerTitles: @escaping () -> [Section: String]) -> Self { fatalError() }
}

extension MultiSectionHandlers where Kind == CollectionViewKind {
    /// Unavailable: a collection view sizes its items (`itemSize(_:)`).
    @available(*, unavailable, message: "a collection view sizes its items: use itemSize(_:)")
    public func cellHeight(_ height: @escaping (_ section: Section, _ row: Int) -> Double) -> Self { fatalError() }
    /// Unavailable: a collection view estimates its items' sizes (`estimatedItemSize(_:)`).
    @available(*, unavailable, message: "a collection view estimates its items' sizes: use estimatedItemSize(_:)")
    public func estimatedCellHeight(_ height: @escaping (_ section: Section, _ row: Int) -> Double) -> Self { fatalError() }
    /// Unavailable: a collection view sizes its headers (`headerSize(_:)`).
    @available(*, unavailable, message: "a collection view sizes its headers: use headerSize(_:)")
    public func headerHeight(_ height: @escaping (_ section: Section) -> Double) -> Self { fatalError() }
    /// Unavailable: a collection view sizes its footers (`footerSize(_:)`).
    @available(*, unavailable, message: "a collection view sizes its footers: use footerSize(_:)")
    public func footerHeight(_ height: @escaping (_ section: Section) -> Double) -> Self { fatalError() }
}

extension CollectionSizeDimension {
    /// Unavailable: a collection view's dimensions are sizes (`.itemSize { … }`).
    @available(*, unavailable, message: "a collection view's dimensions are sizes: use .itemSize { … }")
    public static func cellHeight(_ height: @escaping (_ row: Int) -> Double) -> Self where ItemSize == (_ row: Int) -> Size {
        fatalError()
    }

    /// Unavailable: a collection view's dimensions are sizes (`.itemSize { … }`).
    @available(*, unavailable, message: "a collection view's dimensions are sizes: use .itemSize { … }")
    public static func cellHeight<Section>(_ height: @escaping (_ section: Section, _ row: Int) -> Double) -> Self
    where ItemSize == (_ section: Section, _ row: Int) -> Size {
        fatalError()
    }

    /// Unavailable: a collection view's dimensions are sizes (`.headerSize { … }`).
    @available(*, unavailable, message: "a collection view's dimensions are sizes: use .headerSize { … }")
    public static func headerHeight(_ height: @escaping () -> Double) -> Self where SupplementarySize == () -> Size {
        fatalError()
    }

    /// Unavailable: a collection view's dimensions are sizes (`.headerSize { … }`).
    @available(*, unavailable, message: "a collection view's dimensions are sizes: use .headerSize { … }")
    public static func headerHeight<Section>(_ height: @escaping (_ section: Section) -> Double) -> Self
    where SupplementarySize == (_ section: Section) -> Size {
        fatalError()
    }
}

extension ModelSingleSectionBinder where Kind == CollectionViewKind {
    /// Unavailable: a collection view sizes its items (`itemSize(_:)`).
    @available(*, unavailable, message: "a collection view sizes its items: use itemSize(_:)")
    public func cellHeight(_ height: @escaping (_ row: Int, _ model: Model) -> Double) -> Self { fatalError() }
    /// Unavailable: a collection view estimates its items' sizes (`estimatedItemSize(_:)`).
    @available(*, unavailable, message: "a collection view estimates its items' sizes: use estimatedItemSize(_:)")
    public func estimatedCellHeight(_ height: @escaping (_ row: Int, _ model: Model) -> Double) -> Self { fatalError() }
}

extension ModelMultiSectionBinder where Kind == CollectionViewKind {
    /// Unavailable: a collection view sizes its items (`itemSize(_:)`).
    @available(*, unavailable, message: "a collection view sizes its items: use itemSize(_:)")
    public func cellHeight(_ height: @escaping (_ section: Section, _ row: Int, _ model: Model) -> Double) -> Self {
        fatalError()
    }

    /// Unavailable: a collection view estimates its items' sizes (`estimatedItemSize(_:)`).
    @available(*, unavailable, message: "a collection view estimates its items' sizes: use estimatedItemSize(_:)")
    public func estimatedCellHeight(_ height: @escaping (_ section: Section, _ row: Int, _ model: Model) -> Double) -> Self {
        fatalError()
    }
}
