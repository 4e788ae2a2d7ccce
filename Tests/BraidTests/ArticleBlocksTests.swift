import Braid
import BraidTesting
import Testing

// Swift blocks of the Braid catalog's "Updating data" and "Headers and footers", compiled and run on a headless
// table: each block between a `// doc: name` marker and `// doc: end` is the article's, line for line
// (BraidTerminalTests' `DocumentationBlocksTests` checks it), with what the article leaves to the reader declared
// around it. (Not here: "Updating data"'s sources block, whose publisher and stream are left as `…`, and its
// off-main-actor block, which declares its model type after the code that would hold the models.)

/// Every section the articles name.
private enum DocSection: TableViewSection { case first, form, news, songs, friends, a, b, intro }

/// A sectioned binder on a headless table, updated when `flush()` says.
@MainActor
private struct DocFixture {
    let table = HeadlessTableView(viewportSize: Size(width: 40, height: 30))
    let scheduler = ManualUpdateScheduler()
    let binder: SectionedTableViewBinder<DocSection>

    init() {
        binder = SectionedTableViewBinder(tableView: table, sectionedBy: DocSection.self, scheduler: scheduler)
    }

    func show(_ sections: [DocSection]) {
        binder.displayedSections = sections
        binder.finish()
        scheduler.flush()
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
        let fixture = DocFixture()
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
        #expect(fixture.table.numberOfRows(inSection: 0) == 1, "the appended model is shown")
    }

    @Test func updatingDatasLimitAndChangedCellsBlocksRun() {
        let fixture = DocFixture()
        let binder = fixture.binder
        let fields = ["name", "email"]
        var stories = ["a", "b"]
        // doc: updating-limit
        binder.maximumAnimatedChanges = 500   // a feed whose refreshes should stay readable
        binder.maximumAnimatedChanges = nil   // animate everything
        // doc: end
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
        #expect(fixture.table.numberOfRows(inSection: 0) == 2 && fixture.table.numberOfRows(inSection: 1) == 3)
        #expect(fixture.table.visibleCells.first?.cell is FieldCell, "the provider's cell")
    }


    @Test func headersAndFootersTitlesBlockRuns() {
        let fixture = DocFixture()
        let binder = fixture.binder
        let nameOrNil: String? = nil
        // doc: headers-titles
        binder.onSection(.friends).bind(headerTitle: "FRIENDS")
        binder.onSections(.a, .b).bind(headerTitles: { [.a: nameOrNil, .b: "B"] })
        // doc: end
        fixture.show([.friends, .a, .b])
        #expect(fixture.table.screen == ["# FRIENDS", "# B"], "a nil title shows no header: \(fixture.table.screen)")
    }

    @Test func headersAndFootersViewBlocksRun() {
        let fixture = DocFixture()
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
        #expect(fixture.table.screen == ["# FRIENDS (2)", "# SALE"], "\(fixture.table.screen)")
        bannerOrNil = nil
        binder.refresh()
        fixture.scheduler.flush()
        #expect(fixture.table.screen == ["# FRIENDS (2)"], "no banner, and the title is not shown instead: \(fixture.table.screen)")
    }

    @Test func headersAndFootersPrecedenceBlockRuns() {
        let fixture = DocFixture()
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
        #expect(fixture.table.screen == ["# WELCOME", "# [shelf A]"],
                "the all-sections view decides for .b, which has no view model: no header, the title hidden: \(fixture.table.screen)")
    }
}
