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

    /// A cell's content configuration (`UICollectionViewCell.contentConfiguration`), kept here so that the screen prints
    /// it (not UIKit API).
    package var standInConfiguration: Any?
}

/// UICollectionViewCell.h: `@interface UICollectionViewCell : UICollectionReusableView` (iOS 6.0).
@MainActor
open class UICollectionViewCell: UICollectionReusableView {
    /// UICollectionViewCell.h: `@property (nonatomic, readonly) UIView *contentView;`
    public let contentView = UIView(frame: .zero)

    /// UICollectionViewCell.h: `@property (nonatomic, copy, nullable) id<UIContentConfiguration> contentConfiguration
    /// API_AVAILABLE(ios(14.0), tvos(14.0), watchos(7.0));` When it is a list content configuration, the screen prints
    /// its text.
    @available(iOS 14.0, *)
    public var contentConfiguration: (any UIContentConfiguration)? {
        get { standInConfiguration as? any UIContentConfiguration }
        set { standInConfiguration = newValue }
    }
}
