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

    /// One section: its count, sizes and header and footer heights.
    ///
    /// - Complexity: O(1) when the data source gives no per-item sizes; O(items) when it does.
    func readSection(_ index: Int) -> GridSection {
        guard let dataSource else { return GridSection(count: 0, uniform: GridSize(width: 1, height: 1)) }
        let count = max(0, dataSource.collectionHost(self, numberOfItemsInSection: index))
        var section = GridSection(count: count, uniform: boundSize(ItemPath(item: 0, section: index)) ?? estimate)
        if count > 0, boundSize(ItemPath(item: 0, section: index)) != nil {
            for item in 1..<count {
                let size = boundSize(ItemPath(item: item, section: index)) ?? section.uniform
                if size != section.uniform { section.exceptions[item] = size }
            }
        }
        section.headerHeight = supplementaryHeight(.header, index)
        section.footerHeight = supplementaryHeight(.footer, index)
        return section
    }

    /// The size the data source gives the item (or its estimate), in whole cells.
    func boundSize(_ path: ItemPath) -> GridSize? {
        guard let dataSource,
            let size = dataSource.collectionHost(self, sizeForItemAt: path)
                ?? dataSource.collectionHost(self, estimatedSizeForItemAt: path)
        else { return nil }
        return GridSize(width: max(1, Int(size.width.rounded())), height: max(1, Int(size.height.rounded())))
    }

    var estimate: GridSize {
        GridSize(width: max(1, Int(estimatedItemSize.width.rounded())), height: max(1, Int(estimatedItemSize.height.rounded())))
    }

    /// A header's or footer's height: the data source's, else its view's lines, else none.
    func supplementaryHeight(_ kind: SupplementaryViewKind, _ section: Int) -> Int {
        if let size = dataSource?.collectionHost(self, sizeForSupplementaryElementOfKind: kind, inSection: section) {
            return max(0, Int(size.height.rounded()))
        }
        guard let view = view(kind, section) else { return 0 }
        return view.layoutLines(width: viewport.width).count
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
        if boundSize(path) == nil { measure(cell, at: path) }
        return cell
    }

    /// Sizes an item by its content: its widest line (with a column on each side) and its number of lines.
    private func measure(_ cell: TerminalTableViewCell, at path: ItemPath) {
        let lines = cell.layoutLines(width: metrics.contentWidth)
        let width = (lines.map { $0.left.displayWidth + ($0.right.displayWidth > 0 ? $0.right.displayWidth + 1 : 0) }.max() ?? 0) + 2
        let size = GridSize(width: min(metrics.contentWidth, max(1, width)), height: max(1, lines.count))
        guard sections != nil, sections!.indices.contains(path.section) else { return }
        let current = sections![path.section].size(of: path.item)
        guard size != current else { return }
        if size == sections![path.section].uniform {
            sections![path.section].exceptions[path.item] = nil
        } else {
            sections![path.section].exceptions[path.item] = size
        }
        sections![path.section].invalidate()
        setNeedsDisplay()
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
                for item in section.items(ofLine: line, metrics) {
                    let path = ItemPath(item: item, section: index)
                    placed.append((path, contentFrame(of: path, tops: tops)))
                }
                line += 1
            }
        }
        return placed
    }
}
