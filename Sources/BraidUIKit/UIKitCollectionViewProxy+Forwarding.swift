import Foundation

/// The `UICollectionViewDelegate` and `UICollectionViewDelegateFlowLayout` methods the chains do not answer,
/// forwarded to the app's ``collectionViewDelegate``; each answers as UIKit does for a missing method when the app's
/// delegate does not have it. On UIKit the proxy claims them only when the app's delegate has them
/// (``ScrollViewForwarding``'s `responds(to:)`).
///
/// Those deprecated on iOS have no method here (UIKit asks their replacements), except the two context-menu previews
/// UIKit asks before iOS 16, where the proxy answers the deprecated menu method too; an app's delegate that has one
/// of the others gets UIKit's message whole, through `forwardingTarget(for:)` (``ProxyDecision``).
extension UIKitCollectionViewProxy {
    // MARK: Highlight and selection

    func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        (collectionViewDelegate?.collectionView(_:shouldHighlightItemAt:))?(collectionView, indexPath) ?? true
    }

    func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {
        (collectionViewDelegate?.collectionView(_:didHighlightItemAt:))?(collectionView, indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {
        (collectionViewDelegate?.collectionView(_:didUnhighlightItemAt:))?(collectionView, indexPath)
    }


    func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
        (collectionViewDelegate?.collectionView(_:shouldDeselectItemAt:))?(collectionView, indexPath) ?? true
    }


    @available(iOS 16.0, *)
    func collectionView(_ collectionView: UICollectionView, canPerformPrimaryActionForItemAt indexPath: IndexPath) -> Bool {
        (collectionViewDelegate?.collectionView(_:canPerformPrimaryActionForItemAt:))?(collectionView, indexPath)
            ?? !collectionView.isEditing
    }

    @available(iOS 16.0, *)
    func collectionView(_ collectionView: UICollectionView, performPrimaryActionForItemAt indexPath: IndexPath) {
        (collectionViewDelegate?.collectionView(_:performPrimaryActionForItemAt:))?(collectionView, indexPath)
    }

    // MARK: Display

    func collectionView(
        _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
        forElementKind elementKind: String, at indexPath: IndexPath
    ) {
        (collectionViewDelegate?.collectionView(_:willDisplaySupplementaryView:forElementKind:at:))?(
            collectionView, view, elementKind, indexPath)
    }


    func collectionView(
        _ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView,
        forElementOfKind elementKind: String, at indexPath: IndexPath
    ) {
        (collectionViewDelegate?.collectionView(_:didEndDisplayingSupplementaryView:forElementOfKind:at:))?(
            collectionView, view, elementKind, indexPath)
    }

    func collectionView(
        _ collectionView: UICollectionView, targetContentOffsetForProposedContentOffset proposedContentOffset: CGPoint
    ) -> CGPoint {
        (collectionViewDelegate?.collectionView(_:targetContentOffsetForProposedContentOffset:))?(
            collectionView, proposedContentOffset) ?? proposedContentOffset
    }

    // MARK: Editing, focus and multiple selection

    @available(iOS 14.0, *)
    func collectionView(_ collectionView: UICollectionView, canEditItemAt indexPath: IndexPath) -> Bool {
        (collectionViewDelegate?.collectionView(_:canEditItemAt:))?(collectionView, indexPath) ?? true
    }

    func collectionView(_ collectionView: UICollectionView, canFocusItemAt indexPath: IndexPath) -> Bool {
        (collectionViewDelegate?.collectionView(_:canFocusItemAt:))?(collectionView, indexPath) ?? true
    }

    func indexPathForPreferredFocusedView(in collectionView: UICollectionView) -> IndexPath? {
        (collectionViewDelegate?.indexPathForPreferredFocusedView(in:))?(collectionView) ?? nil
    }

    func collectionView(
        _ collectionView: UICollectionView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath
    ) -> Bool {
        (collectionViewDelegate?.collectionView(_:shouldBeginMultipleSelectionInteractionAt:))?(collectionView, indexPath)
            ?? false
    }

    func collectionView(_ collectionView: UICollectionView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath) {
        (collectionViewDelegate?.collectionView(_:didBeginMultipleSelectionInteractionAt:))?(collectionView, indexPath)
    }

    func collectionViewDidEndMultipleSelectionInteraction(_ collectionView: UICollectionView) {
        (collectionViewDelegate?.collectionViewDidEndMultipleSelectionInteraction)?(collectionView)
    }

    func collectionView(
        _ collectionView: UICollectionView, shouldUpdateFocusIn context: UICollectionViewFocusUpdateContext
    ) -> Bool {
        (collectionViewDelegate?.collectionView(_:shouldUpdateFocusIn:))?(collectionView, context) ?? true
    }

    func collectionView(
        _ collectionView: UICollectionView, didUpdateFocusIn context: UICollectionViewFocusUpdateContext,
        with coordinator: UIFocusAnimationCoordinator
    ) {
        (collectionViewDelegate?.collectionView(_:didUpdateFocusIn:with:))?(collectionView, context, coordinator)
    }

    @available(iOS 15.0, *)
    func collectionView(_ collectionView: UICollectionView, selectionFollowsFocusForItemAt indexPath: IndexPath) -> Bool {
        (collectionViewDelegate?.collectionView(_:selectionFollowsFocusForItemAt:))?(collectionView, indexPath)
            ?? collectionView.selectionFollowsFocus
    }

    // MARK: Spring loading, layout transitions and scene activation

    func collectionView(
        _ collectionView: UICollectionView, shouldSpringLoadItemAt indexPath: IndexPath,
        with context: any UISpringLoadedInteractionContext
    ) -> Bool {
        (collectionViewDelegate?.collectionView(_:shouldSpringLoadItemAt:with:))?(collectionView, indexPath, context) ?? true
    }

    /// Without the app's, a plain transition layout between the two, as UIKit makes.
    func collectionView(
        _ collectionView: UICollectionView, transitionLayoutForOldLayout fromLayout: UICollectionViewLayout,
        newLayout toLayout: UICollectionViewLayout
    ) -> UICollectionViewTransitionLayout {
        (collectionViewDelegate?.collectionView(_:transitionLayoutForOldLayout:newLayout:))?(collectionView, fromLayout, toLayout)
            ?? UICollectionViewTransitionLayout(currentLayout: fromLayout, nextLayout: toLayout)
    }

    @available(iOS 15.0, *)
    func collectionView(
        _ collectionView: UICollectionView, sceneActivationConfigurationForItemAt indexPath: IndexPath, point: CGPoint
    ) -> UIWindowScene.ActivationConfiguration? {
        (collectionViewDelegate?.collectionView(_:sceneActivationConfigurationForItemAt:point:))?(collectionView, indexPath, point)
            ?? nil
    }

    // MARK: Context menus (the menu itself is the chain's or the app's: UIKitCollectionViewProxy+ContextMenu.swift)

    @available(iOS 16.0, *)
    func collectionView(
        _ collectionView: UICollectionView, contextMenuConfiguration configuration: UIContextMenuConfiguration,
        highlightPreviewForItemAt indexPath: IndexPath
    ) -> UITargetedPreview? {
        (collectionViewDelegate?.collectionView(_:contextMenuConfiguration:highlightPreviewForItemAt:))?(
            collectionView, configuration, indexPath) ?? nil
    }

    @available(iOS 16.0, *)
    func collectionView(
        _ collectionView: UICollectionView, contextMenuConfiguration configuration: UIContextMenuConfiguration,
        dismissalPreviewForItemAt indexPath: IndexPath
    ) -> UITargetedPreview? {
        (collectionViewDelegate?.collectionView(_:contextMenuConfiguration:dismissalPreviewForItemAt:))?(
            collectionView, configuration, indexPath) ?? nil
    }

    /// The highlight preview iOS 13 to 15 ask for (iOS 16 asks the method above instead).
    @available(iOS, introduced: 13.0, deprecated: 16.0)
    func collectionView(
        _ collectionView: UICollectionView,
        previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview? {
        (collectionViewDelegate?.collectionView(_:previewForHighlightingContextMenuWithConfiguration:))?(
            collectionView, configuration) ?? nil
    }

    /// The dismissal preview iOS 13 to 15 ask for (iOS 16 asks the method above instead).
    @available(iOS, introduced: 13.0, deprecated: 16.0)
    func collectionView(
        _ collectionView: UICollectionView,
        previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview? {
        (collectionViewDelegate?.collectionView(_:previewForDismissingContextMenuWithConfiguration:))?(
            collectionView, configuration) ?? nil
    }

    @available(iOS 13.0, *)
    func collectionView(
        _ collectionView: UICollectionView, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
        animator: any UIContextMenuInteractionCommitAnimating
    ) {
        (collectionViewDelegate?.collectionView(_:willPerformPreviewActionForMenuWith:animator:))?(
            collectionView, configuration, animator)
    }

    @available(iOS 13.2, *)
    func collectionView(
        _ collectionView: UICollectionView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) {
        (collectionViewDelegate?.collectionView(_:willDisplayContextMenu:animator:))?(collectionView, configuration, animator)
    }

    @available(iOS 13.2, *)
    func collectionView(
        _ collectionView: UICollectionView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) {
        (collectionViewDelegate?.collectionView(_:willEndContextMenuInteraction:animator:))?(collectionView, configuration, animator)
    }

    // MARK: Flow layout

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        insetForSectionAt section: Int
    ) -> UIEdgeInsets {
        (flowLayoutDelegate?.collectionView(_:layout:insetForSectionAt:))?(collectionView, collectionViewLayout, section)
            ?? flowLayout(collectionViewLayout)?.sectionInset ?? .zero
    }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat {
        (flowLayoutDelegate?.collectionView(_:layout:minimumLineSpacingForSectionAt:))?(
            collectionView, collectionViewLayout, section)
            ?? flowLayout(collectionViewLayout)?.minimumLineSpacing ?? 0
    }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat {
        (flowLayoutDelegate?.collectionView(_:layout:minimumInteritemSpacingForSectionAt:))?(
            collectionView, collectionViewLayout, section)
            ?? flowLayout(collectionViewLayout)?.minimumInteritemSpacing ?? 0
    }
}
