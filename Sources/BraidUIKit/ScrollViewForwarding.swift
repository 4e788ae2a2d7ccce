import Foundation

/// What the table and collection view proxies share: the scroll-view delegate methods, each told to the host's
/// data source where it listens and forwarded to the app — its ``scrollViewDelegate``, or else its table or
/// collection view delegate (``viewDelegate``) — and, on UIKit, `responds(to:)` and `forwardingTarget(for:)`, which
/// follow one ``ProxyDecision``: what a chain answers is claimed, a method the proxy only forwards is claimed only when
/// the app's delegate has it, and a delegate method the proxy does not implement goes to the app's delegate whole.
///
/// All fourteen methods of UIKit's `UIScrollViewDelegate` are forwarded: scrolling (`scrollViewDidScroll`, the
/// dragging and decelerating ones, `scrollViewDidEndScrollingAnimation`), scrolling to the top
/// (`scrollViewShouldScrollToTop` — YES without an app delegate that says otherwise — and `scrollViewDidScrollToTop`),
/// zooming (`viewForZooming(in:)` — nil without one, so no zooming — `scrollViewDidZoom`,
/// `scrollViewWillBeginZooming`, `scrollViewDidEndZooming`) and `scrollViewDidChangeAdjustedContentInset`.
///
/// UIKit has one delegate per scroll view, and a binder installs its own; this is how the app still hears about
/// scrolling. Each forwarded call reads the app's method as an optional function value —
/// `(scrollTarget?.scrollViewDidScroll)?(scrollView)` — which is valid both for UIKit's `@optional`
/// requirements and for the stand-in's defaulted ones.
@MainActor
class ScrollViewForwarding: NSObject, UIScrollViewDelegate {
    /// Where scroll-view delegate calls are forwarded. Held weakly.
    weak var scrollViewDelegate: (any UIScrollViewDelegate)? { didSet { appDelegateSet(scrollViewDelegate) } }

    /// The app's delegates changed: the subclasses install the proxy on their view again, because UIKit asks which
    /// delegate methods exist when its delegate is set.
    func delegatesChanged() {}

    /// One of the app's delegates was set to `delegate`: the proxy is installed again now, and again when `delegate`
    /// goes (on UIKit, ``DeallocationWatcher``), so that UIKit never keeps asking for a method only it had.
    func appDelegateSet(_ delegate: AnyObject?) {
        #if canImport(UIKit)
        if let delegate { DeallocationWatcher.watch(delegate, for: self) }
        #endif
        delegatesChanged()
    }

    /// The app's table or collection view delegate: the subclasses'.
    var viewDelegate: (any UIScrollViewDelegate)? { nil }

    /// Where scroll-view calls go: the app's scroll-view delegate, else its table or collection view delegate (which
    /// UIKit would have told, being the view's delegate).
    var scrollTarget: (any UIScrollViewDelegate)? { scrollViewDelegate ?? viewDelegate }

    /// Called on every scroll, before forwarding; the subclasses tell their host's data source.
    func didScroll() {}

    /// Where the proxy reports what the core gave it for UIKit that is not what UIKit asks for: the binder's
    /// `diagnosticHandler`, set by the binders' UIKit initializers.
    var diagnose: (BinderDiagnostic) -> Void = { _ in }

    /// The reuse identifier of the cell given in place of one the core did not make (`UITableViewCell` or
    /// `UICollectionViewCell`, registered with the view when the binder installs the proxy): a dequeued cell, which a
    /// collection view requires, after a reported error.
    static let placeholderCellIdentifier = "Braid.PlaceholderCell"

    /// `object`, which the core made for UIKit, as the `View` UIKit asked for; nil for none. An object of another type
    /// — the core's placeholder after an error it reported, or a cell provider's object that is no UIKit view — is
    /// reported as an error naming `what` and the type, and nil is returned for the caller's fallback: never a blank
    /// view in silence.
    func uiKitView<View: AnyObject>(_ object: AnyObject?, as type: View.Type, for what: @autoclosure () -> String) -> View? {
        guard let object else { return nil }
        if let view = object as? View { return view }  // checked cast: the host protocols hand views as AnyObject; a mismatch is reported
        diagnose(BinderDiagnostic(severity: .error, message: """
            UIKit asked for \(what()) and the binder gave a \(Swift.type(of: object)), not a \(View.self) (after the \
            error reported before it, if it is the binder's placeholder; else a cell provider returned something \
            that is not a UIKit view); UIKit is given an empty one in its place.
            """))
        return nil
    }

    /// The selectors the proxy answers from the chains whatever the app's delegates have, its data source methods
    /// among them: claimed always. The subclasses add theirs to these.
    class var answeredSelectors: Set<String> { ["scrollViewDidScroll:"] }

    /// The delegate methods the proxy implements only to forward them to the app's delegate: claimed when that
    /// delegate has them. The subclasses add theirs to these. `Scripts/check-delegate-forwarding.py` holds both tables
    /// to the methods the proxy implements, and each method here to calling the app's.
    class var forwardedSelectors: Set<String> {
        [
            "scrollViewDidZoom:",
            "scrollViewWillBeginDragging:",
            "scrollViewWillEndDragging:withVelocity:targetContentOffset:",
            "scrollViewDidEndDragging:willDecelerate:",
            "scrollViewWillBeginDecelerating:",
            "scrollViewDidEndDecelerating:",
            "scrollViewDidEndScrollingAnimation:",
            "viewForZoomingInScrollView:",
            "scrollViewWillBeginZooming:withView:",
            "scrollViewDidEndZooming:withView:atScale:",
            "scrollViewShouldScrollToTop:",
            "scrollViewDidScrollToTop:",
            "scrollViewDidChangeAdjustedContentInset:",
        ]
    }

    #if canImport(UIKit)
    /// The view's own delegate protocols (the table's, or the collection view's and its flow layout's): the
    /// subclasses'.
    class var viewDelegateProtocols: [Protocol] { [] }

    /// Whether UIKit is to call `selector`: the ``ProxyDecision`` for it claims it. A delegate method the proxy only
    /// forwards is claimed only when the app's delegate has it, so that, without one, UIKit does what it does for a
    /// missing method — a context-menu interaction is not installed, a row highlights as UIKit's default has it. UIKit
    /// asks once per delegate assignment; the binder installs the proxy again when the app's delegates change.
    nonisolated override func responds(to selector: Selector!) -> Bool {
        guard let selector else { return false }
        return MainActor.assumeIsolated { decision(for: selector).claims }
    }

    /// The app's delegate, for a delegate method the proxy claims and does not implement (a deprecated one, or one a
    /// newer SDK adds): the runtime sends UIKit's message to it whole. Nil for anything else, as NSObject has it.
    nonisolated override func forwardingTarget(for selector: Selector!) -> Any? {
        guard let selector else { return nil }
        nonisolated(unsafe) var target: AnyObject?
        MainActor.assumeIsolated {
            if case .forwardWhole(let delegate) = decision(for: selector) { target = appDelegate(delegate) }
        }
        return target
    }

    /// The decision for `selector`, from the runtime's facts: the tables above, the class's methods, the delegate
    /// protocols that declare it, and whether the app's delegate has it.
    private func decision(for selector: Selector) -> ProxyDecision {
        let declares = { (protocols: [Protocol]) in
            protocols.contains { protocol_getMethodDescription($0, selector, false, true).name != nil }
        }
        let delegate: ProxyDecision.AppDelegate? =
            declares([UIScrollViewDelegate.self]) ? .scrollView : declares(Self.viewDelegateProtocols) ? .view : nil
        return ProxyDecision(ProxyDecision.Facts(
            answered: Self.answeredSelectors.contains(NSStringFromSelector(selector)),
            implemented: super.responds(to: selector),
            appDelegate: delegate,
            appResponds: delegate.flatMap(appDelegate)?.responds(to: selector) ?? false))
    }
    #endif

    /// The app's delegate that a method of `delegate`'s protocols goes to.
    func appDelegate(_ delegate: ProxyDecision.AppDelegate) -> (any UIScrollViewDelegate)? {
        switch delegate {
        case .scrollView: scrollTarget
        case .view: viewDelegate
        }
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        didScroll()
        (scrollTarget?.scrollViewDidScroll)?(scrollView)
    }

    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
        (scrollTarget?.scrollViewWillBeginDragging)?(scrollView)
    }

    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        (scrollTarget?.scrollViewWillEndDragging(_:withVelocity:targetContentOffset:))?(
            scrollView, velocity, targetContentOffset)
    }

    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        (scrollTarget?.scrollViewDidEndDragging(_:willDecelerate:))?(scrollView, decelerate)
    }

    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {
        (scrollTarget?.scrollViewWillBeginDecelerating)?(scrollView)
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        (scrollTarget?.scrollViewDidEndDecelerating)?(scrollView)
    }

    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
        (scrollTarget?.scrollViewDidEndScrollingAnimation)?(scrollView)
    }

    func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {
        (scrollTarget?.scrollViewDidScrollToTop)?(scrollView)
    }

    func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool {
        (scrollTarget?.scrollViewShouldScrollToTop)?(scrollView) ?? true
    }

    func viewForZooming(in scrollView: UIScrollView) -> UIView? {
        (scrollTarget?.viewForZooming(in:))?(scrollView) ?? nil
    }

    func scrollViewDidZoom(_ scrollView: UIScrollView) {
        (scrollTarget?.scrollViewDidZoom)?(scrollView)
    }

    func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {
        (scrollTarget?.scrollViewWillBeginZooming(_:with:))?(scrollView, view)
    }

    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {
        (scrollTarget?.scrollViewDidEndZooming(_:with:atScale:))?(scrollView, view, scale)
    }

    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {
        (scrollTarget?.scrollViewDidChangeAdjustedContentInset)?(scrollView)
    }
}

extension ItemPath {
    /// UIKit's index path as Braid's.
    init(_ indexPath: IndexPath) {
        self.init(item: indexPath.item, section: indexPath.section)
    }
}

extension IndexPath {
    /// Braid's path as UIKit's.
    init(_ path: ItemPath) {
        self.init(item: path.item, section: path.section)
    }
}
