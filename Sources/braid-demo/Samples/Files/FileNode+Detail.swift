import BraidSamples

/// What the file browser shows at the right of a row: a folder's item count, a file's size.
extension FileNode {
    /// A folder's "3 items", "1 item" or "empty"; a file's size.
    var detail: String {
        isFolder ? Self.items(children.count) : Self.size(size)
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
