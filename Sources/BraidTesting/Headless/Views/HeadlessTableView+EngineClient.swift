/// The engine's questions, answered with the table data source's answers.
extension HeadlessTableView: HeadlessEngineClient {
    package typealias Cell = HeadlessTableViewCell
    package typealias Supplementary = HeadlessHeaderFooterView

    package func engineNumberOfSections() -> Int? {
        dataSource?.numberOfSections(in: self)
    }

    package func engineNumberOfItems(inSection section: Int) -> Int {
        dataSource?.tableHost(self, numberOfRowsInSection: section) ?? 0
    }

    package func engineEstimatedMetrics(at path: ItemPath) -> ItemMetrics {
        guard let dataSource else { return .estimated(height: estimatedRowHeight) }
        return estimatedMetrics(at: path, from: dataSource)
    }

    /// Asked for every row as the table loads: the weak data source is read once for the section, not once a row.
    package func engineEstimatedMetrics(inSection section: Int, count: Int) -> ItemMetricsColumn {
        guard let dataSource else { return ItemMetricsColumn(repeating: .estimated(height: estimatedRowHeight), count: count) }
        // A loop, not `map`: a main-actor closure handed to `map` checks its executor at every call. Rows span the
        // table, so only their heights are gathered.
        var heights: [Double] = []
        heights.reserveCapacity(count)
        for row in 0 ..< count { heights.append(estimatedMetrics(at: ItemPath(row: row, section: section), from: dataSource).height) }
        return ItemMetricsColumn(heights: heights, width: .infinity)
    }

    private func estimatedMetrics(at path: ItemPath, from dataSource: any TableViewHostDataSource) -> ItemMetrics {
        let height = dataSource.tableHost(self, estimatedHeightForRowAt: path)
            ?? dataSource.tableHost(self, heightForRowAt: path) ?? estimatedRowHeight
        return .estimated(height: height)
    }

    package func engineCell(at path: ItemPath) -> AnyObject? {
        dataSource?.tableHost(self, cellForRowAt: path)
    }

    package func engineMeasuredMetrics(at path: ItemPath, cell: HeadlessTableViewCell) -> ItemMetrics {
        let height = dataSource?.tableHost(self, heightForRowAt: path) ?? cell.automaticHeight
        return ItemMetrics(width: .infinity, height: height, isMeasured: true)
    }

    package func engineEstimatedHeight(of kind: SupplementaryViewKind, section: Int) -> Double {
        guard let dataSource else { return 0 }
        switch kind {
        case .header:
            return dataSource.tableHost(self, heightForHeaderInSection: section)
                ?? dataSource.tableHost(self, estimatedHeightForHeaderInSection: section)
                ?? Self.titleHeight(dataSource.tableHost(self, titleForHeaderInSection: section))
        case .footer:
            return dataSource.tableHost(self, heightForFooterInSection: section)
                ?? dataSource.tableHost(self, estimatedHeightForFooterInSection: section)
                ?? Self.titleHeight(dataSource.tableHost(self, titleForFooterInSection: section))
        }
    }

    package func engineSupplementary(_ kind: SupplementaryViewKind, section: Int) -> (view: AnyObject?, title: String?) {
        guard let dataSource else { return (nil, nil) }
        switch kind {
        case .header:
            return (dataSource.tableHost(self, viewForHeaderInSection: section),
                    dataSource.tableHost(self, titleForHeaderInSection: section))
        case .footer:
            return (dataSource.tableHost(self, viewForFooterInSection: section),
                    dataSource.tableHost(self, titleForFooterInSection: section))
        }
    }

    package func engineMeasuredHeight(
        of kind: SupplementaryViewKind, section: Int, view: HeadlessHeaderFooterView?, title: String?
    ) -> Double {
        let fixed = kind == .header
            ? dataSource?.tableHost(self, heightForHeaderInSection: section)
            : dataSource?.tableHost(self, heightForFooterInSection: section)
        return fixed ?? view?.automaticHeight ?? Self.titleHeight(title)
    }

    package func engineWillDisplay(_ cell: HeadlessTableViewCell, at path: ItemPath) {
        dataSource?.tableHost(self, willDisplay: cell, forRowAt: path)
    }

    package func engineDidScroll() {
        dataSource?.tableHostDidScroll(self)
    }

    package func engineDidSelect(_ path: ItemPath) {
        dataSource?.tableHost(self, didSelectRowAt: path)
    }

    package func engineShouldSelect(_ path: ItemPath) -> Bool {
        dataSource?.tableHost(self, shouldSelectRowAt: path) ?? true
    }

    package func engineDidDeselect(_ path: ItemPath) {
        dataSource?.tableHost(self, didDeselectRowAt: path)
    }

    package func engineDidEndDisplaying(_ cell: HeadlessTableViewCell, at path: ItemPath) {
        dataSource?.tableHost(self, didEndDisplaying: cell, forRowAt: path)
    }

    /// One unit per line of a title; nothing without one.
    static func titleHeight(_ title: String?) -> Double {
        guard let title else { return 0 }
        return Double(title.split(separator: "\n", omittingEmptySubsequences: false).count)
    }
}

/// The editing verbs' questions, answered with the data source's editing methods.
extension HeadlessTableView: HeadlessEditingClient {
    package var engineEditingQuestions: HeadlessEngine<HeadlessTableView>.EditingQuestions {
        .init(
            canEdit: { [unowned self] in dataSource?.tableHost(self, canEditRowAt: $0) ?? false },
            editingStyle: { [unowned self] in dataSource?.tableHost(self, editingStyleForRowAt: $0) ?? .none },
            commitDelete: { [unowned self] in dataSource?.tableHost(self, commit: .delete, forRowAt: $0) },
            leadingActions: { [unowned self] in dataSource?.tableHost(self, leadingSwipeActionsForRowAt: $0) },
            trailingActions: { [unowned self] in dataSource?.tableHost(self, trailingSwipeActionsForRowAt: $0) },
            canMove: { [unowned self] in dataSource?.tableHost(self, canMoveRowAt: $0) ?? false },
            target: { [unowned self] in dataSource?.tableHost(self, targetIndexPathForMoveFromRowAt: $0, toProposedIndexPath: $1) ?? $1 },
            move: { [unowned self] in dataSource?.tableHost(self, moveRowAt: $0, to: $1) },
            movingNeedsEditingMode: true)
    }
}
