import Braid
import BraidTesting
import Foundation

/// The engine's questions, answered with UIKit's data-source and delegate calls (not UIKit API).
extension UITableView: HeadlessEngineClient {
    package typealias Cell = UITableViewCell
    package typealias Supplementary = UITableViewHeaderFooterView

    /// The stand-in's height of a header or footer title, and of a header or footer view that sizes itself
    /// with no frame.
    static let standInTitleHeight: Double = 28

    private var tableDelegate: (any UITableViewDelegate)? { delegate as? any UITableViewDelegate }

    package func engineNumberOfSections() -> Int? {
        dataSource?.numberOfSections(in: self)
    }

    package func engineNumberOfItems(inSection section: Int) -> Int {
        dataSource?.tableView(self, numberOfRowsInSection: section) ?? 0
    }

    /// The estimate; an automatic one is the height, and an automatic height is a default cell's 44 points.
    package func engineEstimatedMetrics(at path: ItemPath) -> ItemMetrics {
        let indexPath = IndexPath(path)
        let delegate = tableDelegate
        let estimate = (delegate?.tableView(self, estimatedHeightForRowAt: indexPath) ?? estimatedRowHeight).standInFixed
            ?? (delegate?.tableView(self, heightForRowAt: indexPath) ?? rowHeight).standInFixed
        return .estimated(height: estimate ?? 44)
    }

    package func engineCell(at path: ItemPath) -> AnyObject? {
        let outer = registrations.requestedCellPath
        registrations.requestedCellPath = path
        defer { registrations.requestedCellPath = outer }
        let cell = dataSource?.tableView(self, cellForRowAt: IndexPath(path))
        // UIKit asks the delegate for the row's indentation once it has the cell, and sets the cell's level. (UIKit
        // skips a delegate without the method; the stand-in cannot tell, and its default answers 0.)
        if let cell, let delegate = tableDelegate {
            cell.indentationLevel = delegate.tableView(self, indentationLevelForRowAt: IndexPath(path))
        }
        return cell
    }

    /// The delegate's height, or the cell's own when it is automatic (self-sizing).
    package func engineMeasuredMetrics(at path: ItemPath, cell: UITableViewCell) -> ItemMetrics {
        let height = (tableDelegate?.tableView(self, heightForRowAt: IndexPath(path)) ?? rowHeight).standInFixed
        return ItemMetrics(width: .infinity, height: height ?? Double(cell.frame.height), isMeasured: true)
    }

    package func engineEstimatedHeight(of kind: SupplementaryViewKind, section: Int) -> Double {
        let fixed = height(of: kind, section: section)
            ?? (kind == .header
                ? tableDelegate?.tableView(self, estimatedHeightForHeaderInSection: section) ?? estimatedSectionHeaderHeight
                : tableDelegate?.tableView(self, estimatedHeightForFooterInSection: section) ?? estimatedSectionFooterHeight
            ).standInFixed
        return fixed ?? (title(of: kind, section: section) == nil ? 0 : Self.standInTitleHeight)
    }

    package func engineSupplementary(_ kind: SupplementaryViewKind, section: Int) -> (view: AnyObject?, title: String?) {
        let view = kind == .header
            ? tableDelegate?.tableView(self, viewForHeaderInSection: section)
            : tableDelegate?.tableView(self, viewForFooterInSection: section)
        return (view, title(of: kind, section: section))
    }

    package func engineMeasuredHeight(
        of kind: SupplementaryViewKind, section: Int, view: UITableViewHeaderFooterView?, title: String?
    ) -> Double {
        if let fixed = height(of: kind, section: section) { return fixed }
        if let view { return view.frame.height > 0 ? Double(view.frame.height) : Self.standInTitleHeight }
        return title == nil ? 0 : Self.standInTitleHeight
    }

    package func engineWillDisplay(_ cell: UITableViewCell, at path: ItemPath) {
        tableDelegate?.tableView(self, willDisplay: cell, forRowAt: IndexPath(path))
    }

    package func engineDidScroll() {
        delegate?.scrollViewDidScroll(self)
    }

    package func engineDidSelect(_ path: ItemPath) {
        tableDelegate?.tableView(self, didSelectRowAt: IndexPath(path))
    }

    /// UIKit asks `willSelectRowAt` before selecting; nil (or another row) keeps this one from being selected.
    package func engineShouldSelect(_ path: ItemPath) -> Bool {
        (tableDelegate?.tableView(self, willSelectRowAt: IndexPath(path)) ?? IndexPath(path)) == IndexPath(path)
    }

    package func engineDidDeselect(_ path: ItemPath) {
        tableDelegate?.tableView(self, didDeselectRowAt: IndexPath(path))
    }

    package func engineDidEndDisplaying(_ cell: UITableViewCell, at path: ItemPath) {
        tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: IndexPath(path))
    }

    /// The delegate's (or the table's) height for a header or footer, unless it is automatic.
    private func height(of kind: SupplementaryViewKind, section: Int) -> Double? {
        (kind == .header
            ? tableDelegate?.tableView(self, heightForHeaderInSection: section) ?? sectionHeaderHeight
            : tableDelegate?.tableView(self, heightForFooterInSection: section) ?? sectionFooterHeight
        ).standInFixed
    }

    private func title(of kind: SupplementaryViewKind, section: Int) -> String? {
        kind == .header
            ? dataSource?.tableView(self, titleForHeaderInSection: section)
            : dataSource?.tableView(self, titleForFooterInSection: section)
    }
}
