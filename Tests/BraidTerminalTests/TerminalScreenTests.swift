import Testing
@testable import BraidTerminal

/// One ncurses screen per process: these tests open them one at a time.
@MainActor
@Suite(.serialized) struct TerminalScreenTests {
    func frame(width: Int, height: Int, label: (Int) -> String) -> ScreenBuffer {
        var buffer = ScreenBuffer(width: width, height: height)
        for y in 0..<height { buffer.draw(StyledText(label(y)), x: 0, y: y) }
        return buffer
    }

    @Test func aOneRowChangeWritesAboutThatRowsShare() throws {
        let screen = try TerminalScreen.offscreen(width: 80, height: 24)
        defer { screen.close() }
        let start = try #require(screen.bytesWritten)
        let text = "The quick brown fox jumps over the lazy dog, "
        let full = frame(width: 80, height: 24) { "line \($0): " + text + text }
        screen.present(full)
        let fullBytes = try #require(screen.bytesWritten) - start
        #expect(fullBytes >= 24 * 60, "every row was written")

        screen.present(full)
        let unchanged = try #require(screen.bytesWritten) - start - fullBytes
        #expect(unchanged == 0, "an identical frame writes nothing")

        var changed = full
        changed.draw("LINE 7", x: 0, y: 7)
        screen.present(changed)
        let oneRow = try #require(screen.bytesWritten) - start - fullBytes
        #expect(oneRow > 0)
        #expect(oneRow <= fullBytes / 24, "one row of 24 costs at most its share: \(oneRow) of \(fullBytes) bytes")
    }

    @Test func stylesAndColoursAndWideCharactersAreWritten() throws {
        let screen = try TerminalScreen.offscreen(width: 20, height: 2)
        defer { screen.close() }
        let start = try #require(screen.bytesWritten)
        var buffer = ScreenBuffer(width: 20, height: 2)
        buffer.draw(StyledText("bold", style: .bold) + StyledText(" red", style: TextStyle(foreground: .red)), x: 0, y: 0)
        buffer.draw(StyledText("日本 e\u{301} 🎉", style: TextStyle(.reverse, background: .indexed(22))), x: 0, y: 1)
        screen.present(buffer)
        #expect(try #require(screen.bytesWritten) > start)
        buffer.draw("x", x: 1, y: 1)
        screen.present(buffer)
    }

    @Test func onlyOneScreenIsOpenAtATime() throws {
        let screen = try TerminalScreen.offscreen(width: 10, height: 2)
        #expect(throws: TerminalScreen.Failure.alreadyOpen) { try TerminalScreen.offscreen(width: 10, height: 2) }
        screen.close()
        let again = try TerminalScreen.offscreen(width: 10, height: 2)
        again.close()
        #expect(again.bytesWritten == nil, "a closed screen has no output")
    }

    @Test func anUnknownTerminalTypeIsReported() {
        #expect(throws: TerminalScreen.Failure.cannotStart(terminalType: "no-such-terminal")) {
            try TerminalScreen.offscreen(width: 10, height: 2, terminalType: "no-such-terminal")
        }
    }

    /// ncurses addresses a screen with `short`s: a size past them (or of no cells) is a programming error, stopped
    /// with a message naming the size — before, `Int32(height)` trapped on sizes past `Int32`, and ncurses was asked
    /// to allocate the rest.
    @Test func anOffscreenSizeNcursesCannotAddressStopsWithAMessage() async {
        await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run { _ = try? TerminalScreen.offscreen(width: 40, height: 1 << 40) }
        }.map { result in
            let text = String(decoding: result.standardErrorContent, as: UTF8.self)
            #expect(text.contains("TerminalScreen.offscreen(width: 40, height: 1099511627776): a screen is 1 to 32,767 columns and rows"), "\(text)")
        }
    }

    @Test func aTerminalScreenNeedsATerminal() {
        // The test runner's standard output is a pipe under `swift test`; skip where it is a terminal.
        guard isatty(1) == 0 else { return }
        #expect(throws: TerminalScreen.Failure.notATerminal) { try TerminalScreen.terminal() }
    }
}

#if canImport(Glibc)
import Glibc
#endif
