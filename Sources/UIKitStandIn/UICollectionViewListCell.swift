import Foundation

/// UICollectionViewListCell.h: `UIKIT_EXTERN API_AVAILABLE(ios(14_0), tvos(14.0), watchos(7.0)) NS_SWIFT_UI_ACTOR
/// @interface UICollectionViewListCell : UICollectionViewCell`. The stand-in keeps the indentation and the
/// accessories; it lays nothing out.
@available(iOS 14.0, *)
@MainActor
open class UICollectionViewListCell: UICollectionViewCell {
    /// UICollectionViewListCell.h: `@property (nonatomic) NSInteger indentationLevel;` — "Defines the level of
    /// indentation for this cell. This is set automatically when using a hierarchical data source."
    open var indentationLevel: Int = 0

    /// UICollectionViewListCell.h: `@property (nonatomic) CGFloat indentationWidth;` — "The width of an
    /// indentation level. The overall indentation will be indentationWidth * indentationLevel." (The stand-in's
    /// default, 10, is a placeholder: the header does not state UIKit's.)
    open var indentationWidth: CGFloat = 10

    /// UIKit.swiftinterface: `@available(iOS 14.0, tvOS 14.0, *) @_Concurrency.MainActor(unsafe) public var
    /// accessories: [UIKit.UICellAccessory] { get set }` (UICollectionViewListCell.h's `@property (nonatomic, copy)
    /// NSArray<UICellAccessory *> *accessories;`).
    public var accessories: [UICellAccessory] = []

    /// UICollectionViewListCell.h: `- (UIListContentConfiguration *)defaultContentConfiguration;` — UIKit's depends on
    /// the list's appearance; the stand-in's is `.cell()`.
    public func defaultContentConfiguration() -> UIListContentConfiguration { .cell() }
}
