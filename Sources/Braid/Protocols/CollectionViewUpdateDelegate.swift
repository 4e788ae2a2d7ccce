/// An object that applies a binder's changes to its collection view itself, instead of the binder.
///
/// The collection view's counterpart of ``TableViewUpdateDelegate``: the binder still diffs, the delegate
/// receives the staged batches (each valid for UIKit's collection-view rules) and, before ``apply(_:to:)`` returns,
/// must call each stage's `apply`, in order, inside the host's batch update (or ``StagedUpdate/applyData()``
/// before a reload); one that does not is reported, as for tables.
@MainActor
public protocol CollectionViewUpdateDelegate: AnyObject {
    /// Applies `update` to `host`.
    func apply(_ update: CollectionViewUpdate, to host: any CollectionViewHost)
}

/// The changes a collection binder wants to show; see ``StagedUpdate``. Collection views take no animation
/// kinds: hosts ignore each stage's `animations`.
public typealias CollectionViewUpdate = StagedUpdate
