/// The engine's questions, answered with the collection data source's answers.
extension HeadlessCollectionView: HeadlessEngineClient {
    package typealias Cell = HeadlessCollectionViewCell
    package typealias Supplementary = HeadlessSupplementaryView

    package func engineNumberOfSections() -> Int? {
        dataSource?.numberOfSections(in: self)
    }

    package func engineNumberOfItems(inSection section: Int) -> Int {
        dataSource?.collectionHost(self, numberOfItemsInSection: section) ?? 0
    }

    package func engineEstimatedMetrics(at path: ItemPath) -> ItemMetrics {
        estimatedMetrics(at: path, from: dataSource)
    }

    /// Asked for every item as the view loads: the weak data source is read once for the section, not once an item.
    package func engineEstimatedMetrics(inSection section: Int, count: Int) -> ItemMetricsColumn {
        let dataSource = dataSource
        if let geometry = geometry(inSection: section, from: dataSource) {
            // Laid out by the section's layout: one size for every item, until a self-sizing one is measured.
            return ItemMetricsColumn(repeating: estimatedMetrics(by: geometry), count: count)
        }
        // A loop, not `map`: a main-actor closure handed to `map` checks its executor at every call.
        var heights: [Double] = []
        var widths: [Double] = []
        heights.reserveCapacity(count)
        widths.reserveCapacity(count)
        for item in 0 ..< count {
            let metrics = estimatedMetrics(at: ItemPath(item: item, section: section), from: dataSource)
            heights.append(metrics.height)
            widths.append(metrics.width)
        }
        return ItemMetricsColumn(heights: heights, widths: widths)  // keeps one width when they are all the same
    }

    private func estimatedMetrics(at path: ItemPath, from dataSource: (any CollectionViewHostDataSource)?) -> ItemMetrics {
        if let geometry = geometry(inSection: path.section, from: dataSource) { return estimatedMetrics(by: geometry) }
        let size = dataSource?.collectionHost(self, estimatedSizeForItemAt: path)
            ?? dataSource?.collectionHost(self, sizeForItemAt: path) ?? estimatedItemSize
        return .estimated(width: size?.width ?? .infinity, height: size?.height ?? 1)
    }

    package func engineLayoutGeometry(inSection section: Int, width: Double) -> SectionLayoutGeometry? {
        guard let layout = dataSource?.collectionHost(self, layoutForSection: section) else { return nil }
        let geometry = layout.geometry(width: width)
        for problem in geometry.problems { dataSource?.collectionHost(self, layoutProblem: problem, inSection: section) }
        return geometry
    }

    package func engineLayoutProblem(_ problem: String, inSection section: Int) {
        dataSource?.collectionHost(self, layoutProblem: problem, inSection: section)
    }

    /// The layout of `section` for the view's width, without reporting its problems again (the engine asked for it,
    /// and they were reported, as it laid the section out).
    private func geometry(
        inSection section: Int, from dataSource: (any CollectionViewHostDataSource)?
    ) -> SectionLayoutGeometry? {
        dataSource?.collectionHost(self, layoutForSection: section)?.geometry(width: viewportSize.width)
    }

    /// An item's size until it is measured, in a section laid out by `geometry`.
    private func estimatedMetrics(by geometry: SectionLayoutGeometry) -> ItemMetrics {
        .estimated(width: geometry.itemWidth,
                   height: geometry.fixedItemHeight ?? geometry.estimatedItemHeight ?? estimatedItemSize?.height ?? 1)
    }

    package func engineCell(at path: ItemPath) -> AnyObject? {
        dataSource?.collectionHost(self, cellForItemAt: path)
    }

    package func engineMeasuredMetrics(at path: ItemPath, cell: HeadlessCollectionViewCell) -> ItemMetrics {
        if let geometry = geometry(inSection: path.section, from: dataSource) {
            // The layout's size wins over the flow layout's (`sizeForItemAt`), as in a compositional layout.
            return ItemMetrics(width: geometry.itemWidth, height: geometry.fixedItemHeight ?? cell.automaticHeight,
                               isMeasured: true)
        }
        if let size = dataSource?.collectionHost(self, sizeForItemAt: path) {
            return ItemMetrics(width: size.width, height: size.height, isMeasured: true)
        }
        let width = cell.preferredWidth ?? .infinity
        return ItemMetrics(width: width, height: cell.automaticHeight, isMeasured: true)
    }

    package func engineEstimatedHeight(of kind: SupplementaryViewKind, section: Int) -> Double {
        dataSource?.collectionHost(self, sizeForSupplementaryElementOfKind: kind, inSection: section)?.height ?? 0
    }

    package func engineSupplementary(_ kind: SupplementaryViewKind, section: Int) -> (view: AnyObject?, title: String?) {
        (dataSource?.collectionHost(self, viewForSupplementaryElementOfKind: kind, inSection: section), nil)
    }

    package func engineMeasuredHeight(
        of kind: SupplementaryViewKind, section: Int, view: HeadlessSupplementaryView?, title: String?
    ) -> Double {
        dataSource?.collectionHost(self, sizeForSupplementaryElementOfKind: kind, inSection: section)?.height
            ?? view?.automaticHeight ?? 0
    }

    package func engineWillDisplay(_ cell: HeadlessCollectionViewCell, at path: ItemPath) {
        dataSource?.collectionHost(self, willDisplay: cell, forItemAt: path)
    }

    package func engineDidScroll() {
        dataSource?.collectionHostDidScroll(self)
    }

    package func engineDidSelect(_ path: ItemPath) {
        dataSource?.collectionHost(self, didSelectItemAt: path)
    }

    package func engineShouldSelect(_ path: ItemPath) -> Bool {
        dataSource?.collectionHost(self, shouldSelectItemAt: path) ?? true
    }

    package func engineDidDeselect(_ path: ItemPath) {
        dataSource?.collectionHost(self, didDeselectItemAt: path)
    }

    package func engineDidEndDisplaying(_ cell: HeadlessCollectionViewCell, at path: ItemPath) {
        dataSource?.collectionHost(self, didEndDisplaying: cell, forItemAt: path)
    }
}

/// The editing verbs' questions, answered with the data source's editing methods.
extension HeadlessCollectionView: HeadlessEditingClient {
    package var engineEditingQuestions: HeadlessEngine<HeadlessCollectionView>.EditingQuestions {
        .init(
            canEdit: { _ in true },
            editingStyle: { _ in .none },
            commitDelete: { _ in },
            leadingActions: { [unowned self] in dataSource?.collectionHost(self, leadingSwipeActionsForItemAt: $0) },
            trailingActions: { [unowned self] in dataSource?.collectionHost(self, trailingSwipeActionsForItemAt: $0) },
            canMove: { [unowned self] in dataSource?.collectionHost(self, canMoveItemAt: $0) ?? false },
            target: { [unowned self] in
                dataSource?.collectionHost(self, targetIndexPathForMoveFromItemAt: $0, toProposedIndexPath: $1) ?? $1
            },
            move: { [unowned self] in dataSource?.collectionHost(self, moveItemAt: $0, to: $1) },
            movingNeedsEditingMode: false)
    }
}
