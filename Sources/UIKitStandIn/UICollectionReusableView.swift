import BraidTesting
import Foundation

/// UICollectionViewCell.h: `@interface UICollectionReusableView : UIView` (iOS 6.0), `NS_SWIFT_UI_ACTOR`. Its
/// designated initializers are UIView's, inherited.
@MainActor
open class UICollectionReusableView: UIView, StandInReusable {
    /// NSObject's `-init`, `required` here so that the collection view can create registered subclasses.
    public required convenience init() {
        self.init(frame: .zero)
    }

    /// UICollectionViewCell.h: `@property (nonatomic, readonly, nullable) NSString *reuseIdentifier;`
    public package(set) var reuseIdentifier: String?

    /// UICollectionViewCell.h: `- (void)prepareForReuse;`
    open func prepareForReuse() {}

    package var renderedText: String { standInText(label: nil) }
}

/// UICollectionViewCell.h: `@interface UICollectionViewCell : UICollectionReusableView` (iOS 6.0).
@MainActor
open class UICollectionViewCell: UICollectionReusableView {
    /// UICollectionViewCell.h: `@property (nonatomic, readonly) UIView *contentView;`
    public let contentView = UIView(frame: .zero)
}
