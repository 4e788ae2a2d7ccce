/// Drawing text and styles into a buffer. Everything is clipped to the buffer and to the given bounds.
extension ScreenBuffer {
    /// Draws `text` starting at column `x` of row `y`, clipped to `clip` (the whole buffer by default).
    ///
    /// A wide character that would straddle the right edge is drawn as a space instead; zero-width
    /// characters such as control characters are skipped.
    /// - Returns: the column after the last cell drawn.
    /// - Complexity: O(*n*) in the length of the text.
    @discardableResult
    public mutating func draw(_ text: StyledText, x: Int, y: Int, clip: TerminalRect? = nil) -> Int {
        let area = (clip ?? bounds).intersection(bounds)
        guard y >= area.y, y < area.maxY else { return x.adding(saturating: text.displayWidth) }
        var column = x
        text.forEachCharacter { character, style in
            let characterWidth = character.displayWidth
            guard characterWidth > 0 else { return }
            defer { column = column.adding(saturating: characterWidth) }
            guard column >= area.x, column < area.maxX else { return }
            if characterWidth == 2 && column.adding(saturating: 1) >= area.maxX {
                put(Cell(" ", style: style), x: column, y: y)
                return
            }
            put(Cell(character, width: UInt8(characterWidth), style: style), x: column, y: y)
            if characterWidth == 2 { put(Cell(" ", width: 0, style: style), x: column + 1, y: y) }
        }
        return column
    }

    /// Fills `rect` with spaces in `style`.
    public mutating func fill(_ rect: TerminalRect, style: TextStyle = .plain) {
        let area = rect.intersection(bounds)
        guard !area.isEmpty else { return }
        let blank = Cell(" ", style: style)
        for y in area.y..<area.maxY {
            for x in area.x..<area.maxX { put(blank, x: x, y: y) }
        }
    }

    /// Merges `overlay` over the style of every cell in `rect` (see ``TextStyle/merging(_:)``).
    public mutating func apply(_ overlay: TextStyle, to rect: TerminalRect) {
        let area = rect.intersection(bounds)
        guard !area.isEmpty else { return }
        for y in area.y..<area.maxY {
            for index in (y * width + area.x)..<(y * width + area.maxX) {
                cells[index].style = cells[index].style.merging(overlay)
            }
        }
    }

    /// Copies the rows `sourceRows` of `source` (those it has) to row `y` onwards, clipped to `clip`; every copied
    /// cell gets `overlay` merged over its style.
    ///
    /// - Complexity: O(the cells copied): rows that land outside `clip` are not visited, wherever `y` is in `Int`.
    mutating func copy(
        rows sourceRows: Range<Int>, of source: ScreenBuffer, toY y: Int, clip: TerminalRect, overlay: TextStyle
    ) {
        let area = clip.intersection(bounds)
        guard !area.isEmpty else { return }
        let rows = sourceRows.clamped(to: 0..<source.height)
        // The offsets from `y` that land inside `area` (inside the buffer, so `y + offset` cannot overflow).
        let first = max(0, area.y.subtracting(saturating: y), rows.lowerBound - sourceRows.lowerBound)
        let end = min(area.maxY.subtracting(saturating: y), rows.upperBound - sourceRows.lowerBound)
        guard first < end else { return }
        for offset in first..<end {
            let sourceY = sourceRows.lowerBound + offset
            let targetY = y + offset
            for sourceX in 0..<min(source.width, area.width) {
                var cell = source[sourceX, sourceY]
                cell.style = cell.style.merging(overlay)
                put(cell, x: area.x + sourceX, y: targetY)
            }
        }
    }
}
