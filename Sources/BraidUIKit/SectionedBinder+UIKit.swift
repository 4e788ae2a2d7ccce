import Foundation

extension SectionedBinder where Kind == TableViewKind {
    /// Creates a binder for a UIKit table view, sectioned by `sectionType`.
    ///
    /// The binder installs its own object as the table's `dataSource` and `delegate` and owns it; set
    /// ``scrollViewDelegate`` to hear about scrolling. See ``SectionedBinder/init(tableView:sectionedBy:sectionDisplayBehavior:scheduler:)``
    /// for `scheduler`.
    ///
    /// ```swift
    /// let binder = SectionedTableViewBinder(tableView: tableView, sectionedBy: Section.self)
    /// ```
    public convenience init(
        tableView: UITableView, sectionedBy sectionType: Section.Type,
        sectionDisplayBehavior: SectionDisplayBehavior = .manuallyManaged,
        scheduler: any UpdateScheduler = MainActorUpdateScheduler()
    ) {
        self.init(
            tableView: UIKitTableView(tableView) as any TableViewHost, sectionedBy: sectionType,
            sectionDisplayBehavior: sectionDisplayBehavior, scheduler: scheduler)
    }

    /// The UIKit table this binder drives, if it was created with one.
    public var uiTableView: UITableView? { (tableView as? UIKitTableView)?.tableView }

    /// Where the table's scroll-view delegate calls go: the binder is the table's delegate, and forwards them.
    /// Held weakly.
    ///
    /// ```swift
    /// binder.scrollViewDelegate = self   // scrollViewDidScroll(_:) and the rest still reach the controller
    /// ```
    public var scrollViewDelegate: (any UIScrollViewDelegate)? {
        get { (tableView as? UIKitTableView)?.proxy.scrollViewDelegate }
        set { (tableView as? UIKitTableView)?.proxy.scrollViewDelegate = newValue }
    }
}

extension SectionedBinder where Kind == CollectionViewKind {
    /// Creates a binder for a UIKit collection view, sectioned by `sectionType`; see
    /// ``SectionedBinder/init(tableView:sectionedBy:sectionDisplayBehavior:scheduler:)``.
    ///
    /// Sizes are the flow layout's: bind `itemSize`, `headerSize` and `footerSize`, or set the layout's.
    public convenience init(
        collectionView: UICollectionView, sectionedBy sectionType: Section.Type,
        sectionDisplayBehavior: SectionDisplayBehavior = .manuallyManaged,
        scheduler: any UpdateScheduler = MainActorUpdateScheduler()
    ) {
        self.init(
            collectionView: UIKitCollectionView(collectionView) as any CollectionViewHost, sectionedBy: sectionType,
            sectionDisplayBehavior: sectionDisplayBehavior, scheduler: scheduler)
    }

    /// The UIKit collection view this binder drives, if it was created with one.
    public var uiCollectionView: UICollectionView? { (collectionView as? UIKitCollectionView)?.collectionView }

    /// Where the collection view's scroll-view delegate calls go; see the table binder's.
    public var scrollViewDelegate: (any UIScrollViewDelegate)? {
        get { (collectionView as? UIKitCollectionView)?.proxy.scrollViewDelegate }
        set { (collectionView as? UIKitCollectionView)?.proxy.scrollViewDelegate = newValue }
    }
}

extension SectionlessBinder where Kind == TableViewKind {
    /// Creates a binder for a UIKit table view without sections.
    ///
    /// ```swift
    /// let binder = TableViewBinder(tableView: tableView)
    /// ```
    public convenience init(tableView: UITableView, scheduler: any UpdateScheduler = MainActorUpdateScheduler()) {
        self.init(tableView: UIKitTableView(tableView) as any TableViewHost, scheduler: scheduler)
    }
}

extension SectionlessBinder where Kind == CollectionViewKind {
    /// Creates a binder for a UIKit collection view without sections.
    public convenience init(collectionView: UICollectionView, scheduler: any UpdateScheduler = MainActorUpdateScheduler()) {
        self.init(collectionView: UIKitCollectionView(collectionView) as any CollectionViewHost, scheduler: scheduler)
    }
}
