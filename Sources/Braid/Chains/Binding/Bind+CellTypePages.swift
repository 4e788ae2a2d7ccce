// bind(cellType:pages:): a cell type bound to a paged source — an async loader from a page token to a page of models
// and the next token — on single-section chains. The loaded pages are a recording list's: each page appends through
// the O(changes) path of change-aware sources, not a diff of the section.

extension SingleSectionBinder {
    /// Binds `cellType` to a section loaded a page at a time by `pages`: called with nil for the first page, then
    /// with each page's ``Page/next`` token, until a page has none.
    ///
    /// The first page is asked for when the section is first shown, and the next when a row within
    /// `prefetchDistance` rows of the section's end comes into view. Meanwhile the section shows a loading row; when
    /// a page fails, an error row whose Retry asks again; at the end, nothing more. One request at a time, never one
    /// for a page already loaded; a request is cancelled when the section is hidden or the binder goes.
    /// ``SectionedBinder/refreshPages()`` starts again from the first page. Declare ``states(_:)`` to change the rows'
    /// contents.
    ///
    /// ```swift
    /// binder.onSection(.feed)
    ///     .bind(cellType: PostCell.self, pages: { (cursor: String?) in
    ///         let response = try await api.posts(after: cursor)
    ///         return Page(models: response.posts, next: response.nextCursor)
    ///     })
    ///     .onDequeue { _, cell, post in cell.show(post) }
    /// ```
    @inlinable @discardableResult
    public func bind<NewCell: AnyObject, Model, Token: Hashable>(
        cellType: NewCell.Type, pages: @escaping @MainActor (_ token: Token?) async throws -> Page<Model, Token>,
        prefetchDistance: Int = 5
    ) -> ModelSingleSectionBinder<Kind, NewCell, Section, Model> {
        _bind(cellType: cellType, pages: pages, prefetchDistance: prefetchDistance, traits: _DiffTraits(of: Model.self))
    }

    /// `bind(cellType:pages:)` with the models' diff traits, made where `Model` is concrete.
    @usableFromInline
    func _bind<NewCell: AnyObject, Model, Token: Hashable>(
        cellType: NewCell.Type, pages: @escaping @MainActor (Token?) async throws -> Page<Model, Token>,
        prefetchDistance: Int, traits: _DiffTraits<Model>
    ) -> ModelSingleSectionBinder<Kind, NewCell, Section, Model> {
        let loader = _binder.pageLoader(pages, distance: prefetchDistance, traits: traits)
        let chainModels = _binder.bindRecorded(
            .sections([_section]), cellType: cellType, lists: [_section: loader.list], traits: traits, paging: loader.paging,
            makeCell: { dequeuer, _, _ in dequeuer.dequeueOrReport(cellType) })
        return ModelSingleSectionBinder(binder: _binder, section: _section, models: chainModels)
    }
}
