/// Sections laid out by their chains' layouts (`layout(_:)`): horizontal rows scrolled sideways. Frames —
/// ``frameForItem(at:)``, ``frameForSupplementaryView(ofKind:inSection:)`` — place each item by its section's layout
/// (a row's items where they are before the row scrolls, as a compositional layout's attributes do), a pinned header
/// at the viewport's top while its section is under it; ``indexPathsForVisibleItems`` lists a row's items only while
/// they are in the row's view.
extension HeadlessCollectionView {
    /// How far the horizontal row `section` is scrolled sideways, or nil when that section is not laid out as a
    /// horizontal row.
    public func rowOffset(inSection section: Int) -> Double? {
        engine.rowOffset(inSection: section)
    }

    /// Scrolls the horizontal row `section` sideways toward `offset`, as a user's swipe that ends there: it comes to
    /// rest where the row's scrolling lets it (anywhere, a page, or an item's leading edge), within its content.
    /// Items that come into the row's view get cells and are displayed; those that leave go back to the pool.
    ///
    /// - Returns: false, and nothing moves, when that section is not laid out as a horizontal row.
    @discardableResult
    public func scrollRow(inSection section: Int, toOffset offset: Double) -> Bool {
        engine.scrollRow(inSection: section, toward: offset)
    }
}
