/// Where a reactive source is: waiting for its first value, delivering, or failed — what a section's states show
/// (``SectionStates``).
enum _SourceStatus {
    case waiting
    case delivering
    case failed(any Error)
}
