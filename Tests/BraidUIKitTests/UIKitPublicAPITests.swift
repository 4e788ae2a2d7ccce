// These suites use nothing but public UIKit API and BraidUIKit: they compile against real UIKit (run on an iOS
// simulator by .github/workflows/uikit.yml — not run here) and against the stand-in on every other platform. The
// other BraidUIKitTests read the stand-in's engine and are `#if !canImport(UIKit)`.
//
// UIKit creates a table's visible cells when it lays the table out (`layoutIfNeeded()`), in or out of a window;
// the stand-in creates them when they are first read.
import BraidUIKit
import Foundation
import Testing

/// A table cell that shows a word.
final class WordCell: UITableViewCell {}

/// A table cell that is always a subtitle cell.
final class SubtitledWordCell: UITableViewCell {
    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

/// Two sections.
enum WordSection: Int, TableViewSection, Comparable {
    case words, counted
}

/// A header or footer view that shows a word.
final class WordHeaderView: UITableViewHeaderFooterView {}

/// A collection cell.
final class WordTileCell: UICollectionViewCell {}

/// An app's table subclass, created with UIKit's designated initializer.
final class GroupedWordTable: UITableView {
    init() {
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 200), style: .grouped)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

/// Hears every scroll-view delegate call, as an app's controller would.
@MainActor
final class ScrollRecorder: NSObject, UIScrollViewDelegate {
    var calls: [String] = []
    let zoomed = UIView(frame: .zero)
    func scrollViewDidScroll(_ scrollView: UIScrollView) { calls.append("didScroll") }
    func scrollViewDidZoom(_ scrollView: UIScrollView) { calls.append("didZoom") }
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { calls.append("willBeginDragging") }
    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        calls.append("willEndDragging \(velocity.y)")
        targetContentOffset.pointee.y = 44
    }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        calls.append("didEndDragging \(decelerate)")
    }
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) { calls.append("willBeginDecelerating") }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { calls.append("didEndDecelerating") }
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { calls.append("didEndScrollingAnimation") }
    func viewForZooming(in scrollView: UIScrollView) -> UIView? { zoomed }
    func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) { calls.append("willBeginZooming") }
    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {
        calls.append("didEndZooming \(scale)")
    }
    func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { calls.append("shouldScrollToTop"); return false }
    func scrollViewDidScrollToTop(_ scrollView: UIScrollView) { calls.append("didScrollToTop") }
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) { calls.append("didChangeAdjustedContentInset") }
}

/// A UIKit-typed cell provider, as the original's tutorials wrote them: a helper taking the `UITableView`.
@MainActor
func wordCell(for tableView: UITableView, row: Int, word: String) -> UITableViewCell {
    let cell = tableView.dequeue(SubtitledWordCell.self)
    cell.textLabel?.text = word
    cell.detailTextLabel?.text = "row \(row)"
    return cell
}

/// A plain UIKit data source and delegate that register nothing themselves and dequeue with the original's
/// conveniences.
@MainActor
final class HeaderSource: NSObject, UITableViewDataSource, UITableViewDelegate {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeue(WordCell.self)
    }
    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        tableView.dequeue(WordHeaderView.self)
    }
    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { 30 }
}

@MainActor
@Suite("BraidUIKit on UIKit's public API")
struct UIKitPublicAPITests {
    let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440), style: .plain)
    let scheduler = ManualUpdateScheduler()

    /// The text of each visible row, after UIKit lays the table out.
    func rows(inSection section: Int = 0) -> [String] {
        tableView.layoutIfNeeded()
        return (0 ..< tableView.numberOfRows(inSection: section)).map {
            tableView.cellForRow(at: IndexPath(row: $0, section: section))?.textLabel?.text ?? "<none>"
        }
    }

    @Test func aTableShowsTheBoundCellsAndAppliesARefresh() {
        let binder = TableViewBinder(tableView: tableView, scheduler: scheduler)
        var words = ["one", "two"]
        binder.onTable().bind(cellType: WordCell.self, models: { words })
            .onDequeue { _, cell, word in cell.textLabel?.text = word }
        binder.finish()
        #expect(tableView.numberOfSections == 1)
        #expect(rows() == ["one", "two"])
        #expect(tableView.cellForRow(at: IndexPath(row: 0, section: 0)) is WordCell, "the app's cell type")
        words = ["zero", "one", "two"]
        binder.refresh()
        scheduler.flush()
        #expect(rows() == ["zero", "one", "two"], "the refresh reached UIKit as a batch update")
    }

    @Test func aCellProviderTypedWithUIKitsTableCompilesAndDequeuesThroughTheBinder() {
        let binder = SectionedTableViewBinder(tableView: tableView, sectionedBy: WordSection.self, scheduler: scheduler)
        binder.onSection(.words).bind(cellProvider: wordCell(for:row:word:), models: ["alpha", "beta"])
        binder.onSection(.counted).bind(cellProvider: { tableView, row in
            let cell = tableView.dequeue(WordCell.self, for: IndexPath(row: row, section: 1))  // UITableView's
            cell.textLabel?.text = "counted \(row) \(tableView.numberOfSections)"
            return cell
        }, numberOfCells: 1)
        binder.displayedSections = [.words, .counted]
        binder.finish()
        #expect(rows(inSection: 0) == ["alpha", "beta"], "the UIKit-typed provider registered its cell on the fly")
        #expect(tableView.cellForRow(at: IndexPath(row: 1, section: 0))?.detailTextLabel?.text == "row 1")
        #expect(rows(inSection: 1) == ["counted 0 2"], "a closure using UITableView's own API gets the UIKit form")
    }

    @Test func theOriginalsHeaderFooterConveniencesRegisterAndDequeueByTypeName() {
        tableView.register(WordHeaderView.self)
        tableView.register(WordCell.self)
        let source = HeaderSource()
        tableView.dataSource = source
        tableView.delegate = source
        tableView.layoutIfNeeded()
        #expect(tableView.cellForRow(at: IndexPath(row: 0, section: 0)) is WordCell, "dequeue(_:) without an index path")
        let header = tableView.headerView(forSection: 0)
        #expect(header is WordHeaderView && header?.reuseIdentifier == "WordHeaderView",
                "registered and dequeued under the type's name")
        #expect(UITableViewCell(style: .default, reuseIdentifier: nil).detailTextLabel == nil,
                "a default-style cell has no detail label, as in UIKit")
        #expect(UITableViewCell(style: .value1, reuseIdentifier: nil).detailTextLabel != nil)
    }

    @Test func aTableSubclassAndAPlainViewControllerAreMadeAsInUIKit() {
        let table = GroupedWordTable()
        #expect(table.style == .grouped, "a subclass calls super.init(frame:style:)")
        #expect(UITableView(frame: .zero).style == .plain, "init(frame:) makes a plain table")
        let controller = UIViewController()
        #expect(controller.view != nil && controller.isViewLoaded, "UIViewController() loads a view on first access")
    }

    @Test func aCollectionViewShowsTheBoundItemsFromAUIKitTypedProvider() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 50)
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 300, height: 200), collectionViewLayout: layout)
        let binder = CollectionViewBinder(collectionView: collectionView, scheduler: scheduler)
        binder.onCollection().bind(cellProvider: { (collectionView: UICollectionView, indexPath: IndexPath, word: String) in
            let cell = collectionView.dequeue(WordTileCell.self, for: indexPath)
            cell.accessibilityLabel = word
            return cell
        }, models: ["a", "b", "c"])
        binder.finish()
        collectionView.layoutIfNeeded()
        #expect(collectionView.numberOfItems(inSection: 0) == 3)
        #expect(collectionView.cellForItem(at: IndexPath(item: 2, section: 0))?.accessibilityLabel == "c")
        #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) is WordTileCell)
    }

    @Test func everyScrollViewDelegateCallReachesTheAppsScrollViewDelegate() {
        let binder = TableViewBinder(tableView: tableView, scheduler: scheduler)
        binder.onTable().bind(cellType: WordCell.self, models: ["one"])
        binder.finish()
        let recorder = ScrollRecorder()
        binder.scrollViewDelegate = recorder
        let delegate = tableView.delegate
        var target = CGPoint(x: 0, y: 0)
        (delegate?.scrollViewDidScroll)?(tableView)
        (delegate?.scrollViewDidZoom)?(tableView)
        (delegate?.scrollViewWillBeginDragging)?(tableView)
        (delegate?.scrollViewWillEndDragging(_:withVelocity:targetContentOffset:))?(tableView, CGPoint(x: 0, y: 2), &target)
        (delegate?.scrollViewDidEndDragging(_:willDecelerate:))?(tableView, true)
        (delegate?.scrollViewWillBeginDecelerating)?(tableView)
        (delegate?.scrollViewDidEndDecelerating)?(tableView)
        (delegate?.scrollViewDidEndScrollingAnimation)?(tableView)
        let zoomView = (delegate?.viewForZooming(in:))?(tableView) ?? nil
        (delegate?.scrollViewWillBeginZooming(_:with:))?(tableView, zoomView)
        (delegate?.scrollViewDidEndZooming(_:with:atScale:))?(tableView, zoomView, 2)
        let shouldScrollToTop = (delegate?.scrollViewShouldScrollToTop)?(tableView)
        (delegate?.scrollViewDidScrollToTop)?(tableView)
        (delegate?.scrollViewDidChangeAdjustedContentInset)?(tableView)
        #expect(recorder.calls == [
            "didScroll", "didZoom", "willBeginDragging", "willEndDragging 2.0", "didEndDragging true",
            "willBeginDecelerating", "didEndDecelerating", "didEndScrollingAnimation", "willBeginZooming",
            "didEndZooming 2.0", "shouldScrollToTop", "didScrollToTop", "didChangeAdjustedContentInset",
        ])
        #expect(target.y == 44, "the app's delegate can move the target offset")
        #expect(zoomView === recorder.zoomed, "the app's view for zooming")
        #expect(shouldScrollToTop == false, "the app's answer")

        binder.scrollViewDelegate = nil
        #expect((delegate?.scrollViewShouldScrollToTop)?(tableView) == true, "UIKit's answer without an app delegate")
        #expect(((delegate?.viewForZooming(in:))?(tableView) ?? nil) == nil, "no zooming without one")
    }
}
