/// Asking the data source: counts, cells, headers and footers, heights — each only when needed.
extension TerminalTableView {
    // MARK: Counts

    /// The row counts per section, read from the data source the first time they are needed; none once
    /// the data source is gone.
    var sectionCounts: [Int] {
        guard dataSource != nil else { return [] }
        if let counts { return counts }
        let read = readCounts()
        counts = read
        return read
    }

    /// What the data source says now.
    func readCounts() -> [Int] {
        guard let dataSource else { return [] }
        let sections = max(0, dataSource.numberOfSections(in: self))
        return (0..<sections).map { max(0, dataSource.tableHost(self, numberOfRowsInSection: $0)) }
    }

    /// Forgets everything it was told and asks the data source again, without animation.
    ///
    /// The scroll position and the selection stay where they were when those rows still exist.
    public func reloadData() {
        let interrupted = animations.completions.map(\.body)
        animations = TableAnimations()
        editing.endEdit()
        releaseAll()
        counts = nil
        let counts = sectionCounts
        if let selected = selectedRow, !isValidRow(selected, in: counts) { selectedRow = nearestRow(to: selected) }
        tappedRow = nil  // as UIKit's reloadData clears the selection
        if let anchor, !isValid(anchor) {
            self.anchor = nil
            anchorOffset = 0
        }
        setNeedsDisplay()
        for completion in interrupted { completion(false) }
    }

    // MARK: Rows

    /// The cell showing `path`, asked from the data source the first time.
    func cell(forRow path: ItemPath) -> TerminalTableViewCell {
        if let cell = rowRecords[path]?.cell { return cell }
        guard let dataSource else { preconditionFailure("TerminalTableView asked for a cell without a data source") }
        let object = dataSource.tableHost(self, cellForRowAt: path)
        guard let cell = object as? TerminalTableViewCell else {
            preconditionFailure("the data source returned a \(type(of: object)) for row \(path); a TerminalTableView "
                + "shows TerminalTableViewCell subclasses dequeued from it")
        }
        rowRecords[path, default: RowRecord()].cell = cell
        return cell
    }

    /// The height of `path` in lines: the data source's, or the cell's own for its width.
    func rowHeight(_ path: ItemPath) -> Int {
        if let height = rowRecords[path]?.height { return height }
        let height: Int
        if let fixed = dataSource?.tableHost(self, heightForRowAt: path) {
            height = Self.lines(fixed)
        } else {
            let cell = cell(forRow: path)
            let width = cellContentFrame(for: cell, outline: outline(ofRow: path), in: viewport).width
            height = max(0, cell.preferredHeight(width: width))
        }
        rowRecords[path, default: RowRecord()].height = height
        return height
    }

    /// Where a cell's content goes inside its row's rectangle: inside the padding, right of a tree row's
    /// indentation and disclosure, left of the accessory.
    func cellContentFrame(for cell: TerminalTableViewCell, outline: OutlineRow?, in rect: TerminalRect) -> TerminalRect {
        let markWidth = cell.accessory.mark.displayWidth
        let padding = appearance.horizontalPadding
        return rect.inset(left: padding.adding(saturating: outlineColumns(outline)),
                          right: padding + (markWidth > 0 ? markWidth + 1 : 0))
    }

    // MARK: Headers and footers

    /// The header or footer of a section: a view, a title, or nothing.
    func supplement(_ key: SupplementKey) -> SupplementRecord {
        if let record = supplementRecords[key] { return record }
        var content = SupplementRecord.Content.none
        if let dataSource {
            let view = key.isHeader
                ? dataSource.tableHost(self, viewForHeaderInSection: key.section)
                : dataSource.tableHost(self, viewForFooterInSection: key.section)
            if let view {
                guard let view = view as? TerminalHeaderFooterView else {
                    preconditionFailure("the data source returned a \(type(of: view)) as a header or footer of section "
                        + "\(key.section); a TerminalTableView shows TerminalHeaderFooterView subclasses")
                }
                content = .view(view)
            } else if let title = key.isHeader
                ? dataSource.tableHost(self, titleForHeaderInSection: key.section)
                : dataSource.tableHost(self, titleForFooterInSection: key.section) {
                content = .title(title)
            }
        }
        let record = SupplementRecord(content: content)
        supplementRecords[key] = record
        return record
    }

    /// The height of a header or footer: the data source's, or its content's own.
    func supplementHeight(_ key: SupplementKey) -> Int {
        let record = supplement(key)
        if let height = record.height { return height }
        let fixed = key.isHeader
            ? dataSource?.tableHost(self, heightForHeaderInSection: key.section)
            : dataSource?.tableHost(self, heightForFooterInSection: key.section)
        let width = viewport.inset(left: appearance.horizontalPadding, right: appearance.horizontalPadding).width
        let height: Int
        if let fixed {
            height = Self.lines(fixed)
        } else {
            switch record.content {
            case .none: height = 0
            case .title(let title): height = StyledText(title).wrapped(toWidth: width).count
            case .view(let view): height = max(0, view.preferredHeight(width: width))
            }
        }
        supplementRecords[key]?.height = height
        return height
    }

    // MARK: Forgetting

    /// Forgets every measured height (the width changed).
    func invalidateHeights() {
        for path in rowRecords.keys { rowRecords[path]?.height = nil }
        for key in supplementRecords.keys { supplementRecords[key]?.height = nil }
        setNeedsDisplay()
    }

    /// Gives every cell and view back to the pools.
    func releaseAll() {
        for (path, record) in rowRecords.sorted(by: { $0.key < $1.key }) {
            endDisplaying(record, at: path)
            if let cell = record.cell { cellPool.enqueue(cell) }
        }
        for record in supplementRecords.values { if case .view(let view) = record.content { viewPool.enqueue(view) } }
        rowRecords = [:]
        supplementRecords = [:]
        placement = []
        placementIsCurrent = false
    }

    /// Gives back the cells and views of everything the last layout did not place.
    func releaseUnplaced() {
        var placedRows = Set<ItemPath>()
        var placedSupplements = Set<SupplementKey>()
        for placed in placement {
            switch placed.item {
            case .row(let path): placedRows.insert(path)
            case .header(let section): placedSupplements.insert(SupplementKey(section: section, isHeader: true))
            case .footer(let section): placedSupplements.insert(SupplementKey(section: section, isHeader: false))
            case .ghost: break
            }
        }
        // The unplaced ones only, in order of rows: the data source hears them end top to bottom.
        for (path, record) in rowRecords.filter({ !placedRows.contains($0.key) }).sorted(by: { $0.key < $1.key }) {
            endDisplaying(record, at: path)
            if let cell = record.cell { cellPool.enqueue(cell) }
            rowRecords[path] = nil
        }
        for (key, record) in supplementRecords where !placedSupplements.contains(key) {
            if case .view(let view) = record.content { viewPool.enqueue(view) }
            supplementRecords[key] = nil
        }
    }

    /// Tells the data source that the row at `path` left the view, if it was told the row was displayed.
    func endDisplaying(_ record: RowRecord, at path: ItemPath) {
        guard record.wasDisplayed, let cell = record.cell else { return }
        dataSource?.tableHost(self, didEndDisplaying: cell, forRowAt: path)
    }

    /// A height from the data source, in whole lines.
    static func lines(_ height: Double) -> Int {
        Int(cells: height)
    }
}
