/// Drawing: the placed items into the buffer, then the animation and selection styles over them.
extension TerminalTableView {
    /// Draws the table into its ``frame`` of `buffer` (the whole buffer when the frame is `nil`), as it is
    /// at the clock's current time.
    ///
    /// Asks the data source for the cells of rows that came into view, tells it about them
    /// (`willDisplay`), and gives the cells of rows that left the view back to the reuse pool.
    /// - Complexity: O(visible rows), whatever the number of rows.
    public func render(into buffer: inout ScreenBuffer) {
        // The earliest time this frame shows: it decides whether another frame must follow (`isAnimating`).
        let frameTime = clock.now
        let whole = (frame ?? buffer.bounds).intersection(buffer.bounds)
        let (refreshing, rows) = refreshLine.reserve(in: whole)
        refreshLine.draw(in: refreshing, into: &buffer)
        let area = reserveSectionIndex(in: rows)
        resizeViewport(to: area)
        layout()
        buffer.fill(area)
        for placed in placement {
            let rect = TerminalRect(x: area.x, y: area.y.adding(saturating: placed.y), width: area.width, height: placed.height)
            draw(placed.item, in: rect, clip: rect.intersection(area), into: &buffer)
        }
        drawEditing(in: area, into: &buffer)
        drawSectionIndex(rows: area, into: &buffer)
        viewState.draw(over: rows, into: &buffer)
        announceDisplayedRows()
        needsDisplay = false
        presence.noteDrawn(at: frameTime, in: area)
    }

    /// Whether the running app's latest frame drew the table (always, with no app running): a binder shows
    /// the updates of a table that is not on screen as reloads.
    public var isOnScreen: Bool { presence.isOnScreen }

    /// Whether an animation is running: the app keeps drawing frames until one has shown its end. Judged by the
    /// last frame drawn, not by the time of asking, so a frame that showed an animation's middle is always
    /// followed by another, however late the question comes.
    public var isAnimating: Bool {
        presence.hasFramesToShow(until: animations.end(duration: appearance.animationDuration), now: clock.now)
    }

    /// Draws one item and the styles over it.
    private func draw(_ item: LayoutItem, in rect: TerminalRect, clip: TerminalRect, into buffer: inout ScreenBuffer) {
        switch item {
        case .row(let path):
            let cell = cell(forRow: path)
            cell.isSelected = path == selectedRow
            let place = outline(ofRow: path)
            rowRecords[path]?.outline = place
            drawContent(of: cell, outline: place, in: rect, clip: clip, into: &buffer)
            if let style = highlightStyle(row: path) { buffer.apply(style, to: clip) }
            if path == selectedRow { buffer.apply(appearance.selectedRowStyle, to: clip) }
        case .header(let section), .footer(let section):
            let key = SupplementKey(section: section, isHeader: item == .header(section))
            drawContent(of: supplement(key), in: rect, clip: clip, into: &buffer)
            if let style = highlightStyle(section: section) { buffer.apply(style, to: clip) }
        case .ghost(let slot, let index):
            guard let ghost = animations.ghosts[slot]?[index] else { return }
            let hidden = clip.y - rect.y
            buffer.copy(
                rows: hidden..<(hidden + clip.height), of: ghost.snapshot, toY: clip.y, clip: clip,
                overlay: appearance.deletedRowStyle)
        }
    }

    /// Draws a cell's content and accessory inside the padding, after a tree row's indentation and disclosure.
    func drawContent(
        of cell: TerminalTableViewCell, outline: OutlineRow?, in rect: TerminalRect, clip: TerminalRect,
        into buffer: inout ScreenBuffer
    ) {
        // The disclosure stays inside the padding and left of the accessory, however deep its row.
        let inside = cellContentFrame(for: cell, outline: nil, in: rect).spanningRows(of: clip)
        drawDisclosure(outline, in: rect, clip: clip.intersection(inside), into: &buffer)
        let padding = appearance.horizontalPadding
        let frame = rect.inset(left: padding.adding(saturating: outlineColumns(outline)), right: padding)
        cell.drawWithAccessory(into: &buffer, frame: frame, clip: clip)
    }

    /// Draws a header or footer: its view, or its title in the section title style, wrapped.
    func drawContent(
        of record: SupplementRecord, in rect: TerminalRect, clip: TerminalRect, into buffer: inout ScreenBuffer
    ) {
        let padding = appearance.horizontalPadding
        let content = rect.inset(left: padding, right: padding)
        let contentClip = clip.intersection(content.spanningRows(of: clip))
        switch record.content {
        case .none:
            break
        case .title(let title):
            let lines = StyledText(title, style: appearance.sectionTitleStyle).wrapped(toWidth: content.width)
            for (index, line) in lines.enumerated() where index < rect.height {
                buffer.draw(line, x: content.x, y: content.y + index, clip: contentClip)
            }
        case .view(let view):
            view.draw(into: &buffer, frame: content, clip: contentClip)
        }
    }

    /// What a row looks like right now, drawn on its own: the ghost a deleted row leaves. Only as much of it as
    /// the last frame could show is kept — a row may be far taller, or the frame far wider, than any screen.
    func snapshot(of item: LayoutItem, height: Int) -> ScreenBuffer {
        let drawn = presence.drawnArea
        var buffer = ScreenBuffer(width: min(viewport.width, drawn.width), height: min(height, drawn.height))
        let rect = buffer.bounds
        switch item {
        case .row(let path):
            if let record = rowRecords[path], let cell = record.cell {
                drawContent(of: cell, outline: record.outline, in: rect, clip: rect, into: &buffer)
            }
        case .header(let section), .footer(let section):
            let key = SupplementKey(section: section, isHeader: item == .header(section))
            if let record = supplementRecords[key] { drawContent(of: record, in: rect, clip: rect, into: &buffer) }
        case .ghost:
            break
        }
        return buffer
    }

    /// Tells the data source about rows shown for the first time since they came into view.
    private func announceDisplayedRows() {
        for placed in placement {
            guard case .row(let path) = placed.item, let record = rowRecords[path], !record.wasDisplayed,
                  let cell = record.cell
            else { continue }
            rowRecords[path]?.wasDisplayed = true
            dataSource?.tableHost(self, willDisplay: cell, forRowAt: path)
        }
    }
}

extension TerminalRect {
    /// This rectangle's columns over `other`'s rows.
    func spanningRows(of other: TerminalRect) -> TerminalRect {
        TerminalRect(x: x, y: other.y, width: width, height: other.height)
    }
}
