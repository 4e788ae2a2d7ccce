/// A move of one element from a position before a change to a position after it.
///
/// `Index` is `Int` for sections and flat lists, ``ItemPath`` for rows and items.
public struct Move<Index: Hashable & Sendable>: Hashable, Sendable {
    /// Where the element was, in the coordinates before the change.
    public var from: Index
    /// Where the element is, in the coordinates after the change.
    public var to: Index

    /// A move from `from` to `to`.
    @inlinable
    public init(from: Index, to: Index) {
        self.from = from
        self.to = to
    }
}

extension Move: CustomStringConvertible {
    public var description: String { "\(from) → \(to)" }
}
