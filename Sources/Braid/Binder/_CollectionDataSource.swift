/// Answers a collection view's questions from the binder's data and runs the handlers it bound, through the
/// answers every kind shares (`SectionedBinder+Answering`).
///
/// Held strongly by the binder and weakly by the collection view.
@MainActor
final class _CollectionDataSource<Section: TableViewSection>: CollectionViewHostDataSource, _KindDataSource {
    typealias Kind = CollectionViewKind

    unowned let binder: SectionedBinder<CollectionViewKind, Section>
    /// Which dimensions some chain bound.
    var bound = _BoundDimensions()
    weak var updateDelegate: (any CollectionViewUpdateDelegate)?
    /// Each section's layout as of the last update that showed it (`layout(_:)`): a section whose layout differs at
    /// the next is laid out again (``sectionsLaidOutAgain(in:)``).
    var shownLayouts: [Section: CollectionSectionLayout] = [:]

    init(binder: SectionedBinder<CollectionViewKind, Section>) {
        self.binder = binder
    }

    // MARK: Content

    func numberOfSections(in host: any CollectionViewHost) -> Int { binder.display.numberOfSections }

    func collectionHost(_ host: any CollectionViewHost, numberOfItemsInSection section: Int) -> Int {
        binder.display.numberOfRows(inSection: section)
    }

    func collectionHost(_ host: any CollectionViewHost, cellForItemAt path: ItemPath) -> AnyObject {
        binder.cell(at: path) { host.dequeueReusableCell(withReuseIdentifier: $0, for: $1) }
    }

    func collectionHost(
        _ host: any CollectionViewHost, viewForSupplementaryElementOfKind kind: SupplementaryViewKind, inSection section: Int
    ) -> AnyObject? {
        binder.supplementaryView(kind, inSection: section) {
            host.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: $0, section: section)
        }
    }

    // MARK: Section index

    func sectionIndexTitles(for host: any CollectionViewHost) -> [String]? { binder.sectionIndexTitles() }

    func collectionHost(_ host: any CollectionViewHost, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
        binder.section(forSectionIndexTitleAt: index)
    }

    // MARK: Dimensions

    // Asked for every item, as a table's row heights are: see `_TableDataSource`'s.

    @inline(__always)
    func collectionHost(_ host: any CollectionViewHost, sizeForItemAt path: ItemPath) -> Size? {
        bound.itemSize ? itemSize(at: path) : nil
    }

    @inline(__always)
    func collectionHost(_ host: any CollectionViewHost, estimatedSizeForItemAt path: ItemPath) -> Size? {
        bound.estimatedItemSize ? estimatedItemSize(at: path) : nil
    }

    @inline(never)
    private func itemSize(at path: ItemPath) -> Size? {
        binder.cellDimension("itemSize", binder.store.dimensions.itemSize, at: path)
    }

    @inline(never)
    private func estimatedItemSize(at path: ItemPath) -> Size? {
        binder.cellDimension("estimatedItemSize", binder.store.dimensions.estimatedItemSize, at: path)
    }

    func collectionHost(
        _ host: any CollectionViewHost, sizeForSupplementaryElementOfKind kind: SupplementaryViewKind, inSection section: Int
    ) -> Size? {
        switch kind {
        case .header: bound.headerSize ? binder.sectionDimension("headerSize", binder.store.dimensions.headerSize, inSection: section) : nil
        case .footer: bound.footerSize ? binder.sectionDimension("footerSize", binder.store.dimensions.footerSize, inSection: section) : nil
        }
    }

    // MARK: Events

    func collectionHost(_ host: any CollectionViewHost, didSelectItemAt path: ItemPath) {
        if let cell = host.cell(at: path) { binder.didSelect(cell, at: path) }
    }

    func collectionHost(_ host: any CollectionViewHost, willDisplay cell: AnyObject, forItemAt path: ItemPath) {
        binder.rowWillAppear(cell, at: path)
        binder.willDisplayCell(at: path)
    }

    func collectionHost(_ host: any CollectionViewHost, didEndDisplaying cell: AnyObject, forItemAt path: ItemPath) {
        binder.rowDidDisappear(cell, at: path)
    }

    func collectionHost(_ host: any CollectionViewHost, shouldSelectItemAt path: ItemPath) -> Bool { binder.canSelectRow(at: path) }

    func collectionHost(_ host: any CollectionViewHost, didDeselectItemAt path: ItemPath) { binder.didDeselectRow(at: path) }

    // MARK: Editing

    func collectionHost(_ host: any CollectionViewHost, leadingSwipeActionsForItemAt path: ItemPath) -> [SwipeAction]? {
        binder.swipeActions(leading: true, at: path)
    }

    /// The chain's trailing actions; where it binds `onDelete` and no trailing actions, a destructive Delete —
    /// collection views have no delete control of their own (UIKit lists delete by a swipe action too).
    func collectionHost(_ host: any CollectionViewHost, trailingSwipeActionsForItemAt path: ItemPath) -> [SwipeAction]? {
        binder.swipeActions(leading: false, at: path) ?? binder.deleteAction(at: path).map { [$0] }
    }

    func collectionHost(_ host: any CollectionViewHost, canMoveItemAt path: ItemPath) -> Bool { binder.canMoveRow(at: path) }

    func collectionHost(
        _ host: any CollectionViewHost, targetIndexPathForMoveFromItemAt source: ItemPath, toProposedIndexPath proposed: ItemPath
    ) -> ItemPath {
        binder.target(forMoveFrom: source, proposed: proposed)
    }

    func collectionHost(_ host: any CollectionViewHost, moveItemAt source: ItemPath, to destination: ItemPath) {
        binder.userMovedRow(from: source, to: destination)
    }

    // MARK: Context menus

    func collectionHost(_ host: any CollectionViewHost, contextMenuForItemAt path: ItemPath) -> ContextMenu? {
        host.cell(at: path).flatMap { binder.contextMenu(at: path, cell: $0) }
    }

    // MARK: Outlines

    func collectionHost(_ host: any CollectionViewHost, outlineRowAt path: ItemPath) -> OutlineRow? {
        binder.outlineRow(at: path)
    }

    func collectionHost(_ host: any CollectionViewHost, setItemAt path: ItemPath, expanded: Bool) {
        binder.setRow(at: path, expanded: expanded)
    }
}

// MARK: - What only a collection view does (`_KindDataSource`)

extension _CollectionDataSource {
    static var noun: String { "collection view" }

    func install(on view: any CollectionViewHost) { view.dataSource = self }

    /// Collection views take no animation kinds: the stage's animations are dropped here.
    func perform(_ stage: StagedUpdate.Stage, on view: any CollectionViewHost) {
        view.performBatchUpdates(stage.batch, updateData: stage.apply, completion: nil)
    }

    func handOverToDelegate(_ update: () -> StagedUpdate, view: any CollectionViewHost) -> Bool {
        guard let updateDelegate else { return false }
        updateDelegate.apply(update(), to: view)
        return true
    }

    func register(viewType: AnyObject.Type, kind: SupplementaryViewKind, identifier: String, on view: any CollectionViewHost) {
        view.register(supplementaryViewType: viewType, ofKind: kind, forReuseIdentifier: identifier)
    }

    func contentViewType(of view: any CollectionViewHost) -> (any HeaderFooterContentShowing.Type)? {
        view.supplementaryContentViewType
    }
}
