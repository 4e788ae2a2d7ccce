/// The section index: when the data source gives titles (`sectionIndexTitles(for:)`), the table draws them in a
/// column at its right edge. A click on one jumps to its section; so does the keyboard: Ctrl-G ("go to") opens a
/// prompt at the bottom of the table, where typing jumps to the first title that starts with what was typed, Enter
/// keeps the place and Esc goes back to where the table was. Plain letters are never taken: they stay the cells'
/// and the app's (the demo's `q`, a text field's typing).
extension TerminalTableView {
    /// The section index's titles as the table last drew them (empty: no index).
    public var sectionIndexTitles: [String] { sectionIndex.titles }

    /// The keys the section index adds, for a status line: Ctrl-G while the table has an index; the prompt's
    /// own keys while it is open.
    public var sectionIndexKeyHints: [(key: String, action: String)] {
        if sectionIndex.prompt != nil { return [("type", "jump"), ("⏎", "done"), ("esc", "cancel")] }
        return sectionIndex.titles.isEmpty ? [] : [("^G", "go to")]
    }

    /// Whether the jump prompt is open (it takes the keys until Enter or Esc).
    public var isJumpPromptOpen: Bool { sectionIndex.prompt != nil }

    /// Jumps to the section of the index title at `index`: its header (or first row) at the top of the table, as
    /// far as the content allows, and its first row selected.
    public func jumpToSectionIndexTitle(at index: Int) {
        guard let dataSource, sectionIndex.titles.indices.contains(index) else { return }
        let section = dataSource.tableHost(self, sectionForSectionIndexTitle: sectionIndex.titles[index], at: index)
        guard sectionCounts.indices.contains(section) else { return }
        notifyingScroll {
            anchor = .header(section)
            anchorOffset = 0
        }
        layout()
        if let first = firstRow(from: section) { selectRow(at: first, scrollToVisible: false) }
        setNeedsDisplay()
    }

    // MARK: Drawing

    /// Reads the titles and splits `area` into the rows' part and the strip's: the part the rows take.
    func reserveSectionIndex(in area: TerminalRect) -> TerminalRect {
        sectionIndex.titles = dataSource?.sectionIndexTitles(for: self) ?? []
        if sectionIndex.titles.isEmpty { sectionIndex.prompt = nil }
        let width = sectionIndex.width(inTableOf: area.width)
        guard width > 0 else {
            sectionIndex.frame = nil
            return area
        }
        sectionIndex.frame = TerminalRect(x: area.maxX - width, y: area.y, width: width, height: area.height)
        return TerminalRect(x: area.x, y: area.y, width: area.width - width, height: area.height)
    }

    /// Draws the strip, and the prompt over the rows' last line while it is open.
    func drawSectionIndex(rows: TerminalRect, into buffer: inout ScreenBuffer) {
        guard let strip = sectionIndex.frame else { return }
        buffer.fill(strip)
        sectionIndex.titleOnLine = SectionIndexStrip.lines(for: sectionIndex.titles.count, height: strip.height)
        let current = sectionIndex.prompt.flatMap { sectionIndex.title(matching: $0) }
        for (line, title) in sectionIndex.titleOnLine.enumerated() {
            guard let title else { continue }
            let text = StyledText(sectionIndex.titles[title]).truncated(toWidth: strip.width - 1, ellipsis: nil)
            let style = title == current ? appearance.selectedRowStyle : appearance.sectionTitleStyle
            _ = buffer.draw(StyledText(text.plainText, style: style), x: strip.x + 1, y: strip.y + line, clip: strip)
        }
        guard let typed = sectionIndex.prompt, rows.height > 0 else { return }
        let line = TerminalRect(x: rows.x, y: rows.maxY - 1, width: rows.width, height: 1)
        buffer.fill(line, style: .reverse)
        let found = current == nil && !typed.isEmpty ? " (no match)" : ""
        _ = buffer.draw(StyledText(" Go to: " + typed + "▏" + found, style: .reverse).truncated(toWidth: line.width),
                        x: line.x, y: line.y, clip: line)
    }

    // MARK: Input

    /// Ctrl-G and the prompt's keys; false for a key they do not use.
    func handleSectionIndexKey(_ key: Key) -> Bool {
        guard let typed = sectionIndex.prompt else {
            guard key == .control("g"), !sectionIndex.titles.isEmpty else { return false }
            sectionIndex.prompt = ""
            promptOrigin = (anchor, anchorOffset, selectedRow)
            setNeedsDisplay()
            return true
        }
        switch key {
        case .character(let character):
            type(typed + String(character))
        case .backspace, .delete:
            type(String(typed.dropLast()))
        case .enter:
            sectionIndex.prompt = nil
        case .escape, .control("g"), .control("c"):
            sectionIndex.prompt = nil
            if let (anchor, offset, selected) = promptOrigin {
                notifyingScroll {
                    self.anchor = anchor
                    anchorOffset = offset
                }
                if let selected, isValidRow(selected, in: sectionCounts) { selectRow(at: selected, scrollToVisible: false) }
            }
        default:
            break  // the prompt keeps every key while it is open
        }
        setNeedsDisplay()
        return true
    }

    /// Sets the prompt's text and jumps to the first title it starts.
    private func type(_ text: String) {
        sectionIndex.prompt = text
        if let index = sectionIndex.title(matching: text) { jumpToSectionIndexTitle(at: index) }
    }

    /// A click on the strip: jumps to the title on that line (or the nearest one above it).
    func handleSectionIndexClick(x: Int, y: Int) -> Bool {
        guard let strip = sectionIndex.frame, strip.contains(x: x, y: y) else { return false }
        let line = y - strip.y
        let title = sectionIndex.titleOnLine.prefix(line + 1).last { $0 != nil } ?? sectionIndex.titleOnLine.first { $0 != nil }
        if let title = title ?? nil { jumpToSectionIndexTitle(at: title) }
        return true
    }
}
