import Foundation

/// UIControl.h: `@interface UIControl : UIView` (iOS 2.0), `NS_SWIFT_UI_ACTOR`.
///
/// The stand-in keeps the actions added with `addAction(_:for:)` and runs them on `sendActions(for:)`, which is how
/// tests touch a control. Target-action (`addTarget(_:action:for:)`) needs Objective-C selectors and is not
/// transcribed (see UIKitStandIn.swift).
@MainActor
open class UIControl: UIView {
    /// UIControl.h: `typedef NS_OPTIONS(NSUInteger, UIControlEvents)`, imported as `UIControl.Event`; the events
    /// the stand-in's callers use.
    public struct Event: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// `UIControlEventTouchUpInside = 1 <<  6`
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// `UIControlEventValueChanged = 1 << 12`
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// `UIControlEventPrimaryActionTriggered API_AVAILABLE(ios(9.0)) = 1 << 13`
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
    }

    /// UIControl.h: `typedef NS_OPTIONS(NSUInteger, UIControlState)`, imported as `UIControl.State`.
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// `UIControlStateNormal = 0`
        public static let normal: State = []
        /// `UIControlStateHighlighted = 1 << 0`
        public static let highlighted = State(rawValue: 1 << 0)
        /// `UIControlStateDisabled = 1 << 1`
        public static let disabled = State(rawValue: 1 << 1)
        /// `UIControlStateSelected = 1 << 2`
        public static let selected = State(rawValue: 1 << 2)
    }

    /// UIControl.h: `- (instancetype)initWithFrame:(CGRect)frame NS_DESIGNATED_INITIALIZER;`
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// UIControl.h: `- (nullable instancetype)initWithCoder:(NSCoder *)coder NS_DESIGNATED_INITIALIZER;`
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// UIControl.h: `@property(nonatomic,getter=isEnabled) BOOL enabled;` — a disabled control sends no actions.
    open var isEnabled = true

    private var actions: [(action: UIAction, events: Event)] = []

    /// UIControl.h: `- (void)addAction:(UIAction *)action forControlEvents:(UIControlEvents)controlEvents
    /// API_AVAILABLE(ios(14.0));`
    open func addAction(_ action: UIAction, for controlEvents: UIControl.Event) {
        actions.append((action, controlEvents))
    }

    /// UIControl.h: `- (void)sendActionsForControlEvents:(UIControlEvents)controlEvents;` — runs the handlers of the
    /// actions added for any of `controlEvents`, in the order they were added.
    open func sendActions(for controlEvents: UIControl.Event) {
        guard isEnabled else { return }
        for (action, events) in actions where !events.isDisjoint(with: controlEvents) { action.handler(action) }
    }
}
