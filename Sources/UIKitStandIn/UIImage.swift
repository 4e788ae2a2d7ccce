import Foundation

/// UIImage.h: `@interface UIImage : NSObject <NSSecureCoding>` (iOS 2.0), `NS_SWIFT_SENDABLE`. The stand-in has
/// only system images, by name.
public final class UIImage: NSObject, Sendable {
    /// The system image's name (the stand-in's record of what it was made from).
    public let systemName: String

    /// UIImage.h: `+ (nullable UIImage *)systemImageNamed:(NSString *)name API_AVAILABLE(ios(13.0));`, imported
    /// as `init?(systemName:)`. The stand-in has every name: it cannot tell which SF Symbols exist.
    public init?(systemName name: String) {
        systemName = name
    }
}
