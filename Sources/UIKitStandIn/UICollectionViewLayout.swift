import Foundation

/// UICollectionViewLayout.h: `@interface UICollectionViewLayout : NSObject <NSCoding>` (iOS 6.0), `NS_SWIFT_UI_ACTOR`.
@MainActor
open class UICollectionViewLayout: NSObject {
    /// UICollectionViewLayout.h: `- (instancetype)init NS_DESIGNATED_INITIALIZER;`
    public override init() {
        super.init()
    }
}

/// UICollectionViewFlowLayout.h: `@interface UICollectionViewFlowLayout : UICollectionViewLayout` (iOS 6.0).
///
/// The stand-in lays items out as a vertical flow with no spacing: left to right in lines as wide as the view.
@MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// UICollectionViewFlowLayout.h: `UIKIT_EXTERN const CGSize UICollectionViewFlowLayoutAutomaticSize
    /// API_AVAILABLE(ios(10.0));`, imported as `UICollectionViewFlowLayout.automaticSize`.
    nonisolated public static let automaticSize = CGSize(width: Double.greatestFiniteMagnitude, height: Double.greatestFiniteMagnitude)

    /// UICollectionViewFlowLayout.h: `@property (nonatomic) CGSize itemSize;` (default 50 × 50).
    open var itemSize = CGSize(width: 50, height: 50)
    /// UICollectionViewFlowLayout.h: `@property (nonatomic) CGSize estimatedItemSize;` — non-zero: cells size
    /// themselves (default zero).
    open var estimatedItemSize = CGSize.zero
    /// UICollectionViewFlowLayout.h: `@property (nonatomic) CGSize headerReferenceSize;`
    open var headerReferenceSize = CGSize.zero
    /// UICollectionViewFlowLayout.h: `@property (nonatomic) CGSize footerReferenceSize;`
    open var footerReferenceSize = CGSize.zero
    /// UICollectionViewFlowLayout.h: `@property (nonatomic) CGFloat minimumLineSpacing;` (default 10). Kept, not
    /// used: the stand-in's flow has no spacing.
    open var minimumLineSpacing: CGFloat = 10
    /// UICollectionViewFlowLayout.h: `@property (nonatomic) CGFloat minimumInteritemSpacing;` (default 10). Kept, not
    /// used.
    open var minimumInteritemSpacing: CGFloat = 10
    /// UICollectionViewFlowLayout.h: `@property (nonatomic) UIEdgeInsets sectionInset;` (default zero). Kept, not
    /// used.
    open var sectionInset = UIEdgeInsets.zero
}
