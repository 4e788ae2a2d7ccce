/// What a headless view asked of its data source and its reuse pools, counted for assertions.
///
/// Reset it with the view's `resetCounters()` before the part of a test you want to measure.
///
/// ```swift
/// table.resetCounters()
/// table.scroll(by: 5)
/// #expect(table.counters.cellDequeues["AccountCell"] == 5)
/// #expect(table.counters.totalCellsCreated == 0, "scrolling by 5 rows reuses the 5 cells that left")
/// ```
public struct HeadlessCounters: Hashable, Sendable {
    /// Cells handed out by a dequeue (new or reused), per reuse identifier. Reconfigures are not counted.
    public var cellDequeues: [String: Int] = [:]
    /// Cells created because the pool had none free, per reuse identifier.
    public var cellsCreated: [String: Int] = [:]
    /// Header, footer and supplementary views handed out by a dequeue, per reuse identifier.
    public var viewDequeues: [String: Int] = [:]
    /// Header, footer and supplementary views created because the pool had none free, per reuse identifier.
    public var viewsCreated: [String: Int] = [:]
    /// Every path the view asked its data source for a cell at, in order (reconfigures included).
    public var configuredPaths: [ItemPath] = []
    /// The paths of reconfigured cells — positions before their batch, as UIKit passes them — in order.
    public var reconfiguredPaths: [ItemPath] = []
    /// Every path the view reported "will display" for, in order.
    public var displayedPaths: [ItemPath] = []
    /// How many times the view loaded everything from its data source (the first load and each reload).
    public var reloads = 0

    /// Creates empty counters.
    public init() {}

    /// All cell dequeues.
    public var totalCellDequeues: Int { cellDequeues.values.reduce(0, +) }
    /// All cells created.
    public var totalCellsCreated: Int { cellsCreated.values.reduce(0, +) }
}
