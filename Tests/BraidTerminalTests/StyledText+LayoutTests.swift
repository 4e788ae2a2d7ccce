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

    // MARK: Found by fuzzing

    @Test func anEllipsisThatJoinsTheCharacterBeforeItStillFitsTheWidth() {
        let cut = StyledText("☺☺☺☺").truncated(toWidth: 3, ellipsis: "\u{200C}\u{FE0F}")
        #expect(cut.displayWidth <= 3, "measured as drawn: \(cut.plainText.unicodeScalars.map { String($0.value, radix: 16) })")
        #expect(!cut.isEmpty, "and as much as fits is kept")
        #expect(StyledText("abcdef").truncated(toWidth: 1, ellipsis: "日").plainText == "a",
                "an ellipsis wider than the width is left out")
        for width in 1...6 {
            for text in ["日本語テキスト", "a\u{301}b\u{301}c\u{301}d", "👍🏽👍🏽👍🏽", "x\u{200B}y\u{200B}z\u{200B}w"] {
                let shown = StyledText(text).truncated(toWidth: width)
                #expect(shown.displayWidth <= width, "\(text) cut to \(width) is \(shown.plainText) (\(shown.displayWidth))")
            }
        }
    }

    @Test func wordsOfInvisibleCharactersStayWhereTheyWere() {
        #expect(StyledText("ab \t cd").wrapped(toWidth: 20).map(\.plainText) == ["ab \t cd"], "a tab between spaces stays")
        #expect(StyledText("\u{200B}").wrapped(toWidth: 5).map(\.plainText) == ["\u{200B}"], "a zero-width space is kept")
        #expect(StyledText("abc \u{200B} def").wrapped(toWidth: 4).map(\.plainText) == ["abc", "\u{200B}", "def"] ||
                StyledText("abc \u{200B} def").wrapped(toWidth: 4).map(\.plainText) == ["abc \u{200B}", "def"],
                "an invisible word is placed like any other: \(StyledText("abc \u{200B} def").wrapped(toWidth: 4).map(\.plainText))")
        let text = StyledText("one \u{200B} two\tthree  four")
        let joined = text.wrapped(toWidth: 6).map(\.plainText).joined(separator: " ")
        #expect(joined.filter { $0 != " " } == text.plainText.filter { $0 != " " }, "nothing but spaces is lost or moved: \(joined)")
    }
}
