import Foundation
import Testing
import BraidTmuxTesting

/// The e2e program (`Sources/braid-terminal-e2e`) in a real terminal: tmux runs it, the test presses keys
/// and reads the screen, and checks that every way out gives the terminal back.
@Suite(
    .serialized,
    .enabled(if: TmuxSession.isAvailable, "tmux cannot be started here: install it (.ci/run does) to run the terminal end-to-end tests"))
struct EndToEndTests {
    /// The e2e program, built beside the test bundle (the test target depends on it).
    static let program: String = {
        let executable = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? CommandLine.arguments[0]
        return URL(fileURLWithPath: executable).deletingLastPathComponent()
            .appendingPathComponent("braid-terminal-e2e").path
    }()

    /// Starts the program in `session` and waits for its first frame. Its batches are checked with UIKit's rules: one
    /// UIKit would refuse stops it with UIKit's message on the screen, which the test's next wait then shows.
    func start(in session: TmuxSession) throws {
        try session.type("SWIFT_BACKTRACE=interactive=no BRAID_VALIDATE_BATCHES=1 \(Self.program); echo BRAID_EXIT=$?")
        try session.waitForScreen("the first frame") { $0.first == " Braid end-to-end" && $0.contains(" FRUITS") }
        #expect(try session.pane("#{alternate_on}") == "1", "the program draws on the alternate screen")
    }

    /// Checks that the terminal is as the shell left it: the normal screen with the shell's text, a
    /// visible cursor, no mouse reporting, and line-at-a-time input with echo.
    func expectTerminalRestored(_ session: TmuxSession, sourceLocation: SourceLocation = #_sourceLocation) throws {
        #expect(try session.pane("#{alternate_on}") == "0", "left the alternate screen", sourceLocation: sourceLocation)
        #expect(try session.pane("#{cursor_flag}") == "1", "the cursor shows", sourceLocation: sourceLocation)
        #expect(try session.pane("#{mouse_any_flag}") == "0", "mouse reporting is off", sourceLocation: sourceLocation)
        #expect(try session.pane("#{keypad_cursor_flag}") == "0", "cursor keys are normal", sourceLocation: sourceLocation)
        try session.type("clear; stty -a | tr ' ' '\\n' | grep -x -e '-*icanon' -e '-*echo' | tr '\\n' ' '; echo")
        let screen = try session.waitForScreen("stty's report") {
            $0.contains { $0.hasPrefix("icanon") || $0.hasPrefix("-icanon") }
        }
        #expect(screen.contains { $0.hasPrefix("icanon echo") }, "canonical input with echo:\n\(screen.joined(separator: "\n"))",
            sourceLocation: sourceLocation)
    }

    @Test func aTableInARealTerminalScrollsSelectsUpdatesAndGivesTheTerminalBack() throws {
        let session = try TmuxSession()
        try start(in: session)
        var screen = try session.screen()
        #expect(screen[1] == " FRUITS")
        #expect(screen[2].hasPrefix(" Apple ") && screen[2].hasSuffix("$1.00 ›"), "title left, price right: \(screen[2])")
        #expect(screen.count == 24 && screen[23].contains("ready | selected none"))

        // Select and tap.
        try session.press("Down", "Down", "Enter")
        screen = try session.waitForScreen("a tap on Apricot") { $0[23].contains("tapped Apricot | selected 0-1") }

        // Page down: as far as the content goes (12 of 34 lines), the selection at the same height.
        try session.press("PageDown")
        screen = try session.waitForScreen("the next page") { $0[23].contains("selected 0-13") }
        #expect(screen[1].hasPrefix(" Dragonfruit ") && screen[3].hasPrefix(" Elderberry "), "Elderberry on line 3, as Apricot was")

        // End: the last rows, the footer and the toggle; Space toggles it.
        try session.press("End")
        screen = try session.waitForScreen("the end") { $0.contains(" 30 fruits") && $0[23].contains("selected 1-0") }
        try session.press("Space")
        screen = try session.waitForScreen("the toggle") { $0.contains { $0.hasPrefix(" Notifications") && $0.hasSuffix("[on]") } }

        // Home, then an update: a row inserted at the top shows at the top.
        try session.press("Home")
        try session.waitForScreen("the top") { $0[2].hasPrefix(" Apple ") }
        try session.press("i")
        screen = try session.waitForScreen("the inserted row") { $0[2].hasPrefix(" New fruit 1 ") && $0[3].hasPrefix(" Apple ") }

        // An update from main-actor work in a task: the run loop runs it and draws it.
        try session.press("a")
        try session.waitForScreen("the row added later") { $0[23].contains("added Later 1") }
        try session.press("End")
        screen = try session.waitForScreen("the added row") {
            $0.contains(" Added later") && $0.contains { $0.hasPrefix(" Later 1 ") }
        }

        // Quit: the shell gets the terminal back as it was.
        try session.press("q")
        try session.waitForScreen("the program's exit") { $0.contains("BRAID_EXIT=0") }
        try expectTerminalRestored(session)
    }

    @Test func aResizedTerminalGetsAFrameOfItsNewSize() throws {
        let session = try TmuxSession()
        try start(in: session)
        // The mark ends one column before the edge (the padding; tmux trims trailing blanks).
        func isFrame(width: Int, height: Int) -> ([String]) -> Bool {
            { $0.count == height && $0[height - 1].contains("ready") && $0[2].hasPrefix(" Apple ")
                && $0[2].hasSuffix("$1.00 ›") && $0[2].count == width - 1 }
        }
        try session.resize(width: 50, height: 10)
        try session.waitForScreen("a 50×10 frame", isFrame(width: 50, height: 10))
        try session.resize(width: 90, height: 30)
        try session.waitForScreen("a 90×30 frame", isFrame(width: 90, height: 30))
        try session.press("q")
        try session.waitForScreen("the program's exit") { $0.contains("BRAID_EXIT=0") }
        try expectTerminalRestored(session)
    }

    @Test func ctrlZGivesTheShellItsScreenUntilTheProgramContinues() throws {
        let session = try TmuxSession()
        try start(in: session)
        try session.press("C-z")
        try session.waitForScreen("the job stopped") { $0.contains { $0.contains("Stopped") } }
        try expectTerminalRestored(session)
        try session.type("fg")
        try session.waitForScreen("the frame again") { $0.first == " Braid end-to-end" && $0.contains(" FRUITS") }
        #expect(try session.pane("#{alternate_on}") == "1")
        #expect(try session.pane("#{mouse_any_flag}") == "1", "mouse reporting is back")
        try session.press("Down", "Enter")
        try session.waitForScreen("a tap after resuming") { $0[23].contains("tapped Apple") }
        try session.press("q")
        // The shell dropped the rest of the command line (the echo) when the job stopped.
        try session.waitForScreen("the shell") { $0.last { !$0.isEmpty } == "e2e$" && !$0.contains(" FRUITS") }
        try expectTerminalRestored(session)
    }

    @Test func ctrlCGivesTheTerminalBack() throws {
        let session = try TmuxSession()
        try start(in: session)
        try session.press("C-c")
        try session.waitForScreen("the shell") { $0.last { !$0.isEmpty } == "e2e$" }
        try expectTerminalRestored(session)
    }

    @Test func sigtermGivesTheTerminalBack() throws {
        let session = try TmuxSession()
        try start(in: session)
        let shell = try session.shellProcess()
        let program = try #require(childProcess(of: shell), "the program runs under the pane's shell")
        kill(program, SIGTERM)
        try session.waitForScreen("the program's exit") { $0.contains("BRAID_EXIT=143") }
        try expectTerminalRestored(session)
    }

    @Test func aCrashInUserCodeGivesTheTerminalBack() throws {
        let session = try TmuxSession()
        try start(in: session)
        try session.press("x")
        try session.waitForScreen("the program's exit") { $0.contains { $0.hasPrefix("BRAID_EXIT=") } }
        let screen = try session.screen()
        #expect(screen.contains("BRAID_EXIT=132"), "fatalError ends the program with SIGILL")
        try expectTerminalRestored(session)
    }

    @Test func withoutATerminalTheProgramSaysSoAndFails() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.program)
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let drawn = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 2)
        #expect(message.contains("standard output is not a terminal"), "says why: \(message)")
        #expect(drawn.isEmpty, "draws nothing into the pipe")
    }

    /// The first child process of `parent`, read from /proc.
    private func childProcess(of parent: Int32) -> Int32? {
        let children = try? String(contentsOfFile: "/proc/\(parent)/task/\(parent)/children", encoding: .utf8)
        return children?.split(separator: " ").first.flatMap { Int32($0) }
    }
}
