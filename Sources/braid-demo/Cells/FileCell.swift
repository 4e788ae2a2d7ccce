import BraidSamples
import BraidTerminal

/// A row of the file browser: a folder's name in bold with its item count, or a file's name with its size at the
/// right. The table draws the row's indentation and its ▸/▾ before it. The cell keeps its file, so that a key on the
/// selected row can tell which file it is.
final class FileCell: TerminalTableViewCell {
    /// The file or folder the row shows.
    private(set) var file: FileNode?

    func show(_ file: FileNode) {
        self.file = file
        let detail = file.isFolder ? Self.items(file.children.count) : Self.size(file.size)
        lines = [TerminalLine(
            StyledText(file.name, style: file.isFolder ? .bold : .plain),
            right: StyledText(detail, style: file.isFolder ? .dim : TextStyle(foreground: .cyan)))]
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        file = nil
    }

    /// "3 items", "1 item", "empty".
    static func items(_ count: Int) -> String {
        count == 0 ? "empty" : count == 1 ? "1 item" : "\(count) items"
    }

    /// A size in bytes as a desktop shows it, in powers of 1,000 with one decimal: "312 B", "7.3 KB", "40.0 MB".
    static func size(_ bytes: Int) -> String {
        guard bytes >= 1_000 else { return "\(bytes) B" }
        let units = ["KB", "MB", "GB", "TB", "PB", "EB"]
        var tenths = (bytes / 50 + 1) / 2  // tenths of a KB, rounded half up
        var unit = 0
        while tenths >= 10_000 && unit < units.count - 1 {
            tenths = (tenths / 500 + 1) / 2
            unit += 1
        }
        return "\(tenths / 10).\(tenths % 10) \(units[unit])"
    }
}
