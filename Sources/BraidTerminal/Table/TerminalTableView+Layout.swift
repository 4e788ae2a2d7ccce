/// Layout: from the scroll position, walk down through as many items as fill the frame.
///
/// The position is an item and how many of its lines are above the frame, never an absolute offset: the
/// table needs no heights but those of the items it shows, and an insert or delete above the frame leaves
/// what the user sees where it is. O(visible items) per layout, whatever the number of rows.
extension TerminalTableView {
    /// Lays out the frame if anything changed since the last layout.
    func layoutIfNeeded() {
        guard !placementIsCurrent else { return }
        layout()
    }

    /// Places the items that fill the frame, starting at the scroll position, and lets the rest go.
    func layout() {
        expireAnimations()
        placement = place()
        if let last = placement.last, last.y + last.height < viewport.height {
            // The content ends above the bottom of the frame: scroll back, if there is anything above.
            if scroll(by: -(viewport.height - last.y - last.height)) { placement = place() }
        } else if placement.isEmpty, scroll(by: -viewport.height) {
            placement = place()
        }
        releaseUnplaced()
        placementIsCurrent = true
        selectFirstRowIfNoneIsSelected()
    }

    /// With ``TerminalTableView/alwaysSelectsARow``, a table with rows has one selected — the first wholly in
    /// view — so that Enter works at once.
    private func selectFirstRowIfNoneIsSelected() {
        guard alwaysSelectsARow, selectedRow == nil else { return }
        let first = wholeRowsInView().first ?? placement.lazy.compactMap { placed -> ItemPath? in
            if case .row(let path) = placed.item { path } else { nil }
        }.first
        guard let first else { return }
        selectedRow = first
        needsDisplay = true
    }

    /// The items from the scroll position down to the bottom of the frame.
    private func place() -> [PlacedItem] {
        normalizeScrollPosition()
        var placed: [PlacedItem] = []
        var y = -anchorOffset
        var current = anchor
        while let item = current, y < viewport.height {
            let height = self.height(of: item)
            if height > 0 { placed.append(PlacedItem(item: item, y: y, height: height)) }
            y += height
            current = self.item(after: item)
        }
        return placed
    }

    /// The height of any item, in lines.
    func height(of item: LayoutItem) -> Int {
        switch item {
        case .row(let path): rowHeight(path)
        case .header(let section): supplementHeight(SupplementKey(section: section, isHeader: true))
        case .footer(let section): supplementHeight(SupplementKey(section: section, isHeader: false))
        case .ghost(let slot, let index): animations.ghosts[slot]?[index].snapshot.height ?? 0
        }
    }

    // MARK: Scroll position

    /// Makes the scroll position point at an item that exists and shows something: the first item with
    /// lines in view, with fewer hidden lines than its height.
    func normalizeScrollPosition() {
        guard var item = anchor.flatMap({ isValid($0) ? $0 : nil }) ?? firstItem else {
            anchor = nil
            anchorOffset = 0
            return
        }
        var offset = max(0, anchorOffset)
        while true {
            let height = self.height(of: item)
            if offset < height { break }
            guard let next = self.item(after: item) else {
                offset = max(0, height - 1)
                break
            }
            offset -= height
            item = next
        }
        anchor = item
        anchorOffset = offset
    }

    /// Whether nothing is above the frame.
    var isAtTop: Bool {
        normalizeScrollPosition()
        guard anchorOffset == 0, var item = anchor else { return true }
        while let previous = self.item(before: item) {
            if height(of: previous) > 0 { return false }
            item = previous
        }
        return true
    }

    /// Runs `change` and tells the data source when it moved the content.
    func notifyingScroll(_ change: () -> Void) {
        normalizeScrollPosition()
        let before = (anchor, anchorOffset)
        change()
        normalizeScrollPosition()
        if before != (anchor, anchorOffset) { notifyScroll() }
        setNeedsDisplay()
    }

    /// Moves the content by `lines`: positive shows what is below, negative what is above. Stops at the
    /// first item; the bottom is kept filled by ``layout()``.
    ///
    /// - Returns: whether the position changed.
    @discardableResult
    func scroll(by lines: Int) -> Bool {
        normalizeScrollPosition()
        let before = (anchor, anchorOffset)
        anchorOffset += lines
        while anchorOffset < 0, let current = anchor {
            guard let previous = item(before: current) else {
                anchorOffset = 0
                break
            }
            anchor = previous
            anchorOffset += height(of: previous)
        }
        normalizeScrollPosition()
        placementIsCurrent = false
        return before != (anchor, anchorOffset)
    }

    /// Scrolls so that the top of the content is at the top of the frame.
    func scrollToTop() {
        anchor = firstItem
        anchorOffset = 0
        placementIsCurrent = false
    }

    /// Scrolls so that the end of the content is at the bottom of the frame (or the top, if it is short).
    func scrollToBottom() {
        anchor = lastItem
        anchorOffset = anchor.map { max(0, height(of: $0) - 1) } ?? 0
        placementIsCurrent = false
    }

    /// Scrolls as little as possible to show the whole of row `path` (its top, if it is taller than the
    /// frame). The first row of a section comes with its header when both fit; the first and last rows of
    /// the table scroll to the very top and bottom.
    func scrollToShow(_ path: ItemPath) {
        layoutIfNeeded()
        let row = LayoutItem.row(path)
        let height = rowHeight(path)
        let header = LayoutItem.header(path.section)
        let withHeader = path.row == 0 && self.height(of: header) > 0
            && self.height(of: header) + height <= viewport.height
        let top = withHeader ? header : row
        func isWhollyInView(_ item: LayoutItem) -> Bool {
            placement.contains { $0.item == item && $0.y >= 0 && $0.y + $0.height <= viewport.height }
        }
        if isWhollyInView(row) && isWhollyInView(top) { return }
        if path == firstRow() {
            scrollToTop()
        } else if let current = anchor, precedes(top, current) || top == current || height >= viewport.height {
            anchor = top
            anchorOffset = 0
        } else if path == lastRow() {
            scrollToBottom()
        } else {
            anchor = row
            anchorOffset = 0
            scroll(by: -(viewport.height - height))
        }
        placementIsCurrent = false
    }
}
