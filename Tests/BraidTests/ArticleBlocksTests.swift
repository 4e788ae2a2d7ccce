import Braid
import BraidTesting
import Testing

// Swift blocks of the Braid catalog's articles ("Updating data", "Headers and footers", "Providing dimensions",
// "Hiding, showing and ordering sections", "Editing rows", "Collection views" — its section type and its binder —,
// "Tips and FAQ" and the catalog's overview), compiled and run on a headless table or collection view: each block
// between a `// doc: name` marker and `// doc: end` is the article's, line for line (BraidTerminalTests'
// `DocumentationBlocksTests` checks it), with what the article leaves to the reader declared around it.

// doc: updating-off-main-type
struct Song: Identifiable, Equatable, OffMainActorDiffable {   // a refinement of Sendable: the compiler checks it
    var id: Int
    var title: String
}
// doc: end

// doc: data-binding-item
enum Item { case text(String), toggle(Bool) }
// doc: end

// doc: collections-shelf
enum Shelf: TableViewSection, Comparable { case fruit, vegetables }
// doc: end

/// Every section the articles name.
private enum DocSection: TableViewSection { case first, second, third, form, news, songs, friends, a, b, intro, fruit }

/// A sectioned binder on a headless table (``TableDoc``) or collection view (``GridDoc``), updated when `show` and
/// the scheduler say.
@MainActor
private struct DocFixture<View: HeadlessScrollView, Kind: BinderKind> {
    let view: View
    let scheduler: ManualUpdateScheduler
    let binder: SectionedBinder<Kind, DocSection>

    func show(_ sections: [DocSection]) {
        binder.displayedSections = sections
        binder.finish()
        scheduler.flush()
    }
}

private typealias TableDoc = DocFixture<HeadlessTableView, TableViewKind>
private typealias GridDoc = DocFixture<HeadlessCollectionView, CollectionViewKind>

extension DocFixture where View == HeadlessTableView, Kind == TableViewKind {
    init() {
        let (view, scheduler) = (HeadlessTableView(viewportSize: Size(width: 40, height: 30)), ManualUpdateScheduler())
        self.init(view: view, scheduler: scheduler,
                  binder: SectionedTableViewBinder(tableView: view, sectionedBy: DocSection.self, scheduler: scheduler))
    }
}

extension DocFixture where View == HeadlessCollectionView, Kind == CollectionViewKind {
    init() {
        let (view, scheduler) = (HeadlessCollectionView(viewportSize: Size(width: 40, height: 30)), ManualUpdateScheduler())
        self.init(view: view, scheduler: scheduler,
                  binder: SectionedCollectionViewBinder(collectionView: view, sectionedBy: DocSection.self, scheduler: scheduler))
    }
}

@MainActor
@Suite struct ArticleBlocksTests {
    struct MyModel: Identifiable, Equatable { var id: Int }
    final class MyCell: HeadlessTableViewCell {}
    final class FieldCell: HeadlessTableViewCell {}
    final class StoryCell: HeadlessTableViewCell {}
    final class SongCell: HeadlessTableViewCell {}
    final class SectionHeaderView: HeadlessHeaderFooterView, ViewModelBindable {
        struct ViewModel { var title: String; var count: Int }
        var viewModel: ViewModel? { didSet { text = viewModel.map { "\($0.title) (\($0.count))" } ?? "" } }
    }
    final class BannerView: HeadlessHeaderFooterView, ViewModelBindable {
        var viewModel: String? { didSet { text = viewModel ?? "" } }
    }
    final class ShelfHeaderView: HeadlessHeaderFooterView, ViewModelBindable {
        var viewModel: String? { didSet { text = "[" + (viewModel ?? "") + "]" } }
    }

    @Test func updatingDatasClosureBlockRuns() {
        let fixture = TableDoc()
        let binder = fixture.binder
        let newModel = MyModel(id: 2)
        // doc: updating-closure
        var models: [MyModel] = []
        binder.onSection(.first)
            .bind(cellType: MyCell.self, models: { models })
        models.append(newModel)
        binder.refresh()   // reads every closure again, diffs, animates
        // doc: end
        fixture.show([.first])
        #expect(fixture.view.numberOfRows(inSection: 0) == 1, "the appended model is shown")
    }

    @Test func updatingDatasRecordingListBlockRuns() {
        let fixture = TableDoc()
        let binder = fixture.binder
        let (newModel, edited) = (MyModel(id: 2), MyModel(id: 3))
        // doc: updating-recording
        let messages = RecordingList<MyModel>()
        binder.onSection(.first)
            .bind(cellType: MyCell.self, models: messages)
        messages.append(newModel)             // no refresh(): each edit asks for the update itself
        messages.replace(at: 0, with: edited) // that row is reconfigured
        // doc: end
        fixture.show([.first])
        messages.insert(newModel, at: 0)
        fixture.scheduler.flush()
        #expect(fixture.view.numberOfRows(inSection: 0) == 2 && messages.elements == [newModel, edited],
                "the list's two models are shown")
        #expect(fixture.view.appliedBatches.last?.batch == BatchUpdate(itemInserts: [ItemPath(row: 0, section: 0)]),
                "the insert is shown as one")
    }

    @Test func updatingDatasRecordingListsPerSectionBlockRuns() {
        let fixture = TableDoc()
        let binder = fixture.binder
        let (unreadMessages, readMessages) = ([MyModel(id: 1), MyModel(id: 2)], [MyModel(id: 3)])
        // doc: updating-recording-sections
        let unread = RecordingList(unreadMessages), read = RecordingList(readMessages)
        binder.onSections(.first, .second)
            .bind(cellType: MyCell.self, models: [.first: unread, .second: read])
        let opened = unread.remove(at: 0)! // edits in several lists in one turn: one update,
        read.insert(opened, at: 0)         // a delete and an insert (the lists do not know it is a move)
        // doc: end
        fixture.show([.first, .second])
        #expect(fixture.view.numberOfRows(inSection: 0) == 1 && fixture.view.numberOfRows(inSection: 1) == 2)
        unread.append(MyModel(id: 4))
        read.remove(at: 1)
        fixture.scheduler.flush()
        #expect(fixture.view.appliedBatches.last?.batch
                    == BatchUpdate(itemDeletes: [ItemPath(row: 1, section: 1)], itemInserts: [ItemPath(row: 1, section: 0)]),
                "two lists' edits, one batch made from them")
    }

    @Test func updatingDatasRecordingDifferenceBlockRuns() {
        let fixture = TableDoc()
        let binder = fixture.binder
        let firstPage = [MyModel(id: 1), MyModel(id: 2), MyModel(id: 3)]
        let nextPage = [MyModel(id: 2), MyModel(id: 3), MyModel(id: 4)]
        // doc: updating-recording-difference
        let feed = RecordingList(firstPage)
        binder.onSection(.first)
            .bind(cellType: MyCell.self, models: feed)
        feed.apply(nextPage.difference(from: firstPage)) // its deletes and inserts, no diff
        // doc: end
        fixture.show([.first])
        #expect(feed.elements == nextPage && fixture.view.numberOfRows(inSection: 0) == 3)
        feed.apply([MyModel(id: 4)].difference(from: nextPage))
        fixture.scheduler.flush()
        #expect(fixture.view.appliedBatches.last?.batch
                    == BatchUpdate(itemDeletes: [ItemPath(row: 0, section: 0), ItemPath(row: 1, section: 0)]),
                "the difference's two removals, one batch")
    }

    @Test func updatingDatasLimitAndChangedCellsBlocksRun() {
        let fixture = TableDoc()
        let binder = fixture.binder
        let fields = ["name", "email"]
        var stories = ["a", "b"]
        // doc: updating-limit
        binder.maximumAnimatedChanges = 500   // a feed whose refreshes should stay readable
        binder.maximumAnimatedChanges = nil   // animate everything
        // doc: end
        #expect(binder.keepsVisibleRowsInPlace, "anchoring is on by default")
        // doc: updating-anchoring
        binder.keepsVisibleRowsInPlace = false   // rows inserted above push the visible ones down, as in plain UIKit
        // doc: end
        #expect(!binder.keepsVisibleRowsInPlace && !fixture.view.keepsVisibleRowsInPlace, "the binder tells its view")
        // doc: updating-changed-cells
        binder.onSection(.form)
            .bind(cellProvider: { dequeuer, row, field in dequeuer.dequeue(FieldCell.self) }, models: { fields })
            .updatingChangedCells(by: .reconfiguring)   // this provider always makes a FieldCell
        binder.onSection(.news)
            .bind(cellType: StoryCell.self, models: { stories })
            .updatingChangedCells(by: .reloading)       // fresh cells, with rowUpdateAnimation
        // doc: end
        fixture.show([.form, .news])
        stories.append("c")
        binder.refresh()
        fixture.scheduler.flush()
        #expect(fixture.view.numberOfRows(inSection: 0) == 2 && fixture.view.numberOfRows(inSection: 1) == 3)
        #expect(fixture.view.visibleCells.first?.cell is FieldCell, "the provider's cell")
    }


    @Test func headersAndFootersTitlesBlockRuns() {
        let fixture = TableDoc()
        let binder = fixture.binder
        let nameOrNil: String? = nil
        // doc: headers-titles
        binder.onSection(.friends).bind(headerTitle: "FRIENDS")
        binder.onSections(.a, .b).bind(headerTitles: { [.a: nameOrNil, .b: "B"] })
        // doc: end
        fixture.show([.friends, .a, .b])
        #expect(fixture.view.screen == ["# FRIENDS", "# B"], "a nil title shows no header: \(fixture.view.screen)")
    }

    @Test func headersAndFootersViewBlocksRun() {
        let fixture = TableDoc()
        let binder = fixture.binder
        let friends = ["Ann", "Bob"]
        var bannerOrNil: String? = "SALE"
        // doc: headers-view
        binder.onSection(.friends)
            .bind(headerType: SectionHeaderView.self, viewModel: { SectionHeaderView.ViewModel(title: "FRIENDS", count: friends.count) })
        // doc: end
        // doc: headers-view-or-title
        binder.onSection(.news)
            .bind(headerTitle: "NEWS")                                       // never shown:
            .bind(headerType: BannerView.self, viewModel: { bannerOrNil })   // the banner, or no header
        // doc: end
        fixture.show([.friends, .news])
        #expect(fixture.view.screen == ["# FRIENDS (2)", "# SALE"], "\(fixture.view.screen)")
        bannerOrNil = nil
        binder.refresh()
        fixture.scheduler.flush()
        #expect(fixture.view.screen == ["# FRIENDS (2)"], "no banner, and the title is not shown instead: \(fixture.view.screen)")
    }

    @Test func headersAndFootersPrecedenceBlockRuns() {
        let fixture = TableDoc()
        let binder = fixture.binder
        let shelves: [DocSection: String] = [.a: "shelf A"]
        let fallbackTitles: [DocSection: String] = [.b: "B"]
        // doc: headers-precedence
        binder.onSection(.intro).bind(headerTitle: "WELCOME")               // shows "WELCOME"
        binder.onAllSections()
            .bind(headerType: ShelfHeaderView.self, viewModels: { shelves }) // the header of every other section
            .bind(headerTitles: { fallbackTitles })                          // hidden wherever the view decides
        // doc: end
        fixture.show([.intro, .a, .b])
        #expect(fixture.view.screen == ["# WELCOME", "# [shelf A]"],
                "the all-sections view decides for .b, which has no view model: no header, the title hidden: \(fixture.view.screen)")
    }

    /// What "Custom cell events"' selection block reads: stories, and an impressions log.
    struct Story: Identifiable, Equatable { var id: Int; var isAd = false }
    @MainActor final class Impressions {
        var log: [String] = []
        func begin(_ story: Story) { log.append("begin \(story.id)") }
        func end(_ story: Story) { log.append("end \(story.id)") }
    }

    @Test func theSelectionAndDisplayBlockRuns() {
        let fixture = TableDoc()
        let binder = fixture.binder
        var stories = [Story(id: 1), Story(id: 2, isAd: true)]
        var unmarked: [Int] = []
        let impressions = Impressions()
        func unmark(_ story: Story) { unmarked.append(story.id) }
        // doc: selection-display
        binder.onSection(.news)
            .bind(cellType: StoryCell.self, models: { stories })
            .canSelect { row, story in !story.isAd }                   // a tap on an ad selects nothing
            .onDeselected { row, story in unmark(story) }
            .onAppear { row, cell, story in impressions.begin(story) }
            .onDisappear { row, cell, story in impressions.end(story) }  // the model it showed, even if since deleted
        // doc: end
        fixture.show([.news])
        fixture.view.layoutIfNeeded()
        fixture.view.tap(row: 0, section: 0)
        fixture.view.tap(row: 1, section: 0)
        #expect(fixture.view.indexPathForSelectedRow == ItemPath(row: 0, section: 0), "the ad is not selected")
        stories.removeFirst()
        binder.refresh()
        fixture.scheduler.flush()
        fixture.view.layoutIfNeeded()
        #expect(impressions.log == ["begin 1", "begin 2", "end 1"], "\(impressions.log)")
        #expect(unmarked.isEmpty, "a row that goes is not deselected: its selection goes with it")
    }

    @Test func theSectionIndexBlockRuns() {
        let fixture = TableDoc()
        let binder = fixture.binder
        binder.onAllSections().bind(cellType: MyCell.self, models: [.intro: [MyModel(id: 1)], .a: [MyModel(id: 2)], .b: [MyModel(id: 3)]])
        // doc: section-index
        binder.onSection(.intro).bind(sectionIndexTitle: "★")
        binder.onAllSections()
            .bind(sectionIndexTitles: { section in "\(section)".prefix(1).uppercased() })
        binder.sectionIndexTitle = { _ in "#" }                      // sections no chain titles
        // doc: end
        fixture.show([.intro, .a, .b])
        #expect(fixture.view.sectionIndexTitles == ["★", "A", "B"], "\(fixture.view.sectionIndexTitles)")
    }

    final class TileCell: HeadlessCollectionViewCell {}
    struct Fruit: Identifiable, Equatable { var name: String; var id: String { name } }

    @Test func providingDimensionsBlocksRun() {
        let fixture = TableDoc()
        let binder = fixture.binder
        // doc: dimensions-table
        binder.onSection(.first)
            .dimensions(.cellHeight { _ in 3 }, .headerHeight { 1 })
        binder.onSections(.second, .third)
            .cellHeight { section, row in section == .second ? 2 : 1 }
        binder.onAnySection()
            .dimensions(.cellHeight { _, _ in .automaticDimension }, .footerHeight { _ in 1 })
        // doc: end
        binder.onSection(.first).bind(cellType: MyCell.self, models: [MyModel(id: 1)])
        binder.onSections(.second, .third).bind(cellType: MyCell.self, models: [.second: [MyModel(id: 2)], .third: [MyModel(id: 3)]])
        fixture.show([.first, .second, .third])
        let heights = (0..<3).map { fixture.view.rectForRow(at: ItemPath(row: 0, section: $0)).height }
        #expect(heights == [3, 2, 1], "\(heights)")

        let grid = GridDoc()
        let gridBinder = grid.binder
        let fruit = [Fruit(name: "fig"), Fruit(name: "banana")]
        do {
            let binder = gridBinder
            // doc: dimensions-grid
            binder.onSection(.fruit)
                .bind(cellType: TileCell.self, models: { fruit })
                .itemSize { row, fruit in Size(width: Double(fruit.name.count) + 2, height: 1) }
            binder.onAnySection()
                .headerSize { _ in Size(width: 0, height: 1) }    // the header spans the width
            // doc: end
        }
        gridBinder.displayedSections = [.fruit]
        gridBinder.finish()
        let widths = (0..<2).map { grid.view.frameForItem(at: ItemPath(item: $0, section: 0))?.width }
        #expect(widths == [5, 8], "\(widths)")
    }

    @Test func providingDimensionsListFormForCollectionsRuns() {
        let grid = GridDoc()
        let binder = grid.binder
        binder.onSection(.fruit).bind(cellType: TileCell.self, models: [Fruit(name: "fig")])
        // doc: dimensions-grid-list
        binder.onSection(.fruit)
            .dimensions(.itemSize { _ in Size(width: 12, height: 3) }, .headerSize { Size(width: 0, height: 1) })
        binder.onAnySection()
            .dimensions(.estimatedItemSize { _, _ in Size(width: 12, height: 3) }, .footerSize { _ in Size(width: 0, height: 1) })
        // doc: end
        binder.displayedSections = [.fruit]
        binder.finish()
        #expect(grid.view.frameForItem(at: ItemPath(item: 0, section: 0))?.height == 3)
    }

    @Test func hidingAndOrderingBlocksRun() {
        let tableView = HeadlessTableView(viewportSize: Size(width: 40, height: 30))
        do {
            // doc: hiding-behaviours
            enum Section: Int, TableViewSection, Comparable { case message, checking, savings, other }
            let binder = SectionedTableViewBinder(tableView: tableView, sectionedBy: Section.self)
            binder.sectionDisplayBehavior = .hidesSectionsWithNoCellData   // by raw value: message, checking, savings, other

            binder.sectionDisplayBehavior = .hidesSectionsWithNoData(orderedWith: { $0.sorted { "\($0)" < "\($1)" } })  // by name
            // doc: end
            binder.onAllSections().bind(headerTitles: [.savings: "S", .checking: "C", .other: "O"])
            binder.finish()
            tableView.layoutIfNeeded()
            #expect(tableView.screen == ["# C", "# O", "# S"], "sections with data, by name: \(tableView.screen)")
        }
        do {
            enum Section: TableViewSection, Comparable { case a, b }
            // doc: hiding-original-spelling
            let binder = SectionedTableViewBinder(tableView: tableView, sectionedBy: Section.self,
                                                  sectionDisplayBehavior: .hidesSectionsWithNoData(orderingWith: { $0.sorted() }))
            // doc: end
            binder.onAllSections().bind(headerTitles: [.b: "B"])
            binder.finish()
            tableView.layoutIfNeeded()
            #expect(tableView.screen == ["# B"], "\(tableView.screen)")
        }
    }

    struct Letter: TableViewSection { var letter: Character }
    struct Artist: Identifiable, Equatable { var name: String; var isPinned = false; var id: String { name } }
    final class ArtistCell: HeadlessTableViewCell {}
    @MainActor final class Library {
        var artistsByLetter: [Letter: [Artist]] = [Letter(letter: "A"): [Artist(name: "ABBA"), Artist(name: "Adele", isPinned: true)]]
        var favourites: Set<String> = []
        func isFavourite(_ artist: Artist) -> Bool { favourites.contains(artist.name) }
        func toggleFavourite(_ artist: Artist) { favourites.formSymmetricDifference([artist.name]) }
        func remove(_ artist: Artist) { for key in artistsByLetter.keys { artistsByLetter[key]?.removeAll { $0 == artist } } }
        var shared: [String] = []
        var canMessage = false
        func share(_ artist: Artist, by way: String) { shared.append("\(artist.name) by \(way)") }
        func move(_ artist: Artist, to row: Int) {
            let key = Letter(letter: artist.name.first!)
            artistsByLetter[key]?.removeAll { $0 == artist }
            artistsByLetter[key]?.insert(artist, at: row)
        }
    }

    /// A headless table of artists by letter, showing A, with its scheduler, binder and library.
    private func artistsTable() -> (HeadlessTableView, ManualUpdateScheduler, SectionedTableViewBinder<Letter>, Library) {
        let tableView = HeadlessTableView(viewportSize: Size(width: 40, height: 10))
        let scheduler = ManualUpdateScheduler()
        let binder = SectionedTableViewBinder(tableView: tableView, sectionedBy: Letter.self, scheduler: scheduler)
        binder.displayedSections = [Letter(letter: "A")]
        return (tableView, scheduler, binder, Library())
    }

    @Test func contextMenuBlockRuns() {
        let (tableView, scheduler, binder, library) = artistsTable()
        // doc: context-menu
        binder.onAllSections()
            .bind(cellType: ArtistCell.self, models: { library.artistsByLetter })
            .contextMenu { letter, row, cell, artist in
                ContextMenu(title: artist.name, children: [
                    .action(ContextMenuAction(title: "Favourite", symbolName: "star",
                                              state: library.isFavourite(artist) ? .on : .off) {
                        library.toggleFavourite(artist)
                    }),
                    .menu(ContextMenu(title: "Share", children: [
                        .action(ContextMenuAction(title: "Mail", symbolName: "envelope") { library.share(artist, by: "mail") }),
                        .action(ContextMenuAction(title: "Messages", isDisabled: !library.canMessage) {
                            library.share(artist, by: "messages")
                        }),
                    ])),
                    .action(ContextMenuAction(title: "Delete", symbolName: "trash", isDestructive: true) {
                        library.remove(artist)
                    }),
                ])
            }
        // doc: end
        binder.finish()
        #expect(tableView.contextMenu(row: 1, section: 0)?.title == "Adele")
        #expect(tableView.performContextMenuAction(["Favourite"], row: 0, section: 0))
        #expect(tableView.contextMenu(row: 0, section: 0)?.action(at: ["Favourite"])?.state == .on, "ABBA is a favourite now")
        #expect(tableView.performContextMenuAction(["Share", "Mail"], row: 1, section: 0))
        #expect(library.shared == ["Adele by mail"])
        #expect(tableView.performContextMenuAction(["Delete"], row: 0, section: 0))
        binder.refresh()
        scheduler.flush()
        #expect(tableView.screen.count == 1, "ABBA is deleted: \(tableView.screen)")
    }

    struct File: Identifiable, Equatable { var name: String; var children: [File] = []; var id: String { name } }
    final class FileCell: HeadlessTableViewCell {}
    @MainActor final class Files {
        var roots = [File(name: "Documents", children: [File(name: "Taxes", children: [File(name: "2025.pdf")])]),
                     File(name: "Music", children: [File(name: "Demo.wav")])]
        var opened: [String] = []
        func open(_ file: File) { opened.append(file.name) }
    }

    @Test func outlinesBlockRuns() {
        let tableView = HeadlessTableView(viewportSize: Size(width: 40, height: 10))
        let scheduler = ManualUpdateScheduler()
        let binder = TableViewBinder(tableView: tableView, scheduler: scheduler)
        let files = Files()
        // doc: outlines
        binder.onTable()
            .bind(cellType: FileCell.self, tree: { files.roots }, children: \.children, expanded: .levels(1))
            .onDequeue { row, cell, node in
                cell.text = String(repeating: "  ", count: node.depth) + node.model.name
            }
            .onTapped { row, cell, node in
                if node.hasChildren { binder.toggle(node) } else { files.open(node.model) }
            }
        binder.finish()
        binder.expand(files.roots[0].children[0])   // Taxes: its children are inserted, animated
        // doc: end
        scheduler.flush()
        #expect(tableView.screen == ["Documents", "  Taxes", "    2025.pdf", "Music", "  Demo.wav"])
        #expect(tableView.appliedBatches.first?.batch == BatchUpdate(itemInserts: [ItemPath(row: 2, section: 0)]))
        tableView.tap(row: 2, section: 0)
        #expect(files.opened == ["2025.pdf"])
        tableView.tap(row: 1, section: 0)   // a folder's tap toggles it
        scheduler.flush()
        #expect(tableView.screen == ["Documents", "  Taxes", "Music", "  Demo.wav"])
    }

    @Test func outlinesTestingBlockRuns() {
        let files = Files()
        // doc: outlines-testing
        let table = HeadlessTableView(viewportSize: Size(width: 40, height: 10))
        let scheduler = ManualUpdateScheduler()
        let binder = TableViewBinder(tableView: table, scheduler: scheduler)
        binder.onTable().bind(cellType: FileCell.self, tree: files.roots, children: \.children)
        binder.finish()
        table.touchDisclosure(row: 0, section: 0)      // the first folder opens
        scheduler.flush()
        #expect(table.outlineRow(row: 1, section: 0)?.depth == 1)
        // doc: end
        #expect(table.numberOfRows(inSection: 0) == 3)
    }

    @Test func outlinesLeavesBlockRuns() {
        let table = HeadlessTableView(viewportSize: Size(width: 40, height: 10))
        let binder = TableViewBinder(tableView: table, scheduler: ManualUpdateScheduler())
        // doc: outlines-leaves
        struct Entry: Identifiable {
            var id: String
            var children: [Entry]? = nil   // a file's: nil, the cheapest leaf
        }
        let entries = [Entry(id: "Documents", children: [Entry(id: "2025.pdf")]), Entry(id: "notes.txt")]
        binder.onTable()
            .bind(cellType: FileCell.self, tree: entries, children: \.children, expanded: .all)
            .onDequeue { row, cell, node in cell.text = node.model.id }
        // doc: end
        binder.finish()
        #expect(table.screen == ["Documents", "2025.pdf", "notes.txt"])
        #expect(table.outlineRows(inSection: 0).map { $0?.hasChildren } == [true, false, false])
        #expect(table.outlineRows(inSection: 0).map { $0?.depth } == [0, 1, 0])
    }

    @Test func diffComparersBlockRuns() {
        let oldSections = [DiffSection(id: "a", itemIDs: [1, 2, 3]), DiffSection(id: "b", itemIDs: [4])]
        let newSections = [DiffSection(id: "a", itemIDs: [1, 2, 3]), DiffSection(id: "b", itemIDs: [4, 5])]
        let oldValues = [["x", "y", "z"], ["w"]], newValues = [["x", "Y", "z"], ["w", "v"]]
        // doc: diff-comparers
        let diff = SectionedDiff(from: oldSections, to: newSections, itemComparers: { s, t in
            let (before, after) = (oldValues[s], newValues[t])
            return (equals: { i, j in before[i] == after[j] },
                    differing: { i, j, count in (0..<count).filter { before[i + $0] != after[j + $0] } })
        })
        // doc: end
        #expect(diff.itemUpdates == [Move(from: ItemPath(item: 1, section: 0), to: ItemPath(item: 1, section: 0))])
        #expect(diff.itemInserts == [ItemPath(item: 1, section: 1)])
    }

    @Test func editingRowsBlockRuns() {
        let (tableView, scheduler, binder, library) = artistsTable()
        // doc: editing-rows
        binder.onAllSections()
            .bind(cellType: ArtistCell.self, models: { library.artistsByLetter })
            .trailingSwipeActions { letter, row, artist in
                [SwipeAction(title: library.isFavourite(artist) ? "Unfavourite" : "Favourite", hint: "yellow") { done in
                    library.toggleFavourite(artist)
                    done(true)
                }]
            }
            .onDelete { letter, row, artist in library.remove(artist) }
            .onMove { from, to, artist in library.move(artist, to: to.row) }   // within its letter
            .canMove { letter, row, artist in !artist.isPinned }
        binder.setEditing(true, animated: true)                                 // delete and reorder controls
        // doc: end
        binder.finish()
        #expect(tableView.move(from: ItemPath(row: 0, section: 0), to: ItemPath(row: 1, section: 0)) == ItemPath(row: 1, section: 0))
        scheduler.flush()
        #expect(library.artistsByLetter.first?.value.map(\.name) == ["Adele", "ABBA"], "the move reached the library")
        tableView.delete(ItemPath(row: 0, section: 0))
        scheduler.flush()
        #expect(library.artistsByLetter.first?.value.map(\.name) == ["ABBA"], "and the delete")
        binder.setEditing(false, animated: false)
        #expect(tableView.performSwipeAction(titled: "Favourite", at: ItemPath(row: 0, section: 0)) == true)
        #expect(library.favourites == ["ABBA"])
    }

    struct Person: Identifiable, Equatable { var name: String; var id: String { name } }
    final class PersonCell: HeadlessTableViewCell {}

    @Test func theOverviewsBlockRuns() {
        let tableView = HeadlessTableView(viewportSize: Size(width: 40, height: 10))
        var people = [Person(name: "Ann")]
        let newPerson = Person(name: "Bob")
        var details: [String] = []
        func showDetails(of person: Person) { details.append(person.name) }
        // doc: overview
        let binder = TableViewBinder(tableView: tableView)
        binder.onTable()
            .bind(cellType: PersonCell.self, models: { people })
            .onDequeue { row, cell, person in cell.text = person.name }
            .onTapped { row, cell, person in showDetails(of: person) }
        binder.finish()

        people.append(newPerson)
        binder.refresh()   // diffed and animated
        // doc: end
        #expect(tableView.screen == ["Ann"], "the refresh waits for the main queue")
        tableView.tap(row: 0, section: 0)
        #expect(details == ["Ann"])
    }

    struct Product: Identifiable, Equatable { var name: String; var id: String { name } }

    /// "Collection views"' example, with its names: sections hidden without items, a header view per shelf, a size
    /// per item, taps with the model — and a shelf that gets items comes in.
    @Test func collectionViewsBlockRuns() async throws {
        let collectionView = HeadlessCollectionView(viewportSize: Size(width: 30, height: 12))
        var produceByShelf: [Shelf: [Product]] = [.fruit: [Product(name: "apple"), Product(name: "pear")], .vegetables: []]
        let shelfHeaders: [Shelf: String] = [.fruit: "FRUIT", .vegetables: "VEG"]
        var opened: [String] = []
        func open(_ product: Product) { opened.append(product.name) }
        // doc: collections
        let binder = SectionedCollectionViewBinder(collectionView: collectionView, sectionedBy: Shelf.self)
        binder.onAllSections()
            .bind(cellType: TileCell.self, models: { produceByShelf })
            .onDequeue { shelf, item, cell, product in cell.text = product.name }
            .onTapped { shelf, item, cell, product in open(product) }
            .bind(headerType: ShelfHeader.self, viewModels: { shelfHeaders })
            .itemSize { _, _, product in Size(width: 12, height: 3) }
        binder.sectionDisplayBehavior = .hidesSectionsWithNoCellData
        binder.finish()
        // doc: end
        #expect(collectionView.screen == ["# FRUIT", "apple | pear"], "12-wide items, two to a 30-wide line; VEG hidden: \(collectionView.screen)")
        collectionView.tap(item: 1, section: 0)
        #expect(opened == ["pear"])

        produceByShelf[.vegetables] = [Product(name: "kale")]
        binder.refresh()  // on the main queue's next turn (the binder's default scheduler)
        for _ in 0..<200 where collectionView.appliedBatches.isEmpty { try await Task.sleep(for: .milliseconds(10)) }
        #expect(collectionView.appliedBatches.map(\.batch) == [BatchUpdate(sectionInserts: [1])], "the shelf that got items comes in")
        #expect(collectionView.screen == ["# FRUIT", "apple | pear", "# VEG", "kale"], "\(collectionView.screen)")
    }

    /// The README's block on reading where things were laid out (a test's `#expect`s, with the views they read).
    @Test func theReadmesLayoutBlockHolds() {
        let tableDoc = TableDoc(), gridDoc = GridDoc()
        tableDoc.binder.onSection(.first).bind(cellType: MyCell.self, models: [MyModel(id: 1), MyModel(id: 2)])
            .cellHeight { row in row == 1 ? 2 : 1 }
        tableDoc.show([.first])
        gridDoc.binder.onSection(.fruit).bind(cellType: TileCell.self, models: [Fruit(name: "fig")])
            .bind(footerType: ShelfHeader.self, viewModel: "end")
            .footerSize { Size(width: 0, height: 1) }
        gridDoc.show([.fruit])
        let (table, collection) = (tableDoc.view, gridDoc.view)
        // doc: readme-layout
        #expect(table.rectForRow(at: ItemPath(row: 1, section: 0)).height == 2)
        #expect(collection.layoutAttributesForSupplementaryElement(ofKind: .footer, at: ItemPath(item: 0, section: 0))?.size
                == Size(width: 40, height: 1))
        // doc: end
    }

    struct Account: Identifiable, Equatable { var id: String }
    final class AccountCell: HeadlessTableViewCell {}
    /// What "Updating data"'s sources block calls a service.
    @MainActor fileprivate final class Service {
        let accounts = CurrentValueSubject<[DocSection: [Account]], Never>([.first: [Account(id: "everyday")]])
        var accountsPublisher: AnyPublisher<[DocSection: [Account]], Never> { accounts.eraseToAnyPublisher() }
        var titles: AsyncStream<String?>.Continuation?
        func newsTitles() -> AsyncStream<String?> { AsyncStream { titles = $0 } }
    }

    @Test func updatingDatasSourcesBlockRuns() async throws {
        let fixture = TableDoc()
        let binder = fixture.binder
        let service = Service()
        let sectionsPublisher = CurrentValueSubject<[DocSection], Never>([.first, .news])
        // doc: updating-sources
        let accounts = service.accountsPublisher                  // a Publisher of [Section: [Account]], never failing
        binder.onAllSections()
            .bind(cellType: AccountCell.self, models: accounts)

        let titles: AsyncStream<String?> = service.newsTitles()
        binder.onSection(.news).bind(headerTitle: titles)

        binder.bind(displayedSections: sectionsPublisher)        // a sink
        let onScreen = binder.displayedSectionsPublisher.sink { sections in }   // a source: what is on screen now
        // doc: end
        binder.finish()
        fixture.scheduler.flush()
        #expect(fixture.view.numberOfRows(inSection: 0) == 1, "the publisher's accounts")
        service.titles?.yield("NEWS")
        for _ in 0..<200 where !fixture.view.screen.contains("# NEWS") {
            try await Task.sleep(for: .milliseconds(10))
            fixture.scheduler.flush()
        }
        #expect(fixture.view.screen.contains("# NEWS"), "the stream's title: \(fixture.view.screen)")
        withExtendedLifetime(onScreen) {}
    }

    @Test func tipsPublishersMadeBeforeTheChainBlockRuns() {
        let fixture = TableDoc()
        let binder = fixture.binder
        struct Page { var rowsBySection: [DocSection: [MyModel]]; var titlesBySection: [DocSection: String?] }
        let page = CurrentValueSubject<Page, Never>(Page(rowsBySection: [.first: [MyModel(id: 1)]], titlesBySection: [.first: "ONE"]))
        // doc: tips-publishers-before-the-chain
        let rows = page.map { $0.rowsBySection }              // made before the chain, not inside it
        let titles = page.map { $0.titlesBySection }
        binder.onAllSections()
            .bind(cellType: MyCell.self, models: rows)
            .bind(headerTitles: titles)
        // doc: end
        fixture.show([.first])
        #expect(fixture.view.numberOfRows(inSection: 0) == 1 && fixture.view.screen.contains("# ONE"), "\(fixture.view.screen)")
        page.send(Page(rowsBySection: [.first: [MyModel(id: 1), MyModel(id: 2)]], titlesBySection: [.first: "TWO"]))
        fixture.scheduler.flush()
        #expect(fixture.view.numberOfRows(inSection: 0) == 2, "the rows publisher's new rows")
        #expect(fixture.view.screen.contains("# TWO") && !fixture.view.screen.contains("# ONE"), "\(fixture.view.screen)")
    }

    @Test func updatingDatasOffMainActorBlockRuns() {
        let fixture = TableDoc()
        let binder = fixture.binder
        struct Library { var songs: [Song] }
        let library = Library(songs: [Song(id: 1, title: "One")])
        final class SongCell: HeadlessTableViewCell {}
        binder.offMainActorDiffThreshold = 0
        // doc: updating-off-main
        binder.onSection(.songs).bind(cellType: SongCell.self, models: { library.songs })   // diffed off the main actor
        // doc: end
        fixture.show([.songs])
        #expect(fixture.view.numberOfRows(inSection: 0) == 1)
    }

    final class TextFieldCell: HeadlessTableViewCell {}
    final class ToggleCell: HeadlessTableViewCell {}

    @Test func dataBindingMethodsProviderBlockRuns() {
        let tableView = HeadlessTableView(viewportSize: Size(width: 40, height: 10))
        let binder = TableViewBinder(tableView: tableView, scheduler: ManualUpdateScheduler())
        let items: [Item] = [.text("name"), .toggle(true)]
        // doc: data-binding-provider
        binder.onTable()
            .bind(cellProvider: { tableView, row, item in
                switch item {
                case .text: return tableView.dequeue(TextFieldCell.self)
                case .toggle: return tableView.dequeue(ToggleCell.self)
                }
            }, models: { items })
        // doc: end
        binder.finish()
        #expect(tableView.visibleCells.map { type(of: $0.cell) == TextFieldCell.self } == [true, false], "one cell type per kind of item")
        #expect(tableView.visibleCells.last?.cell is ToggleCell)
    }

    @Test func contentRowsBlockRunsAndTheToggleReachesTheChain() {
        let table = HeadlessTableView(viewportSize: Size(width: 40, height: 10))
        let binder = TableViewBinder(tableView: table)
        // doc: content-rows
        var alarms = [RowContent(text: "Wake up", secondaryText: "7:00", accessories: [.toggle(isOn: false)])]
        binder.onTable()
            .bind(cellType: HeadlessContentTableViewCell.self, viewModels: { alarms })
            .onEvent(from: HeadlessContentTableViewCell.self) { row, _, event in
                if case .toggled(let isOn) = event { alarms[row] = alarms[row].settingToggle(isOn: isOn) }
            }
        binder.finish()
        // doc: end
        #expect(table.screen == ["Wake up | 7:00 [ ]"])
        table.emitEvent(fromCellAt: ItemPath(row: 0, section: 0), as: HeadlessContentTableViewCell.self) { $0.flipToggle() }
        #expect(alarms.map(\.toggleIsOn) == [true], "the chain's handler kept the flip")
        #expect(table.screen == ["Wake up | 7:00 [x]"])
    }

    struct Alarm: Identifiable {
        var id: String
        var time: String
        var isOn = false
    }

    @Test func contentOnTheChainBlockRunsAndOnlyTheChangedRowIsReconfigured() {
        let table = HeadlessTableView(viewportSize: Size(width: 40, height: 10))
        let scheduler = ManualUpdateScheduler()
        let binder = TableViewBinder(tableView: table, scheduler: scheduler)
        var shown: [String] = []
        func show(_ alarm: Alarm) { shown.append(alarm.id) }
        // doc: content-chain
        var alarms = [Alarm(id: "wake", time: "7:00"), Alarm(id: "run", time: "7:30")]
        binder.onTable()
            .bind(content: { alarm in
                RowContent(text: alarm.id, secondaryText: alarm.time,
                           accessories: [.detailButton, .toggle(isOn: alarm.isOn)])
            }, models: { alarms })
            .onToggle { row, alarm, isOn in alarms[row].isOn = isOn }
            .onDetailButton { row, alarm in show(alarm) }
            .bind(headerContent: HeaderFooterContent(text: "Alarms"))
        binder.finish()
        // doc: end
        #expect(table.screen == ["# Alarms", "wake | 7:00 ⓘ [ ]", "run | 7:30 ⓘ [ ]"], "\(table.screen)")
        table.emitEvent(fromCellAt: ItemPath(row: 1, section: 0), as: HeadlessContentTableViewCell.self) { $0.flipToggle() }
        table.emitEvent(fromCellAt: ItemPath(row: 0, section: 0), as: HeadlessContentTableViewCell.self) {
            $0.userTappedDetailButton()
        }
        #expect(alarms.map(\.isOn) == [false, true] && shown == ["wake"])
        alarms[0].time = "6:45"
        binder.refresh()
        scheduler.flush()
        #expect(table.appliedBatches.last?.batch.itemReconfigures == [ItemPath(row: 0, section: 0), ItemPath(row: 1, section: 0)],
                "the rows whose content changed since shown: the time, and the toggle the user set")
        #expect(table.screen == ["# Alarms", "wake | 6:45 ⓘ [ ]", "run | 7:30 ⓘ [x]"], "\(table.screen)")
    }

    struct Post: Identifiable {
        var id: Int
        var title: String
        var author: String
    }

    /// A feed of 3 pages of 2 posts, after a cursor.
    struct Feed {
        func posts(after cursor: Int?) async throws -> Page<Post, Int> {
            let page = cursor ?? 0
            return Page(models: (0..<2).map { Post(id: page * 2 + $0, title: "Post \(page * 2 + $0)", author: "Ada") },
                        next: page < 2 ? page + 1 : nil)
        }
    }

    @Test func contentTreeBlockRunsAndExpandingShowsTheChildren() {
        let table = HeadlessTableView(viewportSize: Size(width: 40, height: 10))
        let scheduler = ManualUpdateScheduler()
        let binder = TableViewBinder(tableView: table, scheduler: scheduler)
        let folders = [Folder("Documents", [Folder("Letters")]), Folder("Music")]
        var opened: [String] = []
        func open(_ folder: Folder) { opened.append(folder.name) }
        // doc: content-tree
        binder.onTable()
            .bind(content: { node in RowContent(text: node.model.name) }, tree: { folders }, children: \.children)
            .onTapped { row, _, node in open(node.model) }
        binder.finish()
        binder.expand(folders[0])
        // doc: end
        scheduler.flush()
        #expect(table.screen == ["Documents", "Letters", "Music"], "\(table.screen)")
        #expect(table.outlineRows(inSection: 0).map { $0?.depth } == [0, 1, 0])
        table.tap(ItemPath(row: 1, section: 0))
        #expect(opened == ["Letters"])
    }

    @Test func contentPagesBlockRunsAndTheFirstPageShows() async {
        let table = HeadlessTableView(viewportSize: Size(width: 40, height: 10))
        let binder = TableViewBinder(tableView: table)
        let api = Feed()
        // doc: content-pages
        binder.onTable()
            .bind(content: { (post: Post) in RowContent(text: post.title, secondaryText: post.author) },
                  pages: { (cursor: Int?) in try await api.posts(after: cursor) })
        binder.finish()
        // doc: end
        await settle(until: { table.screen.first == "Post 0 | Ada" })
        #expect(Array(table.screen.prefix(2)) == ["Post 0 | Ada", "Post 1 | Ada"], "\(table.screen)")
    }
}
