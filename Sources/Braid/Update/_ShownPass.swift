/// One showing of a data state — the first display, or an applied update: the binder hands it to each section's
/// items (``_SectionItems/wasShown(_:section:)``), which report what is wrong with their data through it.
///
/// Sections are named by their index in the state shown; the binder turns an index into the section's name. What a
/// kind gathers over a pass's sections (a tree's expansion, over the sections one binding shows) it keeps by the
/// pass's ``number`` and settles once a later pass, or a read, comes.
@MainActor
final class _ShownPass {
    /// Counts the passes, so that each has a number of its own.
    private static var passes = 0
    /// The pass's number: different from every other pass's.
    let number: Int
    /// Whether the state is the binder's first display: nothing was diffed to show it.
    let isFirstDisplay: Bool
    /// Reports a problem with the data of the section at an index (a warning), once per section and problem.
    let warn: (_ section: Int, _ problem: String) -> Void
    /// Looks for repeats among the identities of the section at an index, which `identities` reads — off the main
    /// actor where its items may leave it — and warns about those found: for items whose display read no identity (a
    /// first display has no diff).
    let checkRepeatedIdentities: (_ section: Int, _ identities: @escaping @Sendable () -> _IdentityList?) -> Void

    init(
        isFirstDisplay: Bool, warn: @escaping (Int, String) -> Void,
        checkRepeatedIdentities: @escaping (Int, @escaping @Sendable () -> _IdentityList?) -> Void
    ) {
        Self.passes += 1
        number = Self.passes
        self.isFirstDisplay = isFirstDisplay
        self.warn = warn
        self.checkRepeatedIdentities = checkRepeatedIdentities
    }
}
