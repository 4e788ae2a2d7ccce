import Foundation

/// The cell a proxy is configuring, which UIKit does not list at its index path yet (`cellForRow(at:)` and
/// `cellForItem(at:)` answer nil until the data source has returned it): the host answers it for that path while
/// the proxy asks the chains about it — a row's context menu, whose provider gets the cell.
@MainActor
final class CellBeingConfigured {
    private var current: (path: ItemPath, cell: AnyObject)?

    /// The cell being configured for `path`, if any.
    func cell(at path: ItemPath) -> AnyObject? {
        guard let current, current.path == path else { return nil }
        return current.cell
    }

    /// `body`'s answer, asked while `cell` is the one at `path`.
    func with<Answer>(_ cell: AnyObject, at path: ItemPath, _ body: () -> Answer) -> Answer {
        let outer = current
        current = (path, cell)
        defer { current = outer }
        return body()
    }
}
