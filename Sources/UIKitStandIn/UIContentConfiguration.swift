/// UIKit.swiftinterface (iPhoneOS16.5.sdk): `@available(iOS 14.0, tvOS 14.0, *) public protocol
/// UIContentConfiguration` (UIContentConfiguration.h: `@protocol UIContentConfiguration <NSObject, NSCopying>`).
///
/// Its two requirements, `makeContentView() -> any UIView & UIContentView` and `updated(for: any
/// UIConfigurationState) -> Self`, are not transcribed: the stand-in makes no content views, and its one conformer is
/// ``UIListContentConfiguration``, which a cell keeps and the screen prints.
@available(iOS 14.0, *)
public protocol UIContentConfiguration {}
