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
        let adapter = UIKitTableView(tableView)
        self.init(tableView: adapter, sectionedBy: sectionType, sectionDisplayBehavior: sectionDisplayBehavior, scheduler: scheduler)
        UIKitTableView.ofBinders.note(adapter, of: self)
        adapter.proxy.diagnose = reportFromUIKit
    }

    /// The UIKit adapter this binder was created with, if any, found typed (see ``_UIKitAdapters``).
    var uiKitTable: UIKitTableView? { UIKitTableView.ofBinders.adapter(of: self) }

    /// The UIKit table this binder drives, if it was created with one.
    public var uiTableView: UITableView? { uiKitTable?.tableView }

    /// Where the table's scroll-view delegate calls go: the binder is the table's delegate, and forwards them.
    /// Without one they go to ``tableViewDelegate``. Held weakly.
    ///
    /// ```swift
    /// binder.scrollViewDelegate = self   // scrollViewDidScroll(_:) and the rest still reach the controller
    /// ```
    public var scrollViewDelegate: (any UIScrollViewDelegate)? {
        get { uiKitTable?.proxy.scrollViewDelegate }
        set { uiKitTable?.proxy.scrollViewDelegate = newValue }
    }

    /// The app's own table view delegate: the binder is the table's delegate, and forwards to this every
    /// `UITableViewDelegate` method the chains do not answer. Held weakly.
    ///
    /// Where both could answer, what a chain bound wins, and otherwise this delegate answers: a row's or a header's
    /// height, a header or footer view, swipe actions. Selection (`didSelectRowAt`) and display (`willDisplay`) are
    /// told to the chain's handlers and then to this delegate, as is a content row's detail button
    /// (`accessoryButtonTappedForRowWith`, the chain's `onDetailButton`). Everything else — `didDeselectRowAt`,
    /// `willSelectRowAt`, `shouldHighlightRowAt`, `didEndDisplaying`, … — is this
    /// delegate's alone, and without it UIKit does what it does for a delegate that lacks the method. Scrolling goes
    /// to ``scrollViewDelegate``, or here when that is nil.
    ///
    /// ```swift
    /// binder.tableViewDelegate = self   // tableView(_:didDeselectRowAt:) and the rest reach the controller
    /// ```
    public var tableViewDelegate: (any UITableViewDelegate)? {
        get { uiKitTable?.proxy.tableViewDelegate }
        set { uiKitTable?.proxy.tableViewDelegate = newValue }
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
        let adapter = UIKitCollectionView(collectionView)
        self.init(
            collectionView: adapter, sectionedBy: sectionType, sectionDisplayBehavior: sectionDisplayBehavior,
            scheduler: scheduler)
        UIKitCollectionView.ofBinders.note(adapter, of: self)
        adapter.proxy.diagnose = reportFromUIKit
    }

    /// The UIKit adapter this binder was created with, if any, found typed (see ``_UIKitAdapters``).
    var uiKitCollection: UIKitCollectionView? { UIKitCollectionView.ofBinders.adapter(of: self) }

    /// The UIKit collection view this binder drives, if it was created with one.
    public var uiCollectionView: UICollectionView? { uiKitCollection?.collectionView }

    /// Where the collection view's scroll-view delegate calls go; see the table binder's.
    public var scrollViewDelegate: (any UIScrollViewDelegate)? {
        get { uiKitCollection?.proxy.scrollViewDelegate }
        set { uiKitCollection?.proxy.scrollViewDelegate = newValue }
    }

    /// The app's own collection view delegate: the binder is the collection view's delegate, and forwards to this
    /// every `UICollectionViewDelegate` method the chains do not answer, and every
    /// `UICollectionViewDelegateFlowLayout` method when this is also a flow-layout delegate. Held weakly.
    ///
    /// Where both could answer, what a chain bound wins, and otherwise this delegate answers: an item's, header's or
    /// footer's size. Selection (`didSelectItemAt`) and display (`willDisplay`) are told to the chain's handlers and
    /// then to this delegate. Everything else — `didDeselectItemAt`, `shouldSelectItemAt`, `didEndDisplaying`,
    /// section insets and spacing, … — is this delegate's alone, and without it UIKit does what it does for a
    /// delegate that lacks the method. Scrolling goes to ``scrollViewDelegate``, or here when that is nil.
    ///
    /// ```swift
    /// binder.collectionViewDelegate = self   // collectionView(_:didDeselectItemAt:) and the rest reach the controller
    /// ```
    public var collectionViewDelegate: (any UICollectionViewDelegate)? {
        get { uiKitCollection?.proxy.collectionViewDelegate }
        set { uiKitCollection?.proxy.collectionViewDelegate = newValue }
    }
}

extension SectionlessBinder where Kind == TableViewKind {
    /// Creates a binder for a UIKit table view without sections.
    ///
    /// ```swift
    /// let binder = TableViewBinder(tableView: tableView)
    /// ```
    public convenience init(tableView: UITableView, scheduler: any UpdateScheduler = MainActorUpdateScheduler()) {
        let adapter = UIKitTableView(tableView)
        self.init(tableView: adapter, scheduler: scheduler)
        UIKitTableView.ofBinders.note(adapter, of: sectioned)
        adapter.proxy.diagnose = sectioned.reportFromUIKit
    }
}

extension SectionlessBinder where Kind == CollectionViewKind {
    /// Creates a binder for a UIKit collection view without sections.
    public convenience init(collectionView: UICollectionView, scheduler: any UpdateScheduler = MainActorUpdateScheduler()) {
        let adapter = UIKitCollectionView(collectionView)
        self.init(collectionView: adapter, scheduler: scheduler)
        UIKitCollectionView.ofBinders.note(adapter, of: sectioned)
        adapter.proxy.diagnose = sectioned.reportFromUIKit
    }
}

extension SectionedBinder {
    /// Reports what a UIKit proxy met through the binder's `diagnosticHandler`, while the binder lives.
    var reportFromUIKit: (BinderDiagnostic) -> Void {
        { [weak self] diagnostic in self?.diagnosticHandler(diagnostic) }
    }
}
