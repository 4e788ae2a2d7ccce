/// The animation for each kind of change in one batch update.
///
/// Moves take no animation (UIKit animates them by sliding). Reloads in undiffable sections use
/// ``rowReloadInSection`` when set, so that the binder's `undiffableSectionUpdateAnimation` applies there.
public struct BatchAnimations: Hashable, Sendable {
    /// The animation of inserted rows.
    public var rowInsert: RowAnimation
    /// The animation of deleted rows.
    public var rowDelete: RowAnimation
    /// The animation of reloaded rows.
    public var rowReload: RowAnimation
    /// The animation of inserted sections.
    public var sectionInsert: RowAnimation
    /// The animation of deleted sections.
    public var sectionDelete: RowAnimation
    /// The animation of reloaded sections.
    public var sectionReload: RowAnimation
    /// Row-reload animations that differ by section (section index *before* the batch).
    public var rowReloadInSection: [Int: RowAnimation]

    /// Animations for each kind of change; `rowReloadInSection` overrides `rowReload` for the sections it names.
    public init(
        rowInsert: RowAnimation = .automatic, rowDelete: RowAnimation = .automatic,
        rowReload: RowAnimation = .automatic, sectionInsert: RowAnimation = .automatic,
        sectionDelete: RowAnimation = .automatic, sectionReload: RowAnimation = .automatic,
        rowReloadInSection: [Int: RowAnimation] = [:]
    ) {
        self.rowInsert = rowInsert
        self.rowDelete = rowDelete
        self.rowReload = rowReload
        self.sectionInsert = sectionInsert
        self.sectionDelete = sectionDelete
        self.sectionReload = sectionReload
        self.rowReloadInSection = rowReloadInSection
    }

    /// Every kind set to `animation`.
    public static func all(_ animation: RowAnimation) -> BatchAnimations {
        BatchAnimations(
            rowInsert: animation, rowDelete: animation, rowReload: animation,
            sectionInsert: animation, sectionDelete: animation, sectionReload: animation)
    }

    /// The animation for reloading a row of before-section `section`.
    public func rowReload(inSection section: Int) -> RowAnimation {
        rowReloadInSection[section] ?? rowReload
    }
}
