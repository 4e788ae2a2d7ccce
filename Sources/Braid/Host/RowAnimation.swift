/// How a row or section appears, disappears or refreshes in a batch update — UIKit's row animations.
///
/// Hosts interpret them in their own medium: the terminal host highlights inserted rows and dims deleted ones;
/// the headless host records them for assertions. `.none` applies the change at once.
public enum RowAnimation: Hashable, Sendable, CaseIterable {
    case automatic, fade, right, left, top, bottom, middle, none
}

/// The animation for each kind of change in one batch update.
///
/// Moves take no animation (UIKit animates them by sliding). Reloads in undiffable sections use
/// ``rowReloadInSection`` when set, so that the binder's `undiffableSectionUpdateAnimation` applies there.
public struct BatchAnimations: Hashable, Sendable {
    public var rowInsert: RowAnimation
    public var rowDelete: RowAnimation
    public var rowReload: RowAnimation
    public var sectionInsert: RowAnimation
    public var sectionDelete: RowAnimation
    public var sectionReload: RowAnimation
    /// Row-reload animations that differ by section (section index *before* the batch).
    public var rowReloadInSection: [Int: RowAnimation]

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
