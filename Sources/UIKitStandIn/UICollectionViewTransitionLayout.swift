import Foundation

/// UICollectionViewTransitionLayout.h: `UIKIT_EXTERN API_AVAILABLE(ios(7.0)) NS_SWIFT_UI_ACTOR @interface
/// UICollectionViewTransitionLayout : UICollectionViewLayout`. The stand-in keeps the two layouts; it does not lay
/// anything out between them, and `transitionProgress` and `updateValue:forAnimatedKey:` are not transcribed.
@available(iOS 7.0, *)
@MainActor
open class UICollectionViewTransitionLayout: UICollectionViewLayout {
    /// UICollectionViewTransitionLayout.h: `@property (readonly, nonatomic) UICollectionViewLayout *currentLayout;`
    public let currentLayout: UICollectionViewLayout
    /// UICollectionViewTransitionLayout.h: `@property (readonly, nonatomic) UICollectionViewLayout *nextLayout;`
    public let nextLayout: UICollectionViewLayout

    /// UICollectionViewTransitionLayout.h: `- (instancetype)initWithCurrentLayout:(UICollectionViewLayout
    /// *)currentLayout nextLayout:(UICollectionViewLayout *)newLayout NS_DESIGNATED_INITIALIZER;` (its `init` is
    /// `NS_UNAVAILABLE`, so this is the only one).
    public init(currentLayout: UICollectionViewLayout, nextLayout newLayout: UICollectionViewLayout) {
        self.currentLayout = currentLayout
        self.nextLayout = newLayout
        super.init()
    }
}
