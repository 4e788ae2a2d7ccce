/// The views that scrolled away and wait to be dequeued again, per registration.
///
/// Last in, first out, like UIKit's queues: the view that left most recently comes back first.
@MainActor
struct ReusePool {
    private var free: [ReuseKey: [AnyObject]] = [:]

    /// Puts `view` back for a later dequeue under `key`.
    mutating func enqueue(_ view: AnyObject, under key: ReuseKey) {
        free[key, default: []].append(view)
    }

    /// A free view registered under `key`, if there is one.
    mutating func dequeue(_ key: ReuseKey) -> AnyObject? {
        free[key]?.popLast()
    }

    /// How many views wait under `key`.
    func count(_ key: ReuseKey) -> Int { free[key]?.count ?? 0 }

    /// How many views wait in all.
    var totalCount: Int { free.values.reduce(0) { $0 + $1.count } }

    /// Forgets the views of `key`, when its registration changes.
    mutating func removeAll(_ key: ReuseKey) { free[key] = nil }
}
