import Testing
@testable import BraidTerminal

@Suite struct ScreenBufferTests {
    @Test func drawingIsClippedToTheBufferAndTheClipRectangle() {
        var buffer = ScreenBuffer(width: 6, height: 2)
        buffer.draw("Hello, world", x: 0, y: 0)
        buffer.draw("abcdef", x: -2, y: 1, clip: TerminalRect(x: 1, y: 1, width: 3, height: 1))
        #expect(buffer.lines == ["Hello,", " def  "])
    }

    @Test func aWideCharacterTakesTwoCellsAndIsReplacedByASpaceAtTheEdge() {
        var buffer = ScreenBuffer(width: 4, height: 1)
        let end = buffer.draw("a日本", x: 0, y: 0)
        #expect(end == 5)
        #expect(buffer.lines == ["a日 "], "本 would straddle the edge")
        #expect(buffer[1, 0].width == 2)
        #expect(buffer[2, 0].width == 0)
    }

    @Test func drawingOverHalfAWideCharacterBlanksTheOtherHalf() {
        var buffer = ScreenBuffer(width: 4, height: 1)
        buffer.draw("日本", x: 0, y: 0)
        buffer.draw("x", x: 1, y: 0)
        #expect(buffer.lines == [" x本"])
        buffer.draw("y", x: 2, y: 0)
        #expect(buffer.lines == [" xy "])
    }

    @Test func stylesAreKeptPerCellAndOverlaysMerge() {
        var buffer = ScreenBuffer(width: 4, height: 2)
        buffer.draw(StyledText("ab", style: .bold), x: 0, y: 0)
        buffer.apply(.reverse, to: TerminalRect(x: 1, y: 0, width: 3, height: 2))
        #expect(buffer[0, 0].style == .bold)
        #expect(buffer[1, 0].style == TextStyle([.bold, .reverse]))
        #expect(buffer.mask { $0.attributes.contains(.reverse) } == [".###", ".###"])
        buffer.fill(TerminalRect(x: 0, y: 0, width: 4, height: 1))
        #expect(buffer.row(0).allSatisfy { $0 == .blank })
    }

    @Test func emptyBuffersHaveNoLines() {
        let buffer = ScreenBuffer(width: 0, height: -3)
        #expect(buffer.lines == [])
        #expect(buffer.bounds.isEmpty)
    }
}
