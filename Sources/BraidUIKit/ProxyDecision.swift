/// What a binder's proxy does with a selector UIKit asks it about: answer it, forward it, send it whole to the app's
/// delegate, or decline it.
///
/// UIKit asks its data source and delegate `responds(to:)` for each optional method, and calls the method when told
/// yes. A proxy that says yes to a method it cannot answer crashes the app (`unrecognized selector sent to instance`),
/// so the decision is made once, here, from the selector's facts alone, and both `responds(to:)` and
/// `forwardingTarget(for:)` follow it:
///
/// ```swift
/// ProxyDecision(ProxyDecision.Facts(answered: false, implemented: false, appDelegate: .view, appResponds: true))
/// // .forwardWhole(.view): claimed, and UIKit's message goes to the app's delegate as it is
/// ```
///
/// The rule: what a chain answers is claimed; a method of the scroll view's or the view's delegate protocols is
/// claimed only when the app's delegate has it — through the proxy's own method when there is one (which tells the
/// chains first where they listen), else whole, by `forwardingTarget(for:)`, which covers the methods the proxy does
/// not implement (deprecated ones, and any a newer SDK adds); anything else is claimed only when the proxy implements
/// it.
enum ProxyDecision: Equatable, Sendable {
    /// Claimed: the proxy's own method answers, from the chains (and, where they bind nothing, the app's delegate).
    case answer
    /// Claimed because the app's delegate has the method: the proxy's own method forwards it there.
    case forward
    /// Claimed because the app's delegate has the method, which the proxy does not implement: `forwardingTarget(for:)`
    /// sends the message to that delegate whole.
    case forwardWhole(AppDelegate)
    /// Not claimed: UIKit does what it does for a data source or delegate without the method.
    case decline

    /// Which of the app's delegates a method belongs to.
    enum AppDelegate: Equatable, Sendable {
        /// The binder's `scrollViewDelegate`, or else the view's delegate: a `UIScrollViewDelegate` method.
        case scrollView
        /// The app's table or collection view delegate: a method of the view's delegate protocols (for a collection
        /// view, `UICollectionViewDelegateFlowLayout`'s too).
        case view
    }

    /// What is known of one selector, for one proxy and the app's delegates as they are.
    struct Facts: Equatable, Sendable {
        /// The proxy answers it from the chains whatever the app's delegate has (its data source methods among them).
        var answered: Bool
        /// The proxy's class has a method for it.
        var implemented: Bool
        /// The app's delegate it belongs to, where it is an optional method of a delegate protocol the proxy stands in
        /// for; nil for anything else.
        var appDelegate: AppDelegate?
        /// Whether that delegate of the app's is set and has the method.
        var appResponds: Bool
    }

    /// The decision for a selector with these facts.
    init(_ facts: Facts) {
        if facts.answered && facts.implemented {
            self = .answer
        } else if let delegate = facts.appDelegate {
            self = !facts.appResponds ? .decline : facts.implemented ? .forward : .forwardWhole(delegate)
        } else {
            self = facts.implemented ? .answer : .decline
        }
    }

    /// Whether the proxy tells UIKit it responds to the selector.
    var claims: Bool { self != .decline }
}
