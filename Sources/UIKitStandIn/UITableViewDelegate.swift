import Foundation

/// UITableView.h: `@protocol UITableViewDelegate<NSObject, UIScrollViewDelegate>` (iOS 2.0), `NS_SWIFT_UI_ACTOR`.
/// Every method is `@optional`; the defaults answer as UIKit does when a method is missing — the table's own
/// property (`rowHeight`, `estimatedRowHeight`, `sectionHeaderHeight`, …), no view, nothing done.
@MainActor
public protocol UITableViewDelegate: UIScrollViewDelegate {
    /// `- (void)tableView:(UITableView *)tableView willDisplayCell:(UITableViewCell *)cell
    /// forRowAtIndexPath:(NSIndexPath *)indexPath;`
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)
    /// `- (CGFloat)tableView:(UITableView *)tableView heightForRowAtIndexPath:(NSIndexPath *)indexPath;`
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
    /// `- (CGFloat)tableView:(UITableView *)tableView heightForHeaderInSection:(NSInteger)section;`
    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat
    /// `- (CGFloat)tableView:(UITableView *)tableView heightForFooterInSection:(NSInteger)section;`
    func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat
    /// `- (CGFloat)tableView:(UITableView *)tableView estimatedHeightForRowAtIndexPath:(NSIndexPath *)indexPath;`
    func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat
    /// `- (CGFloat)tableView:(UITableView *)tableView estimatedHeightForHeaderInSection:(NSInteger)section;`
    func tableView(_ tableView: UITableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat
    /// `- (CGFloat)tableView:(UITableView *)tableView estimatedHeightForFooterInSection:(NSInteger)section;`
    func tableView(_ tableView: UITableView, estimatedHeightForFooterInSection section: Int) -> CGFloat
    /// `- (nullable UIView *)tableView:(UITableView *)tableView viewForHeaderInSection:(NSInteger)section;`
    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView?
    /// `- (nullable UIView *)tableView:(UITableView *)tableView viewForFooterInSection:(NSInteger)section;`
    func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView?
    /// `- (void)tableView:(UITableView *)tableView didSelectRowAtIndexPath:(NSIndexPath *)indexPath;`
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
    /// `- (UITableViewCellEditingStyle)tableView:(UITableView *)tableView
    /// editingStyleForRowAtIndexPath:(NSIndexPath *)indexPath;` — UIKit's default for an editable row: delete.
    func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle
    /// `- (nullable UISwipeActionsConfiguration *)tableView:(UITableView *)tableView
    /// leadingSwipeActionsConfigurationForRowAtIndexPath:(NSIndexPath *)indexPath API_AVAILABLE(ios(11.0));`
    func tableView(
        _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration?
    /// `- (nullable UISwipeActionsConfiguration *)tableView:(UITableView *)tableView
    /// trailingSwipeActionsConfigurationForRowAtIndexPath:(NSIndexPath *)indexPath API_AVAILABLE(ios(11.0));`
    func tableView(
        _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration?
    /// `- (NSIndexPath *)tableView:(UITableView *)tableView targetIndexPathForMoveFromRowAtIndexPath:(NSIndexPath
    /// *)sourceIndexPath toProposedIndexPath:(NSIndexPath *)proposedDestinationIndexPath;`
    func tableView(
        _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath

    // MARK: Forwarded to the app's delegate by Braid's proxy
    // (UITableView.h of theos/sdks' iPhoneOS16.5.sdk, whose SDKSettings say iOS 16.4)

    /// `- (void)tableView:(UITableView *)tableView willDisplayHeaderView:(UIView *)view
    /// forSection:(NSInteger)section API_AVAILABLE(ios(6.0));`
    func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int)
    /// `- (void)tableView:(UITableView *)tableView willDisplayFooterView:(UIView *)view
    /// forSection:(NSInteger)section API_AVAILABLE(ios(6.0));`
    func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int)
    /// `- (void)tableView:(UITableView *)tableView didEndDisplayingCell:(UITableViewCell *)cell
    /// forRowAtIndexPath:(NSIndexPath*)indexPath API_AVAILABLE(ios(6.0));`
    func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath)
    /// `- (void)tableView:(UITableView *)tableView didEndDisplayingHeaderView:(UIView *)view
    /// forSection:(NSInteger)section API_AVAILABLE(ios(6.0));`
    func tableView(_ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int)
    /// `- (void)tableView:(UITableView *)tableView didEndDisplayingFooterView:(UIView *)view
    /// forSection:(NSInteger)section API_AVAILABLE(ios(6.0));`
    func tableView(_ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int)
    /// `- (void)tableView:(UITableView *)tableView accessoryButtonTappedForRowWithIndexPath:(NSIndexPath *)indexPath;`
    func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath)
    /// `- (BOOL)tableView:(UITableView *)tableView shouldHighlightRowAtIndexPath:(NSIndexPath *)indexPath
    /// API_AVAILABLE(ios(6.0));` — UIKit's answer when it is missing: YES.
    func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool
    /// `- (void)tableView:(UITableView *)tableView didHighlightRowAtIndexPath:(NSIndexPath *)indexPath
    /// API_AVAILABLE(ios(6.0));`
    func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath)
    /// `- (void)tableView:(UITableView *)tableView didUnhighlightRowAtIndexPath:(NSIndexPath *)indexPath
    /// API_AVAILABLE(ios(6.0));`
    func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath)
    /// `- (nullable NSIndexPath *)tableView:(UITableView *)tableView willSelectRowAtIndexPath:(NSIndexPath *)indexPath;`
    /// — when it is missing, the row is selected.
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
    /// `- (nullable NSIndexPath *)tableView:(UITableView *)tableView willDeselectRowAtIndexPath:(NSIndexPath *)indexPath
    /// API_AVAILABLE(ios(3.0));` — when it is missing, the row is deselected.
    func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath?
    /// `- (void)tableView:(UITableView *)tableView didDeselectRowAtIndexPath:(NSIndexPath *)indexPath
    /// API_AVAILABLE(ios(3.0));`
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath)
    /// `- (BOOL)tableView:(UITableView *)tableView canPerformPrimaryActionForRowAtIndexPath:(NSIndexPath *)indexPath
    /// API_AVAILABLE(ios(16.0), tvos(16.0), watchos(9.0));` — "If not implemented defaults to `YES` when not editing
    /// and `NO` when editing."
    @available(iOS 16.0, *)
    func tableView(_ tableView: UITableView, canPerformPrimaryActionForRowAt indexPath: IndexPath) -> Bool
    /// `- (void)tableView:(UITableView *)tableView performPrimaryActionForRowAtIndexPath:(NSIndexPath *)indexPath
    /// API_AVAILABLE(ios(16.0), tvos(16.0), watchos(9.0));`
    @available(iOS 16.0, *)
    func tableView(_ tableView: UITableView, performPrimaryActionForRowAt indexPath: IndexPath)
    /// `- (nullable NSString *)tableView:(UITableView *)tableView
    /// titleForDeleteConfirmationButtonForRowAtIndexPath:(NSIndexPath *)indexPath API_AVAILABLE(ios(3.0))
    /// API_UNAVAILABLE(tvos);` — nil here stands for UIKit's localized "Delete".
    func tableView(_ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String?
    /// `- (BOOL)tableView:(UITableView *)tableView shouldIndentWhileEditingRowAtIndexPath:(NSIndexPath *)indexPath;`
    /// — UIKit's answer when it is missing: YES.
    func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool
    /// `- (void)tableView:(UITableView *)tableView willBeginEditingRowAtIndexPath:(NSIndexPath *)indexPath
    /// API_UNAVAILABLE(tvos);`
    func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath)
    /// `- (void)tableView:(UITableView *)tableView didEndEditingRowAtIndexPath:(nullable NSIndexPath *)indexPath
    /// API_UNAVAILABLE(tvos);`
    func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?)
    /// `- (NSInteger)tableView:(UITableView *)tableView indentationLevelForRowAtIndexPath:(NSIndexPath *)indexPath;`
    func tableView(_ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath) -> Int
    /// `- (BOOL)tableView:(UITableView *)tableView canFocusRowAtIndexPath:(NSIndexPath *)indexPath
    /// API_AVAILABLE(ios(9.0));`
    func tableView(_ tableView: UITableView, canFocusRowAt indexPath: IndexPath) -> Bool
    /// `- (nullable NSIndexPath *)indexPathForPreferredFocusedViewInTableView:(UITableView *)tableView
    /// API_AVAILABLE(ios(9.0));`
    func indexPathForPreferredFocusedView(in tableView: UITableView) -> IndexPath?
    /// `- (BOOL)tableView:(UITableView *)tableView shouldBeginMultipleSelectionInteractionAtIndexPath:(NSIndexPath
    /// *)indexPath API_AVAILABLE(ios(13.0)) API_UNAVAILABLE(tvos, watchos);` — "If this method is not implemented, the
    /// default is NO."
    func tableView(_ tableView: UITableView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath) -> Bool
    /// `- (void)tableView:(UITableView *)tableView didBeginMultipleSelectionInteractionAtIndexPath:(NSIndexPath
    /// *)indexPath API_AVAILABLE(ios(13.0)) API_UNAVAILABLE(tvos, watchos);`
    func tableView(_ tableView: UITableView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath)
    /// `- (void)tableViewDidEndMultipleSelectionInteraction:(UITableView *)tableView API_AVAILABLE(ios(13.0))
    /// API_UNAVAILABLE(tvos, watchos);`
    func tableViewDidEndMultipleSelectionInteraction(_ tableView: UITableView)
    /// `- (nullable UIContextMenuConfiguration *)tableView:(UITableView *)tableView
    /// contextMenuConfigurationForRowAtIndexPath:(NSIndexPath *)indexPath point:(CGPoint)point
    /// API_AVAILABLE(ios(13.0)) API_UNAVAILABLE(watchos, tvos);`
    @available(iOS 13.0, *)
    func tableView(
        _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
    ) -> UIContextMenuConfiguration?
    /// `- (BOOL)tableView:(UITableView *)tableView shouldUpdateFocusInContext:(UITableViewFocusUpdateContext *)context
    /// API_AVAILABLE(ios(9.0));` — when it is missing, the focus update goes ahead.
    func tableView(_ tableView: UITableView, shouldUpdateFocusIn context: UITableViewFocusUpdateContext) -> Bool
    /// `- (void)tableView:(UITableView *)tableView didUpdateFocusInContext:(UITableViewFocusUpdateContext *)context
    /// withAnimationCoordinator:(UIFocusAnimationCoordinator *)coordinator API_AVAILABLE(ios(9.0));`
    func tableView(
        _ tableView: UITableView, didUpdateFocusIn context: UITableViewFocusUpdateContext,
        with coordinator: UIFocusAnimationCoordinator)
    /// `- (BOOL)tableView:(UITableView *)tableView selectionFollowsFocusForRowAtIndexPath:(NSIndexPath *)indexPath
    /// API_AVAILABLE(ios(15.0)) API_UNAVAILABLE(watchos, tvos);` — "This method is not called if selectionFollowsFocus
    /// is disabled"; when it is missing, the table's `selectionFollowsFocus` stands.
    @available(iOS 15.0, *)
    func tableView(_ tableView: UITableView, selectionFollowsFocusForRowAt indexPath: IndexPath) -> Bool
    /// `- (BOOL)tableView:(UITableView *)tableView shouldSpringLoadRowAtIndexPath:(NSIndexPath *)indexPath
    /// withContext:(id<UISpringLoadedInteractionContext>)context API_AVAILABLE(ios(11.0)) API_UNAVAILABLE(tvos,
    /// watchos);` — "If this method is not implemented, the default is YES except when the row is part of a drag
    /// session" (the stand-in has no drag sessions).
    @available(iOS 11.0, *)
    func tableView(
        _ tableView: UITableView, shouldSpringLoadRowAt indexPath: IndexPath, with context: any UISpringLoadedInteractionContext
    ) -> Bool
    /// `- (nullable UITargetedPreview *)tableView:(UITableView *)tableView
    /// previewForHighlightingContextMenuWithConfiguration:(UIContextMenuConfiguration *)configuration
    /// API_AVAILABLE(ios(13.0)) API_UNAVAILABLE(watchos, tvos);` — nil: the table's default preview.
    @available(iOS 13.0, *)
    func tableView(
        _ tableView: UITableView, previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview?
    /// `- (nullable UITargetedPreview *)tableView:(UITableView *)tableView
    /// previewForDismissingContextMenuWithConfiguration:(UIContextMenuConfiguration *)configuration
    /// API_AVAILABLE(ios(13.0)) API_UNAVAILABLE(watchos, tvos);` — nil: the table's default.
    @available(iOS 13.0, *)
    func tableView(
        _ tableView: UITableView, previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview?
    /// `- (void)tableView:(UITableView *)tableView willPerformPreviewActionForMenuWithConfiguration:
    /// (UIContextMenuConfiguration *)configuration animator:(id<UIContextMenuInteractionCommitAnimating>)animator
    /// API_AVAILABLE(ios(13.0)) API_UNAVAILABLE(watchos, tvos);`
    @available(iOS 13.0, *)
    func tableView(
        _ tableView: UITableView, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
        animator: any UIContextMenuInteractionCommitAnimating)
    /// `- (void)tableView:(UITableView *)tableView willDisplayContextMenuWithConfiguration:(UIContextMenuConfiguration
    /// *)configuration animator:(nullable id<UIContextMenuInteractionAnimating>)animator API_AVAILABLE(ios(14.0))
    /// API_UNAVAILABLE(watchos, tvos);`
    @available(iOS 14.0, *)
    func tableView(
        _ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?)
    /// `- (void)tableView:(UITableView *)tableView willEndContextMenuInteractionWithConfiguration:
    /// (UIContextMenuConfiguration *)configuration animator:(nullable id<UIContextMenuInteractionAnimating>)animator
    /// API_AVAILABLE(ios(14.0)) API_UNAVAILABLE(watchos, tvos);`
    @available(iOS 14.0, *)
    func tableView(
        _ tableView: UITableView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?)
}

extension UITableViewDelegate {
    public func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        tableView.rowHeight
    }
    public func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        tableView.sectionHeaderHeight
    }
    public func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
        tableView.sectionFooterHeight
    }
    public func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        tableView.estimatedRowHeight
    }
    public func tableView(_ tableView: UITableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat {
        tableView.estimatedSectionHeaderHeight
    }
    public func tableView(_ tableView: UITableView, estimatedHeightForFooterInSection section: Int) -> CGFloat {
        tableView.estimatedSectionFooterHeight
    }
    public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }
    public func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { nil }
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle {
        .delete
    }
    public func tableView(
        _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? { nil }
    public func tableView(
        _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? { nil }
    public func tableView(
        _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath { proposedDestinationIndexPath }

    public func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {}
    public func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int) {}
    public func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int) {}
    public func tableView(_ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int) {}
    public func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
    public func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    public func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
    @available(iOS 16.0, *)
    public func tableView(_ tableView: UITableView, canPerformPrimaryActionForRowAt indexPath: IndexPath) -> Bool {
        !tableView.isEditing
    }
    @available(iOS 16.0, *)
    public func tableView(_ tableView: UITableView, performPrimaryActionForRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String? {
        nil
    }
    public func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool { true }
    public func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {}
    public func tableView(_ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath) -> Int { 0 }
    public func tableView(_ tableView: UITableView, canFocusRowAt indexPath: IndexPath) -> Bool { true }
    public func indexPathForPreferredFocusedView(in tableView: UITableView) -> IndexPath? { nil }
    public func tableView(_ tableView: UITableView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath) -> Bool {
        false
    }
    public func tableView(_ tableView: UITableView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath) {}
    public func tableViewDidEndMultipleSelectionInteraction(_ tableView: UITableView) {}
    @available(iOS 13.0, *)
    public func tableView(
        _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
    ) -> UIContextMenuConfiguration? { nil }
    public func tableView(_ tableView: UITableView, shouldUpdateFocusIn context: UITableViewFocusUpdateContext) -> Bool {
        true
    }
    public func tableView(
        _ tableView: UITableView, didUpdateFocusIn context: UITableViewFocusUpdateContext,
        with coordinator: UIFocusAnimationCoordinator
    ) {}
    @available(iOS 15.0, *)
    public func tableView(_ tableView: UITableView, selectionFollowsFocusForRowAt indexPath: IndexPath) -> Bool {
        tableView.selectionFollowsFocus
    }
    @available(iOS 11.0, *)
    public func tableView(
        _ tableView: UITableView, shouldSpringLoadRowAt indexPath: IndexPath, with context: any UISpringLoadedInteractionContext
    ) -> Bool { true }
    @available(iOS 13.0, *)
    public func tableView(
        _ tableView: UITableView, previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview? { nil }
    @available(iOS 13.0, *)
    public func tableView(
        _ tableView: UITableView, previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview? { nil }
    @available(iOS 13.0, *)
    public func tableView(
        _ tableView: UITableView, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
        animator: any UIContextMenuInteractionCommitAnimating
    ) {}
    @available(iOS 14.0, *)
    public func tableView(
        _ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) {}
    @available(iOS 14.0, *)
    public func tableView(
        _ tableView: UITableView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) {}
}
