/// A cell of the app's that shows a state row (``SectionState``), for a chain that wants its own view for its states
/// (``SectionStates/cellType``); it is dequeued and registered like any cell. Without one, a state shows in the host's
/// content cell (``CellViewHost/contentCellType``), as ``SectionState/rowContent`` describes it.
@MainActor
public protocol StateShowing: AnyObject {
    /// Shows `state`. A reused cell is given each state it shows.
    func show(_ state: SectionState)
}
