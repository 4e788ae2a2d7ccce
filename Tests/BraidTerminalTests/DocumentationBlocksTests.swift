import Braid
import BraidTerminal
import BraidTesting
import Foundation
import Testing

// README's and BraidTesting's test, as a reader writes it in their own test target (the block is itself a test).
struct Person: Equatable { var name: String }
final class PersonCell: HeadlessTableViewCell {}
// doc: testing
@Test @MainActor func tappingAPersonShowsThemAndAddingOneShowsItToo() {
    var people = [Person(name: "John")], shown: [Person] = []
    let table = HeadlessTableView(viewportSize: Size(width: 40, height: 10))
    let scheduler = ManualUpdateScheduler()
    let binder = TableViewBinder(tableView: table, scheduler: scheduler)
    binder.onTable().bind(cellType: PersonCell.self, models: { people })     // bound as in the app
        .onDequeue { _, cell, person in cell.text = person.name }
        .onTapped { _, _, person in shown.append(person) }
    binder.finish()
    table.tap(row: 0, section: 0)
    #expect(shown == [Person(name: "John")])
    people.append(Person(name: "Ann")); binder.refresh(); scheduler.flush()
    #expect(table.screen == ["John", "Ann"])
}
// doc: end

/// Swift blocks of README.md and of the Braid catalog's articles, compiled and run — the README's tour on the
/// terminal's table and grid and its editing block on a headless table, "Getting started"'s two binders on a terminal
/// table and "Custom cell events"' on one (here); the Braid catalog's other articles' on headless views (BraidTests'
/// `ArticleBlocksTests`):
/// each block between a `// doc: name` marker and `// doc: end` below is one of the documents' `swift` blocks,
/// line for line (``theDocumentsShowTheseBlocks()`` checks, so the two cannot drift apart), with what the document
/// leaves to the reader declared around it. The README's "On UIKit" block and its line that shows the UIKit examples
/// run in BraidUIKitTests (`DocumentationUIKitBlocksTests`, with four of BraidUIKit's article's) and are checked here;
/// the README's and BraidTesting's test is a test of this file; BraidTerminal's overview is compiled here, and
/// BraidDiff's runs on the stand-in's table (`BraidDiffOverviewBlockTests`). The UIKit article's SwiftUI rows block is
/// the "SwiftUI Rows" example's, which `Scripts/typecheck-ios-sdk.sh` type-checks against the iOS SDK (SwiftUI does not
/// compile here). (Not checked: the UIKit article's
/// long-press block, an `@objc` method that Swift without Objective-C does not compile, and the articles' blocks that
/// `ArticleBlocksTests` lists as not there.)
@MainActor
@Suite("The documents' Swift blocks") struct DocumentationBlocksTests {
    enum Section: TableViewSection { case friends }
    struct Person: Identifiable, Equatable { var name: String; var city = ""; var id: String { name } }
    final class PersonCell: TerminalTableViewCell {}

    struct Shelf: TableViewSection, Comparable {
        var id: Int
        static func < (lhs: Shelf, rhs: Shelf) -> Bool { lhs.id < rhs.id }
    }
    struct Product: Identifiable, Equatable { var id: Int }
    final class TileCell: TerminalCollectionViewCell {}
    final class ShelfHeader: TerminalHeaderFooterView, ViewModelBindable {
        var viewModel: String? { didSet { text = StyledText(viewModel ?? "") } }
    }

    @Test func aValidatingHostChecksATerminalTablesBatches() {
        var people = [Person(name: "John")]
        // doc: validating-host
        let terminal = TerminalTableView()
        let scheduler = ManualUpdateScheduler()
        let binder = TableViewBinder(tableView: ValidatingHost(terminal), scheduler: scheduler)
        binder.onTable().bind(cellType: PersonCell.self, models: { people })
        binder.finish()
        people.append(Person(name: "Ann")); binder.refresh(); scheduler.flush()   // checked by UIKit's rules, then shown
        // doc: end
        terminal.frame = TerminalRect(x: 0, y: 0, width: 40, height: 10)
        #expect(terminal.indexPathsForVisibleRows == [ItemPath(row: 0, section: 0), ItemPath(row: 1, section: 0)])
    }

    @Test func theTableTourRunsAsTheReadmeShowsIt() async throws {
        let terminalTable = TerminalTableView(clock: ManualTerminalClock())
        terminalTable.frame = TerminalRect(x: 0, y: 0, width: 40, height: 10)
        let tableView = terminalTable.validated()
        func rows() -> [ItemPath] { tableView.indexPathsForVisibleRows }
        var friends = [Person(name: "Ada", city: "London")]
        let newFriend = Person(name: "Grace", city: "New York")
        var shown: [String] = []
        func show(_ person: Person) { shown.append(person.name) }
        // doc: tour
        let binder = SectionedTableViewBinder(tableView: tableView, sectionedBy: Section.self)
        binder.onSection(.friends)
            .bind(content: { person in RowContent(text: person.name, secondaryText: person.city) },
                  models: { friends })                                      // or an array, a publisher, an AsyncSequence
            .bind(headerTitle: "FRIENDS")
            .onTapped { row, cell, person in show(person) }
        binder.onAnySection()
            .dimensions(.cellHeight { _, _ in .automaticDimension })
        binder.displayedSections = [.friends]
        binder.finish()

        friends.append(newFriend)
        binder.refresh()                                                    // diffed, animated, valid
        // doc: end
        #expect(rows().count == 1, "the refresh waits for the main queue: \(rows())")
        for _ in 0..<200 where rows().count < 2 { try await Task.sleep(for: .milliseconds(10)) }
        #expect(rows() == [ItemPath(row: 0, section: 0), ItemPath(row: 1, section: 0)], "the refresh shows the new friend: \(rows())")
        let grace = try #require(terminalTable.cell(at: rows()[1]) as? TerminalContentCell, "a content row is the terminal's content cell")
        #expect(grace.viewModel == RowContent(text: "Grace", secondaryText: "New York"), "the row shows its model's content")
        terminalTable.selectRow(at: rows()[1])
        _ = terminalTable.handle(.key(.enter))
        #expect(shown == ["Grace"], "choosing the row reaches onTapped with its model: \(shown)")
        withExtendedLifetime(binder) {}
    }

    @Test func theTourOfCellTypesRunsAsTheReadmeShowsIt() {
        let terminalTable = TerminalTableView(clock: ManualTerminalClock())
        terminalTable.frame = TerminalRect(x: 0, y: 0, width: 40, height: 10)
        let friends = [Person(name: "Ada"), Person(name: "Grace")]
        var shown: [String] = []
        func show(_ person: Person) { shown.append(person.name) }
        let binder = SectionedTableViewBinder(tableView: terminalTable.validated(), sectionedBy: Section.self)
        // doc: tour-cells
        binder.onSection(.friends)
            .bind(cellType: PersonCell.self, models: { friends })
            .onDequeue { row, cell, person in cell.text = StyledText(person.name) }
            .onTapped { row, cell, person in show(person) }
        // doc: end
        binder.displayedSections = [.friends]
        binder.finish()
        let rows = terminalTable.indexPathsForVisibleRows
        #expect(rows.compactMap { (terminalTable.cell(at: $0) as? PersonCell)?.text.plainText } == ["Ada", "Grace"],
                "each friend is a PersonCell with its name: \(rows)")
        terminalTable.selectRow(at: ItemPath(row: 1, section: 0))
        _ = terminalTable.handle(.key(.enter))
        #expect(shown == ["Grace"], "choosing the row reaches onTapped with its model: \(shown)")
    }

    @Test func theGridTourRunsAsTheReadmeShowsIt() {
        let terminalGrid = TerminalCollectionView(clock: ManualTerminalClock())
        terminalGrid.frame = TerminalRect(x: 0, y: 0, width: 40, height: 10)
        let collectionView = terminalGrid.validated()
        let productsByShelf = [Shelf(id: 1): [Product(id: 1), Product(id: 2)]]
        let shelfHeaders = [Shelf(id: 1): "Fruit"]
        var opened: [Int] = []
        func open(_ product: Product) { opened.append(product.id) }
        // doc: grid
        let grid = SectionedCollectionViewBinder(collectionView: collectionView, sectionedBy: Shelf.self)
        grid.onAllSections()
            .bind(cellType: TileCell.self, models: { productsByShelf })
            .bind(headerType: ShelfHeader.self, viewModels: { shelfHeaders })  // supplementary views; no titles
            .onTapped { shelf, item, cell, product in open(product) }
            .itemSize { _, _, product in Size(width: 14, height: 3) }
        grid.sectionDisplayBehavior = .hidesSectionsWithNoCellData          // in order: Shelf is Comparable
        grid.finish()
        // doc: end
        #expect(collectionView.indexPathsForVisibleItems == [ItemPath(item: 0, section: 0), ItemPath(item: 1, section: 0)],
                "the shelf with products is shown, with both: \(collectionView.indexPathsForVisibleItems)")
    }

    enum Playlist: TableViewSection { case playlist }
    struct Song: Identifiable, Equatable { var id: String }
    final class SongCell: HeadlessTableViewCell {}

    @Test func theEditingBlockRunsAsTheReadmeShowsIt() {
        let table = HeadlessTableView(viewportSize: Size(width: 40, height: 10))
        table.register(cellType: SongCell.self, forReuseIdentifier: "SongCell")
        let scheduler = ManualUpdateScheduler()
        let binder = SectionedTableViewBinder(tableView: table, sectionedBy: Playlist.self, scheduler: scheduler)
        var playlist = ["A", "B", "C"].map(Song.init)
        var loved: [String] = []
        func love(_ song: Song) { loved.append(song.id) }
        // doc: editing
        binder.onSection(.playlist)
            .bind(cellType: SongCell.self, models: { playlist })
            .onDelete { row, song in playlist.remove(at: row) }
            .onMove { from, to, song in playlist.insert(playlist.remove(at: from), at: to) }
            .trailingSwipeActions { row, song in [SwipeAction(title: "Love") { done in love(song); done(true) }] }
        binder.setEditing(true, animated: true)
        // doc: end
        binder.displayedSections = [.playlist]
        binder.finish()
        table.move(from: ItemPath(row: 0, section: 0), to: ItemPath(row: 2, section: 0))
        scheduler.flush()
        #expect(playlist.map(\.id) == ["B", "C", "A"], "the move reached the data")
        table.delete(ItemPath(row: 0, section: 0))
        scheduler.flush()
        #expect(playlist.map(\.id) == ["C", "A"], "and the delete")
        binder.setEditing(false, animated: false)  // swipe actions show outside editing mode, as in UIKit
        table.performSwipeAction(titled: "Love", at: ItemPath(row: 1, section: 0))
        #expect(loved == ["A"], "the swipe action got its song")
        #expect(table.screen.count == 2 && table.errors.isEmpty, "\(table.screen), \(table.errors)")
    }

    @Test func gettingStartedsFirstBinderRunsAsTheArticleShowsIt() {
        let terminalTable = TerminalTableView(clock: ManualTerminalClock())
        terminalTable.frame = TerminalRect(x: 0, y: 0, width: 40, height: 10)
        let tableView = terminalTable.validated()
        // doc: getting-started-table
        struct Person { let name: String; let age: Int }
        let people = [Person(name: "John", age: 32), Person(name: "Mary", age: 45)]

        final class PersonCell: TerminalTableViewCell {}   // or HeadlessTableViewCell, or a UITableViewCell

        let binder = TableViewBinder(tableView: tableView)
        binder.onTable()
            .bind(cellType: PersonCell.self, models: people)
            .onDequeue { (row: Int, cell: PersonCell, person: Person) in
                cell.text = StyledText(person.name)
            }
            .onTapped { (row: Int, cell: PersonCell, person: Person) in
                // show a detail screen
            }
        binder.finish()
        // doc: end
        #expect(tableView.indexPathsForVisibleRows.count == 2, "both people: \(tableView.indexPathsForVisibleRows)")
    }

    @Test func gettingStartedsSectionedBinderRunsAsTheArticleShowsIt() {
        let terminalTable = TerminalTableView(clock: ManualTerminalClock())
        terminalTable.frame = TerminalRect(x: 0, y: 0, width: 40, height: 20)
        let tableView = terminalTable.validated()
        struct Person: Equatable { let name: String }
        final class PersonCell: TerminalTableViewCell {}
        final class EnemyCell: TerminalTableViewCell {}
        let (friends, enemies, undecided) = ([Person(name: "Ann")], [Person(name: "Moriarty")], [Person(name: "Bob")])
        // doc: getting-started-sections
        enum Section: TableViewSection { case friends, enemies, undecided }

        let binder = SectionedTableViewBinder(tableView: tableView, sectionedBy: Section.self)
        binder.onSection(.enemies)
            .bind(cellType: EnemyCell.self, models: enemies)
            .bind(headerTitle: "ENEMIES")
        binder.onSections(.friends, .undecided)
            .bind(cellType: PersonCell.self, models: [.friends: friends, .undecided: undecided])
            .bind(headerTitles: [.friends: "FRIENDS", .undecided: "NOT SURE YET"])
            .onTapped { (section: Section, row: Int, cell: PersonCell, person: Person) in }
        binder.displayedSections = [.friends, .enemies, .undecided]
        binder.finish()
        // doc: end
        #expect(tableView.indexPathsForVisibleRows.map(\.section) == [0, 1, 2], "one person in each of the three sections")
    }

    enum SettingsSection: TableViewSection { case settings }

    @Test func customCellEventsBlockRuns() {
        let terminalTable = TerminalTableView(clock: ManualTerminalClock())
        terminalTable.frame = TerminalRect(x: 0, y: 0, width: 40, height: 10)
        let tableView = terminalTable.validated()
        let binder = SectionedTableViewBinder(tableView: tableView, sectionedBy: SettingsSection.self)
        let items = ["Wi-Fi", "Bluetooth"]
        var settings: [String: Bool] = [:]
        // doc: custom-cell-events
        final class ToggleCell: TerminalTableViewCell, ViewEventEmitting {
            enum ViewEvent { case switchToggled(isOn: Bool) }
            var isOn = false
            override func handle(key: Key) -> Bool {
                guard key == .character(" ") else { return false }
                isOn.toggle()
                emit(event: .switchToggled(isOn: isOn))
                return true
            }
        }

        binder.onSection(.settings)
            .bind(cellProvider: { tableView, row, item in tableView.dequeue(ToggleCell.self) }, models: { items })
            .onEvent(from: ToggleCell.self) { row, cell, event, item in
                if case .switchToggled(let isOn) = event { settings[item] = isOn }
            }
        // doc: end
        binder.displayedSections = [.settings]
        binder.finish()
        terminalTable.selectRow(at: ItemPath(row: 1, section: 0))
        _ = terminalTable.handle(.key(.character(" ")))
        #expect(settings == ["Bluetooth": true], "the selected cell's event reached onEvent with its model: \(settings)")
    }

    /// BraidTerminal's overview: compiled here, not run — its last line runs the terminal app, which takes the
    /// terminal (the end-to-end tests run the demo that way, under tmux).
    final class NameCell: TerminalTableViewCell {}
    static func terminalOverview(names: [String]) async {
        // doc: terminal-overview
        let table = TerminalTableView()
        let binder = TableViewBinder(tableView: table)
        binder.onTable().bind(cellType: NameCell.self, models: { names })
            .onDequeue { _, cell, name in cell.lines = [TerminalLine(StyledText(name))] }
        binder.finish()
        await TerminalApp(content: table).run()
        // doc: end
    }

    /// The documents' blocks are the blocks above, line for line.
    @Test func theDocumentsShowTheseBlocks() throws {
        let here = URL(fileURLWithPath: #filePath)
        func read(_ path: String) throws -> String {
            try String(contentsOf: here.deletingLastPathComponent().appending(path: path).standardized, encoding: .utf8)
        }
        let readme = try read("../../README.md")
        let gettingStarted = try read("../../Sources/Braid/Braid.docc/GettingStarted.md")
        let source = try String(contentsOf: here, encoding: .utf8)
        let uikit = try read("../BraidUIKitTests/DocumentationUIKitBlocksTests.swift")
        let uikitArticle = try read("../../Sources/BraidUIKit/BraidUIKit.docc/UsingBraidWithUIKit.md")
        let articles = try read("../BraidTests/ArticleBlocksTests.swift")
        let updatingData = try read("../../Sources/Braid/Braid.docc/UpdatingData.md")
        let headersAndFooters = try read("../../Sources/Braid/Braid.docc/HeadersAndFooters.md")
        let dimensions = try read("../../Sources/Braid/Braid.docc/ProvidingDimensions.md")
        let hiding = try read("../../Sources/Braid/Braid.docc/HidingAndOrderingSections.md")
        let editing = try read("../../Sources/Braid/Braid.docc/EditingRows.md")
        let outlines = try read("../../Sources/Braid/Braid.docc/Outlines.md")
        let overview = try read("../../Sources/Braid/Braid.docc/Braid.md")
        let collections = try read("../../Sources/Braid/Braid.docc/CollectionViews.md")
        let testing = try read("../../Sources/BraidTesting/BraidTesting.docc/BraidTesting.md")
        let events = try read("../../Sources/Braid/Braid.docc/CustomCellEvents.md")
        let terminal = try read("../../Sources/BraidTerminal/BraidTerminal.docc/BraidTerminal.md")
        let diff = try read("../../Sources/BraidDiff/BraidDiff.docc/BraidDiff.md")
        let tips = try read("../../Sources/Braid/Braid.docc/TipsAndFAQ.md")
        let states = try read("../../Sources/Braid/Braid.docc/StatesAndPages.md")
        let statesBlocks = try read("../BraidTests/StatesAndPagesArticleTests.swift")
        let contentRows = try read("../../Sources/Braid/Braid.docc/ContentRows.md")
        let layouts = try read("../../Sources/Braid/Braid.docc/SectionLayouts.md")
        let layoutBlocks = try read("../BraidTests/SectionLayoutsArticleTests.swift")
        let uikitLayoutBlocks = try read("../BraidUIKitTests/UIKitCompositionalLayoutTests.swift")
        // SwiftUI cannot be compiled here: the example's block is type-checked by Scripts/typecheck-ios-sdk.sh.
        let swiftUIRows = try read("../../Sources/BraidUIKitExamples/SwiftUIRowsViewController.swift")
        // (Two blocks start with the import their file has at its top.)
        let blocks = [
            ("README.md", readme, "tour", "import Braid\n\n", source), ("README.md", readme, "tour-cells", "", source),
            ("README.md", readme, "grid", "", source),
            ("README.md", readme, "editing", "", source),
            ("README.md", readme, "uikit", "import BraidUIKit   // Braid and UIKit\n\n", uikit),
            ("GettingStarted.md", gettingStarted, "getting-started-table", "", source),
            ("GettingStarted.md", gettingStarted, "getting-started-sections", "", source),
            ("UpdatingData.md", updatingData, "updating-closure", "", articles),
            ("UpdatingData.md", updatingData, "updating-limit", "", articles),
            ("UpdatingData.md", updatingData, "updating-anchoring", "", articles),
            ("UpdatingData.md", updatingData, "updating-changed-cells", "", articles),
            ("UpdatingData.md", updatingData, "updating-sources", "", articles),
            ("UpdatingData.md", updatingData, "updating-recording", "", articles),
            ("UpdatingData.md", updatingData, "updating-recording-sections", "", articles),
            ("UpdatingData.md", updatingData, "updating-recording-difference", "", articles),
            ("UpdatingData.md", updatingData, "updating-off-main-type", "", articles),
            ("UpdatingData.md", updatingData, "updating-off-main", "", articles),
            ("HeadersAndFooters.md", headersAndFooters, "headers-titles", "", articles),
            ("HeadersAndFooters.md", headersAndFooters, "headers-view", "", articles),
            ("HeadersAndFooters.md", headersAndFooters, "headers-view-or-title", "", articles),
            ("HeadersAndFooters.md", headersAndFooters, "headers-precedence", "", articles),
            ("HeadersAndFooters.md", headersAndFooters, "section-index", "", articles),
            ("CustomCellEvents.md", events, "selection-display", "", articles),
            ("ProvidingDimensions.md", dimensions, "dimensions-table", "", articles),
            ("ProvidingDimensions.md", dimensions, "dimensions-grid", "", articles),
            ("ProvidingDimensions.md", dimensions, "dimensions-grid-list", "", articles),
            ("HidingAndOrderingSections.md", hiding, "hiding-behaviours", "", articles),
            ("HidingAndOrderingSections.md", hiding, "hiding-original-spelling", "", articles),
            ("EditingRows.md", editing, "editing-rows", "", articles),
            ("EditingRows.md", editing, "context-menu", "", articles),
            ("Outlines.md", outlines, "outlines", "", articles),
            ("Outlines.md", outlines, "outlines-testing", "", articles),
            ("Outlines.md", outlines, "outlines-leaves", "", articles),
            ("BraidDiff.md", diff, "diff-comparers", "", articles),
            ("BraidTesting.md", testing, "validating-host", "", source),
            ("Braid.md", overview, "overview", "", articles),
            ("CollectionViews.md", collections, "collections-shelf", "", articles),
            ("CollectionViews.md", collections, "collections", "", articles),
            ("README.md", readme, "testing", "import BraidTesting\n\n", source),
            ("README.md", readme, "readme-layout", "", articles),
            ("BraidTesting.md", testing, "testing", "import BraidTesting\n\n", source),
            ("BraidTerminal.md", terminal, "terminal-overview", "", source),
            ("CustomCellEvents.md", events, "custom-cell-events", "", source),
            ("BraidDiff.md", diff, "diff-overview", "", uikit),
            ("UsingBraidWithUIKit.md", uikitArticle, "uikit-article-controller", "import BraidUIKit\n\n", uikit),
            ("UsingBraidWithUIKit.md", uikitArticle, "uikit-article-provider", "", uikit),
            ("UsingBraidWithUIKit.md", uikitArticle, "uikit-article-scroll-delegate", "", uikit),
            ("UsingBraidWithUIKit.md", uikitArticle, "uikit-article-list-configuration", "", uikit),
            ("UsingBraidWithUIKit.md", uikitArticle, "swiftui-rows", "", swiftUIRows),
            ("README.md", readme, "readme-window", "", uikit),
            ("TipsAndFAQ.md", tips, "tips-publishers-before-the-chain", "", articles),
            ("StatesAndPages.md", states, "states-source", "", statesBlocks),
            ("StatesAndPages.md", states, "states-by-hand", "", statesBlocks),
            ("StatesAndPages.md", states, "pages", "", statesBlocks),
            ("StatesAndPages.md", states, "pull-to-refresh", "", statesBlocks),
            ("README.md", readme, "readme-pages", "", statesBlocks),
            ("ContentRows.md", contentRows, "content-rows", "", articles),
            ("SectionLayouts.md", layouts, "layouts-sections", "", layoutBlocks),
            ("SectionLayouts.md", layouts, "layouts-shop", "", layoutBlocks),
            ("SectionLayouts.md", layouts, "layouts-per-section", "", layoutBlocks),
            ("SectionLayouts.md", layouts, "layouts-uikit", "", uikitLayoutBlocks),
            ("SectionLayouts.md", layouts, "layouts-testing", "", layoutBlocks),
            ("ContentRows.md", contentRows, "content-chain", "", articles),
            ("ContentRows.md", contentRows, "content-tree", "", articles),
            ("ContentRows.md", contentRows, "content-pages", "", articles),
        ]
        let dataBinding = try read("../../Sources/Braid/Braid.docc/DataBindingMethods.md")
        // Blocks inside a list item, indented by two spaces.
        let listed = [("DataBindingMethods.md", dataBinding, "data-binding-item", "", articles),
                      ("DataBindingMethods.md", dataBinding, "data-binding-provider", "", articles)]
        for (document, text, name, opening, file) in blocks + listed {
            let block = Self.block(named: name, in: file)
            #expect(!block.isEmpty, "the test has a block \(name)")
            let indent = listed.contains { $0.2 == name } ? "  " : ""
            let fenced = ("```swift\n" + opening + block + "```\n").split(separator: "\n", omittingEmptySubsequences: false)
                .map { $0.isEmpty ? "" : indent + $0 }.joined(separator: "\n")
            let shown = text.contains(fenced)
            #expect(shown, "\(document) shows block \(name) as the test has it:\n\(block)")
        }
        // And no document has a Swift block that is not checked, but for these (see the suite's summary).
        let unchecked = ["UsingBraidWithUIKit.md": 1]
        let catalogs = here.deletingLastPathComponent().appending(path: "../../Sources").standardized
        let documents = try FileManager.default.subpathsOfDirectory(atPath: catalogs.path)
            .filter { $0.contains(".docc/") && $0.hasSuffix(".md") }
            .map { (name: URL(fileURLWithPath: $0).lastPathComponent, text: try read("../../Sources/" + $0)) }
        for (name, text) in documents + [("README.md", readme)] {
            let fences = text.components(separatedBy: "```swift\n").count - 1
            let checked = (blocks + listed).filter { $0.0 == name }.count
            #expect(fences == checked + unchecked[name, default: 0],
                    "\(name) has \(fences) Swift blocks, \(checked) of them checked here: give a new block its test")
        }
    }

    /// The lines between `// doc: name` and `// doc: end` in `source`, their common indentation removed.
    static func block(named name: String, in source: String) -> String {
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        guard let start = lines.firstIndex(where: { $0.trimmingCharacters(in: .whitespaces) == "// doc: \(name)" }),
            let end = lines[start...].firstIndex(where: { $0.trimmingCharacters(in: .whitespaces) == "// doc: end" })
        else { return "" }
        let body = lines[(start + 1)..<end]
        let indent = body.filter { !$0.isEmpty }.map { $0.prefix { $0 == " " }.count }.min() ?? 0
        return body.map { $0.isEmpty ? "" : String($0.dropFirst(indent)) + "\n" }.map { $0.isEmpty ? "\n" : $0 }.joined()
    }
}
