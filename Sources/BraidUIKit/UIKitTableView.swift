import Foundation

/// A `UITableView` as a ``TableViewHost``: what binders created with a `UITableView` drive.
///
/// It holds the table and the proxy it installs as the table's data source and delegate (UIKit holds both
/// weakly), so that all of it goes with the binder that holds this.
@MainActor
final class UIKitTableView: TableViewHost {
    /// The adapters of the binders made for a UIKit table, by binder.
    static let ofBinders = _UIKitAdapters<UIKitTableView>()

    let tableView: UITableView
    let proxy = UIKitTableViewProxy()
    /// The cell the proxy is configuring, answered by ``cell(at:)`` before UIKit lists it.
    let configuring = CellBeingConfigured()
    /// Whether a batch keeps the first visible row in place (the binder's `keepsVisibleRowsInPlace`).
    private(set) var keepsVisibleRowsInPlace = false
    /// The binder's pull to refresh (`onPullToRefresh(_:)`).
    private lazy var pullToRefresh = UIKitPullToRefresh(tableView)
    /// The whole view's state, as the background view (`setViewState(_:action:)`).
    private let viewState = UIKitViewState()

    init(_ tableView: UITableView) {
        self.tableView = tableView
        proxy.host = self
    }

    /// Installs the proxy on the table, which then asks `dataSource` through it.
    weak var dataSource: (any TableViewHostDataSource)? {
        didSet {
            proxy.source = dataSource
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: UIKitTableViewProxy.placeholderCellIdentifier)
            tableView.dataSource = proxy
            tableView.delegate = proxy
        }
    }

    func register(cellType: AnyObject.Type, forReuseIdentifier reuseIdentifier: String) {
        registerNibOrClass(
            cellType, nib: { tableView.register($0, forCellReuseIdentifier: reuseIdentifier) },
            class: { tableView.register($0, forCellReuseIdentifier: reuseIdentifier) })
    }

    func register(headerFooterViewType: AnyObject.Type, forReuseIdentifier reuseIdentifier: String) {
        registerNibOrClass(
            headerFooterViewType, nib: { tableView.register($0, forHeaderFooterViewReuseIdentifier: reuseIdentifier) },
            class: { tableView.register($0, forHeaderFooterViewReuseIdentifier: reuseIdentifier) })
    }

    func dequeueReusableCell(withReuseIdentifier reuseIdentifier: String, for path: ItemPath) -> AnyObject {
        tableView.dequeueReusableCell(withIdentifier: reuseIdentifier, for: IndexPath(path))
    }

    /// A registered header/footer view; UIKit answers nil for an identifier never registered, and so a plain one.
    func dequeueReusableHeaderFooterView(withReuseIdentifier reuseIdentifier: String) -> AnyObject {
        tableView.dequeueReusableHeaderFooterView(withIdentifier: reuseIdentifier)
            ?? UITableViewHeaderFooterView(reuseIdentifier: reuseIdentifier)
    }

    /// The app's delegates changed: installs the proxy again, if it is installed, because UIKit asks which delegate
    /// methods exist when its delegate is set (the proxy claims a forwarded method only when the app's delegate has
    /// it).
    func delegatesChanged() {
        guard dataSource != nil else { return }
        tableView.delegate = nil
        tableView.delegate = proxy
    }

    func reloadData() { tableView.reloadData() }

    func setKeepsVisibleRowsInPlace(_ keeps: Bool) { keepsVisibleRowsInPlace = keeps }

    func setPullToRefresh(_ action: (@MainActor () -> Void)?) { pullToRefresh.setAction(action) }

    func setRefreshing(_ refreshing: Bool) { pullToRefresh.setRefreshing(refreshing) }

    func setViewState(_ state: SectionState?, action: (@MainActor () -> Void)?) {
        tableView.backgroundView = viewState.backgroundView(showing: state, action: action, replacing: tableView.backgroundView)
    }

    func reloadSectionIndexTitles() { tableView.reloadSectionIndexTitles() }

    /// UIKit's test for a view on screen: it is in a window.
    var isOnScreen: Bool { tableView.window != nil }

    /// Asks the table: this adapter goes with its binder, the table may stay.
    func laterIsOnScreen() -> @MainActor () -> Bool { tableView.laterIsInWindow() }

    /// One `performBatchUpdates`: the data source switches first, then every operation of `batch` with its
    /// animation; reconfigures are `reconfigureRows(at:)`, reloads without animation before iOS 15. Then the first
    /// visible row is kept in place (``UIScrollView/scrollAnchor(for:visible:frame:)``) when the binder says so.
    func performBatchUpdates(
        _ batch: BatchUpdate, animations: BatchAnimations, updateData: () -> Void, completion: ((Bool) -> Void)?
    ) {
        let tableView = tableView
        let anchor = !keepsVisibleRowsInPlace ? nil : tableView.scrollAnchor(
            for: batch, visible: tableView.indexPathsForVisibleRows ?? [], frame: rowFrame(at:))
        tableView.performBatchUpdates(keeping: anchor, frame: rowFrame(at:), completion: completion) { completion in
            // UIKit runs the updates before performBatchUpdates returns; the closure only has an escaping type.
            withoutActuallyEscaping(updateData) { updateData in tableView.performBatchUpdates({
                updateData()
                if !batch.sectionDeletes.isEmpty {
                    tableView.deleteSections(IndexSet(batch.sectionDeletes), with: animations.sectionDelete.uiKit)
                }
                if !batch.sectionInserts.isEmpty {
                    tableView.insertSections(IndexSet(batch.sectionInserts), with: animations.sectionInsert.uiKit)
                }
                for move in batch.sectionMoves { tableView.moveSection(move.from, toSection: move.to) }
                if !batch.sectionReloads.isEmpty {
                    tableView.reloadSections(IndexSet(batch.sectionReloads), with: animations.sectionReload.uiKit)
                }
                if !batch.itemDeletes.isEmpty {
                    tableView.deleteRows(at: batch.itemDeletes.map(IndexPath.init), with: animations.rowDelete.uiKit)
                }
                if !batch.itemInserts.isEmpty {
                    tableView.insertRows(at: batch.itemInserts.map(IndexPath.init), with: animations.rowInsert.uiKit)
                }
                for move in batch.itemMoves { tableView.moveRow(at: IndexPath(move.from), to: IndexPath(move.to)) }
                let reloads = Dictionary(grouping: batch.itemReloads) { animations.rowReload(inSection: $0.section) }
                for (animation, paths) in reloads.sorted(by: { $0.value[0] < $1.value[0] }) {
                    tableView.reloadRows(at: paths.map(IndexPath.init), with: animation.uiKit)
                }
                if !batch.itemReconfigures.isEmpty {
                    let paths = batch.itemReconfigures.map(IndexPath.init)
                    if #available(iOS 15.0, *) {
                        tableView.reconfigureRows(at: paths)
                    } else {
                        tableView.reloadRows(at: paths, with: .none)
                    }
                }
            }, completion: completion) }
        }
    }

    /// The frame of the row at `indexPath`, or nil for a row the table does not have (UIKit's `rectForRow(at:)`
    /// raises an exception there).
    private func rowFrame(at indexPath: IndexPath) -> CGRect? {
        guard indexPath.section < tableView.numberOfSections, indexPath.row < tableView.numberOfRows(inSection: indexPath.section)
        else { return nil }
        return tableView.rectForRow(at: indexPath)
    }

    var indexPathsForVisibleRows: [ItemPath] { (tableView.indexPathsForVisibleRows ?? []).map(ItemPath.init) }

    func cell(at path: ItemPath) -> AnyObject? { configuring.cell(at: path) ?? tableView.cellForRow(at: IndexPath(path)) }

    /// The path of `cell` among the visible cells, found by identity: the core hands it back as it got it.
    func indexPath(for cell: AnyObject) -> ItemPath? {
        tableView.visibleCells.first { $0 === cell }.flatMap { tableView.indexPath(for: $0) }.map(ItemPath.init)
    }
}

extension RowAnimation {
    /// The same animation as UIKit's.
    var uiKit: UITableView.RowAnimation {
        switch self {
        case .automatic: .automatic
        case .fade: .fade
        case .right: .right
        case .left: .left
        case .top: .top
        case .bottom: .bottom
        case .middle: .middle
        case .none: .none
        }
    }
}
