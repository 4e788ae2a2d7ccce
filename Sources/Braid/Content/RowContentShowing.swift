/// A cell that shows a ``RowContent``: each host's built-in content cell, which content rows are dequeued as.
///
/// A host names its content cell with ``CellViewHost/contentCellType``. The cell is a view-model cell whose view
/// model is the content (``ViewModelBindable``): setting ``ViewModelBindable/viewModel`` shows it, and a row whose
/// content is unchanged is not set again. It reports the user's changes as ``RowContentEvent``s
/// (``ViewEventEmitting``), which reach the binder that dequeued it like any cell's events. It is registered and
/// dequeued under its ``ReuseIdentifiable/reuseIdentifier``.
///
/// ```swift
/// let cell = TerminalContentCell()
/// cell.viewModel = RowContent(text: "Alarm", accessories: [.toggle(isOn: false)])
/// _ = cell.handle(key: .character(" ")) // shows the toggle on and emits .toggled(isOn: true)
/// ```
@MainActor
public protocol RowContentShowing: ViewModelBindable, ViewEventEmitting, ReuseIdentifiable
where ViewModel == RowContent, ViewEvent == RowContentEvent {
    /// Whether cells of this type can show `image`; a content row whose image they cannot show shows its text
    /// without it.
    static func canShow(_ image: ContentImage) -> Bool
}
