/// An object that applies a binder's changes to its table view itself, instead of the binder.
///
/// The binder still diffs; the delegate receives the staged batches (each valid for UIKit) and applies them
/// — for example with its own animations, or not at all. It must call `apply` for each stage, in order,
/// inside the host's batch update (or around a reload): that switches the binder's data source to the
/// stage's data.
@MainActor
public protocol TableViewUpdateDelegate: AnyObject {
    /// Applies `update` to `host`.
    func apply(_ update: TableViewUpdate, to host: any TableViewHost)
}

/// The changes a table binder wants to show; see ``StagedUpdate``.
public typealias TableViewUpdate = StagedUpdate
