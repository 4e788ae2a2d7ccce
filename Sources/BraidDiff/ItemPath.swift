/// The position of a row (table) or item (collection) in a sectioned list.
///
/// Braid's own index path: two integers, no heap storage, so that changesets of a million rows stay cheap.
/// Hosts convert to their platform's type at the edge (UIKit's `IndexPath(row:section:)`).
///
/// ```swift
/// let path = ItemPath(item: 3, section: 1)
/// path.row // 3 — tables call it a row
/// ```
public struct ItemPath: Hashable, Comparable, Sendable {
    /// The section index.
    public var section: Int
    /// The item index within the section.
    public var item: Int

    /// Creates a path to `item` in `section`.
    @inlinable
    public init(item: Int, section: Int) {
        self.item = item
        self.section = section
    }

    /// Creates a path to `row` in `section`, in table terms.
    @inlinable
    public init(row: Int, section: Int) {
        self.init(item: row, section: section)
    }

    /// The item index under its table name.
    @inlinable
    public var row: Int {
        get { item }
        set { item = newValue }
    }

    /// Orders by section, then item — the order UIKit sorts batch operations in.
    @inlinable
    public static func < (lhs: ItemPath, rhs: ItemPath) -> Bool {
        lhs.section != rhs.section ? lhs.section < rhs.section : lhs.item < rhs.item
    }
}

extension ItemPath: CustomStringConvertible {
    /// `"section - item"`, the way UIKit prints an index path in its batch-update messages.
    public var description: String { "\(section) - \(item)" }
}
