/// Where the terminal host reads the time for its animations.
///
/// Animations are computed from the time, never slept through: the run loop asks for a frame, the table
/// reads ``now`` and draws the animation at that moment. Tests inject a ``ManualTerminalClock`` and step it,
/// so they can check a frame in the middle of an animation without waiting.
///
/// ```swift
/// let clock = ManualTerminalClock()
/// let table = TerminalTableView(clock: clock)
/// clock.advance(by: .milliseconds(100)) // halfway through a 200 ms highlight
/// ```
@MainActor
public protocol TerminalClock: AnyObject {
    /// The time since some fixed start; only differences matter.
    var now: Duration { get }
}

/// The real time, from the system's monotonic clock: the default clock of every table.
public final class ContinuousTerminalClock: TerminalClock {
    private let start = ContinuousClock.now

    /// A clock that starts at zero now.
    public init() {}

    /// The time since the clock was made.
    public var now: Duration { ContinuousClock.now - start }
}

/// A clock that moves only when told to: for tests of animations.
public final class ManualTerminalClock: TerminalClock {
    /// The time now; set it or ``advance(by:)`` it.
    public var now: Duration

    /// A clock that shows `start` until moved.
    public init(start: Duration = .zero) {
        now = start
    }

    /// Moves the time on by `duration`.
    public func advance(by duration: Duration) {
        now += duration
    }
}
