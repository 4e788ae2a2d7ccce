/// A reactive source's status and how to start it again, as a binding asks them (``_Source/latest``).
@MainActor @usableFromInline
struct _LatestStatus {
    let status: () -> _SourceStatus
    let restart: @MainActor () -> Void
}
