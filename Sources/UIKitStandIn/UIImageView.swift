import Foundation

/// UIImageView.h: `@interface UIImageView : UIView` (iOS 2.0), `NS_SWIFT_UI_ACTOR`. The stand-in keeps the image.
@MainActor
open class UIImageView: UIView {
    /// UIImageView.h: `- (instancetype)initWithImage:(nullable UIImage *)image;`
    public init(image: UIImage?) {
        self.image = image
        super.init(frame: .zero)
    }

    /// UIImageView.h: `- (nullable instancetype)initWithCoder:(NSCoder *)coder NS_DESIGNATED_INITIALIZER;`
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// UIImageView.h: `@property (nullable, nonatomic, strong) UIImage *image; // default is nil`
    open var image: UIImage?
}
