/// What the stager reads of a diff, in old/new coordinates. A ``SectionedDiff`` is one, and is read where it is; a
/// ``FlatDiff`` gives one in section 0. Not API.
protocol _StagingInput {
    var oldItemCounts: [Int] { get }
    var newItemCounts: [Int] { get }
    /// For each new section, its matched old section, or -1 for an inserted one.
    var sectionNewToOld: [Int] { get }
    var sectionDeletes: [Int] { get }
    var sectionInserts: [Int] { get }
    var sectionMoves: [Move<Int>] { get }
    var sectionUpdates: [Move<Int>] { get }
    var itemDeletes: [ItemPath] { get }
    var itemInserts: [ItemPath] { get }
    var itemMoves: [Move<ItemPath>] { get }
    /// Ascending by new path, as the diffs make them (the stager relies on it).
    var itemUpdates: [Move<ItemPath>] { get }
}

extension SectionedDiff: _StagingInput {}
