extension CollectionSectionLayout {
    /// This layout resolved for a view `width` wide: its columns and item size, with every value it cannot use
    /// replaced and reported in ``SectionLayoutGeometry/problems``.
    ///
    /// - Complexity: O(1).
    package func geometry(width: Double) -> SectionLayoutGeometry {
        var problems: [String] = []
        func size(_ value: Double, _ name: String) -> Double {
            guard value.isFinite, value >= 0 else {
                problems.append("""
                    \(name) is \(value.layoutDescription); a size must be a finite number of 0 or more: it is laid out \
                    as 0.
                    """)
                return 0
            }
            return value
        }
        let insets = Insets(top: size(insets.top, "the top inset"), leading: size(insets.leading, "the leading inset"),
                            bottom: size(insets.bottom, "the bottom inset"),
                            trailing: size(insets.trailing, "the trailing inset"))
        let itemSpacing = size(itemSpacing, "the item spacing")
        let lineSpacing = size(lineSpacing, "the line spacing")
        let contentWidth = max(0, (width.isFinite ? width : 0) - insets.leading - insets.trailing)
        var geometry = SectionLayoutGeometry(
            columns: 1, rowScrolling: nil, itemWidth: contentWidth, fixedItemHeight: nil, estimatedItemHeight: nil,
            itemSpacing: itemSpacing, lineSpacing: lineSpacing, insets: insets, pinsHeader: pinsHeader,
            pinsFooter: pinsFooter, problems: [])
        func height(_ height: ItemHeight) {
            switch height {
            case .fixed(let value):
                geometry.fixedItemHeight = size(value, "the item height")
            case .estimated(let value):
                geometry.estimatedItemHeight = size(value, "the estimated item height")
            case .aspectRatio(let ratio):
                geometry.fixedItemHeight = geometry.itemWidth * size(ratio, "the aspect ratio")
            }
        }
        switch arrangement {
        case .list:
            break
        case .grid(let columns, let itemHeight):
            var count: Int
            switch columns {
            case .fixed(let fixed):
                count = fixed
                if fixed < 1 {
                    problems.append("""
                        a grid of \(fixed) columns cannot be laid out: it is laid out with 1 column. Give a grid 1 \
                        column or more.
                        """)
                    count = 1
                }
            case .adaptive(let minimum):
                let minimum = size(minimum, "the minimum item width")
                if minimum == 0 {
                    problems.append("""
                        the grid's minimum item width is 0: it is laid out with 1 column. Give a minimum of more than 0.
                        """)
                } else if minimum > contentWidth {
                    problems.append("""
                        the grid's minimum item width (\(minimum.layoutDescription)) is wider than the section \
                        (\(contentWidth.layoutDescription), the view less the insets): it is laid out with 1 column \
                        as wide as the section. Give a minimum that fits the narrowest view the screen runs in.
                        """)
                }
                count = minimum > 0 ? max(1, Int(layoutCount: ((contentWidth + itemSpacing) / (minimum + itemSpacing))
                    .rounded(.down))) : 1
            }
            // No column narrower than 1 (a point, a character cell): a section 30 wide has at most 30.
            let most = max(1, Int(layoutCount: contentWidth.rounded(.down)))
            if count > most {
                if case .fixed = columns {
                    problems.append("""
                        a grid of \(count) columns in a section \(contentWidth.layoutDescription) wide has columns \
                        narrower than 1: it is laid out with \(most). Give a grid as many columns as its narrowest \
                        view fits.
                        """)
                }
                count = most
            }
            geometry.columns = count
            geometry.itemWidth = max(0, (contentWidth - Double(count - 1) * itemSpacing) / Double(count))
            height(itemHeight)
        case .horizontalRow(let itemWidth, let itemHeight, let scrolling):
            var width = size(itemWidth, "the row's item width")
            if width > contentWidth {
                problems.append("""
                    the row's items are \(width.layoutDescription) wide, wider than the section \
                    (\(contentWidth.layoutDescription), the view less the insets): they are laid out as wide as the \
                    section. Give the row's items a width that fits the narrowest view the screen runs in.
                    """)
                width = contentWidth
            }
            geometry.columns = .max
            geometry.rowScrolling = scrolling
            geometry.itemWidth = width
            height(itemHeight)
        }
        geometry.problems = problems
        return geometry
    }
}
