/// How the binder shows changes: the public settings of `SectionedBinder` that its updates read.
struct _UpdateSettings {
    /// `animateChanges`.
    var animateChanges = true
    /// `maximumAnimatedChanges`.
    var maximumAnimatedChanges: Int?
    /// `offMainActorDiffThreshold`.
    var offMainActorDiffThreshold: Int
    /// The animations of each kind of change (tables; collection views take none).
    var animations = BatchAnimations()
    /// `undiffableSectionUpdateAnimation`: rows of sections diffed by count only.
    var undiffableAnimation: RowAnimation = .fade
    /// A table binder's `sectionUpdateAnimation`, kept for ported code: no section reload takes it.
    var sectionUpdateAnimation: RowAnimation = .automatic
    /// `keepsVisibleRowsInPlace`.
    var keepsVisibleRowsInPlace = true
}
