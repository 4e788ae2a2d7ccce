import Testing
@testable import BraidTerminal

/// Colours by name — how the terminal reads a swipe action's hint.
@Suite struct TerminalColorNameTests {
    @Test func namesNumbersAndUIKitsSystemNamesAreColoursAndOtherWordsAreNot() {
        #expect(TerminalColor(name: "yellow") == .yellow)
        #expect(TerminalColor(name: " Red ") == .red, "case and spaces do not matter")
        #expect(TerminalColor(name: "systemBlue") == .blue, "UIKit's system prefix is ignored")
        #expect(TerminalColor(name: "orange") == .indexed(208))
        #expect(TerminalColor(name: "208") == .indexed(208), "a palette index")
        #expect(TerminalColor(name: "sparkly") == nil && TerminalColor(name: "") == nil && TerminalColor(name: "300") == nil)
    }
}
