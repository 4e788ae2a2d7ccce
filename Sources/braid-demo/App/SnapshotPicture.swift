import BraidTerminal

/// A screen buffer as an SVG picture: its text, in a monospaced grid, with its colours and attributes — what the
/// README shows of each sample (`braid-demo <sample> --snapshot --svg`, written by `Scripts/render-sample-pictures.sh`).
///
/// The terminal's theme is fixed here (light text on a dark background, the xterm palette), since a picture has no
/// terminal to ask. Each run of cells of one style is one `<text>` stretched to its columns (`textLength`), so the grid
/// holds whatever monospaced font the viewer has; a wide character takes its two columns.
enum SnapshotPicture {
    static let columnWidth = 8.4
    static let lineHeight = 18.0
    static let fontSize = 14.0
    static let defaultForeground = "#d4d4d4"
    static let defaultBackground = "#1e1e1e"

    static func svg(_ buffer: ScreenBuffer) -> String {
        let width = Double(buffer.width) * columnWidth + 2 * columnWidth
        let height = Double(buffer.height) * lineHeight + lineHeight
        var out = """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(number(width))" height="\(number(height))" \
            viewBox="0 0 \(number(width)) \(number(height))" font-family="Menlo, Consolas, 'DejaVu Sans Mono', monospace" \
            font-size="\(number(fontSize))" xml:space="preserve">
            <rect width="100%" height="100%" rx="6" fill="\(defaultBackground)"/>

            """
        for y in 0..<buffer.height {
            for run in runs(of: buffer.row(y)) {
                let x = columnWidth + Double(run.column) * columnWidth
                let top = lineHeight / 2 + Double(y) * lineHeight
                let (foreground, background) = colors(of: run.style)
                if background != defaultBackground {
                    out += "<rect x=\"\(number(x))\" y=\"\(number(top))\" width=\"\(number(Double(run.columns) * columnWidth))\" "
                        + "height=\"\(number(lineHeight))\" fill=\"\(background)\"/>\n"
                }
                guard run.text.contains(where: { $0 != " " }) else { continue }
                var attributes = "x=\"\(number(x))\" y=\"\(number(top + lineHeight * 0.75))\" fill=\"\(foreground)\""
                attributes += " textLength=\"\(number(Double(run.columns) * columnWidth))\" lengthAdjust=\"spacingAndGlyphs\""
                if run.style.attributes.contains(.bold) { attributes += " font-weight=\"bold\"" }
                if run.style.attributes.contains(.italic) { attributes += " font-style=\"italic\"" }
                if run.style.attributes.contains(.underline) { attributes += " text-decoration=\"underline\"" }
                if run.style.attributes.contains(.dim) { attributes += " opacity=\"0.6\"" }
                out += "<text \(attributes)>\(escaped(run.text))</text>\n"
            }
        }
        return out + "</svg>\n"
    }

    /// A row's cells as runs of one style: where each starts, how many columns it covers, its characters.
    private static func runs(of row: ArraySlice<ScreenBuffer.Cell>) -> [(column: Int, columns: Int, text: String, style: TextStyle)] {
        var runs: [(column: Int, columns: Int, text: String, style: TextStyle)] = []
        for (column, cell) in zip(0..., row) {
            if cell.width == 0, !runs.isEmpty {  // the second column of a wide character
                runs[runs.count - 1].columns += 1
            } else if let last = runs.last, last.style == cell.style {
                runs[runs.count - 1].columns += 1
                runs[runs.count - 1].text.append(cell.character)
            } else {
                runs.append((column, 1, String(cell.character), cell.style))
            }
        }
        return runs
    }

    /// The style's text and background colours, reversed when the style says so.
    private static func colors(of style: TextStyle) -> (foreground: String, background: String) {
        let foreground = style.foreground.map(hex) ?? defaultForeground
        let background = style.background.map(hex) ?? defaultBackground
        return style.attributes.contains(.reverse) ? (background, foreground) : (foreground, background)
    }

    /// The xterm palette: 16 standard and bright colours, a 6×6×6 cube, 24 greys.
    private static func hex(_ color: TerminalColor) -> String {
        let standard = [
            "#000000", "#cd3131", "#0dbc79", "#e5e510", "#2472c8", "#bc3fbc", "#11a8cd", "#e5e5e5",
            "#666666", "#f14c4c", "#23d18b", "#f5f543", "#3b8eea", "#d670d6", "#29b8db", "#ffffff",
        ]
        let index = color.paletteIndex
        if index < 16 { return standard[index] }
        func component(_ value: Int) -> String {
            let hexDigits = Array("0123456789abcdef")
            return String([hexDigits[value / 16], hexDigits[value % 16]])
        }
        if index < 232 {
            let levels = [0, 95, 135, 175, 215, 255]
            let cube = index - 16
            return "#" + component(levels[cube / 36]) + component(levels[cube / 6 % 6]) + component(levels[cube % 6])
        }
        let grey = 8 + 10 * (index - 232)
        return "#" + component(grey) + component(grey) + component(grey)
    }

    private static func escaped(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            default: out.append(character)
            }
        }
        return out
    }

    /// A number as the picture writes it: at most one decimal, none when it is whole.
    private static func number(_ value: Double) -> String {
        let tenths = Int((value * 10).rounded())
        return tenths % 10 == 0 ? "\(tenths / 10)" : "\(tenths / 10).\(tenths % 10)"
    }
}
