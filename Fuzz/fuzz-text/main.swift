// fuzz-text: text layout and the screen buffer — styled text of every kind of character truncated, wrapped and drawn
// at any geometry, the extremes of Int included. Checks: nothing traps; a truncation fits its width; every wrapped
// line fits (but for one character wider than the width); a wrap loses nothing but spaces; the buffer never holds a
// continuation cell without the wide character before it.
import BraidFuzzSupport
import BraidTerminal

runFuzzTarget { input in
    var buffer = ScreenBuffer(width: input.int(in: 0...30), height: input.int(in: 0...6))
    while !input.isAtEnd {
        let text = StyledText(input.text(), style: input.byte() % 2 == 0 ? .plain : .bold)
        switch input.byte() % 6 {
        case 0:
            let width = input.int(in: -2...30)
            let ellipsis: Character? = input.byte() % 3 == 0 ? nil : Character(input.text(limit: 1).first.map(String.init) ?? "…")
            let cut = text.truncated(toWidth: width, ellipsis: ellipsis)
            precondition(cut.displayWidth <= max(0, width), "truncated to \(width) is \(cut.displayWidth) wide: \(cut.plainText.debugDescription)")
        case 1:
            let width = input.int(in: -2...30)
            let lines = text.wrapped(toWidth: width)
            precondition(!lines.isEmpty, "wrapping gives at least one line")
            for line in lines where width > 0 {
                precondition(line.displayWidth <= max(width, 2), "a line of \(line.displayWidth) in \(width): \(line.plainText.debugDescription)")
            }
            if width > 0 {
                // Compared scalar by scalar: joining lines can join graphemes that a break separated.
                let kept = lines.flatMap { $0.plainText.unicodeScalars.filter { $0 != " " } }
                let given = text.lines.flatMap { $0.plainText.unicodeScalars.filter { $0 != " " } }
                precondition(kept == given, "wrapping lost or moved text: \(text.plainText.debugDescription) → \(lines.map(\.plainText))")
            }
        case 2:
            let clip = input.byte() % 2 == 0 ? nil
                : TerminalRect(x: input.geometry(), y: input.geometry(), width: input.geometry(), height: input.geometry())
            buffer.draw(text, x: input.geometry(), y: input.geometry(), clip: clip)
        case 3:
            buffer.fill(TerminalRect(x: input.geometry(), y: input.geometry(), width: input.geometry(), height: input.geometry()),
                        style: .bold)
        case 4:
            buffer.apply(.bold, to: TerminalRect(x: input.geometry(), y: input.geometry(), width: input.geometry(), height: input.geometry()))
        default:
            let a = TerminalRect(x: input.geometry(), y: input.geometry(), width: input.geometry(), height: input.geometry())
            let b = TerminalRect(x: input.geometry(), y: input.geometry(), width: input.geometry(), height: input.geometry())
            let both = a.intersection(b)
            precondition(both.width >= 0 && both.height >= 0, "an intersection of negative size")
            _ = a.inset(left: input.geometry(), right: input.geometry())
        }
    }
    for y in 0..<buffer.height {
        for x in 0..<buffer.width where buffer[x, y].width == 0 {
            precondition(x > 0 && buffer[x - 1, y].width == 2, "a continuation cell at (\(x), \(y)) without its wide character: \(buffer.lines[y].debugDescription)")
        }
    }
}
