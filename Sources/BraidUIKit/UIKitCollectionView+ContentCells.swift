import Braid

extension UIKitCollectionView {
    /// ``UIKitContentListCell`` from iOS 14, which has list cells; none before.
    var contentCellType: (any RowContentShowing.Type)? {
        guard #available(iOS 14.0, *) else { return nil }
        return UIKitContentListCell.self
    }

    /// ``UIKitContentSupplementaryView`` from iOS 14, which has list cells; none before.
    var supplementaryContentViewType: (any HeaderFooterContentShowing.Type)? {
        guard #available(iOS 14.0, *) else { return nil }
        return UIKitContentSupplementaryView.self
    }
}
