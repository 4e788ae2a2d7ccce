import Braid
import BraidTesting
import Foundation

extension UITableView {
    /// UITableView.h: `- (nullable __kindof UITableViewCell *)dequeueReusableCellWithIdentifier:(NSString
    /// *)identifier;  // Used by the delegate to acquire an already allocated cell, in lieu of allocating a new one.`
    ///
    /// nil when nothing is registered under `identifier`, as in UIKit. Inside `tableView(_:cellForRowAt:)` the cell
    /// is dequeued for the row being asked for; outside it the stand-in reports the dequeue (UIKit hands out a cell
    /// that no row shows). `open` in UIKit; `public` here, as a member of an extension (see UIKitStandIn.swift).
    public func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        guard registrations.identifiers.contains(identifier) else { return nil }
        let path = registrations.requestedCellPath ?? ItemPath(item: 0, section: 0)
        return registrations.awaken(engine.dequeueCell(withReuseIdentifier: identifier, for: path), identifier: identifier)
    }
}
