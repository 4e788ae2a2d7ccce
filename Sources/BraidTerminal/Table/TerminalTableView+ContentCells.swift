import Braid

extension TerminalTableView {
    /// ``TerminalContentCell``: what content rows are shown with.
    public var contentCellType: (any RowContentShowing.Type)? { TerminalContentCell.self }

    /// ``TerminalContentHeaderFooterView``: what header and footer content is shown with.
    public var headerFooterContentViewType: (any HeaderFooterContentShowing.Type)? {
        TerminalContentHeaderFooterView.self
    }
}
