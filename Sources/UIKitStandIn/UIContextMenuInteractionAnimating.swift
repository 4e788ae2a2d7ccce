import Foundation

/// UIContextMenuInteraction.h: `UIKIT_EXTERN API_AVAILABLE(ios(13.0)) API_UNAVAILABLE(watchos, tvos)
/// NS_SWIFT_UI_ACTOR @protocol UIContextMenuInteractionAnimating <NSObject>`. Its requirements
/// (`previewViewController`, `addAnimations:`, `addCompletion:`) are not transcribed: Braid's proxies only pass an
/// animator on to the app's delegate.
@available(iOS 13.0, *)
@MainActor
public protocol UIContextMenuInteractionAnimating: NSObjectProtocol {}

/// UIContextMenuInteraction.h: `UIKIT_EXTERN API_AVAILABLE(ios(13.0)) API_UNAVAILABLE(watchos, tvos)
/// NS_SWIFT_UI_ACTOR @protocol UIContextMenuInteractionCommitAnimating <UIContextMenuInteractionAnimating>`; its
/// `preferredCommitStyle` is not transcribed.
@available(iOS 13.0, *)
@MainActor
public protocol UIContextMenuInteractionCommitAnimating: UIContextMenuInteractionAnimating {}
