import CNcursesShim
import Testing
@testable import BraidTerminal

@Suite struct InputDecoderTests {
    func decode(_ kind: Int32, _ code: UInt32, x: Int32 = 0, y: Int32 = 0) -> InputEvent? {
        InputDecoder.decode(InputDecoder.Raw(kind: kind, code: code, x: x, y: y))
    }

    @Test func controlCharactersBecomeTheirKeys() {
        let character = Int32(BRAID_INPUT_CHARACTER)
        #expect(decode(character, 13) == .key(.enter))
        #expect(decode(character, 10) == .key(.enter))
        #expect(decode(character, 9) == .key(.tab))
        #expect(decode(character, 27) == .key(.escape))
        #expect(decode(character, 127) == .key(.backspace))
        #expect(decode(character, 1) == .key(.control("a")))
        #expect(decode(character, 32) == .key(.character(" ")))
        #expect(decode(character, 0x65E5) == .key(.character("日")))
    }

    @Test func ncursesKeyCodesBecomeKeys() {
        let key = Int32(BRAID_INPUT_KEY)
        #expect(decode(key, UInt32(BRAID_KEY_UP)) == .key(.up))
        #expect(decode(key, UInt32(BRAID_KEY_PAGE_DOWN)) == .key(.pageDown))
        #expect(decode(key, UInt32(BRAID_KEY_HOME)) == .key(.home))
        #expect(decode(key, UInt32(BRAID_KEY_F0) + 5) == .key(.function(5)))
        #expect(decode(key, UInt32(BRAID_KEY_MENU)) == .key(.menu), "the menu key and Shift-F10 (the shim maps both)")
        #expect(decode(key, 9_999) == .key(.unknown))
    }

    @Test func mouseReportsKeepTheirPosition() {
        let mouse = Int32(BRAID_INPUT_MOUSE)
        #expect(decode(mouse, UInt32(BRAID_MOUSE_PRESS), x: 3, y: 7) == .mouse(MouseEvent(kind: .press, x: 3, y: 7)))
        #expect(decode(mouse, UInt32(BRAID_MOUSE_WHEEL_DOWN)) == .mouse(MouseEvent(kind: .wheelDown, x: 0, y: 0)))
        #expect(decode(mouse, UInt32(BRAID_MOUSE_SECONDARY_PRESS), x: 2, y: 1) == .mouse(MouseEvent(kind: .secondaryPress, x: 2, y: 1)),
                "a right-click")
    }

    @Test func resizesAndNothingAreTold() {
        #expect(decode(Int32(BRAID_INPUT_RESIZE), 0) == .resize)
        #expect(decode(Int32(BRAID_INPUT_NONE), 0) == nil)
    }
}
