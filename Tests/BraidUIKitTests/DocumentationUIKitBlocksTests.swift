// README.md's "On UIKit" block and three of the "Using Braid with UIKit" article's, compiled and run: the lines
// between each `// doc: name` marker and `// doc: end` below are the document's, line for line (BraidTerminalTests'
// `DocumentationBlocksTests` checks it). Only public UIKit API: it runs on the stand-in here and on UIKit in the
// workflow. (Not here: the article's long-press block, an `@objc` method, which Swift without Objective-C does not
// compile.)
import BraidUIKit
@testable import BraidUIKitExamples
import Foundation
import Testing

/// The view controller the README's block is written for.
@MainActor
final class ReadmeFriendsController: NSObject, UIScrollViewDelegate {
    enum Section: TableViewSection { case friends }
    struct Person: Identifiable, Equatable { var name: String; var id: String { name } }
    final class PersonCell: UITableViewCell {}

    let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), style: .plain)
    var binder: SectionedTableViewBinder<Section>!
    var friends = [Person(name: "Ada"), Person(name: "Grace")]
    var shown: [String] = []
    func show(_ person: Person) { shown.append(person.name) }

    func viewDidLoad() {
        // doc: uikit
        // In a view controller's viewDidLoad(); `binder` is a stored property: UIKit holds its data source weakly.
        binder = SectionedTableViewBinder(tableView: tableView, sectionedBy: Section.self)  // a UITableView
        binder.onSection(.friends)
            .bind(cellType: PersonCell.self, models: { [unowned self] in friends })  // PersonCell: UITableViewCell
            .onTapped { [unowned self] row, cell, person in show(person) }           // cell is a PersonCell
        binder.scrollViewDelegate = self                                // the binder is the table's delegate; it forwards
        binder.displayedSections = [.friends]
        binder.finish()
        // doc: end
    }
}

@MainActor
@Suite struct ReadmeUIKitBlockTests {  // the README's block
    @Test func theUIKitBlockRunsAsTheReadmeShowsIt() {
        let controller = ReadmeFriendsController()
        controller.viewDidLoad()
        controller.tableView.layoutIfNeeded()
        #expect(controller.tableView.numberOfRows(inSection: 0) == 2, "the friends are shown")
        #expect(controller.tableView.cellForRow(at: IndexPath(row: 1, section: 0)) is ReadmeFriendsController.PersonCell)
    }
}

// The article's first block, at file scope as an app writes it; what it leaves to the reader is declared below it.
// doc: uikit-article-controller
final class AccountsViewController: UIViewController {
    private let tableView = UITableView(frame: .zero, style: .insetGrouped)
    private var binder: SectionedTableViewBinder<Section>!

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(tableView)
        binder = SectionedTableViewBinder(tableView: tableView, sectionedBy: Section.self)
        binder.onSection(.checking)
            .bind(cellType: AccountCell.self, models: { [unowned self] in checking })
            .bind(headerTitle: "CHECKING")
            .onTapped { [unowned self] row, cell, account in show(account) }   // cell: AccountCell
        binder.displayedSections = [.checking]
        binder.finish()
    }
}
// doc: end

extension AccountsViewController {
    enum Section: TableViewSection { case checking }
    struct Account: Identifiable, Equatable { var id: String }
    final class AccountCell: UITableViewCell {}
    var checking: [Account] { [Account(id: "everyday"), Account(id: "bills")] }
    func show(_ account: Account) {}
    /// The table the controller shows (the block keeps it private), for the test.
    var table: UITableView? { view.subviews.first as? UITableView }
}

/// What the article's provider block leaves to the reader.
@MainActor
final class FormScreen: NSObject, UITableViewDelegate {
    struct FormItem: Equatable { var title: String }
    final class TitleCell: UITableViewCell {}
    let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), style: .plain)
    let items = [FormItem(title: "Name"), FormItem(title: "Email")]
    var binder: TableViewBinder!

    func bind() {
        binder = TableViewBinder(tableView: tableView)
        // doc: uikit-article-provider
        func cell(for tableView: UITableView, row: Int, item: FormItem) -> UITableViewCell {
            let cell = tableView.dequeue(TitleCell.self)      // registered by the binder on first use
            cell.textLabel?.text = item.title
            return cell
        }

        binder.onTable().bind(cellProvider: cell(for:row:item:), models: { [unowned self] in items })
        // doc: end
        // doc: uikit-article-scroll-delegate
        binder.scrollViewDelegate = self   // scrollViewDidScroll(_:) and the rest still reach the controller
        binder.tableViewDelegate = self    // so does every table view delegate method the chains do not answer
        // doc: end
        binder.finish()
    }
}

@MainActor
@Suite struct UIKitArticleBlockTests {
    @Test func theArticlesControllerShowsItsAccounts() {
        let controller = AccountsViewController()
        _ = controller.view  // loads it: viewDidLoad
        let table = controller.table
        table?.frame = CGRect(x: 0, y: 0, width: 320, height: 400)  // the block leaves its layout to the app
        table?.layoutIfNeeded()
        #expect(table?.numberOfRows(inSection: 0) == 2, "both accounts")
        #expect(table?.cellForRow(at: IndexPath(row: 0, section: 0)) is AccountsViewController.AccountCell)
    }

    @Test func theArticlesProviderAndDelegateBlocksRun() {
        let screen = FormScreen()
        screen.bind()
        screen.tableView.layoutIfNeeded()
        #expect(screen.tableView.numberOfRows(inSection: 0) == 2)
        #expect(screen.tableView.cellForRow(at: IndexPath(row: 1, section: 0))?.textLabel?.text == "Email", "the helper configured the cell")
        #expect(screen.binder.scrollViewDelegate === screen && screen.binder.tableViewDelegate === screen,
                "the delegate block gave the binder the screen's delegates")
    }
}

/// A table that shows songs through UIKit's own data source protocol, and the BraidDiff overview's loop that applies a
/// diff to it stage by stage.
@MainActor
final class SongsTable: NSObject, UITableViewDataSource {
    struct Song: Identifiable, Equatable { var id: Int; var title: String }
    let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), style: .plain)
    private(set) var rows: [Song]
    private var oldSongs: [Song] = [], newSongs: [Song] = []

    init(_ songs: [Song]) {
        rows = songs
        super.init()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "song")
        tableView.dataSource = self
        tableView.reloadData()
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "song", for: indexPath)
        cell.textLabel?.text = rows[indexPath.row].title
        return cell
    }

    /// Shows `stage`'s data and tells the table what changed: inside the batch, as UIKit asks.
    func applyStage(_ stage: ChangesetStage) {
        rows = stage.data.items(old: [oldSongs], new: [newSongs])[0]
        let paths = { (paths: [ItemPath]) in paths.map { IndexPath(row: $0.item, section: $0.section) } }
        tableView.deleteRows(at: paths(stage.batch.itemDeletes), with: .automatic)
        tableView.insertRows(at: paths(stage.batch.itemInserts), with: .automatic)
        for move in stage.batch.itemMoves {
            tableView.moveRow(at: paths([move.from])[0], to: paths([move.to])[0])
        }
        tableView.reloadRows(at: paths(stage.batch.itemReloads), with: .automatic)
    }

    func show(_ songs: [Song]) {
        (oldSongs, newSongs) = (rows, songs)
        let tableView = self.tableView
        func apply(_ stage: ChangesetStage) { applyStage(stage) }  // the overview's `apply`, a function of the reader's
        // doc: diff-overview
        let diff = FlatDiff(from: oldSongs, to: newSongs, identifiedBy: \.id, contentEquals: ==)
        for stage in diff.batchStages() {
            tableView.performBatchUpdates { apply(stage) }   // each stage is a valid UIKit batch
        }
        // doc: end
    }
}

@MainActor
@Suite struct BraidDiffOverviewBlockTests {
    @Test func theOverviewsLoopTakesATableToTheNewSongs() {
        let songs = SongsTable((0..<6).map { SongsTable.Song(id: $0, title: "song \($0)") })
        var new = songs.rows.reversed().filter { $0.id != 2 } + [SongsTable.Song(id: 9, title: "new")]
        new[0].title = "retitled"  // a move and a change of the same row: two stages
        songs.show(new)
        #expect(songs.rows == new)
        #expect((0..<new.count).map { songs.tableView.cellForRow(at: IndexPath(row: $0, section: 0))?.textLabel?.text } == new.map(\.title))
    }
}

@MainActor
@Suite struct UIKitListAndWindowBlockTests {
    /// The article's list-configuration block: the chains' swipe actions reach a list layout through the binder's
    /// providers (a Delete where a chain binds `onDelete`).
    @available(iOS 14.0, *)  // list layouts
    @Test func theArticlesListConfigurationTakesTheChainsSwipeActions() {
        enum Shelf: TableViewSection { case fruit }
        struct Fruit: Identifiable, Equatable { var id: String }
        final class FruitTile: UICollectionViewCell {}
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 400), collectionViewLayout: UICollectionViewFlowLayout())
        let binder = SectionedCollectionViewBinder(collectionView: collectionView, sectionedBy: Shelf.self)
        var deleted: [String] = []
        binder.onSection(.fruit).bind(cellType: FruitTile.self, models: [Fruit(id: "apple")])
            .onDelete { _, fruit in deleted.append(fruit.id) }
        binder.displayedSections = [.fruit]
        binder.finish()
        // doc: uikit-article-list-configuration
        var list = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        list.trailingSwipeActionsConfigurationProvider = binder.trailingSwipeActionsConfigurationProvider
        // doc: end
        let actions = list.trailingSwipeActionsConfigurationProvider?(IndexPath(item: 0, section: 0))?.actions ?? []
        #expect(actions.map(\.style) == [.destructive], "a Delete for the chain's onDelete: \(actions.map(\.title))")
        #expect(list.leadingSwipeActionsConfigurationProvider == nil, "the block sets only the trailing one")
    }

    /// The README's line that shows the UIKit examples' menu.
    @Test func theReadmesWindowLineShowsTheSamplesMenu() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        // doc: readme-window
        window.rootViewController = UINavigationController(rootViewController: SamplesViewController())
        // doc: end
        #expect((window.rootViewController as? UINavigationController)?.topViewController is SamplesViewController)
    }
}
