/// The options every suite understands.
struct Options {
    /// One JSON object per line instead of a table.
    var json = false
    /// Element counts to run at; `nil` means the suite's defaults.
    var sizes: [Int]?
    /// Timed runs per row; `nil` means the suite's default for the size.
    var runs: Int?
    /// How long a soak runs; `nil` means its default.
    var seconds: Int?
    /// Substrings of row names (`mix/ours`); a row runs if its name contains any of them. Empty: every row.
    var filters: [String] = []

    /// Whether the row named `name` was asked for.
    func selects(_ name: String) -> Bool {
        filters.isEmpty || filters.contains { name.contains($0) }
    }
}
