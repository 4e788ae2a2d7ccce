/// Rows kept by section, as the fuzz targets' apps keep them, changed the way a user's delete or move asks.
///
/// A user acts on the screen, which may not show the data's latest change yet: the row a handler is given is where
/// the model was on screen, not necessarily where it is in the data. An app finds the model in its data, and so do
/// these: the one at the given row if it is there, else the first equal one.
extension Dictionary {
    /// Removes `row` from the rows of `section`: the one at `index` if it is there, else the first equal one.
    /// - Returns: whether there was one.
    @discardableResult
    public mutating func remove<Row: Equatable>(_ row: Row, near index: Int, from section: Key) -> Bool
    where Value == [Row] {
        guard let rows = self[section],
            let found = rows.indices.contains(index) && rows[index] == row ? index : rows.firstIndex(of: row)
        else { return false }
        self[section]?.remove(at: found)
        return true
    }

    /// Moves `row` from near `index` in `section` (as ``remove(_:near:from:)`` finds it) to `destination` in
    /// `destinationSection`, or to its end when that is shorter; nothing when the row is not in `section`.
    public mutating func move<Row: Equatable>(
        _ row: Row, near index: Int, from section: Key, to destination: Int, in destinationSection: Key
    ) where Value == [Row] {
        guard remove(row, near: index, from: section) else { return }
        let count = self[destinationSection]?.count ?? 0
        self[destinationSection, default: []].insert(row, at: Swift.min(Swift.max(destination, 0), count))
    }
}
