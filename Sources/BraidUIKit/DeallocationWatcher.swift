#if canImport(UIKit)
import Foundation
import ObjectiveC

/// Tells a proxy when one of the app's delegates goes, so that the proxy is installed again and UIKit asks anew which
/// delegate methods it has.
///
/// UIKit asks `responds(to:)` once, when its delegate is set. A method the proxy claimed because the app's delegate
/// had it — one the proxy sends there whole (``ProxyDecision/forwardWhole(_:)``) — must not stay claimed once that
/// delegate, held weakly, is gone: UIKit's next call of it would be an unrecognized selector. Held by the delegate (an
/// associated object, keyed by the proxy), the watcher holds the proxy weakly; the runtime releases it while the
/// delegate deallocates, when the proxy's weak reference to the delegate already reads nil.
final class DeallocationWatcher: NSObject {
    private weak var proxy: ScrollViewForwarding?

    private init(proxy: ScrollViewForwarding) {
        self.proxy = proxy
    }

    deinit {
        guard let proxy else { return }
        if Thread.isMainThread {
            MainActor.assumeIsolated { proxy.delegatesChanged() }
        } else {
            DispatchQueue.main.async { proxy.delegatesChanged() }
        }
    }

    /// Watches `delegate` for `proxy`: when `delegate` goes, `proxy` is installed again.
    @MainActor static func watch(_ delegate: AnyObject, for proxy: ScrollViewForwarding) {
        let key = UnsafeRawPointer(Unmanaged.passUnretained(proxy).toOpaque())
        objc_setAssociatedObject(delegate, key, DeallocationWatcher(proxy: proxy), .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    }
}
#endif
