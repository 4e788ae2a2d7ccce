
/// The original library's name for ``SingleSection``.
@available(*, deprecated, renamed: "SingleSection")
public typealias _SingleSection = SingleSection

/// Binds a table or collection view without sections; use it by the name of its kind, ``TableViewBinder``
/// or ``CollectionViewBinder``.
///
/// ```swift
/// let binder = TableViewBinder(tableView: tableView)
/// binder.onTable()
///     .bind(cellType: PersonCell.self, models: people)
///     .onDequeue { row, cell, person in cell.text = person.name }
///     .onTapped { row, cell, person in show(person) }
/// binder.animateChanges = false
/// binder.finish()
/// ```
/// It is a ``SectionedBinder`` with one section; everything said there holds here. Its properties — the view,
/// `animateChanges`, the animations, `updateDelegate`, `diagnosticHandler`, … — are the sectioned binder's,
/// reached through its `dynamicMember` subscripts.
@MainActor @dynamicMemberLookup
public final class SectionlessBinder<Kind: BinderKind> {
    /// The sectioned binder doing the work, with its one section.
    public let sectioned: SectionedBinder<Kind, SingleSection>

    init(_ sectioned: SectionedBinder<Kind, SingleSection>) {
        self.sectioned = sectioned
        sectioned.displayedSections = [.table]
    }

    /// Ends the binding and shows the data. See ``SectionedBinder/finish()``.
    public func finish() { sectioned.finish() }

    /// Reads every closure again and shows what changed, animated.
    public func refresh() { sectioned.refresh() }

    /// Shows `state` after the rows, or alone; nil: what the source says. See ``SectionedBinder/setState(_:of:action:)``.
    public func setState(_ state: SectionState?, action: (@MainActor () -> Void)? = nil) {
        sectioned.setState(state, of: .table, action: action)
    }

    /// Shows `state` in place of the whole list; nil shows the list again. See ``SectionedBinder/setViewState(_:action:)``.
    public func setViewState(_ state: SectionState?, action: (@MainActor () -> Void)? = nil) {
        sectioned.setViewState(state, action: action)
    }

    /// Starts a paged table or collection view again from its first page. See ``SectionedBinder/refreshPages()``.
    public func refreshPages() async { await sectioned.refreshPages() }

    /// Lets the user pull to refresh. See ``SectionedBinder/onPullToRefresh(_:)``.
    public func onPullToRefresh(_ handler: (@MainActor () async -> Void)?) { sectioned.onPullToRefresh(handler) }

    /// Runs the pull-to-refresh handler as a pull does. See ``SectionedBinder/pullToRefresh()``.
    public func pullToRefresh() { sectioned.pullToRefresh() }

    /// Enters or leaves editing mode. See ``SectionedBinder/setEditing(_:animated:)``.
    public func setEditing(_ editing: Bool, animated: Bool) { sectioned.setEditing(editing, animated: animated) }

    /// Shows the children of `model`'s node. See `SectionedBinder.expand(_:)`.
    public func expand<Model>(_ model: Model) { sectioned.expand(model) }
    /// Hides the children of `model`'s node. See `SectionedBinder.collapse(_:)`.
    public func collapse<Model>(_ model: Model) { sectioned.collapse(model) }
    /// Expands `model`'s node if it is collapsed, else collapses it.
    public func toggle<Model>(_ model: Model) { sectioned.toggle(model) }
    /// Whether `model`'s node shows its children.
    public func isExpanded<Model>(_ model: Model) -> Bool { sectioned.isExpanded(model) }
    /// Expands the node in a handler's `TreeNode`.
    public func expand<Model>(_ node: TreeNode<Model>) { sectioned.expand(node) }
    /// Collapses the node in a handler's `TreeNode`.
    public func collapse<Model>(_ node: TreeNode<Model>) { sectioned.collapse(node) }
    /// Toggles the node in a handler's `TreeNode`.
    public func toggle<Model>(_ node: TreeNode<Model>) { sectioned.toggle(node) }
    /// Whether the node in a handler's `TreeNode` shows its children.
    public func isExpanded<Model>(_ node: TreeNode<Model>) -> Bool { sectioned.isExpanded(node) }
    /// Expands every node of the tree. See ``SectionedBinder/expandAll()``.
    public func expandAll() { sectioned.expandAll() }
    /// Collapses every node of the tree. See ``SectionedBinder/collapseAll()``.
    public func collapseAll() { sectioned.collapseAll() }

    /// A property of the sectioned binder: `binder.animateChanges`, `binder.rowInsertionAnimation`, …
    public subscript<Value>(dynamicMember keyPath: ReferenceWritableKeyPath<SectionedBinder<Kind, SingleSection>, Value>) -> Value {
        get { sectioned[keyPath: keyPath] }
        set { sectioned[keyPath: keyPath] = newValue }
    }

    /// A read-only property of the sectioned binder: `binder.tableView`, `binder.collectionView`.
    public subscript<Value>(dynamicMember keyPath: KeyPath<SectionedBinder<Kind, SingleSection>, Value>) -> Value {
        sectioned[keyPath: keyPath]
    }
}

extension SectionlessBinder where Kind == TableViewKind {
    /// Creates a binder for `tableView`. See ``SectionedBinder/init(tableView:sectionedBy:sectionDisplayBehavior:scheduler:)``.
    public convenience init(tableView: any TableViewHost, scheduler: any UpdateScheduler = MainActorUpdateScheduler()) {
        self.init(SectionedBinder(tableView: tableView, sectionedBy: SingleSection.self, scheduler: scheduler))
    }

    /// Starts the binding chain for the table.
    public func onTable() -> SingleSectionBinder<Kind, AnyObject, SingleSection> {
        sectioned.onSection(.table)
    }
}

extension SectionlessBinder where Kind == CollectionViewKind {
    /// Creates a binder for `collectionView`. See ``SectionedBinder/init(collectionView:sectionedBy:sectionDisplayBehavior:scheduler:)``.
    public convenience init(collectionView: any CollectionViewHost, scheduler: any UpdateScheduler = MainActorUpdateScheduler()) {
        self.init(SectionedBinder(collectionView: collectionView, sectionedBy: SingleSection.self, scheduler: scheduler))
    }

    /// Starts the binding chain for the collection view — the counterpart of a table's `onTable()`.
    public func onCollection() -> SingleSectionBinder<Kind, AnyObject, SingleSection> {
        sectioned.onSection(.table)
    }
}
