/// Column alignment for the usage text and the table.
extension String {
    /// The string, padded with spaces on the right to `width` characters.
    func padding(toWidth width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }

    /// The string, padded with spaces on the left to `width` characters.
    func padding(leftToWidth width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }
}
