import Foundation

/// UISpringLoadedInteraction.h: `API_AVAILABLE(ios(11.0)) API_UNAVAILABLE(watchos, tvos) NS_SWIFT_UI_ACTOR @protocol
/// UISpringLoadedInteractionContext <NSObject>`. Its requirements (`state`, `targetView`, `targetItem`,
/// `locationInView:`) are not transcribed: Braid's proxies only pass a context on to the app's delegate.
@available(iOS 11.0, *)
@MainActor
public protocol UISpringLoadedInteractionContext: NSObjectProtocol {}
