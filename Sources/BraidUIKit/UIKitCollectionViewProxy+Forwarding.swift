import Foundation

/// The `UICollectionViewDelegate` and `UICollectionViewDelegateFlowLayout` methods the chains do not answer,
/// forwarded to the app's ``collectionViewDelegate``; each answers as UIKit does for a missing method when the app's
/// delegate does not have it. On UIKit the proxy claims them only when the app's delegate has them
/// (``ScrollViewForwarding``'s `responds(to:)`).
///
/// Not forwarded yet (Scripts/uikit-delegate-not-forwarded.txt says why): the focus-update, spring-loading,
/// `selectionFollowsFocus`, layout-transition, scene-activation and context-menu methods, and those deprecated on iOS.
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

    // MARK: Flow layout

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        insetForSectionAt section: Int
    ) -> UIEdgeInsets {
        (flowLayoutDelegate?.collectionView(_:layout:insetForSectionAt:))?(collectionView, collectionViewLayout, section)
            ?? (collectionViewLayout as? UICollectionViewFlowLayout)?.sectionInset ?? .zero
    }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat {
        (flowLayoutDelegate?.collectionView(_:layout:minimumLineSpacingForSectionAt:))?(
            collectionView, collectionViewLayout, section)
            ?? (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumLineSpacing ?? 0
    }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat {
        (flowLayoutDelegate?.collectionView(_:layout:minimumInteritemSpacingForSectionAt:))?(
            collectionView, collectionViewLayout, section)
            ?? (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumInteritemSpacing ?? 0
    }
}
