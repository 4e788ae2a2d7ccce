/// A reactive source's status and how to start it again, as a binding asks them (``_Source/latest``).
@MainActor @usableFromInline
struct _LatestStatus {
    let status: () -> _SourceStatus
    let restart: @MainActor () -> Void
    /// The states the source's sections show where their chains declare none: a paged section's loading and error
    /// rows; nil for a reactive source, whose sections show states only where declared.
    var defaults: SectionStates? = nil
}
