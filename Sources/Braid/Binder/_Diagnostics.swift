/// Reports mistakes in the binding code and warnings about the data to the binder's `diagnosticHandler`, and
/// remembers which were reported for which section, so that a mistake repeated on every update is reported once.
struct _Diagnostics<Section: Hashable> {
    /// What a message is about, for reporting it once per section.
    enum Topic: Hashable {
        /// A section displayed twice, or rows whose identity occurs more than once.
        case duplicates
        /// A displayed section no chain binds.
        case unboundSection
        /// A chain's `assuming(modelType:)` that the section's models contradict.
        case wrongAssumption
        /// The section's editing declarations were checked.
        case editingChecked
        /// The section's values kept a large update's diff on the main actor.
        case diffKeptOnMainActor
        /// A dimension binding (named) gave a size that is not finite.
        case nonFiniteDimension(String)
    }

    /// Where messages go: a reference, so that ``_FreedBinderCheck`` can still report once the binder is gone.
    let sink = _DiagnosticSink()
    private var done: Set<Once> = []

    /// `diagnosticHandler`.
    var handler: (BinderDiagnostic) -> Void {
        get { sink.handler }
        nonmutating set { sink.handler = newValue }
    }

    private struct Once: Hashable {
        let topic: Topic
        let section: Section
    }

    func report(_ severity: BinderDiagnostic.Severity, _ message: String) {
        sink.report(severity, message)
    }

    /// Whether `topic` comes up for `section` for the first time; it will not again.
    mutating func isFirst(_ topic: Topic, for section: Section) -> Bool {
        done.insert(Once(topic: topic, section: section)).inserted
    }
}

/// A binder's `diagnosticHandler`, held by reference.
final class _DiagnosticSink {
    var handler: (BinderDiagnostic) -> Void = BinderDiagnostic.defaultHandler

    func report(_ severity: BinderDiagnostic.Severity, _ message: String) {
        handler(BinderDiagnostic(severity: severity, message: message))
    }
}

/// Registration: which cell and header/footer types the binder registered with its view, and whether it does.
struct _Registration {
    /// `automaticallyRegistersCells`.
    var isAutomatic = true
    private var identifiers: Set<String> = []

    /// Whether the binder registers a type under `identifier` now: it registers automatically, and has not yet.
    mutating func claims(_ identifier: String) -> Bool {
        isAutomatic && identifiers.insert(identifier).inserted
    }
}

/// Which sections show: the behaviour that decides, the sections chosen by hand, and the publisher of the
/// sections shown after each update.
struct _ShownSections<Section: Hashable> {
    /// `sectionDisplayBehavior`.
    var behavior: SectionDisplayBehavior<Section> = .manuallyManaged
    /// The sections set through `displayedSections`, shown while the behaviour is `.manuallyManaged`.
    var manual: [Section] = []
    /// Sends the sections shown after every applied update; made when first asked for (see ``publisher(showing:)``),
    /// so that a binder nobody observes does not run a subject's code in the turn that applies an update.
    private(set) var published: CurrentValueSubject<[Section], Never>?

    /// The publisher of the sections shown, made now if it was not yet, starting from `shown`: the sections the
    /// last applied update showed.
    mutating func publisher(showing shown: [Section]) -> CurrentValueSubject<[Section], Never> {
        if let published { return published }
        let made = CurrentValueSubject<[Section], Never>(shown)
        published = made
        return made
    }

    var isManual: Bool {
        if case .manuallyManaged = behavior { return true }
        return false
    }
}
