/// Loading, laying out the viewport, and scrolling.
extension HeadlessEngine {
    // MARK: Loading

    /// Loads from the data source if nothing is loaded yet — what UIKit does at a view's first layout.
    package func loadIfNeeded() {
        if !isLoaded { load() }
    }

    /// Forgets all cached counts, sizes and cells and asks the data source again.
    ///
    /// - Complexity: O(rows): every row's estimated size is asked for, as UIKit does.
    func load() {
        let previous = activity
        activity = .loading
        recycleAll()
        let counts = queryCounts()
        let client = client  // a weak reference, read once rather than per row
        var sections: [SectionLayout] = []
        sections.reserveCapacity(counts.count)
        for (section, count) in counts.enumerated() {
            var items = client?.engineEstimatedMetrics(inSection: section, count: count)
                ?? ItemMetricsColumn(repeating: .estimated(height: 1), count: count)
            for item in items.invalidIndices() {
                items[item] = checked(items[item], at: ItemPath(item: item, section: section))
            }
            sections.append(makeSection(section, items: items))
        }
        layout = HeadlessLayout(width: viewportSize.width, sections: sections)
        isLoaded = true
        counters.reloads += 1
        activity = previous
        layoutViewport()
    }

    /// A section laid out with estimated header and footer heights.
    func makeSection(_ section: Int, items: ItemMetricsColumn) -> SectionLayout {
        func estimate(_ kind: SupplementaryViewKind) -> SupplementaryMetrics {
            .estimated(checked(client?.engineEstimatedHeight(of: kind, section: section) ?? 0, of: kind,
                               section: section))
        }
        return SectionLayout(header: estimate(.header), footer: estimate(.footer), items: items,
                             width: viewportSize.width, geometry: geometry(inSection: section))
    }

    /// The layout of `section` for the viewport's width, from the client (nil: the items' own flow).
    func geometry(inSection section: Int) -> SectionLayoutGeometry? {
        client?.engineLayoutGeometry(inSection: section, width: viewportSize.width)
    }

    /// The data source's section and row counts, with impossible answers reported and read as 0.
    func queryCounts() -> [Int] {
        guard let client, let sectionCount = client.engineNumberOfSections() else { return [] }
        guard sectionCount >= 0 else {
            fail(.invalidDataSourceAnswer, "The data source reported \(sectionCount) sections; a count cannot be negative.")
            return []
        }
        return (0 ..< sectionCount).map { section in
            let count = client.engineNumberOfItems(inSection: section)
            guard count >= 0 else {
                fail(.invalidDataSourceAnswer, """
                    The data source reported \(count) \(kind.itemsNoun) in section \(section); a count cannot be negative.
                    """)
                return 0
            }
            return count
        }
    }

    /// Forgets what the view cached from its data source, which was just replaced: every cell goes back to its
    /// pool and the view loads from the new data source when next used.
    package func dataSourceDidChange() {
        recycleAll()
        isLoaded = false
    }

    /// Puts every cell and view back into the reuse pools.
    package func recycleAll() {
        endDisplayingAll()  // first, in order of rows: a recycled cell would be ended on its own
        for cell in cells.values { recycle(cell, place: .cell) }
        for (position, content) in supplementaries {
            if let view = content.view { recycle(view, place: supplementaryPlace(position.kind)) }
        }
        cells = [:]
        supplementaries = [:]
        displayed = []
    }

    /// Puts `view` back into the pool of the identifier it was dequeued with.
    func recycle(_ view: any HeadlessEngineView, place: ReuseKey.Place) {
        if place == .cell { endDisplaying(view) }
        guard let identifier = view.reuseIdentifier else { return }
        pool.enqueue(view, under: ReuseKey(place: place, identifier: identifier))
    }

    // MARK: The viewport

    /// The band whose cells are prepared: the viewport and the prefetch margin around it.
    var preparedBand: (minY: Double, maxY: Double) {
        (contentOffset - prefetchMargin, contentOffset + viewportSize.height + prefetchMargin)
    }

    /// The elements in the viewport itself, top to bottom.
    var visibleElements: [LayoutElement] {
        layout.elements(from: contentOffset, to: contentOffset + viewportSize.height)
    }

    /// The largest offset: the content's bottom at the viewport's bottom.
    var maximumOffset: Double { max(0, layout.contentHeight - viewportSize.height) }

    /// Brings the prepared band up to date: recycles cells that left it, dequeues and measures the ones that
    /// entered it, and reports "will display" for cells that entered the viewport — UIKit's layout pass.
    ///
    /// Like UIKit, it fills the band top to bottom and measures each element before placing the next: when a
    /// measurement replaces an estimate, everything below moves, so the round ends there and the next one
    /// starts again from the band's top with the new positions. Elements already prepared and measured cost
    /// nothing the second time, and no cell is dequeued for a place that a measurement above it pushed out.
    /// - Complexity: O((elements in the band) · log n) per measurement.
    package func layoutViewport() {
        guard isLoaded else { return }
        let previous = activity
        activity = .layingOut
        defer { activity = previous }
        checkContentHeight()
        var changed = true
        while changed {
            contentOffset = min(max(0, contentOffset), maximumOffset)
            let band = preparedBand
            let elements = layout.elements(from: band.minY, to: band.maxY, emptyAtEnd: true)
            recycle(keeping: elements)
            changed = false
            placing: for element in elements {
                switch element.content {
                case .supplementary(let kind):
                    changed = prepareSupplementary(kind, section: element.section)
                case .line(let items):
                    for item in items where !changed {
                        changed = prepareCell(at: ItemPath(item: item, section: element.section))
                    }
                }
                if changed { break placing }
            }
        }
        announceDisplayedCells()
    }

    /// Reports content taller than a `Double` holds — heights, each finite, that add up to `.infinity` — once each
    /// time it becomes so: everything past that point has no position, and would never be shown.
    func checkContentHeight() {
        let isFinite = layout.contentHeight.isFinite
        defer { contentIsTooTall = !isFinite }
        guard !isFinite, !contentIsTooTall else { return }
        fail(.invalidDataSourceAnswer, """
            The data source's heights add up to more than a Double holds: the content is infinitely tall, and the \
            \(kind.itemsNoun) past that point have no position — they cannot be shown or scrolled to. Give heights \
            (and estimates) that add up to a finite content height.
            """)
    }

    /// Recycles the cells and views that are not among `elements`.
    func recycle(keeping elements: [LayoutElement]) {
        var keptPaths: Set<ItemPath> = []
        var keptSupplementaries: Set<SupplementaryPosition> = []
        for element in elements {
            switch element.content {
            case .supplementary(let kind):
                keptSupplementaries.insert(SupplementaryPosition(kind: kind, section: element.section))
            case .line(let items):
                for item in items { keptPaths.insert(ItemPath(item: item, section: element.section)) }
            }
        }
        // In order of path: the data source hears cells end (`didEndDisplaying`) top to bottom.
        for (path, cell) in cells.filter({ !keptPaths.contains($0.key) }).sorted(by: { $0.key < $1.key }) {
            cells[path] = nil
            displayed.remove(path)
            recycle(cell, place: .cell)
        }
        for (position, content) in supplementaries where !keptSupplementaries.contains(position) {
            supplementaries[position] = nil
            if let view = content.view { recycle(view, place: supplementaryPlace(position.kind)) }
        }
    }

    /// Where header or footer views of `kind` are registered and pooled: one registry for both in a table
    /// (as in UIKit), one per kind in a collection.
    func supplementaryPlace(_ kind: SupplementaryViewKind) -> ReuseKey.Place {
        self.kind.isTable ? .headerFooter : .supplementary(kind)
    }

    /// Makes sure the item at `path` has a cell and a measured size.
    ///
    /// - Returns: whether its size changed (the layout below it moved).
    func prepareCell(at path: ItemPath) -> Bool {
        let cell: Cell
        if let existing = cells[path] {
            cell = existing
        } else {
            cell = requestCell(at: path)
            cells[path] = cell
        }
        let old = layout.metrics(of: path)
        guard !old.isMeasured, let client else { return false }
        var measured = checked(client.engineMeasuredMetrics(at: path, cell: cell), at: path)
        measured.isMeasured = true
        layout.setItem(path, to: measured)
        return measured.width != old.width || measured.height != old.height
    }

    /// Makes sure a header or footer has its content and a measured height.
    ///
    /// - Returns: whether its height changed.
    func prepareSupplementary(_ kind: SupplementaryViewKind, section: Int) -> Bool {
        let position = SupplementaryPosition(kind: kind, section: section)
        let content: SupplementaryContent
        if let existing = supplementaries[position] {
            content = existing
        } else {
            content = requestSupplementary(kind, section: section)
            supplementaries[position] = content
        }
        let old = layout.supplementary(kind, section: section)
        guard !old.isMeasured, let client else { return false }
        let height = checked(
            client.engineMeasuredHeight(of: kind, section: section, view: content.view, title: content.title),
            of: kind, section: section)
        layout.setSupplementary(kind, section: section, to: SupplementaryMetrics(height: height, isMeasured: true))
        if let geometry = layout.sections[section].geometry,
           let problem = geometry.pins(kind, height: height, viewHeight: viewportSize.height).problem {
            client.engineLayoutProblem(problem, inSection: section)
        }
        return height != old.height
    }

    /// Reports "will display" for every cell that entered the viewport since the last pass, top to bottom.
    func announceDisplayedCells() {
        var nowVisible: [ItemPath] = []
        for element in visibleElements {
            guard case .line(let items) = element.content else { continue }
            for item in items { nowVisible.append(ItemPath(item: item, section: element.section)) }
        }
        let entering = nowVisible.filter { !displayed.contains($0) }
        let nowDisplayed = Set(nowVisible)
        let leaving = displayed.subtracting(nowDisplayed)
        displayed = nowDisplayed
        followShownCells()
        for path in leaving.sorted() { if let cell = cells[path] { endDisplaying(cell) } }
        for path in entering {
            guard let cell = cells[path] else { continue }
            counters.displayedPaths.append(path)
            selection.shown[ObjectIdentifier(cell)] = (cell, path)
            client?.engineWillDisplay(cell, at: path)
        }
    }

    /// Tells the data source about a scroll, once per verb, if the offset changed since it last heard.
    func reportScrollIfNeeded() {
        guard contentOffset != reportedOffset else { return }
        reportedOffset = contentOffset
        client?.engineDidScroll()
    }

    // MARK: Scrolling and resizing

    /// Scrolls to `offset`, clamped to the content.
    ///
    /// An offset beyond the end means the end: when measuring the rows that come into view makes the content
    /// taller, the viewport follows until the end stays put.
    package func scroll(toOffset offset: Double) {
        loadIfNeeded()
        var previous = Double.nan
        while contentOffset != previous {
            previous = contentOffset
            contentOffset = offset
            layoutViewport()
        }
        reportScrollIfNeeded()
    }

    /// Scrolls so that the item at `path` is at `position`, measuring on the way until it stays there.
    package func scroll(to path: ItemPath, position: HeadlessScrollPosition) {
        loadIfNeeded()
        for _ in 0 ..< 16 {
            let frame = layout.frame(of: path)
            let target = switch position {
            case .top: frame.minY
            case .middle: frame.minY + frame.height / 2 - viewportSize.height / 2
            case .bottom: frame.minY + frame.height - viewportSize.height
            }
            let clamped = min(max(0, target), maximumOffset)
            if clamped == contentOffset, cells[path] != nil { break }
            contentOffset = clamped
            layoutViewport()
        }
        reportScrollIfNeeded()
    }

    /// Changes the viewport's size; a new width re-flows a collection's lines.
    package func resize(to size: Size) {
        loadIfNeeded()
        viewportSize = size
        if !kind.isTable { layout.setWidth(size.width) { geometry(inSection: $0) } }
        layoutViewport()
        reportScrollIfNeeded()
    }
}
