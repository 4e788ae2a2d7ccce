/// Outlines: the rows of a tree (those the data source places with `tableHost(_:outlineRowAt:)`, as a binder does
/// for a section bound with `bind(cellType:tree:children:)`) are indented by their depth
/// (``TerminalTableAppearance/indentationWidth`` columns a level), with a disclosure before the cell's content: ▸
/// for a node whose children are hidden, ▾ for one that shows them, a blank for a leaf, so that names align. The
/// cell draws in the width that remains.
///
/// - → on a collapsed node with children expands it (the data source's `tableHost(_:setRowAt:expanded:)`); on an
///   expanded one it selects its first child.
/// - ← on an expanded node collapses it; on any other row it selects the row's parent (the nearest row above it
///   that is less deep).
/// - A click on the disclosure selects the row and expands or collapses it, without tapping it; a click elsewhere
///   on the row, and Enter, tap it as on any row.
///
/// The expansion itself is the data source's: the rows come and go as an ordinary batch update, animated.
extension TerminalTableView {
    /// The glyph before a node's content: ▸ collapsed, ▾ expanded, blank for a leaf.
    static func disclosure(of outline: OutlineRow) -> String {
        outline.hasChildren ? (outline.isExpanded ? "▾" : "▸") : " "
    }

    /// Where the row at `path` sits in its tree, as the data source says now; nil for a row that is not a tree's.
    func outline(ofRow path: ItemPath) -> OutlineRow? {
        dataSource?.tableHost(self, outlineRowAt: path)
    }

    /// The columns between the padding and the row's disclosure: its depth's indentation.
    func indentation(of outline: OutlineRow) -> Int {
        // Both factors capped, so that a tree thousands of levels deep (or a huge width set by an app) cannot
        // overflow: the product stays below 2^30, and the row's content is clipped to nothing.
        min(max(0, outline.depth), Int.maximumCells) * min(max(0, appearance.indentationWidth), 64)
    }

    /// The columns an outline takes before the cell's content: the indentation, the disclosure and a blank; none for
    /// a row that is not a tree's.
    func outlineColumns(_ outline: OutlineRow?) -> Int {
        outline.map { indentation(of: $0) + 2 } ?? 0
    }

    /// Draws the row's disclosure on its first line, inside the padding of `rect`.
    func drawDisclosure(_ outline: OutlineRow?, in rect: TerminalRect, clip: TerminalRect, into buffer: inout ScreenBuffer) {
        guard let outline, outline.hasChildren else { return }
        let x = rect.x.adding(saturating: appearance.horizontalPadding).adding(saturating: indentation(of: outline))
        buffer.draw(StyledText(Self.disclosure(of: outline)), x: x, y: rect.y, clip: clip)
    }

    // MARK: Input

    /// → and ← on the selected row of a tree; false for another key, or a row that is not a tree's (its cell gets
    /// the key then, as before).
    func handleOutlineKey(_ key: Key) -> Bool {
        guard key == .right || key == .left, let selected = selectedRow, isValidRow(selected, in: sectionCounts),
              let outline = outline(ofRow: selected)
        else { return false }
        if key == .right {
            if outline.hasChildren && !outline.isExpanded {
                setRow(at: selected, expanded: true)
            } else if outline.isExpanded, let child = firstChild(of: selected, outline) {
                selectRow(at: child)
            }
        } else {
            if outline.hasChildren && outline.isExpanded {
                setRow(at: selected, expanded: false)
            } else if let parent = parent(of: selected, outline) {
                selectRow(at: parent)
            }
        }
        return true
    }

    /// A press on the first line of row `path`, `x` columns from the left of the frame: on its disclosure, selects the
    /// row and expands or collapses it. Whether it was on the disclosure.
    func handleDisclosureClick(at path: ItemPath, x: Int) -> Bool {
        guard let outline = outline(ofRow: path), outline.hasChildren, let cell = rowRecords[path]?.cell else { return false }
        // Where a disclosure can be drawn (see `drawContent`): not in the padding, nor on the accessory.
        let row = TerminalRect(x: 0, y: 0, width: viewport.width, height: 1)
        guard cellContentFrame(for: cell, outline: nil, in: row).contains(x: x, y: 0) else { return false }
        let column = x.subtracting(saturating: appearance.horizontalPadding).subtracting(saturating: indentation(of: outline))
        guard column == 0 else { return false }
        selectRow(at: path)
        setRow(at: path, expanded: !outline.isExpanded)
        return true
    }

    /// Asks the data source to show or hide the children of the node at `path`.
    private func setRow(at path: ItemPath, expanded: Bool) {
        dataSource?.tableHost(self, setRowAt: path, expanded: expanded)
        setNeedsDisplay()
    }

    /// The row below `path` when it is deeper: the node's first child, once its rows are in the table.
    private func firstChild(of path: ItemPath, _ outline: OutlineRow) -> ItemPath? {
        let next = ItemPath(row: path.row + 1, section: path.section)
        guard isValidRow(next, in: sectionCounts), let child = self.outline(ofRow: next), child.depth > outline.depth
        else { return nil }
        return next
    }

    /// The nearest row above `path` in its section that is less deep: the node's parent. O(rows between them).
    private func parent(of path: ItemPath, _ outline: OutlineRow) -> ItemPath? {
        guard outline.depth > 0 else { return nil }
        var row = path.row - 1
        while row >= 0 {
            let above = ItemPath(row: row, section: path.section)
            guard let candidate = self.outline(ofRow: above) else { return nil }
            if candidate.depth < outline.depth { return above }
            row -= 1
        }
        return nil
    }
}
