/// Applying a finished batch update: cells and sizes carried to their items' new places, highlights started,
/// the selection and what the user looks at kept.
extension TerminalCollectionView {
    /// Applies `batch`, as `UICollectionView.performBatchUpdates` does: calls `updateData`, reads the new counts,
    /// and maps what it keeps through the batch (UIKit's index spaces). Items that stay keep their cells and
    /// sizes; inserted, moved and reloaded items are highlighted; the item at the top of the view stays where it
    /// is when items come or go above it. A batch that does not fit the counts is reported to ``onInvalidBatch``
    /// and replaced by ``reloadData()``.
    /// - Complexity: O(items in view + sections + operations) for sections whose items share a size; a section
    ///   with items of other sizes also carries those over.
    public func performBatchUpdates(_ batch: BatchUpdate, updateData: () -> Void, completion: ((Bool) -> Void)?) {
        let before = grid
        let placed = placedItems()
        let top = placed.first
        updateData()
        guard let dataSource else { return }
        let afterCounts = (0..<max(0, dataSource.numberOfSections(in: self))).map {
            max(0, dataSource.collectionHost(self, numberOfItemsInSection: $0))
        }
        let mapping: BatchMapping
        do {
            mapping = try BatchMapping(batch, before: before.map(\.count), after: afterCounts)
        } catch {
            onInvalidBatch?(error.message)
            reloadData()
            completion?(false)
            return
        }
        let now = clock.now
        if animateChanges { fadeDeletedTiles(placed, through: mapping, now: now) }
        sections = carrySections(before, to: afterCounts, through: mapping)
        carryCells(through: mapping)
        if let selected = selectedItem { selectedItem = counts.selection(after: selected, through: mapping) }
        if let tapped = tappedItem {
            switch mapping.fate(of: tapped) {
            case .kept(let new), .moved(let new): tappedItem = new
            default: tappedItem = nil  // its item went: no longer selected, silently, as in UIKit
            }
        }
        editing.followEdit(through: mapping)
        let highlighted = animations.carryHighlights(through: mapping, kinds: .all(.automatic), starting: animateChanges, now: now)
        reconfigure(batch.itemReconfigures, through: mapping)
        keepInView(top, through: mapping)
        let started = highlighted || !fadingTiles.isEmpty
        if let completion {
            if started { animations.completions.append((now + appearance.animationDuration, completion)) } else { completion(true) }
        }
        setNeedsDisplay()
    }

    /// The sections after the batch: kept and moved ones keep their sizes (exceptions carried to their items'
    /// new places); new and reloaded ones, and every header and footer, are asked again.
    private func carrySections(_ before: [GridSection], to counts: [Int], through mapping: BatchMapping) -> [GridSection] {
        counts.enumerated().map { index, count in
            guard let old = mapping.sectionOrigins[index].counterpart else { return readSection(index) }
            var section = before[old]
            // The layout follows the section: a section now under another layout is laid out again.
            let geometry = layoutGeometry(index)
            guard geometry == section.geometry else { return readSection(index) }
            section.count = count
            if geometry != nil { section.scrollRow(toward: section.rowOffset, metrics) }
            var exceptions: [Int: GridSize] = [:]
            for (item, size) in section.exceptions {
                switch mapping.fate(of: ItemPath(item: item, section: old)) {
                case .kept(let new) where new.section == index, .moved(let new) where new.section == index: exceptions[new.item] = size
                default: break
                }
            }
            for (path, _) in mapping.arrivedRows where path.section == index && geometry == nil {
                let size = fixedSize(path) ?? placeholderSize(path)
                exceptions[path.item] = size == section.uniform ? nil : size
            }
            section.exceptions = exceptions
            section.headerHeight = supplementaryHeight(.header, index)
            section.footerHeight = supplementaryHeight(.footer, index)
            section.invalidate()
            return section
        }
    }

    /// Keeps a picture of each deleted tile in view, to fade where it was while the animation runs: as much of it as
    /// the last frame could show (a tile may be far larger than any screen).
    private func fadeDeletedTiles(_ placed: [(path: ItemPath, frame: TerminalRect)], through mapping: BatchMapping, now: Duration) {
        for (path, frame) in placed {
            switch mapping.fate(of: path) {
            case .deleted, .sectionDeleted: break
            default: continue
            }
            guard let cell = cells[path] else { continue }
            let drawn = presence.drawnArea
            var picture = ScreenBuffer(width: min(frame.width, drawn.width), height: min(frame.height, drawn.height))
            cell.isSelected = false
            cell.draw(into: &picture, frame: picture.bounds.inset(left: 1, right: 1), clip: picture.bounds)
            fadingTiles.append((frame, TableAnimations.Ghost(snapshot: picture, start: now)))
        }
    }

    /// Moves the cells of items that stay to their new places and gives the others back; views are asked again.
    private func carryCells(through mapping: BatchMapping) {
        var carried: [ItemPath: TerminalTableViewCell] = [:]
        var stillDisplayed: Set<ItemPath> = []
        for (path, cell) in cells.sorted(by: { $0.key < $1.key }) {
            switch mapping.fate(of: path) {
            case .kept(let new), .moved(let new):
                carried[new] = cell
                if displayed.contains(path) { stillDisplayed.insert(new) }
            default:
                endDisplaying(cell, at: path)
                cellPool.enqueue(cell)
            }
        }
        cells = carried
        displayed = stillDisplayed
        for (key, view) in views { viewPools[key.kind]?.enqueue(view) }
        views = [:]
    }

    /// Asks the data source to configure the existing cells of reconfigured items again, in place, and sizes
    /// every reconfigured item again: its model, so its size, may have changed.
    private func reconfigure(_ paths: [ItemPath], through mapping: BatchMapping) {
        guard let dataSource else { return }
        for old in Set(paths) {
            guard case .kept(let path) = mapping.fate(of: old) else { continue }
            if let cell = cells[path] {
                reconfiguringPath = path
                let returned = dataSource.collectionHost(self, cellForItemAt: path)
                reconfiguringPath = nil
                precondition(returned === cell, "the data source returned a different cell when reconfiguring item \(path); "
                    + "it must dequeue the existing one with the same reuse identifier")
            }
            resolveSize(path)
        }
    }

    /// Keeps the item that was at the top of the view at the same place on screen.
    private func keepInView(_ top: (path: ItemPath, frame: TerminalRect)?, through mapping: BatchMapping) {
        guard let top, contentOffset > 0 else { return }
        let offsetOnScreen = top.frame.y - contentOffset
        switch mapping.fate(of: top.path) {
        case .kept(let new), .moved(let new), .reloaded(let new):
            contentOffset = contentFrame(of: new, tops: sectionTops().tops).y - offsetOnScreen
        default:
            break
        }
        clampOffset()
    }
}
