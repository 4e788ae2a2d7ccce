import Testing
@testable import BraidTerminal

@Suite struct DisplayWidthTests {
    @Test func asciiTakesOneColumnAndControlCharactersNone() {
        #expect("Hello, world".displayWidth == 12)
        #expect("\u{7}\t\u{1B}".displayWidth == 0, "bell, tab and escape draw nothing")
    }

    @Test func eastAsianWideAndFullwidthCharactersTakeTwoColumns() {
        #expect("日本語".displayWidth == 6)
        #expect("한국어".displayWidth == 6, "Hangul syllables")
        #expect("カタカナ".displayWidth == 8)
        #expect("ＡＢＣ".displayWidth == 6, "fullwidth Latin")
        #expect("　".displayWidth == 2, "the ideographic space")
        #expect("｡".displayWidth == 1, "halfwidth katakana punctuation stays narrow")
    }

    @Test func combiningMarksAndJoinersAddNothing() {
        #expect("e\u{301}".displayWidth == 1, "e with a combining acute accent")
        #expect(Unicode.Scalar(0x301)!.displayWidth == 0)
        #expect(Unicode.Scalar(0x200D)!.displayWidth == 0, "zero-width joiner")
        #expect("Ame\u{301}lie".displayWidth == 6)
    }

    @Test func emojiShownAsPicturesTakeTwoColumns() {
        #expect("🎉".displayWidth == 2)
        #expect("👩‍👩‍👧".displayWidth == 2, "a joined family is one picture")
        #expect("🇨🇦".displayWidth == 2, "a flag")
        #expect("❤️".displayWidth == 2, "a text heart with the emoji selector")
        #expect("❤".displayWidth == 1, "the heart alone is text")
        #expect("✓".displayWidth == 1, "the check mark is text")
    }
}
