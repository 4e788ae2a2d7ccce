/// One showing of a data state — the first display, or an applied update: the binder hands it to each section's
/// items (``_SectionItems/wasShown(_:section:)``), which report what is wrong with their data through it and may ask
/// for work at its end, once every section has been through it.
///
/// Sections are named by their index in the state shown; the binder turns an index into the section's name.
@MainActor
final class _ShownPass {
    /// Whether the state is the binder's first display: nothing was diffed to show it.
    let isFirstDisplay: Bool
    /// Reports a problem with the data of the section at an index (a warning), once per section and problem.
    let warn: (_ section: Int, _ problem: String) -> Void
    /// Reads the identities of the section at an index for repeats — off the main actor where its items may leave
    /// it — and warns about those found: for items whose display read no identity (a first display has no diff).
    let checkRepeatedIdentities: (_ section: Int) -> Void
    /// What runs at the end, in the order asked, once per owner.
    private var endings: [() -> Void] = []
    private var owners: Set<ObjectIdentifier> = []

    init(
        isFirstDisplay: Bool, warn: @escaping (Int, String) -> Void, checkRepeatedIdentities: @escaping (Int) -> Void
    ) {
        self.isFirstDisplay = isFirstDisplay
        self.warn = warn
        self.checkRepeatedIdentities = checkRepeatedIdentities
    }

    /// Runs `body` at the end of the pass, once for `owner` however many sections ask; whether `owner` asked for the
    /// first time in this pass (it then starts what it gathers over its sections afresh).
    @discardableResult
    func atEnd(of owner: AnyObject, _ body: @escaping () -> Void) -> Bool {
        guard owners.insert(ObjectIdentifier(owner)).inserted else { return false }
        endings.append(body)
        return true
    }

    /// Ends the pass: runs what the sections asked for.
    func end() {
        for ending in endings { ending() }
        endings = []
    }
}
