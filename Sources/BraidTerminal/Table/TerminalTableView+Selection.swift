/// The selection: one row, shown in reverse video, moved with the keyboard and the mouse, tapped with
/// Enter or a click. With ``alwaysSelectsARow``, a table with rows always has one selected: the first in view
/// until the user moves it, so Enter works at once; when the selected row goes, the nearest one takes its place.
extension TerminalTableView {
    /// Selects the row at `path` (or nothing, for `nil`) and scrolls to show it.
    ///
    /// Does not tap the row: the data source hears nothing.
    /// - Precondition: `path` is a row of the table.
    public func selectRow(at path: ItemPath?, scrollToVisible: Bool = true) {
        if let path {
            precondition(isValidRow(path, in: sectionCounts), "cannot select row \(path): the table has no such row")
        }
        guard path != selectedRow else { return }
        selectedRow = path
        if let path, scrollToVisible { revealRow(path) }
        setNeedsDisplay()
    }

    /// Scrolls to show the row at `path` whole.
    ///
    /// - Precondition: `path` is a row of the table.
    public func scrollToRow(at path: ItemPath) {
        precondition(isValidRow(path, in: sectionCounts), "cannot scroll to row \(path): the table has no such row")
        revealRow(path)
    }

    /// Taps the selected row, as UIKit does on a touch: when the data source lets it be selected
    /// (`shouldSelectRowAt`), the row tapped before is deselected (`didDeselectRowAt`) and this one selected
    /// (`didSelectRowAt`).
    func tapSelectedRow() {
        guard let selectedRow, let dataSource, dataSource.tableHost(self, shouldSelectRowAt: selectedRow) else { return }
        if let tapped = tappedRow, tapped != selectedRow {
            tappedRow = nil
            dataSource.tableHost(self, didDeselectRowAt: tapped)
        }
        tappedRow = selectedRow
        dataSource.tableHost(self, didSelectRowAt: selectedRow)
    }

    /// Moves the selection one row down (`step` 1) or up (-1); with no selection, selects the first row in
    /// view.
    func moveSelection(by step: Int) {
        guard let current = selectedRow else {
            selectRow(at: firstRowInView() ?? firstRow())
            return
        }
        let next = step > 0 ? row(after: current) : row(before: current)
        if let next {
            selectRow(at: next)
        } else {
            revealRow(current)
        }
    }

    /// Scrolls a page down (`direction` 1) or up (-1) and selects the row at the same height in the
    /// frame; at the end, selects the last (or first) row.
    func movePage(_ direction: Int) {
        layoutIfNeeded()
        let y = selectedRow.flatMap { row in placement.first { $0.item == .row(row) }?.y } ?? 0
        guard scroll(by: direction * max(1, viewport.height - 1)) else {
            selectRow(at: direction > 0 ? lastRow() : firstRow())
            return
        }
        notifyScroll()
        layout()
        selectRow(at: rowInView(nearestY: max(0, y)))
    }

    /// Selects the last row and scrolls to the very bottom (`toEnd`), or the first row and the very top.
    func jump(toEnd: Bool) {
        selectRow(at: toEnd ? lastRow() : firstRow(), scrollToVisible: false)
        notifyingScroll {
            if toEnd { scrollToBottom() } else { scrollToTop() }
            layout()
        }
    }

    /// Scrolls to show `path` and tells the data source when that moved the content.
    func revealRow(_ path: ItemPath) {
        notifyingScroll {
            scrollToShow(path)
            layoutIfNeeded()
        }
    }

    /// Tells the data source the visible part moved.
    func notifyScroll() {
        setNeedsDisplay()
        dataSource?.tableHostDidScroll(self)
    }

    // MARK: Rows in view

    /// The first row wholly in the frame.
    func firstRowInView() -> ItemPath? {
        layoutIfNeeded()
        return wholeRowsInView().first
    }

    /// The row in view closest to `y` lines below the top of the frame.
    func rowInView(nearestY y: Int) -> ItemPath? {
        let rows = placement.compactMap { placed -> (ItemPath, Int)? in
            guard case .row(let path) = placed.item else { return nil }
            let distance = y < placed.y ? placed.y - y : max(0, y - (placed.y + placed.height - 1))
            return (path, distance)
        }
        return rows.min { $0.1 < $1.1 }?.0
    }

    /// The rows wholly inside the frame, top to bottom.
    func wholeRowsInView() -> [ItemPath] {
        placement.compactMap { placed in
            guard case .row(let path) = placed.item, placed.y >= 0, placed.y + placed.height <= viewport.height
            else { return nil }
            return path
        }
    }

    /// After scrolling by other means than the selection: keeps the selection in view by moving it to the
    /// nearest row wholly in the frame.
    func keepSelectionInView() {
        guard let selected = selectedRow else { return }
        layoutIfNeeded()
        let rows = wholeRowsInView()
        guard !rows.contains(selected), let first = rows.first, let last = rows.last else { return }
        selectedRow = precedes(.row(selected), .row(first)) ? first : last
        setNeedsDisplay()
    }
}
