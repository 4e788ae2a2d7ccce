import CNcursesShim
import Dispatch

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The run loop of a terminal program: it owns the screen, feeds the content the user's input, runs the
/// main actor's work, draws frames when something changed, and gives the terminal back on every exit.
///
/// Everything happens on the main actor, driven by the main dispatch queue, which is the main actor's
/// executor: input and resizes arrive as dispatch sources on it, `Task { @MainActor in … }` work runs
/// between them, and a change (a table's batch update, ``setNeedsDisplay()``) schedules one frame for the
/// end of the current turn. Animation frames are drawn about 30 times a second while an animation runs,
/// never otherwise. When standard output is not a terminal, ``run()`` says so on standard error and exits
/// with status 2 instead of drawing.
///
/// ```swift
/// // main.swift
/// let table = TerminalTableView()
/// table.register(cellType: NameCell.self, forReuseIdentifier: NameCell.reuseIdentifier)
/// table.dataSource = names
/// await TerminalApp(content: table).run()
/// ```
@MainActor
public final class TerminalApp {
    /// What the app shows.
    public let content: any TerminalContent
    /// How often frames are drawn while an animation runs.
    public var animationFrameInterval = Duration.milliseconds(33)

    /// The running app, which ``setNeedsDisplay()`` and ``stop(status:)`` act on.
    private static weak var current: TerminalApp?
    private var screen: TerminalScreen?
    private var sources: [any DispatchSourceProtocol] = []
    private var frameIsScheduled = false
    private var animationFrameIsScheduled = false
    private var parking: UnsafeContinuation<Void, Never>?

    /// Creates an app that shows `content`.
    public init(content: any TerminalContent) {
        self.content = content
    }

    /// Takes over the terminal and runs until ``stop(status:)`` or ``stop(status:message:)``, which exit the process.
    ///
    /// Call it from the program's top level (`await TerminalApp(content: …).run()`): it suspends there
    /// forever, leaving the main actor free for input, frames and any other main-actor work.
    public func run() async -> Never {
        let screen: TerminalScreen
        do {
            screen = try TerminalScreen.terminal()
        } catch .notATerminal {
            let stream = isatty(1) == 1 ? "input" : "output"
            Self.fail("standard \(stream) is not a terminal. This program draws a full-screen table: run it in a "
                + "terminal, without piping or redirecting its \(stream).", status: 2)
        } catch {
            Self.fail("cannot use the terminal: \(error).", status: 1)
        }
        self.screen = screen
        Self.current = self
        listen(to: 0) { [unowned self] in readInput() }
        listen(to: screen.notifications) { [unowned self] in
            let notifications = screen.readNotifications()
            if notifications.resumed {
                screen.redrawAll()
                scheduleFrame()
            }
            if notifications.resized { resize() }
        }
        draw()
        await withUnsafeContinuation { parking = $0 }
        fatalError("TerminalApp.run() resumed; only TerminalApp.stop ends it")
    }

    /// Asks the running app to draw a frame at the end of the current main-actor turn; does nothing when
    /// no app runs (as in tests). Views call it when they change.
    public static func setNeedsDisplay() {
        current?.scheduleFrame()
    }

    /// Gives the terminal back and exits the process with `status`.
    public static func stop(status: Int32 = 0) -> Never {
        current?.screen?.close()
        exit(status)
    }

    /// Gives the terminal back, writes `message` to standard error — where it stays on the screen, since the terminal
    /// was given back first — and exits the process with `status`.
    public static func stop(status: Int32 = 1, message: String) -> Never {
        current?.screen?.close()
        writeError(message)
        exit(status)
    }

    // MARK: Run loop

    private func listen(to fd: Int32, _ handler: @escaping @MainActor () -> Void) {
        guard fd >= 0 else { return }
        let source = DispatchSource.makeReadSource(fileDescriptor: fd, queue: .main)
        source.setEventHandler { MainActor.assumeIsolated { handler() } }
        source.resume()
        sources.append(source)
    }

    private func readInput() {
        guard let screen else { return }
        while let event = screen.nextEvent() {
            if event == .resize {
                resize()
            } else {
                _ = content.handle(event)
            }
        }
        scheduleFrame()
    }

    private func resize() {
        guard screen?.updateSize() == true else { return }
        _ = content.handle(.resize)
        scheduleFrame()
    }

    private func scheduleFrame() {
        guard !frameIsScheduled else { return }
        frameIsScheduled = true
        DispatchQueue.main.async { MainActor.assumeIsolated { self.draw() } }
    }

    private func scheduleAnimationFrame() {
        guard !animationFrameIsScheduled else { return }
        animationFrameIsScheduled = true
        let (seconds, attoseconds) = animationFrameInterval.components
        let nanoseconds = Int(seconds) * 1_000_000_000 + Int(attoseconds / 1_000_000_000)
        DispatchQueue.main.asyncAfter(deadline: .now() + .nanoseconds(nanoseconds)) {
            MainActor.assumeIsolated {
                self.animationFrameIsScheduled = false
                self.draw()
            }
        }
    }

    private func draw() {
        frameIsScheduled = false
        guard let screen else { return }
        var buffer = ScreenBuffer(width: screen.width, height: screen.height)
        ScreenPresence.latestFrame = (ScreenPresence.latestFrame ?? 0) &+ 1
        content.render(into: &buffer)
        screen.present(buffer)
        if content.isAnimating { scheduleAnimationFrame() }
    }

    /// Writes `message` to standard error after the program's name and exits with `status`.
    private static func fail(_ message: String, status: Int32) -> Never {
        let program = CommandLine.arguments.first.map { String($0.split(separator: "/").last ?? "") } ?? "program"
        writeError("\(program): \(message)")
        exit(status)
    }

    /// Writes `message` and a newline to standard error.
    private static func writeError(_ message: String) {
        var text = message + "\n"
        text.withUTF8 { bytes in _ = write(2, bytes.baseAddress, bytes.count) }
    }
}
