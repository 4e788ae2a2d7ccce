// README.md's "On UIKit" block, compiled and run: the lines between the `// doc:` markers below are the README's,
// line for line (BraidTerminalTests' `DocumentationBlocksTests` checks it). Only public UIKit API: it runs on the stand-in
// here and on UIKit in the workflow.
import BraidUIKit
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
@Suite struct ReadmeUIKitBlockTests {
    @Test func theUIKitBlockRunsAsTheReadmeShowsIt() {
        let controller = ReadmeFriendsController()
        controller.viewDidLoad()
        controller.tableView.layoutIfNeeded()
        #expect(controller.tableView.numberOfRows(inSection: 0) == 2, "the friends are shown")
        #expect(controller.tableView.cellForRow(at: IndexPath(row: 1, section: 0)) is ReadmeFriendsController.PersonCell)
    }
}
