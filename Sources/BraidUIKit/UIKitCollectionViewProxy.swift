import Foundation

/// The collection view's data source, delegate and flow-layout delegate: it turns UIKit's questions into the host
/// data source's, and forwards scrolling to the app (``ScrollViewForwarding``) and every other
/// `UICollectionViewDelegate` and `UICollectionViewDelegateFlowLayout` method to the app's ``collectionViewDelegate``
/// (`UIKitCollectionViewProxy+Forwarding.swift`).
///
/// Where both could answer, what a chain bound wins, and otherwise the app's delegate answers: an item's, header's or
/// footer's size. Selection and display are told to the chain and then to the app's delegate.
///
/// Unbound sizes, and automatic ones, answer the flow layout's own (`itemSize`, `headerReferenceSize`,
/// `footerReferenceSize`); set the layout's `estimatedItemSize` for cells that size themselves. A flow layout has
/// no per-item estimate, so the chains' estimated item sizes are not asked for.
@MainActor
final class UIKitCollectionViewProxy: ScrollViewForwarding, UICollectionViewDataSource,
    UICollectionViewDelegateFlowLayout
{
    /// The identifier of the empty view given where a header or footer has a size but no view is bound.
    static let emptyViewIdentifier = "Braid.EmptySupplementaryView"

    weak var host: UIKitCollectionView?
    weak var source: (any CollectionViewHostDataSource)?
    /// The app's collection view delegate, told what the chains do not answer; its flow-layout methods are asked when
    /// it is also a `UICollectionViewDelegateFlowLayout`. Held weakly.
    weak var collectionViewDelegate: (any UICollectionViewDelegate)? { didSet { appDelegateSet(collectionViewDelegate) } }
    /// The accessibility actions set on the cells (`+Accessibility.swift`).
    let rowAccessibilityActions = RowAccessibilityActions()
    /// The list cells given a tree's outline (`UIKitCollectionViewProxy+Outline.swift`).
    let outlinedCells = OutlinedCells<UICollectionViewCell>()

    override func delegatesChanged() { host?.delegatesChanged() }

    override var viewDelegate: (any UIScrollViewDelegate)? { collectionViewDelegate }

    /// The app's delegate as a flow-layout delegate, where it is one.
    var flowLayoutDelegate: (any UICollectionViewDelegateFlowLayout)? {
        collectionViewDelegate as? any UICollectionViewDelegateFlowLayout  // checked cast: the app's delegate adopts it or not
    }

    /// UIKit's layout as the flow layout whose delegate the proxy is; nil for another layout, whose sizes the proxy's
    /// fallbacks take as zero.
    func flowLayout(_ layout: UICollectionViewLayout) -> UICollectionViewFlowLayout? {
        layout as? UICollectionViewFlowLayout  // checked cast: UIKit hands its layout as UICollectionViewLayout
    }

    #if canImport(UIKit)
    override class var viewDelegateProtocols: [Protocol] {
        [UICollectionViewDelegate.self, UICollectionViewDelegateFlowLayout.self]
    }
    #endif

    override class var answeredSelectors: Set<String> {
        super.answeredSelectors.union([
            "collectionView:numberOfItemsInSection:",
            "collectionView:cellForItemAtIndexPath:",
            "numberOfSectionsInCollectionView:",
            "collectionView:viewForSupplementaryElementOfKind:atIndexPath:",
            "collectionView:canMoveItemAtIndexPath:",
            "collectionView:moveItemAtIndexPath:toIndexPath:",
            "indexTitlesForCollectionView:",
            "collectionView:indexPathForIndexTitle:atIndex:",
            "collectionView:shouldSelectItemAtIndexPath:",
            "collectionView:didSelectItemAtIndexPath:",
            "collectionView:didDeselectItemAtIndexPath:",
            "collectionView:willDisplayCell:forItemAtIndexPath:",
            "collectionView:didEndDisplayingCell:forItemAtIndexPath:",
            "collectionView:targetIndexPathForMoveOfItemFromOriginalIndexPath:atCurrentIndexPath:toProposedIndexPath:",
            "collectionView:targetIndexPathForMoveFromItemAtIndexPath:toProposedIndexPath:",
            "collectionView:contextMenuConfigurationForItemsAtIndexPaths:point:",
            "collectionView:contextMenuConfigurationForItemAtIndexPath:point:",
            "collectionView:layout:sizeForItemAtIndexPath:",
            "collectionView:layout:referenceSizeForHeaderInSection:",
            "collectionView:layout:referenceSizeForFooterInSection:",
        ])
    }

    override class var forwardedSelectors: Set<String> {
        super.forwardedSelectors.union([
            "collectionView:shouldHighlightItemAtIndexPath:",
            "collectionView:didHighlightItemAtIndexPath:",
            "collectionView:didUnhighlightItemAtIndexPath:",
            "collectionView:shouldDeselectItemAtIndexPath:",
            "collectionView:canPerformPrimaryActionForItemAtIndexPath:",
            "collectionView:performPrimaryActionForItemAtIndexPath:",
            "collectionView:willDisplaySupplementaryView:forElementKind:atIndexPath:",
            "collectionView:didEndDisplayingSupplementaryView:forElementOfKind:atIndexPath:",
            "collectionView:transitionLayoutForOldLayout:newLayout:",
            "collectionView:canFocusItemAtIndexPath:",
            "collectionView:shouldUpdateFocusInContext:",
            "collectionView:didUpdateFocusInContext:withAnimationCoordinator:",
            "indexPathForPreferredFocusedViewInCollectionView:",
            "collectionView:selectionFollowsFocusForItemAtIndexPath:",
            "collectionView:targetContentOffsetForProposedContentOffset:",
            "collectionView:canEditItemAtIndexPath:",
            "collectionView:shouldSpringLoadItemAtIndexPath:withContext:",
            "collectionView:shouldBeginMultipleSelectionInteractionAtIndexPath:",
            "collectionView:didBeginMultipleSelectionInteractionAtIndexPath:",
            "collectionViewDidEndMultipleSelectionInteraction:",
            "collectionView:contextMenuConfiguration:highlightPreviewForItemAtIndexPath:",
            "collectionView:contextMenuConfiguration:dismissalPreviewForItemAtIndexPath:",
            "collectionView:willPerformPreviewActionForMenuWithConfiguration:animator:",
            "collectionView:willDisplayContextMenuWithConfiguration:animator:",
            "collectionView:willEndContextMenuInteractionWithConfiguration:animator:",
            "collectionView:sceneActivationConfigurationForItemAtIndexPath:point:",
            "collectionView:previewForHighlightingContextMenuWithConfiguration:",
            "collectionView:previewForDismissingContextMenuWithConfiguration:",
            "collectionView:layout:insetForSectionAtIndex:",
            "collectionView:layout:minimumLineSpacingForSectionAtIndex:",
            "collectionView:layout:minimumInteritemSpacingForSectionAtIndex:",
        ])
    }

    override func didScroll() {
        if let host { source?.collectionHostDidScroll(host) }
    }

    // MARK: Content

    func numberOfSections(in collectionView: UICollectionView) -> Int {
        ask { $0.numberOfSections(in: $1) } ?? 0
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        ask { $0.collectionHost($1, numberOfItemsInSection: section) } ?? 0
    }

    /// The chain's cell, with its item's outline where the item is a tree's (`UIKitCollectionViewProxy+Outline.swift`)
    /// and its accessibility actions (`UIKitCollectionViewProxy+Accessibility.swift`).
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = uiKitView(
            ask { $0.collectionHost($1, cellForItemAt: ItemPath(indexPath)) }, as: UICollectionViewCell.self,
            for: "the cell of item \(indexPath.item) in section \(indexPath.section)")
            ?? collectionView.dequeueReusableCell(withReuseIdentifier: Self.placeholderCellIdentifier, for: indexPath)
        showOutline(on: cell, at: indexPath)
        rowAccessibilityActions.set(accessibilityActions(for: cell, at: indexPath), on: cell)
        return cell
    }

    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        let bound = ask { source, host in
            source.collectionHost(
                host, viewForSupplementaryElementOfKind: kind == UICollectionView.elementKindSectionFooter ? .footer : .header,
                inSection: indexPath.section)
        }
        return uiKitView(bound ?? nil, as: UICollectionReusableView.self, for: "the \(kind) view of section \(indexPath.section)")
            ?? collectionView.dequeueReusableSupplementaryView(
                ofKind: kind, withReuseIdentifier: Self.emptyViewIdentifier, for: indexPath)
    }

    /// The index's titles (`bind(sectionIndexTitles:)`), which UIKit shows from iOS 14.
    @available(iOS 14.0, *)
    func indexTitles(for collectionView: UICollectionView) -> [String]? {
        ask { $0.sectionIndexTitles(for: $1) } ?? nil
    }

    /// The section a title jumps to, as UIKit takes a whole section: an index path of one index.
    @available(iOS 14.0, *)
    func collectionView(_ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int) -> IndexPath {
        IndexPath(index: ask { $0.collectionHost($1, sectionForSectionIndexTitle: title, at: index) } ?? index)
    }

    // MARK: Sizes

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        size(ask { $0.collectionHost($1, sizeForItemAt: ItemPath(indexPath)) },
             else: (flowLayoutDelegate?.collectionView(_:layout:sizeForItemAt:))?(
                collectionView, collectionViewLayout, indexPath)
                ?? flowLayout(collectionViewLayout)?.itemSize)
    }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForHeaderInSection section: Int
    ) -> CGSize {
        referenceSize(
            .header, inSection: section, layout: flowLayout(collectionViewLayout),
            else: (flowLayoutDelegate?.collectionView(_:layout:referenceSizeForHeaderInSection:))?(
                collectionView, collectionViewLayout, section))
    }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForFooterInSection section: Int
    ) -> CGSize {
        referenceSize(
            .footer, inSection: section, layout: flowLayout(collectionViewLayout),
            else: (flowLayoutDelegate?.collectionView(_:layout:referenceSizeForFooterInSection:))?(
                collectionView, collectionViewLayout, section))
    }

    /// A header's or footer's bound size, else the app delegate's, else the flow layout's reference size.
    private func referenceSize(
        _ kind: SupplementaryViewKind, inSection section: Int, layout: UICollectionViewFlowLayout?, else app: CGSize?
    ) -> CGSize {
        size(ask { $0.collectionHost($1, sizeForSupplementaryElementOfKind: kind, inSection: section) },
             else: app ?? (kind == .header ? layout?.headerReferenceSize : layout?.footerReferenceSize))
    }

    // MARK: Events

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        ask { $0.collectionHost($1, didSelectItemAt: ItemPath(indexPath)) }
        (collectionViewDelegate?.collectionView(_:didSelectItemAt:))?(collectionView, indexPath)
    }

    func collectionView(
        _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {
        ask { $0.collectionHost($1, willDisplay: cell, forItemAt: ItemPath(indexPath)) }
        (collectionViewDelegate?.collectionView(_:willDisplay:forItemAt:))?(collectionView, cell, indexPath)
    }

    /// The chains' `onDisappear`, then the app's delegate.
    func collectionView(
        _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {
        ask { $0.collectionHost($1, didEndDisplaying: cell, forItemAt: ItemPath(indexPath)) }
        (collectionViewDelegate?.collectionView(_:didEndDisplaying:forItemAt:))?(collectionView, cell, indexPath)
    }

    /// An item a chain's `canSelect` refuses is not selected; else the app's delegate decides (yes without one).
    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        if ask({ $0.collectionHost($1, shouldSelectItemAt: ItemPath(indexPath)) }) == false { return false }
        return (collectionViewDelegate?.collectionView(_:shouldSelectItemAt:))?(collectionView, indexPath) ?? true
    }

    /// The chains' `onDeselected`, then the app's delegate.
    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
        ask { $0.collectionHost($1, didDeselectItemAt: ItemPath(indexPath)) }
        (collectionViewDelegate?.collectionView(_:didDeselectItemAt:))?(collectionView, indexPath)
    }

    // MARK: Helpers

    /// The host data source's answer, or nil once the binder is gone.
    func ask<Answer>(_ question: (any CollectionViewHostDataSource, UIKitCollectionView) -> Answer) -> Answer? {
        guard let source, let host else { return nil }
        return question(source, host)
    }

    /// A bound size in points, or the layout's own when it is unbound or automatic.
    private func size(_ bound: Size??, else unbound: CGSize?) -> CGSize {
        guard let bound = bound ?? nil, bound.width >= 0, bound.height >= 0 else { return unbound ?? .zero }
        return CGSize(width: bound.width, height: bound.height)
    }
}
