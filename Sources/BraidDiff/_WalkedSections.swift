/// Where ``SectionedDiff/walking(from:to:sectionContentEquals:itemComparers:)`` gets the new sections back from the
/// diff when the lockstep walk answered. Not API.
@usableFromInline
package final class _WalkedSections<SectionID: Hashable, ItemID: Hashable> {
    @usableFromInline package var new: [DiffSection<SectionID, ItemID>]?

    @usableFromInline package init() {}
}
