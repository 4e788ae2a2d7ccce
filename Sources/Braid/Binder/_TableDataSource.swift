/// Answers a table's questions from the binder's data and runs the handlers it bound, through the answers
/// every kind shares (`SectionedBinder+Answering`).
///
/// Held strongly by the binder and weakly by the table, so the binder, its handlers and its table go when their
/// owner lets go.
@MainActor
final class _TableDataSource<Section: TableViewSection>: TableViewHostDataSource, _KindDataSource {
    typealias Kind = TableViewKind

    unowned let binder: SectionedBinder<TableViewKind, Section>
    /// Which dimensions some chain bound.
    var bound = _BoundDimensions()
    weak var updateDelegate: (any TableViewUpdateDelegate)?

    init(binder: SectionedBinder<TableViewKind, Section>) {
        self.binder = binder
    }

    private var display: _DisplayState<Section> { binder.display }

    // MARK: Content

    func numberOfSections(in host: any TableViewHost) -> Int { display.numberOfSections }

    func tableHost(_ host: any TableViewHost, numberOfRowsInSection section: Int) -> Int {
        display.numberOfRows(inSection: section)
    }

    func tableHost(_ host: any TableViewHost, cellForRowAt path: ItemPath) -> AnyObject {
        binder.cell(at: path) { host.dequeueReusableCell(withReuseIdentifier: $0, for: $1) }
    }

    /// The section's title — unless its header is a view (``showsView(_:over:inSection:)``).
    func tableHost(_ host: any TableViewHost, titleForHeaderInSection section: Int) -> String? {
        guard let (name, data) = display.section(at: section),
            !showsView(binder.store.headerViews, over: binder.store.headerTitles, in: name)
        else { return nil }
        return data.headerTitle
    }

    /// The section's footer title, unless its footer is a view (see the header's).
    func tableHost(_ host: any TableViewHost, titleForFooterInSection section: Int) -> String? {
        guard let (name, data) = display.section(at: section),
            !showsView(binder.store.footerViews, over: binder.store.footerTitles, in: name)
        else { return nil }
        return data.footerTitle
    }

    func tableHost(_ host: any TableViewHost, viewForHeaderInSection section: Int) -> AnyObject? {
        guard let name = display.section(at: section)?.section,
            showsView(binder.store.headerViews, over: binder.store.headerTitles, in: name)
        else { return nil }
        return binder.supplementaryView(.header, inSection: section) { host.dequeueReusableHeaderFooterView(withReuseIdentifier: $0) }
    }

    func tableHost(_ host: any TableViewHost, viewForFooterInSection section: Int) -> AnyObject? {
        guard let name = display.section(at: section)?.section,
            showsView(binder.store.footerViews, over: binder.store.footerTitles, in: name)
        else { return nil }
        return binder.supplementaryView(.footer, inSection: section) { host.dequeueReusableHeaderFooterView(withReuseIdentifier: $0) }
    }

    /// Whether `section`'s header (or footer) is its view rather than its title — the original library's rule:
    /// the most specific binding decides, a view bound to the section by name; else a title bound by name; else
    /// a view bound for all sections (whether or not it has a view model for this one); else an all-sections
    /// title. When the view decides, it alone is the header: without a view model there is none.
    private func showsView(
        _ views: _Scoped<Section, _ViewBinding<Section>>, over titles: _Scoped<Section, () -> [Section: String]>,
        in section: Section
    ) -> Bool {
        views.named[section] != nil || (titles.named[section] == nil && views.all != nil)
    }

    // MARK: Dimensions

    // A host may ask every row's height (the headless host at a load; UIKit's tables, when the delegate answers
    // heights): for a dimension no chain bound, the answer is a test and a return. What finds a bound one is a method
    // of its own, never inlined here — inlined, its setup (the binder held, its store read) wrapped the test too. The
    // answer itself is inlined into the protocol's witness, which otherwise only jumped to it: one call a row, not two.

    @inline(__always)
    func tableHost(_ host: any TableViewHost, heightForRowAt path: ItemPath) -> Double? {
        bound.cellHeight ? cellHeight(at: path) : nil
    }

    @inline(__always)
    func tableHost(_ host: any TableViewHost, estimatedHeightForRowAt path: ItemPath) -> Double? {
        bound.estimatedCellHeight ? estimatedCellHeight(at: path) : nil
    }

    @inline(never)
    private func cellHeight(at path: ItemPath) -> Double? {
        binder.cellDimension("cellHeight", binder.store.dimensions.cellHeight, at: path)
    }

    @inline(never)
    private func estimatedCellHeight(at path: ItemPath) -> Double? {
        binder.cellDimension("estimatedCellHeight", binder.store.dimensions.estimatedCellHeight, at: path)
    }

    func tableHost(_ host: any TableViewHost, heightForHeaderInSection section: Int) -> Double? {
        bound.headerHeight ? binder.sectionDimension("headerHeight", binder.store.dimensions.headerHeight, inSection: section) : nil
    }

    func tableHost(_ host: any TableViewHost, estimatedHeightForHeaderInSection section: Int) -> Double? {
        bound.estimatedHeaderHeight ? binder.sectionDimension("estimatedHeaderHeight", binder.store.dimensions.estimatedHeaderHeight, inSection: section) : nil
    }

    func tableHost(_ host: any TableViewHost, heightForFooterInSection section: Int) -> Double? {
        bound.footerHeight ? binder.sectionDimension("footerHeight", binder.store.dimensions.footerHeight, inSection: section) : nil
    }

    func tableHost(_ host: any TableViewHost, estimatedHeightForFooterInSection section: Int) -> Double? {
        bound.estimatedFooterHeight ? binder.sectionDimension("estimatedFooterHeight", binder.store.dimensions.estimatedFooterHeight, inSection: section) : nil
    }

    // MARK: Events

    func tableHost(_ host: any TableViewHost, didSelectRowAt path: ItemPath) {
        if let cell = host.cell(at: path) { binder.didSelect(cell, at: path) }
    }

    func tableHost(_ host: any TableViewHost, willDisplay cell: AnyObject, forRowAt path: ItemPath) {
        binder.rowWillAppear(cell, at: path)
        binder.willDisplayCell(at: path)
    }

    func tableHost(_ host: any TableViewHost, didEndDisplaying cell: AnyObject, forRowAt path: ItemPath) {
        binder.rowDidDisappear(cell, at: path)
    }

    func tableHost(_ host: any TableViewHost, shouldSelectRowAt path: ItemPath) -> Bool { binder.canSelectRow(at: path) }

    func tableHost(_ host: any TableViewHost, didDeselectRowAt path: ItemPath) { binder.didDeselectRow(at: path) }

    // MARK: Editing

    func tableHost(_ host: any TableViewHost, canEditRowAt path: ItemPath) -> Bool { binder.canEditRow(at: path) }

    func tableHost(_ host: any TableViewHost, editingStyleForRowAt path: ItemPath) -> RowEditingStyle {
        binder.editingStyle(at: path)
    }

    func tableHost(_ host: any TableViewHost, commit style: RowEditingStyle, forRowAt path: ItemPath) {
        if style == .delete { binder.userDeletedRow(at: path) }
    }

    func tableHost(_ host: any TableViewHost, leadingSwipeActionsForRowAt path: ItemPath) -> [SwipeAction]? {
        binder.swipeActions(leading: true, at: path)
    }

    func tableHost(_ host: any TableViewHost, trailingSwipeActionsForRowAt path: ItemPath) -> [SwipeAction]? {
        binder.swipeActions(leading: false, at: path)
    }

    func tableHost(_ host: any TableViewHost, canMoveRowAt path: ItemPath) -> Bool { binder.canMoveRow(at: path) }

    func tableHost(
        _ host: any TableViewHost, targetIndexPathForMoveFromRowAt source: ItemPath, toProposedIndexPath proposed: ItemPath
    ) -> ItemPath {
        binder.target(forMoveFrom: source, proposed: proposed)
    }

    func tableHost(_ host: any TableViewHost, moveRowAt source: ItemPath, to destination: ItemPath) {
        binder.userMovedRow(from: source, to: destination)
    }

    // MARK: Section index

    func sectionIndexTitles(for host: any TableViewHost) -> [String]? { binder.sectionIndexTitles() }

    func tableHost(_ host: any TableViewHost, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
        binder.section(forSectionIndexTitleAt: index)
    }
    // MARK: Context menus

    func tableHost(_ host: any TableViewHost, contextMenuForRowAt path: ItemPath) -> ContextMenu? {
        host.cell(at: path).flatMap { binder.contextMenu(at: path, cell: $0) }
    }

    // MARK: Outlines

    func tableHost(_ host: any TableViewHost, outlineRowAt path: ItemPath) -> OutlineRow? { binder.outlineRow(at: path) }

    func tableHost(_ host: any TableViewHost, setRowAt path: ItemPath, expanded: Bool) {
        binder.setRow(at: path, expanded: expanded)
    }
}

// MARK: - What only a table does (`_KindDataSource`)

extension _TableDataSource {
    static var noun: String { "table" }

    func install(on view: any TableViewHost) { view.dataSource = self }

    func perform(_ stage: StagedUpdate.Stage, on view: any TableViewHost) {
        view.performBatchUpdates(stage.batch, animations: stage.animations, updateData: stage.apply, completion: nil)
    }

    func handOverToDelegate(_ update: () -> StagedUpdate, view: any TableViewHost) -> Bool {
        guard let updateDelegate else { return false }
        updateDelegate.apply(update(), to: view)
        return true
    }

    func register(viewType: AnyObject.Type, kind: SupplementaryViewKind, identifier: String, on view: any TableViewHost) {
        view.register(headerFooterViewType: viewType, forReuseIdentifier: identifier)
    }

    func contentViewType(of view: any TableViewHost) -> (any HeaderFooterContentShowing.Type)? {
        view.headerFooterContentViewType
    }

    /// A table's sections have no layout of their own.
    func sectionsLaidOutAgain(in new: _TableSnapshot<Section>) -> [Int] { [] }
}
