/// Applying a finished batch update from the core: cells kept, moved or let go; deleted rows left to fade
/// in place; highlights started; the scroll position and the selection carried along.
extension TerminalTableView {
    /// Applies `batch` with `animations`, as `UITableView.performBatchUpdates` does.
    ///
    /// Calls `updateData` (where the data source switches to the data after the batch), reads the new
    /// counts, and maps every row it shows through the batch (UIKit's index spaces: deletes, reloads and
    /// move sources before the batch, inserts and move destinations after it). Rows that stay keep their
    /// cells; deleted rows on screen stay in their old place, dimmed, until their animation ends; inserted,
    /// moved and reloaded rows are highlighted. What the user is looking at stays where it is when rows
    /// are inserted or deleted above it; at the very top, the table stays at the top. An animation of
    /// `.none`, or ``animateChanges`` set to `false`, applies that kind of change at once.
    ///
    /// A batch that does not fit the counts (or contradicts itself) is reported to ``onInvalidBatch`` and
    /// replaced by ``reloadData()``; `completion` then gets `false`.
    /// - Parameters:
    ///   - batch: the operations, in UIKit's index spaces.
    ///   - kinds: the animation of each kind of change.
    ///   - updateData: switches the data source to the data after the batch.
    ///   - completion: called with `true` when the animations have ended, at once when there are
    ///     none, or with `false` when a later batch or reload cuts them short.
    /// - Complexity: O(visible rows + sections + operations), whatever the number of rows.
    public func performBatchUpdates(
        _ batch: BatchUpdate, animations kinds: BatchAnimations, updateData: () -> Void,
        completion: ((Bool) -> Void)?
    ) {
        let before = sectionCounts
        layoutIfNeeded()
        // Read before `updateData()`: it walks up from the scroll position, asking for rows by their old paths,
        // which only the old data answers.
        let wasAtTop = isAtTop
        updateData()
        let after = readCounts()
        let mapping: BatchMapping
        do {
            mapping = try BatchMapping(batch, before: before, after: after)
        } catch {
            onInvalidBatch?(error.message)
            reloadData()
            completion?(false)
            return
        }
        // A batch that only reconfigures or reloads rows in place — the last stage of an update whose rows also
        // changed content, such as a tree row whose disclosure turns once its children came or went — leaves the
        // animations of the stage before it running: no row moves, so its ghosts keep their places.
        let inPlace = !batch.hasStructuralChanges
        if !inPlace { interruptAnimations() }
        let now = clock.now
        let ghosts = makeGhosts(mapping: mapping, kinds: kinds, now: now)

        counts = after
        if !inPlace { animations.ghosts = ghosts.slots }
        remapRecords(through: mapping)
        if case .ghost = anchor, inPlace {
            // The scroll position stays on the ghost it is on.
        } else {
            remapScrollPosition(through: mapping, ghosts: ghosts.ofItems, wasAtTop: wasAtTop)
        }
        remapSelection(through: mapping)
        editing.followEdit(through: mapping)
        let started = animations.carryHighlights(through: mapping, kinds: kinds, starting: animateChanges, now: now)
            || !ghosts.slots.isEmpty
        reconfigure(batch.itemReconfigures, through: mapping)

        if let completion {
            if started {
                animations.completions.append((now + appearance.animationDuration, completion))
            } else {
                completion(true)
            }
        }
        setNeedsDisplay()
    }

    // MARK: Steps

    /// Ghosts for the deleted rows, headers and footers on screen, by gap, and which ghost stands for
    /// which old item.
    private func makeGhosts(
        mapping: BatchMapping, kinds: BatchAnimations, now: Duration
    ) -> (slots: [GhostSlot: [TableAnimations.Ghost]], ofItems: [LayoutItem: LayoutItem]) {
        guard animateChanges else { return ([:], [:]) }
        var slots: [GhostSlot: [TableAnimations.Ghost]] = [:]
        var ofItems: [LayoutItem: LayoutItem] = [:]
        var sectionGaps: [Int: Int] = [:]
        func sectionGap(_ section: Int) -> GhostSlot {
            if sectionGaps[section] == nil { sectionGaps[section] = mapping.gap(leftBySection: section) }
            return GhostSlot(section: sectionGaps[section]!, position: -1)
        }
        for placed in placement {
            var slot: GhostSlot?
            switch placed.item {
            case .row(let path):
                switch mapping.fate(of: path) {
                case .deleted where kinds.rowDelete != .none:
                    slot = mapping.gap(leftBy: path).map { GhostSlot(section: $0.section, position: $0.row) }
                case .sectionDeleted where kinds.sectionDelete != .none:
                    slot = sectionGap(path.section)
                default:
                    break
                }
            case .header(let section), .footer(let section):
                if mapping.sectionFates[section] == .deleted, kinds.sectionDelete != .none { slot = sectionGap(section) }
            case .ghost:
                break
            }
            guard let slot else { continue }
            let ghost = TableAnimations.Ghost(snapshot: snapshot(of: placed.item, height: placed.height), start: now)
            slots[slot, default: []].append(ghost)
            ofItems[placed.item] = .ghost(slot, slots[slot]!.count - 1)
        }
        return (slots, ofItems)
    }

    /// Moves the cells of rows that stay to their new paths and gives the others back to the pool.
    /// Headers and footers are asked again, and every height measured again — so that, as in UIKit, an
    /// empty batch makes the table pick up cells whose content changed size.
    private func remapRecords(through mapping: BatchMapping) {
        var rows: [ItemPath: RowRecord] = [:]
        for (path, var record) in rowRecords.sorted(by: { $0.key < $1.key }) {
            switch mapping.fate(of: path) {
            case .kept(let new), .moved(let new):
                record.height = nil
                rows[new] = record
            default:
                endDisplaying(record, at: path)
                if let cell = record.cell { cellPool.enqueue(cell) }
            }
        }
        rowRecords = rows
        for record in supplementRecords.values { if case .view(let view) = record.content { viewPool.enqueue(view) } }
        supplementRecords = [:]
        placement = []
        placementIsCurrent = false
    }

    /// Keeps the item at the top of the frame at the top: the same row at its new path, the ghost of a
    /// deleted one, or what fills its gap. At the very top, stays at the top.
    private func remapScrollPosition(through mapping: BatchMapping, ghosts: [LayoutItem: LayoutItem], wasAtTop: Bool) {
        guard !wasAtTop, let old = anchor else {
            scrollToTop()
            return
        }
        /// What takes the place of `old` when it went: its ghost (as tall, so the offset holds), or the gap.
        func replacement(gap: GhostSlot?) -> (LayoutItem?, keepsOffset: Bool) {
            if let ghost = ghosts[old] { return (ghost, true) }
            return (gap.flatMap(entry(at:)), false)
        }
        let counts = sectionCounts
        let new: LayoutItem?
        let keepsOffset: Bool
        switch old {
        case .row(let path):
            switch mapping.fate(of: path) {
            case .kept(let path), .moved(let path), .reloaded(let path):
                (new, keepsOffset) = (.row(path), true)
            case .deleted:
                (new, keepsOffset) = replacement(
                    gap: mapping.gap(leftBy: path).map { GhostSlot(section: $0.section, position: $0.row) })
            case .sectionDeleted:
                (new, keepsOffset) = replacement(
                    gap: GhostSlot(section: mapping.gap(leftBySection: path.section), position: -1))
            case .sectionReloaded(let section):
                let row = min(path.row, counts[section] - 1)
                (new, keepsOffset) = (row >= 0 ? .row(ItemPath(row: row, section: section)) : .header(section), false)
            }
        case .header(let section), .footer(let section):
            let isHeader = old == .header(section)
            switch mapping.sectionFates[section] {
            case .kept(let section), .moved(let section), .reloaded(let section):
                (new, keepsOffset) = (isHeader ? .header(section) : .footer(section), true)
            case .deleted:
                (new, keepsOffset) = replacement(
                    gap: GhostSlot(section: mapping.gap(leftBySection: section), position: -1))
            }
        case .ghost:
            (new, keepsOffset) = (nil, false)
        }
        anchor = new ?? lastItem
        if !keepsOffset || new == nil { anchorOffset = 0 }
    }

    /// Keeps the selection on the same row, or on the row that takes the place of a deleted one.
    private func remapSelection(through mapping: BatchMapping) {
        if let tapped = tappedRow {
            switch mapping.fate(of: tapped) {
            case .kept(let new), .moved(let new): tappedRow = new
            default: tappedRow = nil  // its row went: no longer selected, silently, as in UIKit
            }
        }
        guard let selected = selectedRow else { return }
        selectedRow = SectionCounts(counts: sectionCounts).selection(after: selected, through: mapping)
    }

    /// Asks the data source to configure the existing cells of reconfigured rows again, in place.
    private func reconfigure(_ paths: [ItemPath], through mapping: BatchMapping) {
        guard let dataSource else { return }
        for old in Set(paths) {
            guard case .kept(let path) = mapping.fate(of: old), let cell = rowRecords[path]?.cell else { continue }
            reconfiguringPath = path
            let returned = dataSource.tableHost(self, cellForRowAt: path)
            reconfiguringPath = nil
            precondition(returned === cell, "the data source returned a different cell when reconfiguring row \(path); "
                + "it must dequeue the existing one with the same reuse identifier")
            rowRecords[path]?.height = nil
        }
    }
}
