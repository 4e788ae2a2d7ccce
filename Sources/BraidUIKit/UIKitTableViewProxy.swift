import Foundation

/// The table's data source and delegate: it turns UIKit's questions into the host data source's, and forwards
/// scrolling to the app (``ScrollViewForwarding``) and every other `UITableViewDelegate` method to the app's
/// ``tableViewDelegate`` (`UIKitTableViewProxy+Forwarding.swift`).
///
/// Where both could answer, what a chain bound wins, and otherwise the app's delegate answers: a height, a header or
/// footer view, swipe actions, a tree row's indentation level. Selection and display are told to the chain and then
/// to the app's delegate.
///
/// A bound height answers in points. Unbound and automatic ones (the host data source's nil) answer the table's own
/// properties — `rowHeight`, `estimatedRowHeight`, `sectionHeaderHeight`, … — which are
/// `UITableView.automaticDimension` unless the app set them: implementing the height methods never turns
/// self-sizing off.
@MainActor
final class UIKitTableViewProxy: ScrollViewForwarding, UITableViewDataSource, UITableViewDelegate {
    weak var host: UIKitTableView?
    weak var source: (any TableViewHostDataSource)?
    /// The app's table view delegate, told what the chains do not answer. Held weakly.
    weak var tableViewDelegate: (any UITableViewDelegate)? { didSet { appDelegateSet(tableViewDelegate) } }
    /// The accessibility actions set on the cells (`+Accessibility.swift`).
    let rowAccessibilityActions = RowAccessibilityActions()
    /// The cells given a tree's outline (`UIKitTableViewProxy+Outline.swift`).
    let outlinedCells = OutlinedCells<UITableViewCell>()

    override func delegatesChanged() { host?.delegatesChanged() }

    override var viewDelegate: (any UIScrollViewDelegate)? { tableViewDelegate }

    #if canImport(UIKit)
    override class var viewDelegateProtocols: [Protocol] { [UITableViewDelegate.self] }
    #endif

    override class var answeredSelectors: Set<String> {
        super.answeredSelectors.union([
            "tableView:numberOfRowsInSection:",
            "tableView:cellForRowAtIndexPath:",
            "numberOfSectionsInTableView:",
            "tableView:titleForHeaderInSection:",
            "tableView:titleForFooterInSection:",
            "tableView:canEditRowAtIndexPath:",
            "tableView:canMoveRowAtIndexPath:",
            "sectionIndexTitlesForTableView:",
            "tableView:sectionForSectionIndexTitle:atIndex:",
            "tableView:commitEditingStyle:forRowAtIndexPath:",
            "tableView:moveRowAtIndexPath:toIndexPath:",
            "tableView:willDisplayCell:forRowAtIndexPath:",
            "tableView:didEndDisplayingCell:forRowAtIndexPath:",
            "tableView:heightForRowAtIndexPath:",
            "tableView:heightForHeaderInSection:",
            "tableView:heightForFooterInSection:",
            "tableView:estimatedHeightForRowAtIndexPath:",
            "tableView:estimatedHeightForHeaderInSection:",
            "tableView:estimatedHeightForFooterInSection:",
            "tableView:viewForHeaderInSection:",
            "tableView:viewForFooterInSection:",
            "tableView:willSelectRowAtIndexPath:",
            "tableView:didSelectRowAtIndexPath:",
            "tableView:accessoryButtonTappedForRowWithIndexPath:",
            "tableView:didDeselectRowAtIndexPath:",
            "tableView:editingStyleForRowAtIndexPath:",
            "tableView:leadingSwipeActionsConfigurationForRowAtIndexPath:",
            "tableView:trailingSwipeActionsConfigurationForRowAtIndexPath:",
            "tableView:targetIndexPathForMoveFromRowAtIndexPath:toProposedIndexPath:",
            "tableView:indentationLevelForRowAtIndexPath:",
            "tableView:contextMenuConfigurationForRowAtIndexPath:point:",
        ])
    }

    override class var forwardedSelectors: Set<String> {
        super.forwardedSelectors.union([
            "tableView:willDisplayHeaderView:forSection:",
            "tableView:willDisplayFooterView:forSection:",
            "tableView:didEndDisplayingHeaderView:forSection:",
            "tableView:didEndDisplayingFooterView:forSection:",
            "tableView:shouldHighlightRowAtIndexPath:",
            "tableView:didHighlightRowAtIndexPath:",
            "tableView:didUnhighlightRowAtIndexPath:",
            "tableView:willDeselectRowAtIndexPath:",
            "tableView:canPerformPrimaryActionForRowAtIndexPath:",
            "tableView:performPrimaryActionForRowAtIndexPath:",
            "tableView:titleForDeleteConfirmationButtonForRowAtIndexPath:",
            "tableView:shouldIndentWhileEditingRowAtIndexPath:",
            "tableView:willBeginEditingRowAtIndexPath:",
            "tableView:didEndEditingRowAtIndexPath:",
            "tableView:canFocusRowAtIndexPath:",
            "tableView:shouldUpdateFocusInContext:",
            "tableView:didUpdateFocusInContext:withAnimationCoordinator:",
            "indexPathForPreferredFocusedViewInTableView:",
            "tableView:selectionFollowsFocusForRowAtIndexPath:",
            "tableView:shouldSpringLoadRowAtIndexPath:withContext:",
            "tableView:shouldBeginMultipleSelectionInteractionAtIndexPath:",
            "tableView:didBeginMultipleSelectionInteractionAtIndexPath:",
            "tableViewDidEndMultipleSelectionInteraction:",
            "tableView:previewForHighlightingContextMenuWithConfiguration:",
            "tableView:previewForDismissingContextMenuWithConfiguration:",
            "tableView:willPerformPreviewActionForMenuWithConfiguration:animator:",
            "tableView:willDisplayContextMenuWithConfiguration:animator:",
            "tableView:willEndContextMenuInteractionWithConfiguration:animator:",
        ])
    }

    override func didScroll() {
        if let host { source?.tableHostDidScroll(host) }
    }

    // MARK: Content

    func numberOfSections(in tableView: UITableView) -> Int {
        ask { $0.numberOfSections(in: $1) } ?? 0
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        ask { $0.tableHost($1, numberOfRowsInSection: section) } ?? 0
    }

    /// The chain's cell, with its row's outline where the row is a tree's (`UIKitTableViewProxy+Outline.swift`) and its
    /// accessibility actions (`UIKitTableViewProxy+Accessibility.swift`).
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = uiKitView(
            ask { $0.tableHost($1, cellForRowAt: ItemPath(indexPath)) }, as: UITableViewCell.self,
            for: "the cell of row \(indexPath.row) in section \(indexPath.section)")
            ?? tableView.dequeueReusableCell(withIdentifier: Self.placeholderCellIdentifier, for: indexPath)
        showOutline(on: cell, at: indexPath)
        rowAccessibilityActions.set(accessibilityActions(for: cell, at: indexPath), on: cell)
        return cell
    }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        ask { $0.tableHost($1, titleForHeaderInSection: section) } ?? nil
    }

    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        ask { $0.tableHost($1, titleForFooterInSection: section) } ?? nil
    }

    func sectionIndexTitles(for tableView: UITableView) -> [String]? {
        ask { $0.sectionIndexTitles(for: $1) } ?? nil
    }

    func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
        ask { $0.tableHost($1, sectionForSectionIndexTitle: title, at: index) } ?? index
    }

    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        uiKitView(ask { $0.tableHost($1, viewForHeaderInSection: section) } ?? nil, as: UIView.self,
                  for: "the header view of section \(section)")
            ?? (tableViewDelegate?.tableView(_:viewForHeaderInSection:))?(tableView, section) ?? nil
    }

    func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
        uiKitView(ask { $0.tableHost($1, viewForFooterInSection: section) } ?? nil, as: UIView.self,
                  for: "the footer view of section \(section)")
            ?? (tableViewDelegate?.tableView(_:viewForFooterInSection:))?(tableView, section) ?? nil
    }

    // MARK: Dimensions

    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        height(ask { $0.tableHost($1, heightForRowAt: ItemPath(indexPath)) },
               else: (tableViewDelegate?.tableView(_:heightForRowAt:))?(tableView, indexPath) ?? tableView.rowHeight)
    }

    func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        height(ask { $0.tableHost($1, estimatedHeightForRowAt: ItemPath(indexPath)) },
               else: (tableViewDelegate?.tableView(_:estimatedHeightForRowAt:))?(tableView, indexPath)
                   ?? tableView.estimatedRowHeight)
    }

    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        height(ask { $0.tableHost($1, heightForHeaderInSection: section) },
               else: (tableViewDelegate?.tableView(_:heightForHeaderInSection:))?(tableView, section)
                   ?? tableView.sectionHeaderHeight)
    }

    func tableView(_ tableView: UITableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat {
        height(ask { $0.tableHost($1, estimatedHeightForHeaderInSection: section) },
               else: (tableViewDelegate?.tableView(_:estimatedHeightForHeaderInSection:))?(tableView, section)
                   ?? tableView.estimatedSectionHeaderHeight)
    }

    func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
        height(ask { $0.tableHost($1, heightForFooterInSection: section) },
               else: (tableViewDelegate?.tableView(_:heightForFooterInSection:))?(tableView, section)
                   ?? tableView.sectionFooterHeight)
    }

    func tableView(_ tableView: UITableView, estimatedHeightForFooterInSection section: Int) -> CGFloat {
        height(ask { $0.tableHost($1, estimatedHeightForFooterInSection: section) },
               else: (tableViewDelegate?.tableView(_:estimatedHeightForFooterInSection:))?(tableView, section)
                   ?? tableView.estimatedSectionFooterHeight)
    }

    // MARK: Events

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        ask { $0.tableHost($1, didSelectRowAt: ItemPath(indexPath)) }
        (tableViewDelegate?.tableView(_:didSelectRowAt:))?(tableView, indexPath)
    }

    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        ask { $0.tableHost($1, willDisplay: cell, forRowAt: ItemPath(indexPath)) }
        (tableViewDelegate?.tableView(_:willDisplay:forRowAt:))?(tableView, cell, indexPath)
    }

    /// The chains' `onDisappear`, then the app's delegate.
    func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        ask { $0.tableHost($1, didEndDisplaying: cell, forRowAt: ItemPath(indexPath)) }
        (tableViewDelegate?.tableView(_:didEndDisplaying:forRowAt:))?(tableView, cell, indexPath)
    }

    /// A row a chain's `canSelect` refuses is not selected (nil); else the app's delegate decides, and without one
    /// the row is selected.
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        if ask({ $0.tableHost($1, shouldSelectRowAt: ItemPath(indexPath)) }) == false { return nil }
        // The app's nil means "not this row": only a missing method leaves the row as it is.
        guard let app = tableViewDelegate?.tableView(_:willSelectRowAt:) else { return indexPath }
        return app(tableView, indexPath)
    }

    /// The chains' `onDeselected`, then the app's delegate.
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
        ask { $0.tableHost($1, didDeselectRowAt: ItemPath(indexPath)) }
        (tableViewDelegate?.tableView(_:didDeselectRowAt:))?(tableView, indexPath)
    }

    // MARK: Helpers

    /// The host data source's answer, or nil once the binder is gone.
    func ask<Answer>(_ question: (any TableViewHostDataSource, UIKitTableView) -> Answer) -> Answer? {
        guard let source, let host else { return nil }
        return question(source, host)
    }

    /// A bound height in points, or the table's own for an unbound or automatic one.
    private func height(_ bound: Double??, else unbound: CGFloat) -> CGFloat {
        guard let bound = bound ?? nil else { return unbound }
        return bound < 0 ? UITableView.automaticDimension : CGFloat(bound)
    }
}
