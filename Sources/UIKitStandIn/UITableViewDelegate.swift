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
}
