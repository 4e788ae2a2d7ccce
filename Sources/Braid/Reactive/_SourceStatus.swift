/// Where a reactive source is: waiting for its first value, delivering, or failed — what a section's states show
/// (``SectionStates``).
enum _SourceStatus {
    /// No value yet.
    case waiting
    /// A value, and the source quiet — or finished.
    case delivering
    /// A value, and more on its way (a paged section's next page).
    case loadingMore
    case failed(any Error)
}
