@testable import BraidTerminal

/// What the keyboard-editing tests of both views share: a view a binder drives on a manual scheduler and clock,
/// the names it shows (the app's data, which handlers change), a log of what handlers heard, keys pressed and the
/// screen as text.
@MainActor class KeyboardFixture<View: TerminalContent, Names> {
    let view: View
    let scheduler: ManualUpdateScheduler
    let clock: ManualTerminalClock
    var names: Names
    var log: [String] = []
    private let size: (width: Int, height: Int)

    init(_ view: View, scheduler: ManualUpdateScheduler, clock: ManualTerminalClock, names: Names, width: Int, height: Int) {
        self.view = view
        self.scheduler = scheduler
        self.clock = clock
        self.names = names
        size = (width, height)
    }

    /// Presses `keys`, applies the updates they caused and lets the animations end.
    func press(_ keys: Key...) {
        for key in keys { _ = view.handle(.key(key)) }
        scheduler.flush()
        clock.advance(by: .seconds(1))
    }

    /// The view drawn into a buffer of its size.
    var buffer: ScreenBuffer {
        var buffer = ScreenBuffer(width: size.width, height: size.height)
        view.render(into: &buffer)
        return buffer
    }

    /// The buffer's lines without trailing blanks.
    var text: [String] { buffer.lines.map { String($0.reversed().drop { $0 == " " }.reversed()) } }
}
