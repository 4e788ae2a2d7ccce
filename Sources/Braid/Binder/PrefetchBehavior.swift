/// When a chain's `prefetch(when:with:)` handler asks for more data.
public enum PrefetchBehavior: Hashable, Sendable {
    /// When a cell this many rows from the end of the section is about to be displayed.
    case cellsFromEnd(Int)
}
