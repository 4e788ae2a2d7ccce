// bind(content:pages:prefetchDistance:): rows described by content bound to a paged source — an async loader from a
// page token to a page of models and the next token — on single-section chains. As `bind(cellType:pages:)`, the loaded
// pages are a recording list's, appended through the O(changes) path of change-aware sources; each row shows the
// `RowContent` the closure makes of its model, made when its cell is configured.

extension SingleSectionBinder {
    /// Binds rows described by content to a section loaded a page at a time by `pages`: one row per loaded model,
    /// showing `content(model)` in the host's content cell; handlers later in the chain receive the models.
    ///
    /// The pages load as ``bind(cellType:pages:prefetchDistance:)``'s do: the first when the section is first shown,
    /// the next when a row within `prefetchDistance` rows of the end comes into view, a loading row meanwhile, an error
    /// row with Retry when a page fails. A row's content is made when its cell is configured, so a section of many
    /// pages costs the content of the rows shown.
    ///
    /// ```swift
    /// binder.onSection(.feed)
    ///     .bind(content: { (post: Post) in RowContent(text: post.title, secondaryText: post.author) },
    ///           pages: { (cursor: String?) in
    ///               let response = try await api.posts(after: cursor)
    ///               return Page(models: response.posts, next: response.nextCursor)
    ///           })
    ///     .onTapped { row, _, post in open(post) }
    /// ```
    ///
    /// - Parameters:
    ///   - content: what a model's row shows; a function of the model alone.
    ///   - pages: loads the page after a token (nil: the first page).
    ///   - prefetchDistance: how near the section's end a row that comes into view asks for the next page.
    @inlinable @discardableResult
    public func bind<Model, Token: Hashable>(
        content: @escaping (Model) -> RowContent,
        pages: @escaping @MainActor (_ token: Token?) async throws -> Page<Model, Token>, prefetchDistance: Int = 5
    ) -> ModelSingleSectionBinder<Kind, AnyObject, Section, Model> {
        _bind(content: content, pages: pages, prefetchDistance: prefetchDistance, traits: _DiffTraits(of: Model.self))
    }

    /// `bind(content:pages:prefetchDistance:)` with the models' diff traits, made where `Model` is concrete: the
    /// loader's list bound as a recording list of content rows.
    @usableFromInline
    func _bind<Model, Token: Hashable>(
        content: @escaping (Model) -> RowContent, pages: @escaping @MainActor (Token?) async throws -> Page<Model, Token>,
        prefetchDistance: Int, traits: _DiffTraits<Model>
    ) -> ModelSingleSectionBinder<Kind, AnyObject, Section, Model> {
        let loader = _binder.pageLoader(pages, distance: prefetchDistance, traits: traits)
        let chainModels = _binder.bindRecordedContent(
            .sections([_section]), lists: [_section: loader.list], traits: traits, paging: loader.paging, content: content)
        return ModelSingleSectionBinder(binder: _binder, section: _section, models: chainModels)
    }
}
