/// Drawing: the headers, items and footers in view into the buffer, then the highlights and the selection.
extension TerminalCollectionView: TerminalContent {
    /// Draws the view into its ``frame`` of `buffer` (the whole buffer without one) as it is at the clock's time.
    ///
    /// Asks the data source for the cells of items that came into view, tells it about them (`willDisplay`), and
    /// gives the cells of items that left back to the pool.
    /// - Complexity: O(items in view + sections), whatever the number of items when they share a size.
    public func render(into buffer: inout ScreenBuffer) {
        // The earliest time this frame shows: it decides whether another frame must follow (`isAnimating`).
        let frameTime = clock.now
        let whole = (frame ?? buffer.bounds).intersection(buffer.bounds)
        let (refreshing, area) = refreshLine.reserve(in: whole)
        refreshLine.draw(in: refreshing, into: &buffer)
        resizeViewport(to: area)
        expireAnimations()
        clampOffset()
        dequeueItemsComingIntoView()
        if alwaysSelectsAnItem, selectedItem == nil { selectedItem = placedItems().first?.path }
        buffer.fill(area)
        let (tops, _) = sectionTops()
        drawSupplementaries(pinned: false, tops: tops, in: area, into: &buffer)
        var shown: Set<ItemPath> = []
        for (path, frame) in placedItems() {
            let cell = cell(for: path)
            // A frame far off the buffer leaves an empty area anywhere in Int: positions saturate and clip to nothing.
            let rect = TerminalRect(x: area.x.adding(saturating: frame.x), y: area.y.adding(saturating: frame.y - contentOffset),
                                    width: frame.width, height: frame.height)
            let clip = rect.intersection(area)
            cell.isSelected = path == selectedItem
            cell.drawWithAccessory(into: &buffer, frame: rect.inset(left: 1, right: 1), clip: clip)
            if let style = animations.style(ofItem: path, now: clock.now, appearance: appearance) { buffer.apply(style, to: clip) }
            if path == selectedItem { buffer.apply(appearance.selectedRowStyle, to: clip) }
            shown.insert(path)
            if displayed.insert(path).inserted { dataSource?.collectionHost(self, willDisplay: cell, forItemAt: path) }
        }
        // Pinned headers and footers over the items that scroll under them.
        drawSupplementaries(pinned: true, tops: tops, in: area, into: &buffer)
        for (frame, ghost) in fadingTiles {
            let y = area.y.adding(saturating: frame.y - contentOffset)
            let clip = TerminalRect(x: area.x.adding(saturating: frame.x), y: y, width: frame.width, height: frame.height).intersection(area)
            buffer.copy(rows: 0..<frame.height, of: ghost.snapshot, toY: y, clip: clip, overlay: appearance.deletedRowStyle)
        }
        for (path, cell) in cells.filter({ !shown.contains($0.key) }).sorted(by: { $0.key < $1.key }) {
            cells[path] = nil
            endDisplaying(cell, at: path)
            cellPool.enqueue(cell)
        }
        drawEditing(in: area, into: &buffer)
        viewState.draw(over: area, into: &buffer)
        needsDisplay = false
        presence.noteDrawn(at: frameTime, in: area)
    }

    /// Draws the headers and footers in view that are `pinned` (or not) by their sections' layouts.
    ///
    /// - Complexity: O(sections).
    private func drawSupplementaries(pinned: Bool, tops: [Int], in area: TerminalRect, into buffer: inout ScreenBuffer) {
        for (index, section) in grid.enumerated() {
            for kind in [SupplementaryViewKind.header, .footer] {
                let height = kind == .header ? section.headerHeight : section.footerHeight
                guard height > 0 else { continue }
                let place = supplementaryPlace(kind, of: section, top: tops[index], height: height, in: index)
                guard place.pinned == pinned, place.y + height > contentOffset, place.y < contentOffset + area.height,
                      let view = view(kind, index) else { continue }
                let rect = TerminalRect(x: area.x, y: area.y.adding(saturating: place.y - contentOffset), width: area.width,
                                        height: height)
                let insets = section.ownMetrics(metrics).insets
                if pinned { buffer.fill(rect.intersection(area)) }
                view.draw(into: &buffer, frame: rect.inset(left: insets.left, right: insets.right), clip: area)
                if let style = animations.style(of: animations.sections[index], now: clock.now, appearance: appearance) {
                    buffer.apply(style, to: rect.intersection(area))
                }
            }
        }
    }

    /// Where a header or footer `height` lines tall is drawn, in content coordinates: at its section's top or
    /// bottom, or — pinned by the section's layout — held at the view's top or bottom edge while its section is under
    /// it, never out of its section. A pinned one taller than the view is not pinned, and its section's data source
    /// hears why.
    func supplementaryPlace(
        _ kind: SupplementaryViewKind, of section: GridSection, top: Int, height: Int, in index: Int
    ) -> (y: Int, pinned: Bool) {
        let bottom = top + section.height(metrics)
        let natural = kind == .header ? top : bottom - height
        guard let geometry = section.geometry else { return (natural, false) }
        let pins = geometry.pins(kind, height: Double(height), viewHeight: Double(viewport.height))
        if let problem = pins.problem { dataSource?.collectionHost(self, layoutProblem: problem, inSection: index) }
        guard pins.pinned else { return (natural, false) }
        switch kind {
        case .header: return (max(top, min(contentOffset, bottom - height)), true)
        case .footer: return (min(bottom - height, max(top, contentOffset + viewport.height - height)), true)
        }
    }

    /// Whether the running app's latest frame drew the view (always, with no app running): a binder shows the
    /// updates of a view that is not on screen as reloads.
    public var isOnScreen: Bool { presence.isOnScreen }

    /// Asks for the cells of the items coming into view before anything is drawn, so that items that size
    /// themselves are placed at their measured sizes in the first frame that shows them (measuring may bring
    /// more items into view: they are asked for too).
    private func dequeueItemsComingIntoView() {
        var placed = placedItems()
        while placed.contains(where: { cells[$0.path] == nil }) {
            for (path, _) in placed where cells[path] == nil { _ = cell(for: path) }
            clampOffset()
            placed = placedItems()
        }
    }

    /// Whether an animation is running: the app keeps drawing frames until one has shown its end. Judged by the
    /// last frame drawn, not by the time of asking, so a frame that showed an animation's middle is always
    /// followed by another, however late the question comes.
    public var isAnimating: Bool {
        let fading = fadingTiles.map { $0.ghost.start + appearance.animationDuration }.max()
        let end = [animations.end(duration: appearance.animationDuration), fading].compactMap({ $0 }).max()
        return presence.hasFramesToShow(until: end, now: clock.now)
    }

    /// Drops the highlights that ended and calls the completions that are due.
    func expireAnimations() {
        fadingTiles.removeAll { clock.now >= $0.ghost.start + appearance.animationDuration }
        guard !animations.isEmpty else { return }
        for completion in animations.expire(now: clock.now, duration: appearance.animationDuration) { completion(true) }
    }

    /// Keeps the offset within the content.
    func clampOffset() {
        let height = sectionTops().height
        contentOffset = max(0, min(contentOffset, height - viewport.height))
    }
}
