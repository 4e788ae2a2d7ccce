import Braid
import BraidTesting
import Testing

// Swift blocks of the "States and pages" article, compiled and run on a headless table: each block between a
// `// doc: name` marker and `// doc: end` is the article's, line for line (BraidTerminalTests' `DocumentationBlocksTests`
// checks it), with what the article leaves to the reader declared around it.

@MainActor
@Suite struct StatesAndPagesArticleTests {
    enum Box: TableViewSection { case inbox, drafts, feed }
    struct Message: Identifiable, Equatable { var id: Int; var subject: String }
    struct Post: Identifiable, Equatable { var id: Int; var title: String }
    final class MessageCell: HeadlessTableViewCell {}
    final class PostCell: HeadlessTableViewCell {}

    /// A mailbox whose messages a publisher delivers.
    final class Inbox {
        let messages = PassthroughSubject<[Message], any Error>()
    }

    /// An API answering pages of posts, three posts a page, two pages.
    struct API {
        struct Response { var posts: [Post]; var nextCursor: Int? }
        func posts(after cursor: Int?) async throws -> Response {
            let page = cursor ?? 0
            return Response(posts: (0..<3).map { Post(id: page * 3 + $0, title: "post \(page * 3 + $0)") },
                            nextCursor: page == 0 ? 1 : nil)
        }
    }

    private func fixture() -> (HeadlessTableView, ManualUpdateScheduler, SectionedTableViewBinder<Box>) {
        let table = HeadlessTableView(viewportSize: Size(width: 60, height: 20))
        let scheduler = ManualUpdateScheduler()
        return (table, scheduler, SectionedTableViewBinder(tableView: table, sectionedBy: Box.self, scheduler: scheduler))
    }

    @Test func theStatesBlockRuns() {
        let (table, scheduler, binder) = fixture()
        let inbox = Inbox()
        // doc: states-source
        binder.onSection(.inbox)
            .bind(cellType: MessageCell.self, models: inbox.messages)   // a publisher
            .onDequeue { _, cell, message in cell.text = message.subject }
            .states(SectionStates(empty: StateContent("No messages", secondaryText: "You're all caught up")))
        // doc: end
        binder.displayedSections = [.inbox]
        binder.finish()
        #expect(table.screen == ["… Loading…"])
        inbox.messages.send([])
        scheduler.flush()
        #expect(table.screen == ["∅ No messages | You're all caught up"])
    }

    @Test func theStatesByHandBlockRuns() {
        let (table, scheduler, binder) = fixture()
        binder.onSection(.drafts).bind(cellType: MessageCell.self, models: [Message(id: 1, subject: "Hi")])
            .onDequeue { _, cell, message in cell.text = message.subject }
        binder.displayedSections = [.drafts]
        binder.finish()
        // doc: states-by-hand
        binder.setState(.loading("Syncing…"), of: .drafts)
        binder.emptyViewState = StateContent("Nothing here yet", secondaryText: "Add your first note")
        // doc: end
        scheduler.flush()
        #expect(table.screen == ["Hi", "… Syncing…"])
        #expect(table.viewState == nil, "a section has rows: the list shows")
    }

    @Test func theReadmesPagesBlockRuns() async {
        let (table, scheduler, binder) = fixture()
        let api = API()
        // doc: readme-pages
        binder.onSection(.feed)
            .bind(cellType: PostCell.self, pages: { (cursor: Int?) in
                let response = try await api.posts(after: cursor)
                return Page(models: response.posts, next: response.nextCursor)
            })
            .onDequeue { _, cell, post in cell.text = post.title }
        binder.onPullToRefresh { [weak binder] in await binder?.refreshPages() }
        // doc: end
        binder.displayedSections = [.feed]
        binder.finish()
        for _ in 0..<50 where table.numberOfRows(inSection: 0) != 6 {
            await Task.yield()
            scheduler.flush()
        }
        #expect(table.numberOfRows(inSection: 0) == 6, "both pages")
        #expect(table.pullToRefreshAction != nil)
    }

    @Test func thePagesAndRefreshBlocksRun() async {
        let (table, scheduler, binder) = fixture()
        let api = API()
        // doc: pages
        binder.onSection(.feed)
            .bind(cellType: PostCell.self, pages: { (cursor: Int?) in
                let response = try await api.posts(after: cursor)
                return Page(models: response.posts, next: response.nextCursor)
            }, prefetchDistance: 5)
            .onDequeue { _, cell, post in cell.text = post.title }
        // doc: end
        // doc: pull-to-refresh
        binder.onPullToRefresh { [weak binder] in
            await binder?.refreshPages()
        }
        // doc: end
        binder.displayedSections = [.feed]
        binder.finish()
        for _ in 0..<50 where table.numberOfRows(inSection: 0) != 6 {
            await Task.yield()
            scheduler.flush()
        }
        #expect(table.screen == (0..<6).map { "post \($0)" }, "both pages: the end came into view at once")
        table.pullToRefresh()
        for _ in 0..<50 where table.isRefreshing { await Task.yield() }
        scheduler.flush()
        #expect(!table.isRefreshing)
        #expect(table.screen.prefix(3) == ["post 0", "post 1", "post 2"])
    }
}
