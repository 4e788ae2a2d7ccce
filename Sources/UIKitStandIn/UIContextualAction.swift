import Foundation

/// UIContextualAction.h: `@interface UIContextualAction : NSObject` (iOS 11.0), `NS_SWIFT_UI_ACTOR`.
///
/// The stand-in keeps the style, title and handler; `backgroundColor` and `image` are not transcribed (the
/// adapter does not set them: a ``SwipeAction``'s hint has no UIKit colour without an app's mapping).
@MainActor
open class UIContextualAction: NSObject {
    /// UIContextualAction.h: `typedef NS_ENUM(NSInteger, UIContextualActionStyle)`, imported as
    /// `UIContextualAction.Style`.
    public enum Style: Int, Sendable {
        case normal = 0, destructive = 1
    }

    /// UIContextualAction.h: `typedef void (^UIContextualActionHandler)(UIContextualAction *action, __kindof UIView
    /// *sourceView, void(^completionHandler)(BOOL actionPerformed));`, imported as `UIContextualAction.Handler`.
    public typealias Handler = (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

    /// UIContextualAction.h: `@property (nonatomic, readonly) UIContextualActionStyle style;`
    public let style: Style
    /// UIContextualAction.h: `@property (nonatomic, copy, nullable) NSString *title;`
    open var title: String?
    /// UIContextualAction.h: `@property (nonatomic, readonly) UIContextualActionHandler handler;`
    public let handler: Handler

    /// UIContextualAction.h: `+ (instancetype)contextualActionWithStyle:(UIContextualActionStyle)style
    /// title:(nullable NSString *)title handler:(UIContextualActionHandler)handler;`, imported as
    /// `init(style:title:handler:)`.
    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
    }
}

/// UISwipeActionsConfiguration.h: `@interface UISwipeActionsConfiguration : NSObject` (iOS 11.0),
/// `NS_SWIFT_UI_ACTOR`.
@MainActor
open class UISwipeActionsConfiguration: NSObject {
    /// UISwipeActionsConfiguration.h: `@property (nonatomic, copy, readonly) NSArray<UIContextualAction *> *actions;`
    public let actions: [UIContextualAction]
    /// UISwipeActionsConfiguration.h: `@property (nonatomic) BOOL performsFirstActionWithFullSwipe;` (default YES)
    open var performsFirstActionWithFullSwipe = true

    /// UISwipeActionsConfiguration.h: `+ (instancetype)configurationWithActions:(NSArray<UIContextualAction *>
    /// *)actions;`, imported as `init(actions:)`.
    public init(actions: [UIContextualAction]) {
        self.actions = actions
    }
}
