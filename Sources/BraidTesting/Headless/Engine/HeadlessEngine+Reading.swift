import Testing

/// What tests read — the visible cells and the screen — and what they do: tap and touch cells.
extension HeadlessEngine {
    // MARK: Reading

    /// Loads first if the view never did, unless the engine is busy (then it answers from what it has).
    package func prepareForReading() {
        if isSettled { loadIfNeeded() }
    }

    /// The number of rows or items in each section, as cached.
    package var itemCounts: [Int] {
        prepareForReading()
        return layout.itemCounts
    }

    /// The number of rows or items in `section` as cached, or 0 for a section the view does not have.
    package func itemCount(inSection section: Int) -> Int {
        let counts = itemCounts
        return counts.indices.contains(section) ? counts[section] : 0
    }

    /// The height of all content, with estimates for what was not displayed yet.
    package var contentHeight: Double {
        prepareForReading()
        return layout.contentHeight
    }

    /// The paths of the items with a cell in the viewport, top to bottom.
    package var visiblePaths: [ItemPath] {
        prepareForReading()
        var paths: [ItemPath] = []
        for element in visibleElements {
            guard case .line(let items) = element.content else { continue }
            for item in items {
                let path = ItemPath(item: item, section: element.section)
                if cells[path] != nil { paths.append(path) }
            }
        }
        return paths
    }

    /// The cells in the viewport with their paths, in layout order.
    package var visibleCellsAndPaths: [(path: ItemPath, cell: Cell)] {
        visiblePaths.compactMap { path in cells[path].map { (path, $0) } }
    }

    /// The cell at `path` if it is in the viewport.
    package func visibleCell(at path: ItemPath) -> Cell? {
        visiblePaths.contains(path) ? cells[path] : nil
    }

    /// Where `cell` is, if it is in the viewport.
    package func visiblePath(of cell: AnyObject) -> ItemPath? {
        visiblePaths.first { cells[$0] === cell }
    }

    /// The paths of every item with a cell, the prefetch margin included, ascending.
    package var preparedPaths: [ItemPath] {
        prepareForReading()
        return cells.keys.sorted()
    }

    /// The header or footer view shown for `section`, if it is in the prepared band.
    package func supplementaryView(_ kind: SupplementaryViewKind, section: Int) -> Supplementary? {
        prepareForReading()
        return supplementaries[SupplementaryPosition(kind: kind, section: section)]?.view
    }

    /// One line per element in the viewport, top to bottom: `# header`, each line of cells (a collection's
    /// items joined by ` | `), `## footer`. Elements of no height, and headers and footers without a view or
    /// title, take no line.
    package var screen: [String] {
        prepareForReading()
        return visibleElements.compactMap { element -> String? in
            guard element.height > 0 else { return nil }
            switch element.content {
            case .supplementary(let kind):
                let position = SupplementaryPosition(kind: kind, section: element.section)
                guard let text = supplementaries[position]?.text else { return nil }
                return (kind == .header ? "# " : "## ") + text
            case .line(let items):
                return items.map { cells[ItemPath(item: $0, section: element.section)]?.renderedText ?? "" }
                    .joined(separator: " | ")
            }
        }
    }

    // MARK: Touching

    /// Checks that `path` exists and has a visible cell; reports what is wrong otherwise.
    package func visibleCellForTouch(at path: ItemPath, verb: String, location: SourceLocation) -> Cell? {
        guard ensureIdle(for: verb, at: location) else { return nil }
        loadIfNeeded()
        guard layout.contains(path) else {
            let counts = layout.itemCounts
            let what = path.section < counts.count && path.section >= 0
                ? "section \(path.section) has \(counts[path.section]) \(kind.itemsNoun)"
                : "there are \(counts.count) sections"
            fail(.indexPathOutOfRange, """
                \(verb): \(kind.itemNoun) (\(path)) does not exist — \(what) in the \(kind.typeName).
                """, at: location)
            return nil
        }
        guard let cell = visibleCell(at: path) else {
            fail(.noVisibleCell, """
                \(verb): \(kind.itemNoun) (\(path)) has no visible cell (visible: \
                \(visiblePaths.map { "(\($0))" }.joined(separator: ", "))). Scroll to it first.
                """, at: location)
            return nil
        }
        return cell
    }

    /// Taps the item at `path`, like a user: only a visible cell can be tapped.
    package func tap(_ path: ItemPath, location: SourceLocation) {
        guard visibleCellForTouch(at: path, verb: "tap", location: location) != nil else { return }
        select(path)
    }

    /// Checks that `path` exists before a scroll to it.
    package func checkScrollTarget(_ path: ItemPath, location: SourceLocation) -> Bool {
        guard ensureIdle(for: "scroll(to:)", at: location) else { return false }
        loadIfNeeded()
        guard layout.contains(path) else {
            let counts = layout.itemCounts
            let detail = path.section >= 0 && path.section < counts.count
                ? "there are only \(counts[path.section]) \(kind.itemsNoun) in section \(path.section)"
                : "there are only \(counts.count) sections"
            fail(.indexPathOutOfRange, """
                Attempted to scroll the \(kind.viewName) to an out-of-bounds \(kind.itemNoun) (\(path)) when \
                \(detail).
                """, at: location)
            return false
        }
        return true
    }
}
