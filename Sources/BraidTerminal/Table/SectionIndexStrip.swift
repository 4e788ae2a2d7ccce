/// A table's section index as the terminal shows it: a column of titles at the table's right edge, and the prompt
/// that jumps to one from the keyboard (Ctrl-G, "go to": plain letters stay the app's and the cells').
struct SectionIndexStrip {
    /// The titles the data source gave at the last frame (empty: no index).
    var titles: [String] = []
    /// Where the strip was drawn at the last frame; nil when it was not.
    var frame: TerminalRect?
    /// Which title is drawn on each line of the strip (nil for a blank line), at the last frame.
    var titleOnLine: [Int?] = []
    /// What the user typed into the jump prompt; nil while it is closed.
    var prompt: String?

    /// The columns the strip takes at the right of a table `width` columns wide: its widest title (at most 3
    /// columns) and a space before it; none without titles or where the table is too narrow to give them.
    func width(inTableOf width: Int) -> Int {
        guard !titles.isEmpty else { return 0 }
        let widest = min(3, titles.map { StyledText($0).displayWidth }.max() ?? 1)
        return width >= 20 ? widest + 1 : 0
    }

    /// Which title each of `height` lines shows: every title when they fit, centred; else evenly spread ones, the
    /// first and the last among them.
    static func lines(for count: Int, height: Int) -> [Int?] {
        guard count > 0, height > 0 else { return Array(repeating: nil, count: max(0, height)) }
        if count <= height {
            let top = (height - count) / 2
            return (0..<height).map { line in (top..<(top + count)).contains(line) ? line - top : nil }
        }
        if height == 1 { return [0] }
        return (0..<height).map { line in line * (count - 1) / (height - 1) }
    }

    /// The first title that starts with `typed` (case aside), for the prompt.
    func title(matching typed: String) -> Int? {
        guard !typed.isEmpty else { return nil }
        let typed = typed.lowercased()
        return titles.firstIndex { $0.lowercased().hasPrefix(typed) }
    }
}
