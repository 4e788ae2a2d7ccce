import Braid

extension UIKitTableView {
    /// ``UIKitContentTableViewCell``: what content rows are shown with.
    var contentCellType: (any RowContentShowing.Type)? { UIKitContentTableViewCell.self }

    /// ``UIKitContentHeaderFooterView``: what header and footer content is shown with.
    var headerFooterContentViewType: (any HeaderFooterContentShowing.Type)? { UIKitContentHeaderFooterView.self }
}
