import Testing
@testable import BraidTesting

/// Unit rows (height 1, full width) for a table-like section.
private func rows(_ count: Int, height: Double = 1) -> [ItemMetrics] {
    Array(repeating: .estimated(height: height), count: count)
}

private func section(header: Double = 0, footer: Double = 0, _ items: [ItemMetrics], width: Double = 10) -> SectionLayout {
    SectionLayout(header: .estimated(header), footer: .estimated(footer), items: ItemMetricsColumn(items), width: width)
}

/// A compact picture of elements: "h0" header of section 0, "0:1-2" line with items 1 and 2, "f0" footer.
private func names(_ elements: [LayoutElement]) -> [String] {
    elements.map { element in
        switch element.content {
        case .supplementary(.header): "h\(element.section)"
        case .supplementary(.footer): "f\(element.section)"
        case .line(let items): "\(element.section):\(items.lowerBound)-\(items.upperBound - 1)"
        }
    }
}

@Suite struct HeadlessLayoutTests {
    @Test func sectionsStackHeaderLinesAndFooter() {
        let layout = HeadlessLayout(width: 10, sections: [section(header: 1, footer: 1, rows(2)), section(rows(3))])
        #expect(layout.contentHeight == 7, "1 + 2 + 1 for section 0, 3 for section 1")
        #expect(layout.offset(ofSection: 1) == 4, "section 1 starts below section 0's footer")
        #expect(layout.frame(of: ItemPath(item: 1, section: 0)) == (2, 1), "row 1 of section 0 is below its header")
        #expect(layout.frame(of: .footer, section: 0) == (3, 1), "the footer closes section 0")
    }

    @Test func elementsInABandAreTheOnesOverlappingIt() {
        let layout = HeadlessLayout(width: 10, sections: [section(header: 1, footer: 1, rows(2)), section(rows(3))])
        #expect(names(layout.elements(from: 0, to: 7)) == ["h0", "0:0-0", "0:1-1", "f0", "h1", "1:0-0", "1:1-1", "1:2-2"],
                "the whole content, with section 1's empty header (its empty footer starts at 7, outside)")
        #expect(names(layout.elements(from: 2.5, to: 5)) == ["0:1-1", "f0", "h1", "1:0-0"], "a band in the middle")
        #expect(names(layout.elements(from: 7.5, to: 9)) == [], "nothing below the content")
    }

    @Test func emptyElementsShowOnlyWhereTheyStartInsideTheBand() {
        let layout = HeadlessLayout(width: 10, sections: [section(rows(2)), section(rows(0)), section(rows(1))])
        #expect(names(layout.elements(from: 0, to: 3)) == ["h0", "0:0-0", "0:1-1", "f0", "h1", "f1", "h2", "2:0-0"],
                "zero-height headers and footers starting inside the band show (and are asked for); f2 starts at 3")
        #expect(names(layout.elements(from: 1, to: 2)) == ["0:1-1"], "an empty header at 0 is outside [1, 2)")
    }

    @Test func itemsFlowIntoLinesByWidth() {
        let tiles = (0 ..< 5).map { _ in ItemMetrics.estimated(width: 4, height: 1) }
        let layout = HeadlessLayout(width: 10, sections: [section(tiles)])
        #expect(names(layout.elements(from: 0, to: 10)) == ["h0", "0:0-1", "0:2-3", "0:4-4", "f0"],
                "two 4-wide tiles fit in 10")
        var resized = layout
        resized.setWidth(12)
        #expect(names(resized.elements(from: 0, to: 10)) == ["h0", "0:0-2", "0:3-4", "f0"], "three fit in 12")
    }

    @Test func aLineIsAsTallAsItsTallestItem() {
        var layout = HeadlessLayout(width: 10, sections: [section((0 ..< 4).map { _ in .estimated(width: 5, height: 1) })])
        layout.setItem(ItemPath(item: 1, section: 0), to: ItemMetrics(width: 5, height: 3, isMeasured: true))
        #expect(layout.frame(of: ItemPath(item: 0, section: 0)) == (0, 3), "item 1 makes line 0 three high")
        #expect(layout.frame(of: ItemPath(item: 3, section: 0)) == (3, 1), "line 1 starts below it")
        #expect(layout.contentHeight == 4, "3 + 1")
    }

    @Test func measuringARowMovesOnlyWhatFollows() {
        var layout = HeadlessLayout(width: 10, sections: [section(rows(3)), section(rows(3))])
        layout.setItem(ItemPath(item: 2, section: 0), to: ItemMetrics(width: .infinity, height: 4, isMeasured: true))
        #expect(layout.frame(of: ItemPath(item: 1, section: 0)) == (1, 1), "rows above keep their place")
        #expect(layout.offset(ofSection: 1) == 6, "section 1 moves down by 3")
        #expect(layout.contentHeight == 9, "and so does the content's end")
    }
}
