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
        /// What a section's items found wrong with their data once shown (the message).
        case dataProblem(String)
        /// A user's move that landed elsewhere than dragged, where the section's rows may go.
        case moveRedirected
        /// A handler (named) that got a cell of another type than its chain's.
        case foreignCell(String)
        /// What a host found wrong with a section's layout (the message).
        case layoutProblem(String)
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
