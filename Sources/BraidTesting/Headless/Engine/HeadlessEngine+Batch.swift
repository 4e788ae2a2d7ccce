/// Batch updates and reloads: validated first, applied only whole.
extension HeadlessEngine {
    /// Forgets everything and asks the data source again, unless called where UIKit forbids it.
    package func reloadData() {
        switch activity {
        case .idle, .completing:
            load()
            reportScrollIfNeeded()
        case .updatingData:
            fail(.reentrantUpdate, """
                reloadData() was called inside the updateData closure of a batch update. UIKit documents that \
                reloadData must not be called in the middle of batch updates (UIKIT_RULES.md R23); the reload was \
                ignored.
                """)
        case .loading, .layingOut, .applyingBatch:
            _ = ensureIdle(for: "reloadData()")
        }
    }

    /// From the first to the last of `paths`, or nil when there are none.
    ///
    /// Cells are a screenful around the viewport: only rows in their band can have one, so a question about any
    /// other row skips the hash lookup (a batch over a million rows hashes a screenful of paths).
    static func band(of paths: some Collection<ItemPath>) -> ClosedRange<ItemPath>? {
        paths.min().flatMap { low in paths.max().map { low...$0 } }
    }

    /// Applies `batch` the way UIKit's `performBatchUpdates` does, with every rule checked first.
    ///
    /// The counts before are the cached ones (loading first if the view never loaded: a headless view behaves as
    /// if it were on screen and laid out); `updateData` switches the data source to the data after the batch;
    /// then the ``BatchUpdateValidator`` judges the batch against the counts the data source reports now. A
    /// rejected batch changes nothing and its completion is never called — UIKit would have raised.
    func performBatch(
        _ batch: BatchUpdate, animations: BatchAnimations?, updateData: () -> Void,
        completion: ((Bool) -> Void)?
    ) {
        performBatch(updates: { updateData(); return (batch, animations) }, completion: completion)
    }

    /// Applies the batch that `updates` makes — UIKit's form, where the operations are called inside the
    /// updates closure along with the data source's switch — the way ``performBatch(_:animations:updateData:completion:)``
    /// applies a batch given up front.
    package func performBatch(
        updates: () -> (batch: BatchUpdate, animations: BatchAnimations?), completion: ((Bool) -> Void)?
    ) {
        guard ensureIdle(for: "performBatchUpdates", duringCompletion: false) else { return }
        loadIfNeeded()
        let before = layout.itemCounts
        let paths = Set(cells.keys)
        let cellBand = Self.band(of: paths)
        activity = .updatingData
        let (batch, animations) = updates()
        activity = .applyingBatch
        let errorCount = errors.count
        let after = queryCounts()
        guard errors.count == errorCount else {
            activity = .idle
            return
        }
        let validator = BatchUpdateValidator(kind: kind.validatorKind, strict: strict)
        let hasCell = { (path: ItemPath) in cellBand?.contains(path) == true && paths.contains(path) }
        switch validator.validate(before: before, batch: batch, after: after, hasCell: hasCell) {
        case .failure(let violation):
            activity = .idle
            report(.rejectedBatch(
                batch, violation: violation, before: before, after: after, by: kind.typeName, isTable: kind.isTable, strict: strict))
            return
        case .success(let outcome):
            if let missing = outcome.reconfigured.first(where: { !Self.exists($0, in: after) }) {
                activity = .idle
                fail(.invalidBatchUpdate, """
                    \(kind.typeName) cannot apply a batch update that reconfigures \(kind.itemNoun) (\(missing)): \
                    reconfigures name the \(kind.itemNoun) at its position before the batch, as in UIKit, where the \
                    \(kind.viewName) then asks the data source for it — but after this batch the data source has \
                    \(missing.section < after.count ? "only \(after[missing.section]) \(kind.itemsNoun) in section \(missing.section)" : "only \(after.count) sections"). \
                    Reconfigure in a batch of its own.
                    Batch: \(batch)
                    """)
                return
            }
            if outcome.fellBackToReloadData {
                load()
            } else {
                let anchor = keepsVisibleRowsInPlace ? scrollAnchor(for: batch) : nil
                apply(outcome)
                if let anchor, layout.contains(anchor.pathAfter) {
                    contentOffset = min(max(0, anchor.offset(rowTopAfter: layout.frame(of: anchor.pathAfter).minY)), maximumOffset)
                }
                layoutViewport()
                for (view, place) in inDisplayOrder(departing) { recycle(view, place: place) }
                departing = []
            }
            logAppliedBatch(AppliedBatch(batch: batch, animations: animations, outcome: outcome))
        }
        activity = .completing
        completion?(true)
        activity = .idle
        reportScrollIfNeeded()
    }

    /// The row to keep in place through `batch`: the first visible one the batch keeps (``ScrollAnchor``).
    private func scrollAnchor(for batch: BatchUpdate) -> ScrollAnchor? {
        guard contentOffset > 0 else { return nil }  // at the very top: no anchor, and no visible paths to gather
        return ScrollAnchor(batch: batch, offset: contentOffset, top: 0, visible: visiblePaths) { path in
            layout.contains(path) ? layout.frame(of: path) : nil
        }
    }

    /// Rebuilds the cached state after an accepted batch: surviving rows and sections keep their cells, views and
    /// sizes at their new positions; inserted and reloaded ones start from estimates and get new cells at the
    /// next layout; cells of deleted and reloaded rows wait in ``departing`` to go back to the pools after it, so
    /// a reloaded row always gets another cell, as in UIKit; reconfigured cells are handed back to the data
    /// source.
    func apply(_ outcome: BatchOutcome) {
        let oldLayout = layout
        let oldCells = cells
        let oldSupplementaries = supplementaries
        let client = client
        var newCells: [ItemPath: Cell] = [:]
        var newPaths: [ObjectIdentifier: ItemPath] = [:]
        var newSupplementaries: [SupplementaryPosition: SupplementaryContent] = [:]
        var newDisplayed: Set<ItemPath> = []
        var sections: [SectionLayout] = []
        sections.reserveCapacity(outcome.sections.count)
        func keep(_ cell: Cell, from old: ItemPath, at path: ItemPath) {
            newCells[path] = cell
            newPaths[ObjectIdentifier(cell)] = path
            if displayed.contains(old) { newDisplayed.insert(path) }
        }
        func estimate(_ path: ItemPath) -> ItemMetrics {
            checked(client?.engineEstimatedMetrics(at: path) ?? .estimated(height: 1), at: path)
        }
        let cellBand = Self.band(of: oldCells.keys)
        let oldCellsBySection = Dictionary(grouping: oldCells, by: \.key.section)
        for (section, sectionOrigin) in outcome.sections.enumerated() {
            let origins = outcome.items[section]
            let from = sectionOrigin.oldSection
            if let from {
                for kind in [SupplementaryViewKind.header, .footer] {
                    newSupplementaries[SupplementaryPosition(kind: kind, section: section)] =
                        oldSupplementaries[SupplementaryPosition(kind: kind, section: from)]
                }
                if let reloaded = origins.reloadedInPlace(of: from, count: oldLayout.sections[from].items.count) {
                    // Every row stays where it was: the old section's layout, with estimates for the reloaded rows.
                    var layout = oldLayout.sections[from]
                    let geometry = geometry(inSection: section)
                    if geometry != layout.geometry { layout.setGeometry(geometry, width: viewportSize.width) }
                    for item in reloaded {
                        layout.setItem(item, to: estimate(ItemPath(item: item, section: section)), width: viewportSize.width)
                    }
                    sections.append(layout)
                    for (old, cell) in oldCellsBySection[from] ?? [] where !reloaded.sortedContains(old.item) {
                        keep(cell, from: old, at: ItemPath(item: old.item, section: section))
                    }
                    continue
                }
            }
            var items = ItemMetricsColumn()
            items.reserveCapacity(origins.count)
            var item = 0
            // Run by run: the origins are held as runs, and reading them so needs no search per row.
            for run in origins.runs {
                switch run.first {
                case .kept(let first), .moved(let first):
                    for offset in 0 ..< run.count {
                        let oldPath = ItemPath(item: first.item + offset, section: first.section)
                        if let cellBand, cellBand.contains(oldPath), let cell = oldCells[oldPath] {
                            keep(cell, from: oldPath, at: ItemPath(item: item + offset, section: section))
                        }
                        items.append(oldLayout.metrics(of: oldPath))
                    }
                case .inserted, .reloaded:
                    for offset in 0 ..< run.count {
                        items.append(estimate(ItemPath(item: item + offset, section: section)))
                    }
                }
                item += run.count
            }
            if let from {
                let old = oldLayout.sections[from]
                var layout = SectionLayout(header: old.header, footer: old.footer, items: items,
                                           width: viewportSize.width, geometry: geometry(inSection: section))
                // A row keeps how far it was scrolled, within its new content.
                layout.rowOffset = layout.geometry?.rowOffset(toward: old.rowOffset, width: viewportSize.width,
                                                              count: items.count) ?? 0
                sections.append(layout)
            } else {
                sections.append(makeSection(section, items: items))
            }
        }
        // Cells of deleted and reloaded rows are still on screen in UIKit, animating out, while their
        // replacements are dequeued; they return to the pools only after the new layout (see `performBatch`).
        departing = oldCells.values.filter { newPaths[ObjectIdentifier($0)] == nil }.map { ($0, .cell) }
        let keptViews = Set(newSupplementaries.values.compactMap { $0.view.map(ObjectIdentifier.init) })
        for (position, content) in oldSupplementaries {
            if let view = content.view, !keptViews.contains(ObjectIdentifier(view)) {
                departing.append((view, supplementaryPlace(position.kind)))
            }
        }
        layout = HeadlessLayout(width: viewportSize.width, sections: sections)
        cells = newCells
        supplementaries = newSupplementaries
        displayed = newDisplayed
        selection.selected = selectionAfter(outcome)
        reconfigure(outcome.reconfigured, cells: oldCells, newPaths: newPaths)
    }

    /// Hands each reconfigured cell back to the data source at its position before the batch (UIKit R21), and
    /// marks its size for measuring again at its position now.
    ///
    /// `performBatch` has checked that each path exists after the batch too.
    private func reconfigure(
        _ paths: [ItemPath], cells oldCells: [ItemPath: Cell], newPaths: [ObjectIdentifier: ItemPath]
    ) {
        for before in paths {
            guard let cell = oldCells[before], let now = newPaths[ObjectIdentifier(cell)] else { continue }
            counters.reconfiguredPaths.append(before)
            _ = requestCell(at: before, reconfiguring: cell)
            var metrics = layout.metrics(of: now)
            metrics.isMeasured = false
            layout.setItem(now, to: metrics)
        }
    }

    /// Whether `path` names a row of data with `counts` rows per section.
    static func exists(_ path: ItemPath, in counts: [Int]) -> Bool {
        counts.indices.contains(path.section) && path.item >= 0 && path.item < counts[path.section]
    }

    /// `metrics`, or zero-sized metrics after reporting a size that is negative or not a number.
    func checked(_ metrics: ItemMetrics, at path: ItemPath) -> ItemMetrics {
        if metrics.isValid { return metrics }
        fail(.invalidDataSourceAnswer, """
            The data source gave \(kind.itemNoun) (\(path)) the size \(metrics.width) × \(metrics.height); sizes must \
            be finite and not negative (a width may be .infinity for the full width).
            """)
        return ItemMetrics(width: metrics.width.isNaN || metrics.width < 0 ? .infinity : metrics.width,
                           height: 0, isMeasured: metrics.isMeasured)
    }

    /// `height`, or zero after reporting a height that is negative or not a number.
    func checked(_ height: Double, of kind: SupplementaryViewKind, section: Int) -> Double {
        if height >= 0, height.isFinite { return height }
        fail(.invalidDataSourceAnswer, """
            The data source gave the \(kind) of section \(section) the height \(height); heights must be finite and \
            not negative.
            """)
        return 0
    }
}
