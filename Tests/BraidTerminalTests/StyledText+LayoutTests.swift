import Testing
@testable import BraidTerminal

@Suite struct StyledTextLayoutTests {
    @Test func truncationEndsInAnEllipsisInTheLastStyleKept() {
        let text = StyledText("Every Day ", style: .bold) + StyledText("Checking")
        #expect(text.truncated(toWidth: 18) == text, "it fits")
        let cut = text.truncated(toWidth: 8)
        #expect(cut.plainText == "Every D…")
        #expect(cut.runs.last?.style == .bold, "the ellipsis takes the style of the last kept character")
        #expect(text.truncated(toWidth: 1).plainText == "…")
        #expect(text.truncated(toWidth: 0).isEmpty)
        #expect(text.truncated(toWidth: 5, ellipsis: nil).plainText == "Every")
    }

    @Test func truncationNeverSplitsAWideCharacter() {
        #expect(StyledText("日本語").truncated(toWidth: 4).plainText == "日…")
        #expect(StyledText("日本語").truncated(toWidth: 4).displayWidth == 3)
    }

    @Test func wrappingBreaksAtSpacesAndInsideWordsTooLongForALine() {
        let text = StyledText("Open a new savings account today")
        #expect(text.wrapped(toWidth: 12).map(\.plainText) == ["Open a new", "savings", "account", "today"])
        #expect(StyledText("abcdefghij").wrapped(toWidth: 4).map(\.plainText) == ["abcd", "efgh", "ij"])
        #expect(StyledText("").wrapped(toWidth: 4).map(\.plainText) == [""])
        #expect(StyledText("a\nb c").wrapped(toWidth: 10).map(\.plainText) == ["a", "b c"], "line breaks stay")
    }

    @Test func wrappingKeepsStyles() {
        let text = StyledText("bold", style: .bold) + StyledText(" plain")
        let lines = text.wrapped(toWidth: 5)
        #expect(lines.map(\.plainText) == ["bold", "plain"])
        #expect(lines.map { $0.runs.first?.style } == [.bold, .plain])
    }

    @Test func linesSplitAtLineBreaks() {
        let text = StyledText("one\ntwo", style: .dim) + StyledText("\r\nthree")
        #expect(text.lines.map(\.plainText) == ["one", "two", "three"])
        #expect(text.lines[1].runs.first?.style == .dim)
    }
}
