import Foundation

/// The latest value a reactive source delivered, read by a binding's provider on each update.
@MainActor @usableFromInline
final class _Latest<Value> {
    @usableFromInline var value: Value? {
        didSet { version += 1 }
    }
    /// Counts deliveries: the binding reads the value again only when it changed.
    @usableFromInline private(set) var version = 0
}
