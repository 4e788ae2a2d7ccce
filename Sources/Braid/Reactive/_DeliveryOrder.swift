import Foundation

/// Numbers a publisher's values in the order it delivered them (on whatever threads), and tells on the main actor
/// whether a value is newer than every one taken before it.
final class _DeliveryOrder: @unchecked Sendable {
    private let lock = NSLock()
    private var delivered = 0
    @MainActor private var taken = 0

    /// The next value's number; called where the publisher delivers it.
    func number() -> Int {
        lock.lock()
        defer { lock.unlock() }
        delivered += 1
        return delivered
    }

    /// Whether the value numbered `number` comes after every value taken so far; if so, it is taken.
    @MainActor func isNewest(_ number: Int) -> Bool {
        guard number > taken else { return false }
        taken = number
        return true
    }
}
