/// Where a row is: its section and its row within it. Move handlers of multi-section chains receive these.
public struct RowPosition<Section: Hashable>: Hashable {
    /// The section.
    public var section: Section
    /// The row within the section.
    public var row: Int

    /// Creates a position.
    public init(section: Section, row: Int) {
        self.section = section
        self.row = row
    }
}

extension RowPosition: Sendable where Section: Sendable {}
