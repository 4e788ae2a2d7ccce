import Testing
@testable import BraidTerminal

@Test func theTerminalHostSaysItIsNotBuiltYet() {
    #expect(BraidTerminal.status.contains("not built yet"), "placeholder status must say what is missing")
}
