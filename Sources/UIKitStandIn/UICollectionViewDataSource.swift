import Foundation

/// UICollectionView.h: `@protocol UICollectionViewDataSource <NSObject>` (iOS 6.0), `NS_SWIFT_UI_ACTOR`. The first
/// two methods are required; the `@optional` ones have defaults that answer as UIKit does when they are missing.
@MainActor
public protocol UICollectionViewDataSource: NSObjectProtocol {
    /// `- (NSInteger)collectionView:(UICollectionView *)collectionView numberOfItemsInSection:(NSInteger)section;`
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    /// `- (__kindof UICollectionViewCell *)collectionView:(UICollectionView *)collectionView
    /// cellForItemAtIndexPath:(NSIndexPath *)indexPath;`
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    /// `@optional - (NSInteger)numberOfSectionsInCollectionView:(UICollectionView *)collectionView;` — default 1.
    func numberOfSections(in collectionView: UICollectionView) -> Int
    /// `@optional - (UICollectionReusableView *)collectionView:(UICollectionView *)collectionView
    /// viewForSupplementaryElementOfKind:(NSString *)kind atIndexPath:(NSIndexPath *)indexPath;` — the default
    /// stands for a data source that does not implement it, which UIKit asks only when the layout shows no
    /// supplementary views; the stand-in asks only when a header or footer has a size.
    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView
    /// `@optional - (BOOL)collectionView:(UICollectionView *)collectionView canMoveItemAtIndexPath:(NSIndexPath
    /// *)indexPath API_AVAILABLE(ios(9.0));` — the default stands for a data source without it: NO.
    func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool
    /// `@optional - (void)collectionView:(UICollectionView *)collectionView moveItemAtIndexPath:(NSIndexPath
    /// *)sourceIndexPath toIndexPath:(NSIndexPath*)destinationIndexPath API_AVAILABLE(ios(9.0));`
    func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
    /// `@optional - (nullable NSArray<NSString *> *)indexTitlesForCollectionView:(UICollectionView *)collectionView
    /// API_AVAILABLE(ios(14.0), tvos(10.2));` — the header: "Returns a list of index titles to display in the index
    /// view (e.g. ["A", "B", "C" ... "Z", "#"])". The default stands for a data source without it: no index.
    @available(iOS 14.0, tvOS 10.2, *)
    func indexTitles(for collectionView: UICollectionView) -> [String]?
    /// `@optional - (NSIndexPath *)collectionView:(UICollectionView *)collectionView indexPathForIndexTitle:(NSString
    /// *)title atIndex:(NSInteger)index API_AVAILABLE(ios(14.0), tvos(10.2));` — the header: "Returns the index path
    /// that corresponds to the given title / index. (e.g. "B",1) Return an index path with a single index to indicate
    /// an entire section, instead of a specific item." The default (the stand-in's; UIKit asks only a data source that
    /// gives titles): the whole section of the same number.
    @available(iOS 14.0, tvOS 10.2, *)
    func collectionView(_ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int) -> IndexPath
}

extension UICollectionViewDataSource {
    public func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { false }
    public func collectionView(
        _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {}
    public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
    public func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        UICollectionReusableView()
    }
    public func indexTitles(for collectionView: UICollectionView) -> [String]? { nil }
    public func collectionView(
        _ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int
    ) -> IndexPath {
        IndexPath(index: index)
    }
}

/// UICollectionView.h: `@protocol UICollectionViewDelegate <UIScrollViewDelegate>` (iOS 6.0); every method
/// `@optional`, with a default that does nothing.
@MainActor
public protocol UICollectionViewDelegate: UIScrollViewDelegate {
    /// `- (void)collectionView:(UICollectionView *)collectionView didSelectItemAtIndexPath:(NSIndexPath *)indexPath;`
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)
    /// `- (void)collectionView:(UICollectionView *)collectionView willDisplayCell:(UICollectionViewCell *)cell
    /// forItemAtIndexPath:(NSIndexPath *)indexPath API_AVAILABLE(ios(8.0));`
    func collectionView(
        _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath)
    /// `- (NSIndexPath *)collectionView:(UICollectionView *)collectionView
    /// targetIndexPathForMoveFromItemAtIndexPath:(NSIndexPath *)currentIndexPath toProposedIndexPath:(NSIndexPath
    /// *)proposedIndexPath API_DEPRECATED_WITH_REPLACEMENT("collectionView:targetIndexPathForMoveOfItemFromOriginalIndexPath:atCurrentIndexPath:toProposedIndexPath:",
    /// ios(9.0, 15.0));` — UIKit still asks it when the replacement is not implemented.
    @available(iOS, introduced: 9.0, deprecated: 15.0,
               renamed: "collectionView(_:targetIndexPathForMoveOfItemFromOriginalIndexPath:atCurrentIndexPath:toProposedIndexPath:)")
    func collectionView(
        _ collectionView: UICollectionView, targetIndexPathForMoveFromItemAt originalIndexPath: IndexPath,
        toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath
    /// `- (NSIndexPath *)collectionView:(UICollectionView *)collectionView
    /// targetIndexPathForMoveOfItemFromOriginalIndexPath:(NSIndexPath *)originalIndexPath
    /// atCurrentIndexPath:(NSIndexPath *)currentIndexPath toProposedIndexPath:(NSIndexPath *)proposedIndexPath
    /// API_AVAILABLE(ios(15.0));` — the default stands for a delegate without it: UIKit asks the deprecated method.
    @available(iOS 15.0, *)
    func collectionView(
        _ collectionView: UICollectionView,
        targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
        atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath

    // MARK: Forwarded to the app's delegate by Braid's proxy
    // (UICollectionView.h of theos/sdks' iPhoneOS16.5.sdk, whose SDKSettings say iOS 16.4)

    /// `- (BOOL)collectionView:(UICollectionView *)collectionView shouldHighlightItemAtIndexPath:(NSIndexPath
    /// *)indexPath;` — UIKit's answer when it is missing: YES.
    func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool
    /// `- (void)collectionView:(UICollectionView *)collectionView didHighlightItemAtIndexPath:(NSIndexPath
    /// *)indexPath;`
    func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath)
    /// `- (void)collectionView:(UICollectionView *)collectionView didUnhighlightItemAtIndexPath:(NSIndexPath
    /// *)indexPath;`
    func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath)
    /// `- (BOOL)collectionView:(UICollectionView *)collectionView shouldSelectItemAtIndexPath:(NSIndexPath
    /// *)indexPath;` — UIKit's answer when it is missing: YES.
    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool
    /// `- (BOOL)collectionView:(UICollectionView *)collectionView shouldDeselectItemAtIndexPath:(NSIndexPath
    /// *)indexPath;` — UIKit's answer when it is missing: YES.
    func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool
    /// `- (void)collectionView:(UICollectionView *)collectionView didDeselectItemAtIndexPath:(NSIndexPath
    /// *)indexPath;`
    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath)
    /// `- (BOOL)collectionView:(UICollectionView *)collectionView canPerformPrimaryActionForItemAtIndexPath:(NSIndexPath
    /// *)indexPath API_AVAILABLE(ios(16.0), tvos(16.0), watchos(9.0));` — when it is missing: YES when not editing.
    @available(iOS 16.0, *)
    func collectionView(_ collectionView: UICollectionView, canPerformPrimaryActionForItemAt indexPath: IndexPath) -> Bool
    /// `- (void)collectionView:(UICollectionView *)collectionView performPrimaryActionForItemAtIndexPath:(NSIndexPath
    /// *)indexPath API_AVAILABLE(ios(16.0), tvos(16.0), watchos(9.0));`
    @available(iOS 16.0, *)
    func collectionView(_ collectionView: UICollectionView, performPrimaryActionForItemAt indexPath: IndexPath)
    /// `- (void)collectionView:(UICollectionView *)collectionView willDisplaySupplementaryView:(UICollectionReusableView
    /// *)view forElementKind:(NSString *)elementKind atIndexPath:(NSIndexPath *)indexPath API_AVAILABLE(ios(8.0));`
    func collectionView(
        _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
        forElementKind elementKind: String, at indexPath: IndexPath)
    /// `- (void)collectionView:(UICollectionView *)collectionView didEndDisplayingCell:(UICollectionViewCell *)cell
    /// forItemAtIndexPath:(NSIndexPath *)indexPath;`
    func collectionView(
        _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath)
    /// `- (void)collectionView:(UICollectionView *)collectionView didEndDisplayingSupplementaryView:(UICollectionReusableView
    /// *)view forElementOfKind:(NSString *)elementKind atIndexPath:(NSIndexPath *)indexPath;`
    func collectionView(
        _ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView,
        forElementOfKind elementKind: String, at indexPath: IndexPath)
    /// `- (BOOL)collectionView:(UICollectionView *)collectionView canFocusItemAtIndexPath:(NSIndexPath *)indexPath
    /// API_AVAILABLE(ios(9.0));`
    func collectionView(_ collectionView: UICollectionView, canFocusItemAt indexPath: IndexPath) -> Bool
    /// `- (nullable NSIndexPath *)indexPathForPreferredFocusedViewInCollectionView:(UICollectionView *)collectionView
    /// API_AVAILABLE(ios(9.0));`
    func indexPathForPreferredFocusedView(in collectionView: UICollectionView) -> IndexPath?
    /// `- (CGPoint)collectionView:(UICollectionView *)collectionView targetContentOffsetForProposedContentOffset:(CGPoint)
    /// proposedContentOffset API_AVAILABLE(ios(9.0));`
    func collectionView(
        _ collectionView: UICollectionView, targetContentOffsetForProposedContentOffset proposedContentOffset: CGPoint
    ) -> CGPoint
    /// `- (BOOL)collectionView:(UICollectionView *)collectionView canEditItemAtIndexPath:(NSIndexPath *)indexPath
    /// API_AVAILABLE(ios(14.0), tvos(14.0), watchos(7.0));` — "Defaults to `YES`."
    @available(iOS 14.0, *)
    func collectionView(_ collectionView: UICollectionView, canEditItemAt indexPath: IndexPath) -> Bool
    /// `- (BOOL)collectionView:(UICollectionView *)collectionView shouldBeginMultipleSelectionInteractionAtIndexPath:
    /// (NSIndexPath *)indexPath API_AVAILABLE(ios(13.0)) API_UNAVAILABLE(tvos, watchos);` — missing: NO.
    func collectionView(_ collectionView: UICollectionView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath) -> Bool
    /// `- (void)collectionView:(UICollectionView *)collectionView didBeginMultipleSelectionInteractionAtIndexPath:
    /// (NSIndexPath *)indexPath API_AVAILABLE(ios(13.0)) API_UNAVAILABLE(tvos, watchos);`
    func collectionView(_ collectionView: UICollectionView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath)
    /// `- (void)collectionViewDidEndMultipleSelectionInteraction:(UICollectionView *)collectionView
    /// API_AVAILABLE(ios(13.0)) API_UNAVAILABLE(tvos, watchos);`
    func collectionViewDidEndMultipleSelectionInteraction(_ collectionView: UICollectionView)
    /// `- (nullable UIContextMenuConfiguration *)collectionView:(UICollectionView *)collectionView
    /// contextMenuConfigurationForItemsAtIndexPaths:(NSArray<NSIndexPath *> *)indexPaths point:(CGPoint)point
    /// API_AVAILABLE(ios(16.0)) API_UNAVAILABLE(watchos, tvos);`
    @available(iOS 16.0, *)
    func collectionView(
        _ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath], point: CGPoint
    ) -> UIContextMenuConfiguration?
    /// `- (nullable UIContextMenuConfiguration *)collectionView:(UICollectionView *)collectionView
    /// contextMenuConfigurationForItemAtIndexPath:(NSIndexPath *)indexPath point:(CGPoint)point
    /// API_DEPRECATED_WITH_REPLACEMENT("collectionView:contextMenuConfigurationForItemsAtIndexPaths:point:",
    /// ios(13.0, 16.0)) API_UNAVAILABLE(watchos, tvos);` — UIKit asks it before iOS 16.
    @available(iOS, introduced: 13.0, deprecated: 16.0, renamed: "collectionView(_:contextMenuConfigurationForItemsAt:point:)")
    func collectionView(
        _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint
    ) -> UIContextMenuConfiguration?
    /// `- (nonnull UICollectionViewTransitionLayout *)collectionView:(UICollectionView *)collectionView
    /// transitionLayoutForOldLayout:(UICollectionViewLayout *)fromLayout newLayout:(UICollectionViewLayout
    /// *)toLayout;` — when it is missing, a plain `UICollectionViewTransitionLayout` between the two.
    @available(iOS 7.0, *)
    func collectionView(
        _ collectionView: UICollectionView, transitionLayoutForOldLayout fromLayout: UICollectionViewLayout,
        newLayout toLayout: UICollectionViewLayout
    ) -> UICollectionViewTransitionLayout
    /// `- (BOOL)collectionView:(UICollectionView *)collectionView shouldUpdateFocusInContext:
    /// (UICollectionViewFocusUpdateContext *)context API_AVAILABLE(ios(9.0));` — when it is missing, the focus update
    /// goes ahead.
    func collectionView(_ collectionView: UICollectionView, shouldUpdateFocusIn context: UICollectionViewFocusUpdateContext) -> Bool
    /// `- (void)collectionView:(UICollectionView *)collectionView didUpdateFocusInContext:
    /// (UICollectionViewFocusUpdateContext *)context withAnimationCoordinator:(UIFocusAnimationCoordinator
    /// *)coordinator API_AVAILABLE(ios(9.0));`
    func collectionView(
        _ collectionView: UICollectionView, didUpdateFocusIn context: UICollectionViewFocusUpdateContext,
        with coordinator: UIFocusAnimationCoordinator)
    /// `- (BOOL)collectionView:(UICollectionView *)collectionView selectionFollowsFocusForItemAtIndexPath:(NSIndexPath
    /// *)indexPath API_AVAILABLE(ios(15.0)) API_UNAVAILABLE(watchos, tvos);` — "This method is not called if
    /// selectionFollowsFocus is disabled"; when it is missing, the view's `selectionFollowsFocus` stands.
    @available(iOS 15.0, *)
    func collectionView(_ collectionView: UICollectionView, selectionFollowsFocusForItemAt indexPath: IndexPath) -> Bool
    /// `- (BOOL)collectionView:(UICollectionView *)collectionView shouldSpringLoadItemAtIndexPath:(NSIndexPath
    /// *)indexPath withContext:(id<UISpringLoadedInteractionContext>)context API_AVAILABLE(ios(11.0))
    /// API_UNAVAILABLE(tvos, watchos);` — "If this method is not implemented, the default is YES."
    @available(iOS 11.0, *)
    func collectionView(
        _ collectionView: UICollectionView, shouldSpringLoadItemAt indexPath: IndexPath,
        with context: any UISpringLoadedInteractionContext
    ) -> Bool
    /// `- (nullable UITargetedPreview *)collectionView:(UICollectionView *)collectionView
    /// contextMenuConfiguration:(UIContextMenuConfiguration *)configuration
    /// highlightPreviewForItemAtIndexPath:(NSIndexPath *)indexPath API_AVAILABLE(ios(16.0)) API_UNAVAILABLE(watchos,
    /// tvos);` — nil: the view's default preview.
    @available(iOS 16.0, *)
    func collectionView(
        _ collectionView: UICollectionView, contextMenuConfiguration configuration: UIContextMenuConfiguration,
        highlightPreviewForItemAt indexPath: IndexPath
    ) -> UITargetedPreview?
    /// `- (nullable UITargetedPreview *)collectionView:(UICollectionView *)collectionView
    /// contextMenuConfiguration:(UIContextMenuConfiguration *)configuration
    /// dismissalPreviewForItemAtIndexPath:(NSIndexPath *)indexPath API_AVAILABLE(ios(16.0)) API_UNAVAILABLE(watchos,
    /// tvos);` — nil: the view's default.
    @available(iOS 16.0, *)
    func collectionView(
        _ collectionView: UICollectionView, contextMenuConfiguration configuration: UIContextMenuConfiguration,
        dismissalPreviewForItemAt indexPath: IndexPath
    ) -> UITargetedPreview?
    /// `- (void)collectionView:(UICollectionView *)collectionView willPerformPreviewActionForMenuWithConfiguration:
    /// (UIContextMenuConfiguration *)configuration animator:(id<UIContextMenuInteractionCommitAnimating>)animator
    /// API_AVAILABLE(ios(13.0)) API_UNAVAILABLE(watchos, tvos);`
    @available(iOS 13.0, *)
    func collectionView(
        _ collectionView: UICollectionView, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
        animator: any UIContextMenuInteractionCommitAnimating)
    /// `- (void)collectionView:(UICollectionView *)collectionView willDisplayContextMenuWithConfiguration:
    /// (UIContextMenuConfiguration *)configuration animator:(nullable id<UIContextMenuInteractionAnimating>)animator
    /// API_AVAILABLE(ios(13.2)) API_UNAVAILABLE(watchos, tvos);`
    @available(iOS 13.2, *)
    func collectionView(
        _ collectionView: UICollectionView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?)
    /// `- (void)collectionView:(UICollectionView *)collectionView willEndContextMenuInteractionWithConfiguration:
    /// (UIContextMenuConfiguration *)configuration animator:(nullable id<UIContextMenuInteractionAnimating>)animator
    /// API_AVAILABLE(ios(13.2)) API_UNAVAILABLE(watchos, tvos);`
    @available(iOS 13.2, *)
    func collectionView(
        _ collectionView: UICollectionView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?)
    /// `- (nullable UIWindowSceneActivationConfiguration *)collectionView:(UICollectionView *)collectionView
    /// sceneActivationConfigurationForItemAtIndexPath:(NSIndexPath *)indexPath point:(CGPoint)point
    /// API_AVAILABLE(ios(15.0)) API_UNAVAILABLE(watchos, tvos);` — "Return nil to prevent the interaction from
    /// starting."
    @available(iOS 15.0, *)
    func collectionView(
        _ collectionView: UICollectionView, sceneActivationConfigurationForItemAt indexPath: IndexPath, point: CGPoint
    ) -> UIWindowScene.ActivationConfiguration?
    /// `- (nullable UITargetedPreview *)collectionView:(UICollectionView *)collectionView
    /// previewForHighlightingContextMenuWithConfiguration:(UIContextMenuConfiguration *)configuration
    /// API_DEPRECATED_WITH_REPLACEMENT("collectionView:contextMenuConfiguration:highlightPreviewForItemAtIndexPath:",
    /// ios(13.0, 16.0)) API_UNAVAILABLE(watchos, tvos);` — UIKit asks it before iOS 16.
    @available(iOS, introduced: 13.0, deprecated: 16.0,
               renamed: "collectionView(_:contextMenuConfiguration:highlightPreviewForItemAt:)")
    func collectionView(
        _ collectionView: UICollectionView,
        previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview?
    /// `- (nullable UITargetedPreview *)collectionView:(UICollectionView *)collectionView
    /// previewForDismissingContextMenuWithConfiguration:(UIContextMenuConfiguration *)configuration
    /// API_DEPRECATED_WITH_REPLACEMENT("collectionView:contextMenuConfiguration:dismissalPreviewForItemAtIndexPath:",
    /// ios(13.0, 16.0)) API_UNAVAILABLE(watchos, tvos);` — UIKit asks it before iOS 16.
    @available(iOS, introduced: 13.0, deprecated: 16.0,
               renamed: "collectionView(_:contextMenuConfiguration:dismissalPreviewForItemAt:)")
    func collectionView(
        _ collectionView: UICollectionView,
        previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview?
}

extension UICollectionViewDelegate {
    public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
    public func collectionView(
        _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {}
    public func collectionView(
        _ collectionView: UICollectionView, targetIndexPathForMoveFromItemAt originalIndexPath: IndexPath,
        toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath { proposedIndexPath }
    public func collectionView(
        _ collectionView: UICollectionView,
        targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
        atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath {
        self.collectionView(
            collectionView, targetIndexPathForMoveFromItemAt: originalIndexPath, toProposedIndexPath: proposedIndexPath)
    }
    public func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool { true }
    public func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }
    public func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool { true }
    public func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}
    @available(iOS 16.0, *)
    public func collectionView(
        _ collectionView: UICollectionView, canPerformPrimaryActionForItemAt indexPath: IndexPath
    ) -> Bool { !collectionView.isEditing }
    @available(iOS 16.0, *)
    public func collectionView(_ collectionView: UICollectionView, performPrimaryActionForItemAt indexPath: IndexPath) {}
    public func collectionView(
        _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
        forElementKind elementKind: String, at indexPath: IndexPath
    ) {}
    public func collectionView(
        _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {}
    public func collectionView(
        _ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView,
        forElementOfKind elementKind: String, at indexPath: IndexPath
    ) {}
    public func collectionView(_ collectionView: UICollectionView, canFocusItemAt indexPath: IndexPath) -> Bool { true }
    public func indexPathForPreferredFocusedView(in collectionView: UICollectionView) -> IndexPath? { nil }
    public func collectionView(
        _ collectionView: UICollectionView, targetContentOffsetForProposedContentOffset proposedContentOffset: CGPoint
    ) -> CGPoint { proposedContentOffset }
    @available(iOS 14.0, *)
    public func collectionView(_ collectionView: UICollectionView, canEditItemAt indexPath: IndexPath) -> Bool { true }
    public func collectionView(
        _ collectionView: UICollectionView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath
    ) -> Bool { false }
    public func collectionView(
        _ collectionView: UICollectionView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath
    ) {}
    public func collectionViewDidEndMultipleSelectionInteraction(_ collectionView: UICollectionView) {}
    @available(iOS 16.0, *)
    public func collectionView(
        _ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath], point: CGPoint
    ) -> UIContextMenuConfiguration? { nil }
    @available(iOS, introduced: 13.0, deprecated: 16.0, renamed: "collectionView(_:contextMenuConfigurationForItemsAt:point:)")
    public func collectionView(
        _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint
    ) -> UIContextMenuConfiguration? { nil }
    @available(iOS 7.0, *)
    public func collectionView(
        _ collectionView: UICollectionView, transitionLayoutForOldLayout fromLayout: UICollectionViewLayout,
        newLayout toLayout: UICollectionViewLayout
    ) -> UICollectionViewTransitionLayout {
        UICollectionViewTransitionLayout(currentLayout: fromLayout, nextLayout: toLayout)
    }
    public func collectionView(
        _ collectionView: UICollectionView, shouldUpdateFocusIn context: UICollectionViewFocusUpdateContext
    ) -> Bool { true }
    public func collectionView(
        _ collectionView: UICollectionView, didUpdateFocusIn context: UICollectionViewFocusUpdateContext,
        with coordinator: UIFocusAnimationCoordinator
    ) {}
    @available(iOS 15.0, *)
    public func collectionView(_ collectionView: UICollectionView, selectionFollowsFocusForItemAt indexPath: IndexPath) -> Bool {
        collectionView.selectionFollowsFocus
    }
    @available(iOS 11.0, *)
    public func collectionView(
        _ collectionView: UICollectionView, shouldSpringLoadItemAt indexPath: IndexPath,
        with context: any UISpringLoadedInteractionContext
    ) -> Bool { true }
    @available(iOS 16.0, *)
    public func collectionView(
        _ collectionView: UICollectionView, contextMenuConfiguration configuration: UIContextMenuConfiguration,
        highlightPreviewForItemAt indexPath: IndexPath
    ) -> UITargetedPreview? { nil }
    @available(iOS 16.0, *)
    public func collectionView(
        _ collectionView: UICollectionView, contextMenuConfiguration configuration: UIContextMenuConfiguration,
        dismissalPreviewForItemAt indexPath: IndexPath
    ) -> UITargetedPreview? { nil }
    @available(iOS 13.0, *)
    public func collectionView(
        _ collectionView: UICollectionView, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
        animator: any UIContextMenuInteractionCommitAnimating
    ) {}
    @available(iOS 13.2, *)
    public func collectionView(
        _ collectionView: UICollectionView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) {}
    @available(iOS 13.2, *)
    public func collectionView(
        _ collectionView: UICollectionView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) {}
    @available(iOS 15.0, *)
    public func collectionView(
        _ collectionView: UICollectionView, sceneActivationConfigurationForItemAt indexPath: IndexPath, point: CGPoint
    ) -> UIWindowScene.ActivationConfiguration? { nil }
    @available(iOS, introduced: 13.0, deprecated: 16.0,
               renamed: "collectionView(_:contextMenuConfiguration:highlightPreviewForItemAt:)")
    public func collectionView(
        _ collectionView: UICollectionView,
        previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview? { nil }
    @available(iOS, introduced: 13.0, deprecated: 16.0,
               renamed: "collectionView(_:contextMenuConfiguration:dismissalPreviewForItemAt:)")
    public func collectionView(
        _ collectionView: UICollectionView,
        previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview? { nil }
}

/// UICollectionViewFlowLayout.h: `@protocol UICollectionViewDelegateFlowLayout <UICollectionViewDelegate>`
/// (iOS 6.0); every method `@optional`, with a default that answers the flow layout's own property.
@MainActor
public protocol UICollectionViewDelegateFlowLayout: UICollectionViewDelegate {
    /// `- (CGSize)collectionView:(UICollectionView *)collectionView layout:(UICollectionViewLayout*)collectionViewLayout
    /// sizeForItemAtIndexPath:(NSIndexPath *)indexPath;`
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath) -> CGSize
    /// `- (CGSize)collectionView:(UICollectionView *)collectionView layout:(UICollectionViewLayout*)collectionViewLayout
    /// referenceSizeForHeaderInSection:(NSInteger)section;`
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForHeaderInSection section: Int) -> CGSize
    /// `- (CGSize)collectionView:(UICollectionView *)collectionView layout:(UICollectionViewLayout*)collectionViewLayout
    /// referenceSizeForFooterInSection:(NSInteger)section;`
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForFooterInSection section: Int) -> CGSize
    /// `- (UIEdgeInsets)collectionView:(UICollectionView *)collectionView layout:(UICollectionViewLayout*)
    /// collectionViewLayout insetForSectionAtIndex:(NSInteger)section;`
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        insetForSectionAt section: Int) -> UIEdgeInsets
    /// `- (CGFloat)collectionView:(UICollectionView *)collectionView layout:(UICollectionViewLayout*)
    /// collectionViewLayout minimumLineSpacingForSectionAtIndex:(NSInteger)section;`
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumLineSpacingForSectionAt section: Int) -> CGFloat
    /// `- (CGFloat)collectionView:(UICollectionView *)collectionView layout:(UICollectionViewLayout*)
    /// collectionViewLayout minimumInteritemSpacingForSectionAtIndex:(NSInteger)section;`
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumInteritemSpacingForSectionAt section: Int) -> CGFloat
}

extension UICollectionViewDelegateFlowLayout {
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize ?? .zero
    }
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForHeaderInSection section: Int
    ) -> CGSize {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.headerReferenceSize ?? .zero
    }
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForFooterInSection section: Int
    ) -> CGSize {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.footerReferenceSize ?? .zero
    }
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        insetForSectionAt section: Int
    ) -> UIEdgeInsets {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.sectionInset ?? .zero
    }
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumLineSpacing ?? 0
    }
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumInteritemSpacing ?? 0
    }
}
