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

    // MARK: Found by fuzzing

    @Test func aWideCharacterDrawnOverAWideCharacterReplacesIt() {
        var buffer = ScreenBuffer(width: 4, height: 1)
        buffer.draw("日", x: 0, y: 0)
        buffer.draw("本", x: 0, y: 0)
        #expect(buffer.lines == ["本  "], "the second wide character shows where the first was")
        #expect(buffer[0, 0].width == 2 && buffer[1, 0].width == 0, "with its continuation cell after it")
        buffer.draw("削除", x: 1, y: 0)
        #expect(buffer.lines == [" 削 "], "本, cut in two, is blanked; 除 would straddle the edge: \(buffer.lines)")
        #expect((0..<4).allSatisfy { x in buffer[x, 0].width != 0 || (x > 0 && buffer[x - 1, 0].width == 2) },
                "no continuation cell without its wide character: \(buffer.lines)")
    }

    @Test func geometryNearIntMaxClipsToNothingInsteadOfTrapping() {
        var buffer = ScreenBuffer(width: 4, height: 2)
        buffer.fill(TerminalRect(x: .max, y: 0, width: 1, height: 1), style: .bold)
        buffer.fill(TerminalRect(x: .max - 1, y: .max - 1, width: .max, height: .max))
        buffer.apply(.bold, to: TerminalRect(x: .max, y: .max, width: .max, height: .max))
        let end = buffer.draw("abc", x: .max - 1, y: 0)
        #expect(end == .max, "the column after the text stops at Int.max")
        buffer.draw("abc", x: .min, y: 1, clip: TerminalRect(x: .min, y: .min, width: .max, height: .max))
        #expect(buffer.lines == ["    ", "    "], "nothing lands in the buffer")
        #expect(TerminalRect(x: .max, y: 0, width: 10, height: 1).maxX == .max)
        #expect(TerminalRect(x: -10, y: -10, width: .max, height: .max).intersection(buffer.bounds) == buffer.bounds)
        #expect(TerminalRect(x: .min, y: .min, width: .max, height: .max).intersection(buffer.bounds).isEmpty,
                "from Int.min, Int.max columns end at -1")
        #expect(TerminalRect(x: .max, y: 0, width: 3, height: 1).inset(left: 5, right: .max).width == 0)
        var rect = TerminalRect(x: 0, y: 0, width: 3, height: 3)
        rect.width = -5
        #expect(rect.width == 0 && rect.isEmpty, "a negative width set later counts as 0 too")
    }
}
