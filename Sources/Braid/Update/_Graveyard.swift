import Foundation

/// Items handed to another thread to be freed there: ``emptyOffMainActor()`` drops them on a background queue, so
/// that when the box holds their last references the models' memory is freed off the main actor.
final class _Graveyard: @unchecked Sendable {
    private let lock = NSLock()
    private var items: [_SectionItems]

    init(_ items: [_SectionItems]) {
        self.items = items
    }

    func emptyOffMainActor() {
        guard !items.isEmpty else { return }
        DispatchQueue.global(qos: .utility).async { [self] in
            lock.lock()
            let dropped = items
            items = []
            lock.unlock()
            withExtendedLifetime(dropped) {}
        }
    }
}
