import Foundation

/// UIContextMenuConfiguration.h: `typedef UIMenu * _Nullable (^UIContextMenuActionProvider)(NSArray<UIMenuElement *>
/// *suggestedActions);`
public typealias UIContextMenuActionProvider = ([UIMenuElement]) -> UIMenu?

/// UIContextMenuConfiguration.h: `typedef UIViewController * _Nullable (^UIContextMenuContentPreviewProvider)(void);`
public typealias UIContextMenuContentPreviewProvider = () -> UIViewController?

/// UIContextMenuConfiguration.h: `@interface UIContextMenuConfiguration : NSObject` (iOS 13.0),
/// `NS_SWIFT_UI_ACTOR`. The stand-in keeps the providers, so tests can ask for the menu as UIKit does when it
/// presents it; `secondaryItemIdentifiers`, `badgeCount` and `preferredMenuElementOrder` are not transcribed.
@MainActor
open class UIContextMenuConfiguration: NSObject {
    /// UIContextMenuConfiguration.h: `@property (nonatomic, readonly) id<NSCopying> identifier;` (an identifier
    /// the app gave, else a generated `NSUUID`).
    public let identifier: any NSCopying
    /// The preview provider it was made with (UIKit keeps it privately).
    public let previewProvider: UIContextMenuContentPreviewProvider?
    /// The action provider it was made with (UIKit keeps it privately and calls it when the menu is presented).
    public let actionProvider: UIContextMenuActionProvider?

    /// UIKit's Swift overlay (UIKit.swiftinterface of iPhoneOS16.5.sdk): `convenience public init(identifier: (any
    /// NSCopying)? = nil, previewProvider: UIContextMenuContentPreviewProvider? = nil, actionProvider:
    /// UIContextMenuActionProvider? = nil)`, over `+ configurationWithIdentifier:previewProvider:actionProvider:`.
    public init(
        identifier: (any NSCopying)? = nil, previewProvider: UIContextMenuContentPreviewProvider? = nil,
        actionProvider: UIContextMenuActionProvider? = nil
    ) {
        self.identifier = identifier ?? NSUUID()
        self.previewProvider = previewProvider
        self.actionProvider = actionProvider
    }
}
