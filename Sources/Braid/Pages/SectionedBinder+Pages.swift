/// Paged sections (`bind(cellType:pages:)`): their loaders, which live as long as the binder, and their refresh.
extension SectionedBinder {
    /// Starts every paged section again from its first page, and returns when the first pages have come (or failed,
    /// or a section is not shown): their rows stay until then, and the first page replaces them — what a pull to
    /// refresh of a feed runs.
    public func refreshPages() async {
        for refresh in sources.pageRefreshes { await refresh() }
    }

    /// A loader of `load`'s pages for a paged section, which lives as long as the binder.
    func pageLoader<Model, Token: Hashable>(
        _ load: @escaping @MainActor (Token?) async throws -> Page<Model, Token>, distance: Int, traits: _DiffTraits<Model>
    ) -> _PageLoader<Model, Token> {
        let loader = _PageLoader(
            load: load, distance: distance, traits: traits,
            report: { [weak self] in self?.report($0, $1) }, changed: { [weak self] in self?.setNeedsUpdate() })
        sources.pageRefreshes.append { await loader.refresh() }
        return loader
    }
}
