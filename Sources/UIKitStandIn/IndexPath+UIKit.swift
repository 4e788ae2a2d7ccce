import Foundation

// UIKit.swiftmodule (UIKit's Swift overlay), `extension Foundation.IndexPath`: the table and collection
// spellings of an index path's two indexes (NSIndexPath+UIKitAdditions in UITableView.h and
// UICollectionView.h: `+indexPathForRow:inSection:`, `+indexPathForItem:inSection:`).
extension IndexPath {
    /// UIKit overlay: `public init(row: Int, section: Int)`.
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    /// UIKit overlay: `public init(item: Int, section: Int)`.
    public init(item: Int, section: Int) {
        self.init(indexes: [section, item])
    }

    /// UIKit overlay: `public var section: Int`.
    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }

    /// UIKit overlay: `public var row: Int`.
    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }

    /// UIKit overlay: `public var item: Int`.
    public var item: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}
