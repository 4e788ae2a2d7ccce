import Foundation

/// The `UITableViewDelegate` methods the chains do not answer, forwarded to the app's ``tableViewDelegate``; each
/// answers as UIKit does for a missing method when the app's delegate does not have it. On UIKit the proxy claims
/// them only when the app's delegate has them (``ScrollViewForwarding``'s `responds(to:)`).
///
/// Those deprecated on iOS have no method here (UIKit asks their replacements); an app's delegate that has one gets
/// UIKit's message whole, through `forwardingTarget(for:)` (``ProxyDecision``).
extension UIKitTableViewProxy {
    // MARK: Display

    func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {
        (tableViewDelegate?.tableView(_:willDisplayHeaderView:forSection:))?(tableView, view, section)
    }

    func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int) {
        (tableViewDelegate?.tableView(_:willDisplayFooterView:forSection:))?(tableView, view, section)
    }


    func tableView(_ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int) {
        (tableViewDelegate?.tableView(_:didEndDisplayingHeaderView:forSection:))?(tableView, view, section)
    }

    func tableView(_ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int) {
        (tableViewDelegate?.tableView(_:didEndDisplayingFooterView:forSection:))?(tableView, view, section)
    }

    // MARK: Highlight and selection

    /// A content row's detail button (a content cell's `.detailDisclosureButton`) reaches the chain as the cell's
    /// ``RowContentEvent/detailButtonTapped`` (`onDetailButton`), then the app's delegate; any other row's, the app's
    /// delegate only.
    func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
        (tableView.cellForRow(at: indexPath) as? any RowContentShowing)?.userTappedDetailButton()  // another cell has no content to tap
        (tableViewDelegate?.tableView(_:accessoryButtonTappedForRowWith:))?(tableView, indexPath)
    }

    func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        (tableViewDelegate?.tableView(_:shouldHighlightRowAt:))?(tableView, indexPath) ?? true
    }

    func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
        (tableViewDelegate?.tableView(_:didHighlightRowAt:))?(tableView, indexPath)
    }

    func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {
        (tableViewDelegate?.tableView(_:didUnhighlightRowAt:))?(tableView, indexPath)
    }


    func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        // The app's nil means "not this row": only a missing method leaves the row as it is.
        guard let app = tableViewDelegate?.tableView(_:willDeselectRowAt:) else { return indexPath }
        return app(tableView, indexPath)
    }


    @available(iOS 16.0, *)
    func tableView(_ tableView: UITableView, canPerformPrimaryActionForRowAt indexPath: IndexPath) -> Bool {
        (tableViewDelegate?.tableView(_:canPerformPrimaryActionForRowAt:))?(tableView, indexPath) ?? !tableView.isEditing
    }

    @available(iOS 16.0, *)
    func tableView(_ tableView: UITableView, performPrimaryActionForRowAt indexPath: IndexPath) {
        (tableViewDelegate?.tableView(_:performPrimaryActionForRowAt:))?(tableView, indexPath)
    }

    // MARK: Editing

    func tableView(_ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String? {
        (tableViewDelegate?.tableView(_:titleForDeleteConfirmationButtonForRowAt:))?(tableView, indexPath) ?? nil
    }

    func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool {
        (tableViewDelegate?.tableView(_:shouldIndentWhileEditingRowAt:))?(tableView, indexPath) ?? true
    }

    func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {
        (tableViewDelegate?.tableView(_:willBeginEditingRowAt:))?(tableView, indexPath)
    }

    func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {
        (tableViewDelegate?.tableView(_:didEndEditingRowAt:))?(tableView, indexPath)
    }

    // MARK: Focus and multiple selection

    func tableView(_ tableView: UITableView, canFocusRowAt indexPath: IndexPath) -> Bool {
        (tableViewDelegate?.tableView(_:canFocusRowAt:))?(tableView, indexPath) ?? true
    }

    func indexPathForPreferredFocusedView(in tableView: UITableView) -> IndexPath? {
        (tableViewDelegate?.indexPathForPreferredFocusedView(in:))?(tableView) ?? nil
    }

    func tableView(_ tableView: UITableView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath) -> Bool {
        (tableViewDelegate?.tableView(_:shouldBeginMultipleSelectionInteractionAt:))?(tableView, indexPath) ?? false
    }

    func tableView(_ tableView: UITableView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath) {
        (tableViewDelegate?.tableView(_:didBeginMultipleSelectionInteractionAt:))?(tableView, indexPath)
    }

    func tableViewDidEndMultipleSelectionInteraction(_ tableView: UITableView) {
        (tableViewDelegate?.tableViewDidEndMultipleSelectionInteraction)?(tableView)
    }

    func tableView(_ tableView: UITableView, shouldUpdateFocusIn context: UITableViewFocusUpdateContext) -> Bool {
        (tableViewDelegate?.tableView(_:shouldUpdateFocusIn:))?(tableView, context) ?? true
    }

    func tableView(
        _ tableView: UITableView, didUpdateFocusIn context: UITableViewFocusUpdateContext,
        with coordinator: UIFocusAnimationCoordinator
    ) {
        (tableViewDelegate?.tableView(_:didUpdateFocusIn:with:))?(tableView, context, coordinator)
    }

    @available(iOS 15.0, *)
    func tableView(_ tableView: UITableView, selectionFollowsFocusForRowAt indexPath: IndexPath) -> Bool {
        (tableViewDelegate?.tableView(_:selectionFollowsFocusForRowAt:))?(tableView, indexPath) ?? tableView.selectionFollowsFocus
    }

    // MARK: Spring loading

    /// UIKit's answer without the method is YES except for a row in a drag session; the proxy claims the method on
    /// UIKit only when the app's delegate has it, so this YES is the stand-in's.
    func tableView(
        _ tableView: UITableView, shouldSpringLoadRowAt indexPath: IndexPath, with context: any UISpringLoadedInteractionContext
    ) -> Bool {
        (tableViewDelegate?.tableView(_:shouldSpringLoadRowAt:with:))?(tableView, indexPath, context) ?? true
    }

    // MARK: Context menus (the menu itself is the chain's or the app's: UIKitTableViewProxy+ContextMenu.swift)

    @available(iOS 13.0, *)
    func tableView(
        _ tableView: UITableView, previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview? {
        (tableViewDelegate?.tableView(_:previewForHighlightingContextMenuWithConfiguration:))?(tableView, configuration) ?? nil
    }

    @available(iOS 13.0, *)
    func tableView(
        _ tableView: UITableView, previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview? {
        (tableViewDelegate?.tableView(_:previewForDismissingContextMenuWithConfiguration:))?(tableView, configuration) ?? nil
    }

    @available(iOS 13.0, *)
    func tableView(
        _ tableView: UITableView, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
        animator: any UIContextMenuInteractionCommitAnimating
    ) {
        (tableViewDelegate?.tableView(_:willPerformPreviewActionForMenuWith:animator:))?(tableView, configuration, animator)
    }

    @available(iOS 14.0, *)
    func tableView(
        _ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) {
        (tableViewDelegate?.tableView(_:willDisplayContextMenu:animator:))?(tableView, configuration, animator)
    }

    @available(iOS 14.0, *)
    func tableView(
        _ tableView: UITableView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) {
        (tableViewDelegate?.tableView(_:willEndContextMenuInteraction:animator:))?(tableView, configuration, animator)
    }
}
