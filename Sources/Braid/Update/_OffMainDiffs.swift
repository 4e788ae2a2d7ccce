import Foundation

/// The off-main-actor diffs of one binder: its deinit — when the binder goes — cancels the one in flight, which
/// then computes nothing more and applies nothing.
final class _OffMainDiffs {
    let cancellation = _Cancellation()

    deinit {
        cancellation.cancel()
    }
}
