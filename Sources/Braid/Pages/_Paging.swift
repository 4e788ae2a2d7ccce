/// What a paged section's binding asks of its loader (``_PageLoader``), whatever its token type: the status its
/// states show, its version, and where to tell what the screen does (``_PagedItems``).
@MainActor
struct _Paging {
    let status: _LatestStatus
    let version: () -> Int
    let shown: @MainActor (Bool) -> Void
    let rowWillShow: @MainActor (Int, Int) -> Void
}

extension _PageLoader {
    /// The loader as its binding asks it: with a loading row and an error row whose Retry asks again, where the chain
    /// declares no states.
    var paging: _Paging {
        _Paging(
            status: _LatestStatus(status: { [unowned self] in status }, restart: { [weak self] in self?.retry() }, defaults: SectionStates()),
            version: { [unowned self] in version },
            shown: { [weak self] in self?.setShown($0) },
            rowWillShow: { [weak self] in self?.rowWillShow($0, of: $1) })
    }
}
