/// Reading a buffer back as text: how tests state what the screen should show.
extension ScreenBuffer {
    /// Every row as a string of its characters, continuation cells left out, so that a row with a wide
    /// character has one character fewer than the buffer is wide.
    ///
    /// ```swift
    /// #expect(buffer.lines == [
    ///     "CHECKING        ",
    ///     " Every Day  $2.3",
    /// ])
    /// ```
    public var lines: [String] {
        (0..<height).map { line(at: $0) }
    }

    /// Row `y` as a string.
    public func line(at y: Int) -> String {
        var text = ""
        for cell in row(y) where cell.width > 0 { text.append(cell.character) }
        return text
    }

    /// Every row as a mask, one character per column: `mark` where `test` holds for the cell's style,
    /// `.` where it does not — for checking selection, highlights and dimming.
    ///
    /// ```swift
    /// buffer.mask { $0.attributes.contains(.reverse) } // ["....", "####", "...."]
    /// ```
    public func mask(_ mark: Character = "#", where test: (TextStyle) -> Bool) -> [String] {
        (0..<height).map { y in String(row(y).map { test($0.style) ? mark : "." }) }
    }
}
