import Foundation

/// An update whose diff runs off the main actor: the states it diffs and the screen it was computed for.
@MainActor
struct _UpdateInFlight<Section: Hashable> {
    let old: _TableSnapshot<Section>
    let new: _TableSnapshot<Section>
    /// The sections by the numbers the diff gave them.
    let sections: [Section]
    /// The binder's screen version when the diff started.
    let screenVersion: Int
}
