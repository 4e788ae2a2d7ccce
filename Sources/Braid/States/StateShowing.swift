/// A cell that shows a state row (``SectionState``).
///
/// Each host has one: ``CellViewHost/stateCellType``. A chain that wants its own view for its states names a cell
/// type of the app's that conforms (``SectionStates/cellType``); it is dequeued and registered like any cell.
@MainActor
public protocol StateShowing: AnyObject {
    /// Shows `state`. A reused cell is given each state it shows.
    func show(_ state: SectionState)
}
