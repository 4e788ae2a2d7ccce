/// Asking the data source — counts, sizes, views, cells — only when needed, and where everything is.
extension TerminalCollectionView {
    // MARK: Sections

    var metrics: GridMetrics {
        GridMetrics(width: viewport.width, itemSpacing: itemSpacing, lineSpacing: lineSpacing, insets: sectionInsets)
    }

    /// The sections as last read from the data source (read now if needed).
    var grid: [GridSection] {
        if let sections { return sections }
        let read = readSections()
        sections = read
        return read
    }

    /// The item counts per section.
    var counts: SectionCounts { SectionCounts(counts: grid.map(\.count)) }

    /// Every section as the data source describes it now.
    func readSections() -> [GridSection] {
        guard let dataSource else { return [] }
        return (0..<max(0, dataSource.numberOfSections(in: self))).map { readSection($0) }
    }

    /// One section: its count, every item's size, and its header and footer heights.
    ///
    /// Each item's size is resolved on its own: the data source's (``fixedSize(_:)``), else automatic — its
    /// ``placeholderSize(_:)`` until the item is shown and measured from its content. The section's uniform size is
    /// the first fixed size (the placeholder when none is fixed); only items of another size are kept as
    /// exceptions, so a section whose items share a size is still placed by arithmetic.
    /// - Complexity: O(items): the data source is asked once for each item's size.
    func readSection(_ index: Int) -> GridSection {
        guard let dataSource else { return GridSection(count: 0, uniform: GridSize(width: 1, height: 1)) }
        let count = max(0, dataSource.collectionHost(self, numberOfItemsInSection: index))
        if let geometry = layoutGeometry(index) {
            // Laid out by its chain's layout: one size for every item until one that sizes itself is measured, so
            // reading the section costs nothing per item.
            let height = geometry.fixedItemHeight ?? geometry.estimatedItemHeight ?? Double(GridSize(estimatedItemSize).height)
            var section = GridSection(count: count, uniform: GridSize(Size(width: geometry.itemWidth, height: height)))
            section.geometry = geometry
            section.headerHeight = supplementaryHeight(.header, index)
            section.footerHeight = supplementaryHeight(.footer, index)
            return section
        }
        var firstFixed = 0
        var uniform: GridSize?
        while firstFixed < count, uniform == nil {
            uniform = fixedSize(ItemPath(item: firstFixed, section: index))
            if uniform == nil { firstFixed += 1 }
        }
        let first = count > 0 ? placeholderSize(ItemPath(item: 0, section: index)) : GridSize(estimatedItemSize)
        var section = GridSection(count: count, uniform: uniform ?? first)
        for item in 0..<count where item != firstFixed {
            let path = ItemPath(item: item, section: index)
            // Items before the first fixed one were asked already: they are automatic.
            let size = (item > firstFixed ? fixedSize(path) : nil) ?? (item == 0 ? first : placeholderSize(path))
            if size != section.uniform { section.exceptions[item] = size }
        }
        section.headerHeight = supplementaryHeight(.header, index)
        section.footerHeight = supplementaryHeight(.footer, index)
        return section
    }

    /// The size the data source gives the item, in whole cells; nil when the item sizes itself (automatic). In a
    /// section laid out by its chain's layout, the layout's size when it decides the height (it wins over the flow
    /// layout's sizes, as a compositional layout's does), else nil.
    func fixedSize(_ path: ItemPath) -> GridSize? {
        if let sections, sections.indices.contains(path.section), let geometry = sections[path.section].geometry {
            return geometry.fixedItemHeight.map { GridSize(Size(width: geometry.itemWidth, height: $0)) }
        }
        return dataSource?.collectionHost(self, sizeForItemAt: path).map(GridSize.init)
    }

    /// The layout the chain of section `index` declared, resolved for the view's width in whole character cells;
    /// what it could not have is handed to the data source (a binder reports it once). Nil: the items' own flow.
    func layoutGeometry(_ index: Int) -> SectionLayoutGeometry? {
        guard let layout = dataSource?.collectionHost(self, layoutForSection: index) else { return nil }
        var geometry = layout.geometry(width: Double(viewport.width))
        for problem in geometry.problems { dataSource?.collectionHost(self, layoutProblem: problem, inSection: index) }
        // Whole cells: an item a column narrower rather than a line that overflows.
        geometry.itemWidth = max(1, geometry.itemWidth.rounded(.down))
        geometry.itemSpacing = geometry.itemSpacing.rounded()
        geometry.lineSpacing = geometry.lineSpacing.rounded()
        geometry.insets = CollectionSectionLayout.Insets(
            top: geometry.insets.top.rounded(), leading: geometry.insets.leading.rounded(),
            bottom: geometry.insets.bottom.rounded(), trailing: geometry.insets.trailing.rounded())
        geometry.fixedItemHeight = geometry.fixedItemHeight.map { max(1, $0.rounded()) }
        geometry.problems = []
        return geometry
    }

    /// Where an automatic item is placed until it is measured: the data source's estimate, else
    /// ``estimatedItemSize``.
    func placeholderSize(_ path: ItemPath) -> GridSize {
        dataSource?.collectionHost(self, estimatedSizeForItemAt: path).map(GridSize.init) ?? GridSize(estimatedItemSize)
    }

    /// Sizes the item at `path` again, as it is now: its fixed size, else its content's (measuring its cell, if
    /// it has one in view; an automatic item out of view keeps its last size until it is shown again).
    ///
    /// - Returns: whether its size changed.
    @discardableResult
    func resolveSize(_ path: ItemPath) -> Bool {
        if let size = fixedSize(path) { return setSize(size, of: path) }
        guard let cell = cells[path] else { return false }
        return setSize(measuredSize(of: cell, at: path), of: path)
    }

    /// A header's or footer's height: the data source's, else its view's own at the width it is drawn at.
    func supplementaryHeight(_ kind: SupplementaryViewKind, _ section: Int) -> Int {
        if let size = dataSource?.collectionHost(self, sizeForSupplementaryElementOfKind: kind, inSection: section) {
            return Int(cells: size.height)
        }
        guard let view = view(kind, section) else { return 0 }
        return max(0, view.preferredHeight(width: metrics.contentWidth))
    }

    /// Measures again what depends on the width — headers, footers and the automatic items in view — after the
    /// width inside the insets changed; lines are broken again when next needed.
    func contentWidthChanged() {
        invalidateLayout()
        guard sections != nil else { return }
        for index in sections!.indices {
            // A layout resolves for the new width: a section whose resolved layout changed is laid out again.
            if layoutGeometry(index) != sections![index].geometry {
                sections![index] = readSection(index)
                continue
            }
            sections![index].headerHeight = supplementaryHeight(.header, index)
            sections![index].footerHeight = supplementaryHeight(.footer, index)
        }
        for path in cells.keys where fixedSize(path) == nil { resolveSize(path) }
    }

    // MARK: Views and cells

    /// The header or footer view of `section`, dequeued once while it is in use.
    func view(_ kind: SupplementaryViewKind, _ section: Int) -> TerminalHeaderFooterView? {
        let key = SupplementaryKey(kind: kind, section: section)
        if let view = views[key] { return view }
        guard let view = dataSource?.collectionHost(self, viewForSupplementaryElementOfKind: kind, inSection: section)
            as? TerminalHeaderFooterView
        else { return nil }
        views[key] = view
        return view
    }

    /// The cell of the item at `path`, asked for once while it is in view; an item without a size of its own is
    /// measured from its content.
    func cell(for path: ItemPath) -> TerminalTableViewCell {
        if let cell = cells[path] { return cell }
        let cell = dataSource?.collectionHost(self, cellForItemAt: path) as? TerminalTableViewCell
            ?? TerminalCollectionViewCell()
        cells[path] = cell
        if fixedSize(path) == nil { setSize(measuredSize(of: cell, at: path), of: path) }
        return cell
    }

    /// An item's size by its content: its widest line (with a column on each side) and its number of lines, no
    /// wider than the width inside the insets; in a section laid out by its chain's layout, the layout's width and
    /// the lines the content takes at that width.
    private func measuredSize(of cell: TerminalTableViewCell, at path: ItemPath) -> GridSize {
        if let sections, sections.indices.contains(path.section), let geometry = sections[path.section].geometry {
            let width = Int(cells: geometry.itemWidth, minimum: 1)
            return GridSize(width: width, height: max(1, cell.layoutLines(width: max(1, width - 2)).count))
        }
        let lines = cell.layoutLines(width: metrics.contentWidth)
        let width = (lines.map { $0.left.displayWidth + ($0.right.displayWidth > 0 ? $0.right.displayWidth + 1 : 0) }.max() ?? 0) + 2
        return GridSize(width: min(metrics.contentWidth, max(1, width)), height: max(1, lines.count))
    }

    /// Records `size` as the item's, breaking the section's lines again if it changed.
    ///
    /// - Returns: whether it changed.
    @discardableResult
    private func setSize(_ size: GridSize, of path: ItemPath) -> Bool {
        guard sections != nil, sections!.indices.contains(path.section), path.item < sections![path.section].count,
            size != sections![path.section].size(of: path.item)
        else { return false }
        sections![path.section].exceptions[path.item] = size == sections![path.section].uniform ? nil : size
        sections![path.section].invalidate()
        setNeedsDisplay()
        return true
    }

    // MARK: Where things are

    /// The top of each section in the content, and the content's height.
    func sectionTops() -> (tops: [Int], height: Int) {
        var tops: [Int] = []
        var top = 0
        for index in grid.indices {
            sections![index].prepare(metrics)
            tops.append(top)
            top += sections![index].height(metrics)
        }
        return (tops, top)
    }

    /// The frame of the item at `path` in content coordinates.
    func contentFrame(of path: ItemPath, tops: [Int]) -> TerminalRect {
        let section = grid[path.section]
        let line = section.line(section.line(of: path.item, metrics), metrics)
        let size = section.size(of: path.item)
        return TerminalRect(
            x: section.x(of: path.item, metrics), y: tops[path.section] + section.linesOrigin(metrics) + line.top,
            width: size.width, height: size.height)
    }

    /// The items in view with their frames in content coordinates, in display order.
    func placedItems() -> [(path: ItemPath, frame: TerminalRect)] {
        let (tops, _) = sectionTops()
        let metrics = metrics
        var placed: [(ItemPath, TerminalRect)] = []
        for (index, section) in grid.enumerated() {
            let origin = tops[index] + section.linesOrigin(metrics)
            guard origin + section.linesHeight(metrics) > contentOffset, tops[index] < contentOffset + viewport.height,
                section.count > 0
            else { continue }
            let first = section.line(at: max(0, contentOffset - origin), metrics)
            var line = first
            while line < section.lineCount(metrics) {
                let band = section.line(line, metrics)
                if origin + band.top >= contentOffset + viewport.height { break }
                for item in section.visibleItems(ofLine: line, metrics) {
                    let path = ItemPath(item: item, section: index)
                    placed.append((path, contentFrame(of: path, tops: tops)))
                }
                line += 1
            }
        }
        return placed
    }
}
