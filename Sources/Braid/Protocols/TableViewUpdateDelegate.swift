/// An object that applies a binder's changes to its table view itself, instead of the binder.
///
/// The binder still diffs; the delegate receives the staged batches (each valid for UIKit) and applies them
/// — for example with its own animations, or as one reload. Before ``apply(_:to:)`` returns it must call `apply`
/// for each stage, in order, inside the host's batch update — or ``StagedUpdate/applyData()`` and then the host's
/// `reloadData()`: that switches the binder's data source to the stage's data, and the binder's next update is
/// computed from there. A delegate that returns with a stage not applied (keeping it for later, or dropping it) is
/// reported to the binder's `diagnosticHandler` as an error; the binder then reloads the view on the new data, and a
/// stage applied later does nothing.
@MainActor
public protocol TableViewUpdateDelegate: AnyObject {
    /// Applies `update` to `host`.
    func apply(_ update: TableViewUpdate, to host: any TableViewHost)
}

/// The changes a table binder wants to show; see ``StagedUpdate``.
public typealias TableViewUpdate = StagedUpdate
