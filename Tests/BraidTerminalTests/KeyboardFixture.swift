@testable import BraidTerminal

/// What the keyboard-editing tests of both views share: a view a binder drives on a manual scheduler and clock,
/// the names it shows (the app's data, which handlers change), a log of what handlers heard, keys pressed and the
/// screen as text.
@MainActor class KeyboardFixture<View: FramedContent, Names> {
    let view: View
    let scheduler = ManualUpdateScheduler()
    let clock = ManualTerminalClock()
    var names: Names
    var log: [String] = []

    /// A fixture whose view (made for the fixture's clock) fills a screen of `width` × `height`.
    init(names: Names, width: Int, height: Int, view make: (ManualTerminalClock) -> View) {
        self.names = names
        view = make(clock)
        view.frame = TerminalRect(x: 0, y: 0, width: width, height: height)
    }

    /// Presses `keys`, applies the updates they caused and lets the animations end.
    func press(_ keys: Key...) {
        for key in keys { _ = view.handle(.key(key)) }
        scheduler.flush()
        clock.advance(by: .seconds(1))
    }

    /// The view drawn into a buffer of its size.
    var buffer: ScreenBuffer {
        var buffer = ScreenBuffer(width: view.frame!.maxX, height: view.frame!.maxY)
        view.render(into: &buffer)
        return buffer
    }

    /// The buffer's lines without trailing blanks.
    var text: [String] { buffer.lines.map { String($0.reversed().drop { $0 == " " }.reversed()) } }
}

/// A view the fixture places: both terminal views.
@MainActor protocol FramedContent: TerminalContent {
    var frame: TerminalRect? { get set }
}

extension TerminalTableView: FramedContent {}
extension TerminalCollectionView: FramedContent {}
