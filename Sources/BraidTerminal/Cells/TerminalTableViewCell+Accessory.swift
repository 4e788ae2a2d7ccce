extension TerminalTableViewCell {
    /// Draws the cell into `frame` with its ``accessory``'s mark at the frame's right edge, on the first line, and the
    /// content left of it (one column apart); the table and the grid draw their cells this way.
    func drawWithAccessory(into buffer: inout ScreenBuffer, frame: TerminalRect, clip: TerminalRect) {
        let mark = accessory.mark
        let markWidth = mark.displayWidth
        let content = markWidth > 0 ? frame.inset(left: 0, right: markWidth + 1) : frame
        draw(into: &buffer, frame: content, clip: clip.intersection(content.spanningRows(of: clip)))
        if markWidth > 0 {
            buffer.draw(mark, x: frame.maxX - markWidth, y: frame.y, clip: clip)
        }
    }
}
