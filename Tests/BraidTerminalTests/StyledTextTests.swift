import Testing
@testable import BraidTerminal

@Suite struct StyledTextTests {
    @Test func runsOfTheSameStyleMergeAndEmptyRunsVanish() {
        var text = StyledText("Bal", style: .dim)
        text.append("ance", style: .dim)
        text.append("", style: .bold)
        text.append(" $5", style: .bold)
        #expect(text.runs == [StyledText.Run("Balance", style: .dim), StyledText.Run(" $5", style: .bold)])
        #expect(text.plainText == "Balance $5")
        #expect(StyledText("").isEmpty)
    }

    @Test func plusJoinsRunsAndLiteralsArePlain() {
        let text: StyledText = "a" + StyledText("b", style: .bold)
        #expect(text.runs.map(\.style) == [.plain, .bold])
        #expect(text.displayWidth == 2)
    }

    @Test func applyingMergesAnOverlayOverEveryRun() {
        let text = StyledText("a", style: TextStyle(foreground: .red)) + StyledText("b")
        let selected = text.applying(.reverse)
        #expect(selected.runs.map(\.style) == [TextStyle(.reverse, foreground: .red), .reverse])
    }

    @Test func anOverlaysColoursWinAndAttributesAdd() {
        let base = TextStyle(.bold, foreground: .red, background: .blue)
        let merged = base.merging(TextStyle(.dim, foreground: .green))
        #expect(merged == TextStyle([.bold, .dim], foreground: .green, background: .blue))
    }
}
