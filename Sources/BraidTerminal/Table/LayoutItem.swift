/// One thing the table stacks vertically: a section's header or footer, a row, or a deleted row still
/// fading in its old place.
///
/// The table never lays out all rows. It keeps its scroll position as an item and a number of lines of it
/// scrolled out of sight, and walks from there to the items before and after (``TerminalTableView``'s
/// layout). The walk's order is: for each section, the ghosts before its header, its header, then before
/// each row the ghosts in that gap and the row, the ghosts after the last row, its footer; finally the
/// ghosts after the last section.
enum LayoutItem: Hashable {
    case header(Int)
    case row(ItemPath)
    case footer(Int)
    /// The `index`-th ghost in `slot`.
    case ghost(GhostSlot, Int)
}

/// A place between items where deleted content fades before it closes: before row `position` of
/// `section` (at `rowCount` for after its last row), or with `position` -1, before the section's header
/// (at the section count for after the last section).
struct GhostSlot: Hashable, Comparable {
    var section: Int
    var position: Int

    static func < (lhs: GhostSlot, rhs: GhostSlot) -> Bool {
        lhs.section != rhs.section ? lhs.section < rhs.section : lhs.position < rhs.position
    }
}

/// An item where the last layout put it: `y` lines below the table's top (negative when its top is
/// scrolled out of sight), `height` lines tall.
struct PlacedItem: Hashable {
    var item: LayoutItem
    var y: Int
    var height: Int
}
