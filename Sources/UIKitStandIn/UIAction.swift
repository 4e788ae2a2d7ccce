import Foundation

/// UIAction.h: `typedef void (^UIActionHandler)(__kindof UIAction *action);`
public typealias UIActionHandler = (UIAction) -> Void

/// UIAction.h: `@interface UIAction : UIMenuElement <UIMenuLeaf>` (iOS 13.0), `NS_SWIFT_UI_ACTOR`.
///
/// The stand-in keeps the title, image, attributes, state and handler; `identifier`, `discoverabilityTitle`,
/// `subtitle` and `sender` are not transcribed.
@MainActor
open class UIAction: UIMenuElement {
    /// UIAction.h: `@property (nonatomic) UIMenuElementAttributes attributes;`
    open var attributes: UIMenuElement.Attributes
    /// UIAction.h: `@property (nonatomic) UIMenuElementState state;`
    open var state: UIMenuElement.State
    /// The handler the action was made with (UIKit keeps it privately and calls it when the user picks the action).
    public let handler: UIActionHandler

    /// UIKit's Swift overlay (UIKit.swiftinterface of iPhoneOS16.5.sdk): `convenience public init(title: String =
    /// "", image: UIImage? = nil, identifier: UIAction.Identifier? = nil, discoverabilityTitle: String? = nil,
    /// attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off, handler: @escaping
    /// UIActionHandler)` — without `identifier` and `discoverabilityTitle`, which the stand-in does not transcribe.
    public init(
        title: String = "", image: UIImage? = nil, attributes: UIMenuElement.Attributes = [],
        state: UIMenuElement.State = .off, handler: @escaping UIActionHandler
    ) {
        self.attributes = attributes
        self.state = state
        self.handler = handler
        super.init(title: title, image: image)
    }
}
