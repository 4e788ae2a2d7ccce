import Foundation

/// A `UICollectionView` as a ``CollectionViewHost``: what binders created with a `UICollectionView` drive.
///
/// Like ``UIKitTableView`` it holds the view and the proxy it installs as the view's data source and delegate.
@MainActor
final class UIKitCollectionView: CollectionViewHost {
    /// The adapters of the binders made for a UIKit collection view, by binder.
    static let ofBinders = _UIKitAdapters<UIKitCollectionView>()

    let collectionView: UICollectionView
    let proxy = UIKitCollectionViewProxy()
    /// The cell the proxy is configuring, answered by ``cell(at:)`` before UIKit lists it.
    let configuring = CellBeingConfigured()
    /// Whether a batch keeps the first visible item in place (the binder's `keepsVisibleRowsInPlace`).
    private(set) var keepsVisibleRowsInPlace = false
    /// The binder's pull to refresh (`onPullToRefresh(_:)`).
    private lazy var pullToRefresh = UIKitPullToRefresh(collectionView)
    /// The whole view's state, as the background view (`setViewState(_:action:)`).
    private let viewState = UIKitViewState()

    init(_ collectionView: UICollectionView) {
        self.collectionView = collectionView
        proxy.host = self
    }

    /// Installs the proxy on the collection view, which then asks `dataSource` through it.
    weak var dataSource: (any CollectionViewHostDataSource)? {
        didSet {
            proxy.source = dataSource
            collectionView.register(
                UICollectionViewCell.self, forCellWithReuseIdentifier: UIKitCollectionViewProxy.placeholderCellIdentifier)
            for kind in [UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter] {
                collectionView.register(
                    UICollectionReusableView.self, forSupplementaryViewOfKind: kind,
                    withReuseIdentifier: UIKitCollectionViewProxy.emptyViewIdentifier)
            }
            collectionView.dataSource = proxy
            collectionView.delegate = proxy
        }
    }

    func register(cellType: AnyObject.Type, forReuseIdentifier reuseIdentifier: String) {
        registerNibOrClass(
            cellType, nib: { collectionView.register($0, forCellWithReuseIdentifier: reuseIdentifier) },
            class: { collectionView.register($0, forCellWithReuseIdentifier: reuseIdentifier) })
    }

    func register(
        supplementaryViewType: AnyObject.Type, ofKind kind: SupplementaryViewKind, forReuseIdentifier reuseIdentifier: String
    ) {
        let elementKind = kind.elementKind
        registerNibOrClass(
            supplementaryViewType,
            nib: { collectionView.register($0, forSupplementaryViewOfKind: elementKind, withReuseIdentifier: reuseIdentifier) },
            class: { collectionView.register($0, forSupplementaryViewOfKind: elementKind, withReuseIdentifier: reuseIdentifier) })
    }

    func dequeueReusableCell(withReuseIdentifier reuseIdentifier: String, for path: ItemPath) -> AnyObject {
        collectionView.dequeueReusableCell(withReuseIdentifier: reuseIdentifier, for: IndexPath(path))
    }

    /// A flow layout's header or footer is item 0 of its section.
    func dequeueReusableSupplementaryView(
        ofKind kind: SupplementaryViewKind, withReuseIdentifier reuseIdentifier: String, section: Int
    ) -> AnyObject {
        collectionView.dequeueReusableSupplementaryView(
            ofKind: kind.elementKind, withReuseIdentifier: reuseIdentifier, for: IndexPath(item: 0, section: section))
    }

    /// The app's delegates changed: installs the proxy again, if it is installed, because UIKit asks which delegate
    /// methods exist when its delegate is set (the proxy claims a forwarded method only when the app's delegate has
    /// it).
    func delegatesChanged() {
        guard dataSource != nil else { return }
        collectionView.delegate = nil
        collectionView.delegate = proxy
    }

    func reloadData() { collectionView.reloadData() }

    func setKeepsVisibleRowsInPlace(_ keeps: Bool) { keepsVisibleRowsInPlace = keeps }

    func setPullToRefresh(_ action: (@MainActor () -> Void)?) { pullToRefresh.setAction(action) }

    func setRefreshing(_ refreshing: Bool) { pullToRefresh.setRefreshing(refreshing) }

    func setViewState(_ state: SectionState?, action: (@MainActor () -> Void)?) {
        collectionView.backgroundView = viewState.backgroundView(showing: state, action: action, replacing: collectionView.backgroundView)
    }

    /// UIKit's test for a view on screen: it is in a window.
    var isOnScreen: Bool { collectionView.window != nil }

    /// Asks the collection view: this adapter goes with its binder, the view may stay.
    func laterIsOnScreen() -> @MainActor () -> Bool { collectionView.laterIsInWindow() }

    /// One `performBatchUpdates`: the data source switches first, then every operation of `batch`; reconfigures
    /// are `reconfigureItems(at:)`, reloads before iOS 15. Then the first visible item is kept in place
    /// (``UIScrollView/scrollAnchor(for:visible:frame:)``) when the binder says so.
    func performBatchUpdates(_ batch: BatchUpdate, updateData: () -> Void, completion: ((Bool) -> Void)?) {
        let collectionView = collectionView
        let frame = { (path: IndexPath) in collectionView.layoutAttributesForItem(at: path)?.frame }
        let anchor = !keepsVisibleRowsInPlace ? nil : collectionView.scrollAnchor(
            for: batch, visible: collectionView.indexPathsForVisibleItems, frame: frame)
        collectionView.performBatchUpdates(keeping: anchor, frame: frame, completion: completion) { completion in
            // UIKit runs the updates before performBatchUpdates returns; the closure only has an escaping type.
            withoutActuallyEscaping(updateData) { updateData in collectionView.performBatchUpdates({
                updateData()
                if !batch.sectionDeletes.isEmpty { collectionView.deleteSections(IndexSet(batch.sectionDeletes)) }
                if !batch.sectionInserts.isEmpty { collectionView.insertSections(IndexSet(batch.sectionInserts)) }
                for move in batch.sectionMoves { collectionView.moveSection(move.from, toSection: move.to) }
                if !batch.sectionReloads.isEmpty { collectionView.reloadSections(IndexSet(batch.sectionReloads)) }
                if !batch.itemDeletes.isEmpty { collectionView.deleteItems(at: batch.itemDeletes.map(IndexPath.init)) }
                if !batch.itemInserts.isEmpty { collectionView.insertItems(at: batch.itemInserts.map(IndexPath.init)) }
                for move in batch.itemMoves { collectionView.moveItem(at: IndexPath(move.from), to: IndexPath(move.to)) }
                if !batch.itemReloads.isEmpty { collectionView.reloadItems(at: batch.itemReloads.map(IndexPath.init)) }
                if !batch.itemReconfigures.isEmpty {
                    let paths = batch.itemReconfigures.map(IndexPath.init)
                    if #available(iOS 15.0, *) {
                        collectionView.reconfigureItems(at: paths)
                    } else {
                        collectionView.reloadItems(at: paths)
                    }
                }
            }, completion: completion) }
        }
    }

    var indexPathsForVisibleItems: [ItemPath] { collectionView.indexPathsForVisibleItems.map(ItemPath.init).sorted() }

    func cell(at path: ItemPath) -> AnyObject? {
        configuring.cell(at: path) ?? collectionView.cellForItem(at: IndexPath(path))
    }

    /// The path of `cell` among the visible cells, found by identity: the core hands it back as it got it.
    func indexPath(for cell: AnyObject) -> ItemPath? {
        collectionView.visibleCells.first { $0 === cell }.flatMap { collectionView.indexPath(for: $0) }.map(ItemPath.init)
    }
}

extension SupplementaryViewKind {
    /// The flow layout's element kind for headers or footers. Main-actor isolated: UIKit imports its constants so.
    @MainActor var elementKind: String {
        self == .header ? UICollectionView.elementKindSectionHeader : UICollectionView.elementKindSectionFooter
    }
}
