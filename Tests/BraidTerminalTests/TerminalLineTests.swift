import Testing
@testable import BraidTerminal

@Suite struct TerminalLineTests {
    func drawn(_ line: TerminalLine, width: Int) -> String {
        var buffer = ScreenBuffer(width: width, height: 1)
        line.draw(into: &buffer, x: 0, y: 0, width: width, clip: buffer.bounds)
        return buffer.lines[0]
    }

    @Test func theRightPartIsAlignedToTheRightEdge() {
        #expect(drawn(TerminalLine("Title", right: "42"), width: 10) == "Title   42")
        #expect(drawn(TerminalLine(right: "42"), width: 5) == "   42")
    }

    @Test func theLeftPartIsCutBeforeTheRightPartButTheRightKeepsAtLeastHalf() {
        #expect(drawn(TerminalLine("Travel Rewards", right: "$310.67"), width: 16) == "Travel … $310.67")
        #expect(drawn(TerminalLine("Title", right: "a long detail"), width: 10) == "Tit… a lo…")
    }

    @Test func centredTextSitsInTheMiddle() {
        #expect(drawn(TerminalLine("mid", alignment: .center), width: 9) == "   mid   ")
    }
}
