import Foundation

/// UICollectionViewLayout.h: `@interface UICollectionViewLayoutAttributes : NSObject <NSCopying, UIDynamicItem>`
/// (iOS 6.0), `NS_SWIFT_UI_ACTOR` — the item's frame only (the stand-in's layout has no transforms or z-order).
@MainActor
open class UICollectionViewLayoutAttributes: NSObject {
    /// UICollectionViewLayout.h: `@property (nonatomic) CGRect frame;`
    open var frame: CGRect = .zero
}
