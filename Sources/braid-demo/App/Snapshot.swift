import Braid
import BraidSamples
import BraidTerminal
import BraidTesting

/// Renders a sample's first fully loaded screen off-screen: services answer at once, updates apply when
/// asked, animations are skipped to their end, and every batch is checked with UIKit's rules (a refused one fails
/// the running test, or stops the program outside one).
@MainActor
enum Snapshot {
    /// The screen as text, one string a row, trailing blanks cut.
    /// - Parameter prepare: adjusts the screen before it loads (tests swap in a malformed response).
    static func render(
        _ sample: Sample, width: Int, height: Int, prepare: (any DemoScreen) -> Void = { _ in }
    ) async -> [String] {
        await buffer(sample, width: width, height: height, prepare: prepare).lines
            .map { String($0.reversed().drop { $0 == " " }.reversed()) }
    }

    /// The screen as drawn: text, colours and attributes.
    static func buffer(
        _ sample: Sample, width: Int, height: Int, prepare: (any DemoScreen) -> Void = { _ in }
    ) async -> ScreenBuffer {
        ServiceDelay.scale = 0
        let scheduler = ManualUpdateScheduler()
        let clock = ManualTerminalClock()
        let environment = DemoEnvironment(scheduler: scheduler, clock: clock, rejectedBatch: HeadlessHostError.recordIssueOrTrap)
        let screen = sample.makeScreen(environment)
        let app = DemoApp(root: screen, clock: clock)
        environment.app = app
        prepare(screen)
        await screen.load()
        // Let work the load started (follow-up tasks, publisher deliveries) run, then apply every update.
        for _ in 0..<10 {
            await Task.yield()
            scheduler.flush()
        }
        clock.advance(by: .seconds(5))
        var buffer = ScreenBuffer(width: width, height: height)
        app.render(into: &buffer)
        return buffer
    }
}
