import Braid

extension TerminalCollectionView {
    /// ``TerminalContentCell``, the table's too: what content items are shown with.
    public var contentCellType: (any RowContentShowing.Type)? { TerminalContentCell.self }

    /// ``TerminalContentHeaderFooterView``, the table's too: what header and footer content is shown with.
    public var supplementaryContentViewType: (any HeaderFooterContentShowing.Type)? {
        TerminalContentHeaderFooterView.self
    }
}
