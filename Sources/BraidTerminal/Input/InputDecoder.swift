import CNcursesShim

/// Turns what the terminal writer read into ``InputEvent`` values.
///
/// ncurses decodes escape sequences (arrow keys, function keys, mouse reports) with the terminal's own
/// description; this decoder gives control characters their meaning (Enter, Tab, Escape, Backspace,
/// Ctrl-letters) and maps ncurses' key and mouse codes to Braid's types. It is pure, so tests feed it raw
/// codes.
package enum InputDecoder {
    /// What ncurses read, in the shim's terms.
    package struct Raw: Hashable {
        package var kind: Int32
        package var code: UInt32
        package var x: Int32 = 0
        package var y: Int32 = 0

        package init(kind: Int32, code: UInt32, x: Int32 = 0, y: Int32 = 0) {
            self.kind = kind
            self.code = code
            self.x = x
            self.y = y
        }
    }

    /// The event `raw` stands for; `nil` for nothing read.
    package static func decode(_ raw: Raw) -> InputEvent? {
        switch raw.kind {
        case Int32(BRAID_INPUT_CHARACTER):
            return .key(character(raw.code))
        case Int32(BRAID_INPUT_KEY):
            return .key(key(raw.code))
        case Int32(BRAID_INPUT_MOUSE):
            return .mouse(MouseEvent(kind: mouseKind(raw.code), x: Int(raw.x), y: Int(raw.y)))
        case Int32(BRAID_INPUT_RESIZE):
            return .resize
        default:
            return nil
        }
    }

    /// A character code: control characters become their keys.
    static func character(_ code: UInt32) -> Key {
        switch code {
        case 10, 13: return .enter
        case 9: return .tab
        case 27: return .escape
        case 8, 127: return .backspace
        case 1...26: return .control(Character(Unicode.Scalar(code + 96)!))
        case 0..<32: return .unknown
        default:
            guard let scalar = Unicode.Scalar(code) else { return .unknown }
            return .character(Character(scalar))
        }
    }

    /// A key code from the shim's `BRAID_KEY_` list.
    static func key(_ code: UInt32) -> Key {
        switch Int(code) {
        case Int(BRAID_KEY_UP): .up
        case Int(BRAID_KEY_DOWN): .down
        case Int(BRAID_KEY_LEFT): .left
        case Int(BRAID_KEY_RIGHT): .right
        case Int(BRAID_KEY_PAGE_UP): .pageUp
        case Int(BRAID_KEY_PAGE_DOWN): .pageDown
        case Int(BRAID_KEY_HOME): .home
        case Int(BRAID_KEY_END): .end
        case Int(BRAID_KEY_BACKSPACE): .backspace
        case Int(BRAID_KEY_DELETE): .delete
        case Int(BRAID_KEY_INSERT): .insert
        case Int(BRAID_KEY_ENTER): .enter
        case Int(BRAID_KEY_BACK_TAB): .backTab
        case Int(BRAID_KEY_MENU): .menu
        case Int(BRAID_KEY_F0) + 1...Int(BRAID_KEY_F0) + 12: .function(Int(code) - Int(BRAID_KEY_F0))
        default: .unknown
        }
    }

    /// A mouse code from the shim's `BRAID_MOUSE_` list.
    static func mouseKind(_ code: UInt32) -> MouseEvent.Kind {
        switch Int(code) {
        case Int(BRAID_MOUSE_PRESS): .press
        case Int(BRAID_MOUSE_RELEASE): .release
        case Int(BRAID_MOUSE_WHEEL_UP): .wheelUp
        case Int(BRAID_MOUSE_WHEEL_DOWN): .wheelDown
        case Int(BRAID_MOUSE_SECONDARY_PRESS): .secondaryPress
        default: .other
        }
    }
}
