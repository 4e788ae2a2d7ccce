import Foundation

/// Warns when a finished binder is freed while its view stays on screen — a binder kept in a local variable, which
/// the view's weak data source does not keep: the view then shows data that nothing updates, and answers no
/// questions about it (a table that scrolls or reloads empties).
///
/// The binder holds it; armed by `finish()`, it goes when the binder goes, and its deinit asks the binder's
/// scheduler for a turn in which it asks the host whether the view is still there and on screen
/// (``CellViewHost/laterIsOnScreen()``, which does not keep the view). A turn later, not at once: a test or a screen
/// that lets go of its binder and its view together has let go of both by then, and is not warned.
final class _FreedBinderCheck {
    private struct Armed {
        let isOnScreen: @MainActor () -> Bool
        let scheduler: any UpdateScheduler
        let sink: _DiagnosticSink
        let noun: String
    }

    private var armed: Armed?

    /// Starts watching: from now on, the binder going while its view stays on screen is reported to `sink`.
    @MainActor
    func arm(host: any CellViewHost, scheduler: any UpdateScheduler, sink: _DiagnosticSink, noun: String) {
        armed = Armed(isOnScreen: host.laterIsOnScreen(), scheduler: scheduler, sink: sink, noun: noun)
    }

    deinit {
        // A main-actor binder is freed on the main actor (the main queue); one freed elsewhere is not checked.
        guard let armed, _MainQueueMarker.isCurrent else { return }
        // Made on the main actor, and read here on the main queue only.
        let transfer = _Transfer(value: armed)
        MainActor.assumeIsolated {
            // The work captures what it reads, not the scheduler: a scheduler that keeps its work until it runs
            // (a test's, never flushed) would otherwise keep itself.
            let (isOnScreen, sink, noun) = (transfer.value.isOnScreen, transfer.value.sink, transfer.value.noun)
            transfer.value.scheduler.schedule {
                guard isOnScreen() else { return }
                sink.report(.warning, "a binder was freed while its \(noun) is on screen: nothing updates the \(noun) or answers its questions any more, so it shows what it showed until it asks again, then nothing. Keep the binder for as long as the \(noun) shows — in a stored property of what owns the view (a view controller's, a screen's), not in a local variable: the view holds its data source weakly, as UIKit does.")
            }
        }
    }
}
