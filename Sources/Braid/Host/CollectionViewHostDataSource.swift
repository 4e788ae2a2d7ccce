/// What a ``CollectionViewHost`` asks of its data source, and what it tells it: UIKit's
/// `UICollectionViewDataSource`, `UICollectionViewDelegate` and flow-layout delegate, reduced to what
/// Braid needs.
///
/// Only the first three requirements must be implemented; the others have defaults.
@MainActor
public protocol CollectionViewHostDataSource: AnyObject {
    // MARK: Content

    /// The number of sections.
    func numberOfSections(in host: any CollectionViewHost) -> Int
    /// The number of items in `section`.
    func collectionHost(_ host: any CollectionViewHost, numberOfItemsInSection section: Int) -> Int
    /// The configured cell for `path`, dequeued from `host` under the identifier it was registered with.
    func collectionHost(_ host: any CollectionViewHost, cellForItemAt path: ItemPath) -> AnyObject
    /// A configured header or footer view for `section`, dequeued from `host`; nil shows none.
    func collectionHost(
        _ host: any CollectionViewHost, viewForSupplementaryElementOfKind kind: SupplementaryViewKind,
        inSection section: Int) -> AnyObject?

    // MARK: Dimensions (nil: automatic — the host sizes the cell or view from its content)

    /// The size of the item at `path`; nil: the layout's (the default).
    func collectionHost(_ host: any CollectionViewHost, sizeForItemAt path: ItemPath) -> Size?
    /// The size to assume for the item at `path` until it is shown; nil: the layout's estimate (the default).
    func collectionHost(_ host: any CollectionViewHost, estimatedSizeForItemAt path: ItemPath) -> Size?
    /// The size of `section`'s header or footer; nil: the layout's (the default).
    func collectionHost(
        _ host: any CollectionViewHost, sizeForSupplementaryElementOfKind kind: SupplementaryViewKind,
        inSection section: Int) -> Size?

    // MARK: Layout

    /// How `section` is laid out (the chain's ``CollectionSectionLayout``); nil: the host's own layout, from the sizes
    /// above (the default). A host resolves it for its width with the one geometry every host shares, and hands what
    /// it could not lay out as asked to ``collectionHost(_:layoutProblem:inSection:)``.
    func collectionHost(_ host: any CollectionViewHost, layoutForSection section: Int) -> CollectionSectionLayout?
    /// The host laid `section` out other than its layout asks, for the reason `problem` gives (0 columns, a negative
    /// spacing, an item wider than a row's section, an adaptive minimum wider than the view, a pinned header taller
    /// than the view). A binder reports it through its `diagnosticHandler`, as a warning, once per section.
    func collectionHost(_ host: any CollectionViewHost, layoutProblem problem: String, inSection section: Int)

    // MARK: Events

    /// The user selected (tapped) the item at `path`.
    func collectionHost(_ host: any CollectionViewHost, didSelectItemAt path: ItemPath)
    /// `cell` is about to be shown for `path` — the moment to prefetch more data.
    func collectionHost(_ host: any CollectionViewHost, willDisplay cell: AnyObject, forItemAt path: ItemPath)
    /// `cell`, shown for an item, left the view: once for each `willDisplay`; `path` is where the item is now, or
    /// was before the batch that removed it. UIKit's `collectionView(_:didEndDisplaying:forItemAt:)`.
    func collectionHost(_ host: any CollectionViewHost, didEndDisplaying cell: AnyObject, forItemAt path: ItemPath)
    /// Whether a tap on the item at `path` selects it; the default: yes. UIKit's
    /// `collectionView(_:shouldSelectItemAt:)`.
    func collectionHost(_ host: any CollectionViewHost, shouldSelectItemAt path: ItemPath) -> Bool
    /// The item at `path` was deselected: another was selected in its place. UIKit's
    /// `collectionView(_:didDeselectItemAt:)`.
    func collectionHost(_ host: any CollectionViewHost, didDeselectItemAt path: ItemPath)
    /// The visible part of the collection moved.
    func collectionHostDidScroll(_ host: any CollectionViewHost)

    // MARK: Editing (UICollectionViewDataSource's and UICollectionViewDelegate's moving methods, and a list
    // layout's swipe-action providers)

    /// The actions revealed by swiping the item from its leading edge (UIKit: a list configuration's
    /// `leadingSwipeActionsConfigurationProvider`); nil: none.
    func collectionHost(_ host: any CollectionViewHost, leadingSwipeActionsForItemAt path: ItemPath) -> [SwipeAction]?
    /// The actions revealed by swiping the item from its trailing edge; nil: none.
    func collectionHost(_ host: any CollectionViewHost, trailingSwipeActionsForItemAt path: ItemPath) -> [SwipeAction]?
    /// Whether the user can move the item at `path`.
    func collectionHost(_ host: any CollectionViewHost, canMoveItemAt path: ItemPath) -> Bool
    /// Where an item the user drags from `source` lands when dropped over `proposed`.
    func collectionHost(
        _ host: any CollectionViewHost, targetIndexPathForMoveFromItemAt source: ItemPath, toProposedIndexPath proposed: ItemPath
    ) -> ItemPath
    /// The user moved the item at `source` to `destination`; the collection view already shows it there.
    func collectionHost(_ host: any CollectionViewHost, moveItemAt source: ItemPath, to destination: ItemPath)

    // MARK: Section index

    /// The titles of the collection view's index, in order; nil or empty: no index (the default). UIKit's
    /// `indexTitles(for:)` (iOS 14).
    func sectionIndexTitles(for host: any CollectionViewHost) -> [String]?
    /// The displayed section the index title `title`, at `index` in the titles, jumps to. UIKit's
    /// `collectionView(_:indexPathForIndexTitle:at:)`, answered with a one-index path: the whole section. The default:
    /// the section of the same number.
    func collectionHost(_ host: any CollectionViewHost, sectionForSectionIndexTitle title: String, at index: Int) -> Int

    // MARK: Context menus

    /// The menu the item at `path` opens (a long press on UIKit, a right-click or the menu key in the terminal);
    /// nil: none (the default). UIKit's `collectionView(_:contextMenuConfigurationForItemsAt:point:)`.
    func collectionHost(_ host: any CollectionViewHost, contextMenuForItemAt path: ItemPath) -> ContextMenu?
    // MARK: Outlines
    /// Where the item at `path` sits in its tree — its depth, and whether it has children and shows them — for an
    /// item of a section bound with `bind(cellType:tree:children:)`; nil for any other item (the default).
    func collectionHost(_ host: any CollectionViewHost, outlineRowAt path: ItemPath) -> OutlineRow?
    /// The user asked the item at `path` to show (`expanded`) or hide its children: its disclosure, or a key.
    func collectionHost(_ host: any CollectionViewHost, setItemAt path: ItemPath, expanded: Bool)
}

extension CollectionViewHostDataSource {
    public func collectionHost(
        _ host: any CollectionViewHost, viewForSupplementaryElementOfKind kind: SupplementaryViewKind,
        inSection section: Int
    ) -> AnyObject? { nil }
    /// The layout's size: nil.
    public func collectionHost(_ host: any CollectionViewHost, sizeForItemAt path: ItemPath) -> Size? { nil }
    /// The layout's estimate: nil.
    public func collectionHost(_ host: any CollectionViewHost, estimatedSizeForItemAt path: ItemPath) -> Size? { nil }
    /// The layout's size: nil.
    public func collectionHost(
        _ host: any CollectionViewHost, sizeForSupplementaryElementOfKind kind: SupplementaryViewKind,
        inSection section: Int
    ) -> Size? { nil }
    /// The host's own layout: nil.
    public func collectionHost(_ host: any CollectionViewHost, layoutForSection section: Int) -> CollectionSectionLayout? {
        nil
    }
    public func collectionHost(_ host: any CollectionViewHost, layoutProblem problem: String, inSection section: Int) {}
    public func collectionHost(_ host: any CollectionViewHost, didSelectItemAt path: ItemPath) {}
    public func collectionHost(_ host: any CollectionViewHost, willDisplay cell: AnyObject, forItemAt path: ItemPath) {}
    public func collectionHost(_ host: any CollectionViewHost, didEndDisplaying cell: AnyObject, forItemAt path: ItemPath) {}
    /// Yes: every item may be selected.
    public func collectionHost(_ host: any CollectionViewHost, shouldSelectItemAt path: ItemPath) -> Bool { true }
    public func collectionHost(_ host: any CollectionViewHost, didDeselectItemAt path: ItemPath) {}
    public func collectionHostDidScroll(_ host: any CollectionViewHost) {}
    public func collectionHost(_ host: any CollectionViewHost, leadingSwipeActionsForItemAt path: ItemPath) -> [SwipeAction]? { nil }
    public func collectionHost(_ host: any CollectionViewHost, trailingSwipeActionsForItemAt path: ItemPath) -> [SwipeAction]? { nil }
    public func collectionHost(_ host: any CollectionViewHost, canMoveItemAt path: ItemPath) -> Bool { false }
    public func collectionHost(
        _ host: any CollectionViewHost, targetIndexPathForMoveFromItemAt source: ItemPath, toProposedIndexPath proposed: ItemPath
    ) -> ItemPath { proposed }
    public func collectionHost(_ host: any CollectionViewHost, moveItemAt source: ItemPath, to destination: ItemPath) {}
    /// No index: nil.
    public func sectionIndexTitles(for host: any CollectionViewHost) -> [String]? { nil }
    /// The section of the same number.
    public func collectionHost(
        _ host: any CollectionViewHost, sectionForSectionIndexTitle title: String, at index: Int
    ) -> Int { index }
    /// No menu: nil.
    public func collectionHost(_ host: any CollectionViewHost, contextMenuForItemAt path: ItemPath) -> ContextMenu? { nil }
    /// Not a tree's item: nil.
    public func collectionHost(_ host: any CollectionViewHost, outlineRowAt path: ItemPath) -> OutlineRow? { nil }
    public func collectionHost(_ host: any CollectionViewHost, setItemAt path: ItemPath, expanded: Bool) {}
}
