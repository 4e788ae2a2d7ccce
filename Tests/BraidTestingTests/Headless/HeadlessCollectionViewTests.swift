import Testing
@testable import BraidTesting

/// A tile that wants to be 10 wide.
final class NarrowTile: HeadlessCollectionViewCell {
    required init() {
        super.init()
        preferredWidth = 10
    }
}

@MainActor
@Suite struct HeadlessCollectionViewTests {
    @Test func itemsFlowIntoLinesAsWideAsTheViewport() {
        let source = LettersSource([["A", "B", "C", "D", "E"]])
        source.itemSize = { _ in Size(width: 10, height: 1) }
        let collection = makeCollection(source, height: 10, width: 30)
        #expect(collection.screen == ["A | B | C", "D | E"], "three 10-wide items per 30-wide line")
        collection.resize(to: Size(width: 20, height: 10))
        #expect(collection.screen == ["A | B", "C | D", "E"], "a narrower viewport re-flows the lines")
    }

    @Test func automaticSizesComeFromTheCell() {
        let source = LettersSource([["A", "B", "C"]])
        let collection = makeCollection(source, height: 10, width: 25)
        collection.register(cellType: NarrowTile.self, forReuseIdentifier: "Text")
        #expect(collection.screen == ["A | B", "C"], "cells that want 10 of 25: two per line")
    }

    @Test func estimatesWithTheWrongWidthAreCorrectedWhenDisplayed() {
        let source = LettersSource([["A", "B", "C", "D"]])
        let collection = makeCollection(source, height: 10, width: 20)
        collection.register(cellType: NarrowTile.self, forReuseIdentifier: "Text")
        collection.estimatedItemSize = Size(width: 20, height: 1)
        #expect(collection.screen == ["A | B", "C | D"], "estimated one per line, measured two per line")
        #expect(collection.contentHeight == 2, "the lines were re-flowed with the measured widths")
    }

    @Test func headersAndFootersAreSupplementaryViews() {
        let source = LettersSource([["A", "B"], ["C"]])
        source.headerTitles = [0: "First", 1: "Second"]
        source.footerTitles = [1: "end"]
        source.itemSize = { _ in Size(width: 10, height: 1) }
        let collection = makeCollection(source, height: 10, width: 30)
        #expect(collection.screen == ["# First", "A | B", "# Second", "C", "## end"],
                "header views, lines of items and a footer view, in order")
        #expect(collection.supplementaryView(ofKind: .footer, inSection: 1)?.text == "end", "the footer is readable")
    }

    @Test func tappingAnItemTellsTheDataSource() {
        let source = LettersSource([["A", "B"]])
        let collection = makeCollection(source)
        collection.tap(item: 1, section: 0)
        #expect(source.tapped == [p(0, 1)], "the data source heard of the tap on item 1")
    }

    @Test func aCollectionsLogHasNoAnimations() {
        let host = HeadlessHarness(.collection, showing: [["A"]])
        host.perform(BatchUpdate(itemInserts: [p(0, 0)]), after: [["Z", "A"]])
        #expect(host.appliedBatches.count == 1 && host.appliedBatches[0].animations == nil,
                "collection views take no animations, so none is logged")
        #expect(host.screen == ["Z", "A"], "the inserted item is shown first")
    }
}
