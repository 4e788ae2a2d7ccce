// bind(content:tree:children:expanded:): rows described by content bound to a tree — one row per shown node, showing
// the `RowContent` the closure makes of its `TreeNode`, its children shown when it is expanded; handlers later in the
// chain receive each row's node — every form of it, on single-section and multi-section chains.
//
// The forms are `bind(cellType:tree:children:expanded:)`'s, with content in place of the cell type (the key-path forms
// favoured over the closure forms for the same reason), and bind through the same tree binding path
// (`SectionedBinder.bindContentTree` → `bindTree`): the content cell made of each node, and rows compared by what they
// show.

extension SingleSectionBinder {
    // MARK: Arrays and closures

    /// Binds rows described by content to the section as a tree: one row per shown node — the roots, and the children
    /// of each expanded node below it — showing `content(node)` in the host's content cell, with the outline's
    /// disclosure and indentation as each host draws them; handlers later in the chain receive each row's
    /// ``TreeNode``.
    ///
    /// ```swift
    /// binder.onTable()
    ///     .bind(content: { node in RowContent(text: node.model.name) }, tree: folders, children: \.children)
    ///     .onTapped { row, _, node in open(node.model) }
    /// ```
    ///
    /// As `bind(cellType:tree:children:expanded:)`: models need an identity, expansion is kept by it,
    /// and expanding and collapsing are updates like any other. As ``bind(content:models:)-(_,[Model])``: a row's
    /// content is made when it is needed, and a row is reconfigured only when what it shows changed — its content, or
    /// its place in the outline (depth, children, expanded). `Equatable` models spare the content of unchanged nodes.
    /// A section of content rows is walked and diffed on the main actor, where `content` runs.
    ///
    /// - Parameters:
    ///   - content: what a node's row shows; a function of the node alone, called when needed (on the main actor).
    ///   - roots: the tree's top-level nodes.
    ///   - children: a node's children, nil or empty for a leaf (nil is the cheaper: no array is retained). A key
    ///     path such as `\.children`, to an array or an optional array, picks the key-path form below, which reads
    ///     the children in place. Called for every shown node on every update that reads the tree (off the main actor
    ///     for `OffMainActorDiffable` models): it must depend on the node only.
    ///   - expanded: which nodes show their children until the app expands or collapses them.
    @inlinable @discardableResult @_disfavoredOverload
    public func bind<Model>(
        content: @escaping (TreeNode<Model>) -> RowContent, tree roots: [Model], children: @escaping @Sendable (Model) -> [Model]?,
        expanded: TreeExpansion<Model> = .none
    ) -> ModelSingleSectionBinder<Kind, AnyObject, Section, TreeNode<Model>> {
        _bind(content: content, tree: _Source({ roots }, version: { 0 }),
              shape: _TreeShape(children: children, initial: expanded), traits: _DiffTraits(of: TreeNode<Model>.self))
    }

    /// The same, with `children` a key path such as `\.children` to a node's children, an array or an optional
    /// array (``TreeChildren``) — chosen over the closure form for a key path. When it names a stored property of a
    /// struct, the walk reads each node's children where the node keeps them: no copy of the node and no call, where
    /// a closure costs both for every node. Otherwise (a computed property, a class) it reads through the key path.
    @inlinable @discardableResult
    public func bind<Model, Children: TreeChildren<Model>>(
        content: @escaping (TreeNode<Model>) -> RowContent, tree roots: [Model], children: KeyPath<Model, Children> & Sendable,
        expanded: TreeExpansion<Model> = .none
    ) -> ModelSingleSectionBinder<Kind, AnyObject, Section, TreeNode<Model>> {
        _bind(content: content, tree: _Source({ roots }, version: { 0 }),
              shape: _TreeShape(children: children, initial: expanded), traits: _DiffTraits(of: TreeNode<Model>.self))
    }

    /// Binds rows described by content to the section as a tree whose roots `roots` gives, read again on `refresh()`.
    @inlinable @discardableResult @_disfavoredOverload
    public func bind<Model>(
        content: @escaping (TreeNode<Model>) -> RowContent, tree roots: @escaping () -> [Model], children: @escaping @Sendable (Model) -> [Model]?,
        expanded: TreeExpansion<Model> = .none
    ) -> ModelSingleSectionBinder<Kind, AnyObject, Section, TreeNode<Model>> {
        _bind(content: content, tree: _Source(roots),
              shape: _TreeShape(children: children, initial: expanded), traits: _DiffTraits(of: TreeNode<Model>.self))
    }

    /// The same, with `children` a key path (see the array form's).
    @inlinable @discardableResult
    public func bind<Model, Children: TreeChildren<Model>>(
        content: @escaping (TreeNode<Model>) -> RowContent, tree roots: @escaping () -> [Model], children: KeyPath<Model, Children> & Sendable,
        expanded: TreeExpansion<Model> = .none
    ) -> ModelSingleSectionBinder<Kind, AnyObject, Section, TreeNode<Model>> {
        _bind(content: content, tree: _Source(roots),
              shape: _TreeShape(children: children, initial: expanded), traits: _DiffTraits(of: TreeNode<Model>.self))
    }

    /// `bind(content:tree:children:expanded:)` with the tree's shape and its nodes' diff traits, made where `Model`
    /// is concrete.
    @usableFromInline
    func _bind<Model>(
        content: @escaping (TreeNode<Model>) -> RowContent, tree roots: _Source<[Model]>, shape: _TreeShape<Model>, traits: _DiffTraits<TreeNode<Model>>
    ) -> ModelSingleSectionBinder<Kind, AnyObject, Section, TreeNode<Model>> {
        let section = _section
        let chainModels = _binder.bindContentTree(
            scope, roots: roots.map { [section: $0] }, shape: shape, traits: traits, content: content)
        return ModelSingleSectionBinder(binder: _binder, section: section, models: chainModels)
    }

    // MARK: Publishers and async sequences

    /// Binds rows described by content to a tree whose roots a publisher delivers; the section shows its latest value (nothing
    /// before the first). See the array form.
    @inlinable @discardableResult @_disfavoredOverload
    public func bind<Model, Source: Publisher>(
        content: @escaping (TreeNode<Model>) -> RowContent, tree roots: Source, children: @escaping @Sendable (Model) -> [Model]?,
        expanded: TreeExpansion<Model> = .none
    ) -> ModelSingleSectionBinder<Kind, AnyObject, Section, TreeNode<Model>> where Source.Output == [Model] {
        let latest = _binder.latest(of: roots)
        return _bind(content: content, tree: _Source(latest, none: []),
                     shape: _TreeShape(children: children, initial: expanded), traits: _DiffTraits(of: TreeNode<Model>.self))
    }

    /// The same, with `children` a key path (see the array form's).
    @inlinable @discardableResult @_disfavoredOverload
    public func bind<Model, Source: Publisher, Children: TreeChildren<Model>>(
        content: @escaping (TreeNode<Model>) -> RowContent, tree roots: Source, children: KeyPath<Model, Children> & Sendable,
        expanded: TreeExpansion<Model> = .none
    ) -> ModelSingleSectionBinder<Kind, AnyObject, Section, TreeNode<Model>> where Source.Output == [Model] {
        let latest = _binder.latest(of: roots)
        return _bind(content: content, tree: _Source(latest, none: []),
                     shape: _TreeShape(children: children, initial: expanded), traits: _DiffTraits(of: TreeNode<Model>.self))
    }

    /// Binds rows described by content to a tree whose roots an async sequence delivers; the section shows its latest value
    /// (nothing before the first). See the array form.
    @inlinable @discardableResult @_disfavoredOverload
    public func bind<Model, Source: AsyncSequence>(
        content: @escaping (TreeNode<Model>) -> RowContent, tree roots: Source, children: @escaping @Sendable (Model) -> [Model]?,
        expanded: TreeExpansion<Model> = .none
    ) -> ModelSingleSectionBinder<Kind, AnyObject, Section, TreeNode<Model>> where Source.Element == [Model] {
        let latest = _binder.latest(of: roots)
        return _bind(content: content, tree: _Source(latest, none: []),
                     shape: _TreeShape(children: children, initial: expanded), traits: _DiffTraits(of: TreeNode<Model>.self))
    }

    /// The same, with `children` a key path (see the array form's).
    @inlinable @discardableResult @_disfavoredOverload
    public func bind<Model, Source: AsyncSequence, Children: TreeChildren<Model>>(
        content: @escaping (TreeNode<Model>) -> RowContent, tree roots: Source, children: KeyPath<Model, Children> & Sendable,
        expanded: TreeExpansion<Model> = .none
    ) -> ModelSingleSectionBinder<Kind, AnyObject, Section, TreeNode<Model>> where Source.Element == [Model] {
        let latest = _binder.latest(of: roots)
        return _bind(content: content, tree: _Source(latest, none: []),
                     shape: _TreeShape(children: children, initial: expanded), traits: _DiffTraits(of: TreeNode<Model>.self))
    }

    // MARK: Update callbacks (`updatedBy:`)

    /// `bind(content:tree:children:expanded:)` with a closure, and sets `callback` to refresh the binder.
    @inlinable @discardableResult @_disfavoredOverload
    public func bind<Model>(
        content: @escaping (TreeNode<Model>) -> RowContent, tree roots: @escaping () -> [Model], children: @escaping @Sendable (Model) -> [Model]?,
        expanded: TreeExpansion<Model> = .none, updatedBy callback: inout () -> Void
    ) -> ModelSingleSectionBinder<Kind, AnyObject, Section, TreeNode<Model>> {
        callback = _binder.updateCallback()
        return bind(content: content, tree: roots, children: children, expanded: expanded)
    }

    /// The same, with `children` a key path (see the array form's).
    @inlinable @discardableResult
    public func bind<Model, Children: TreeChildren<Model>>(
        content: @escaping (TreeNode<Model>) -> RowContent, tree roots: @escaping () -> [Model], children: KeyPath<Model, Children> & Sendable,
        expanded: TreeExpansion<Model> = .none, updatedBy callback: inout () -> Void
    ) -> ModelSingleSectionBinder<Kind, AnyObject, Section, TreeNode<Model>> {
        callback = _binder.updateCallback()
        return bind(content: content, tree: roots, children: children, expanded: expanded)
    }
}

extension MultiSectionBinder {
    // MARK: Arrays and closures

    /// Binds rows described by content to the chain's sections as trees, one per section: the roots given per
    /// section. See the single-section form.
    @inlinable @discardableResult @_disfavoredOverload
    public func bind<Model>(
        content: @escaping (TreeNode<Model>) -> RowContent, tree roots: [Section: [Model]], children: @escaping @Sendable (Model) -> [Model]?,
        expanded: TreeExpansion<Model> = .none
    ) -> ModelMultiSectionBinder<Kind, AnyObject, Section, TreeNode<Model>> {
        _bind(content: content, tree: _Source({ roots }, version: { 0 }),
              shape: _TreeShape(children: children, initial: expanded), traits: _DiffTraits(of: TreeNode<Model>.self))
    }

    /// The same, with `children` a key path such as `\.children` to a node's children, an array or an optional
    /// array (``TreeChildren``) — chosen over the closure form for a key path. When it names a stored property of a
    /// struct, the walk reads each node's children where the node keeps them: no copy of the node and no call, where
    /// a closure costs both for every node. Otherwise (a computed property, a class) it reads through the key path.
    @inlinable @discardableResult
    public func bind<Model, Children: TreeChildren<Model>>(
        content: @escaping (TreeNode<Model>) -> RowContent, tree roots: [Section: [Model]], children: KeyPath<Model, Children> & Sendable,
        expanded: TreeExpansion<Model> = .none
    ) -> ModelMultiSectionBinder<Kind, AnyObject, Section, TreeNode<Model>> {
        _bind(content: content, tree: _Source({ roots }, version: { 0 }),
              shape: _TreeShape(children: children, initial: expanded), traits: _DiffTraits(of: TreeNode<Model>.self))
    }

    /// Binds rows described by content to the chain's sections as trees, the roots per section read again on
    /// `refresh()`.
    @inlinable @discardableResult @_disfavoredOverload
    public func bind<Model>(
        content: @escaping (TreeNode<Model>) -> RowContent, tree roots: @escaping () -> [Section: [Model]],
        children: @escaping @Sendable (Model) -> [Model]?, expanded: TreeExpansion<Model> = .none
    ) -> ModelMultiSectionBinder<Kind, AnyObject, Section, TreeNode<Model>> {
        _bind(content: content, tree: _Source(roots),
              shape: _TreeShape(children: children, initial: expanded), traits: _DiffTraits(of: TreeNode<Model>.self))
    }

    /// The same, with `children` a key path (see the array form's).
    @inlinable @discardableResult
    public func bind<Model, Children: TreeChildren<Model>>(
        content: @escaping (TreeNode<Model>) -> RowContent, tree roots: @escaping () -> [Section: [Model]],
        children: KeyPath<Model, Children> & Sendable, expanded: TreeExpansion<Model> = .none
    ) -> ModelMultiSectionBinder<Kind, AnyObject, Section, TreeNode<Model>> {
        _bind(content: content, tree: _Source(roots),
              shape: _TreeShape(children: children, initial: expanded), traits: _DiffTraits(of: TreeNode<Model>.self))
    }

    /// `bind(content:tree:children:expanded:)` with the tree's shape and its nodes' diff traits, made where `Model`
    /// is concrete.
    @usableFromInline
    func _bind<Model>(
        content: @escaping (TreeNode<Model>) -> RowContent, tree roots: _Source<[Section: [Model]]>, shape: _TreeShape<Model>,
        traits: _DiffTraits<TreeNode<Model>>
    ) -> ModelMultiSectionBinder<Kind, AnyObject, Section, TreeNode<Model>> {
        let chainModels = _binder.bindContentTree(_scope, roots: roots, shape: shape, traits: traits, content: content)
        return ModelMultiSectionBinder(binder: _binder, scope: _scope, models: chainModels)
    }

    // MARK: Publishers and async sequences

    /// Binds rows described by content to trees whose roots per section a publisher delivers; each section shows the latest value.
    @inlinable @discardableResult @_disfavoredOverload
    public func bind<Model, Source: Publisher>(
        content: @escaping (TreeNode<Model>) -> RowContent, tree roots: Source, children: @escaping @Sendable (Model) -> [Model]?,
        expanded: TreeExpansion<Model> = .none
    ) -> ModelMultiSectionBinder<Kind, AnyObject, Section, TreeNode<Model>> where Source.Output == [Section: [Model]] {
        let latest = _binder.latest(of: roots)
        return _bind(content: content, tree: _Source(latest, none: [:]),
                     shape: _TreeShape(children: children, initial: expanded), traits: _DiffTraits(of: TreeNode<Model>.self))
    }

    /// The same, with `children` a key path (see the array form's).
    @inlinable @discardableResult @_disfavoredOverload
    public func bind<Model, Source: Publisher, Children: TreeChildren<Model>>(
        content: @escaping (TreeNode<Model>) -> RowContent, tree roots: Source, children: KeyPath<Model, Children> & Sendable,
        expanded: TreeExpansion<Model> = .none
    ) -> ModelMultiSectionBinder<Kind, AnyObject, Section, TreeNode<Model>> where Source.Output == [Section: [Model]] {
        let latest = _binder.latest(of: roots)
        return _bind(content: content, tree: _Source(latest, none: [:]),
                     shape: _TreeShape(children: children, initial: expanded), traits: _DiffTraits(of: TreeNode<Model>.self))
    }

    /// Binds rows described by content to trees whose roots per section an async sequence delivers; each section
    /// shows the latest value.
    @inlinable @discardableResult @_disfavoredOverload
    public func bind<Model, Source: AsyncSequence>(
        content: @escaping (TreeNode<Model>) -> RowContent, tree roots: Source, children: @escaping @Sendable (Model) -> [Model]?,
        expanded: TreeExpansion<Model> = .none
    ) -> ModelMultiSectionBinder<Kind, AnyObject, Section, TreeNode<Model>> where Source.Element == [Section: [Model]] {
        let latest = _binder.latest(of: roots)
        return _bind(content: content, tree: _Source(latest, none: [:]),
                     shape: _TreeShape(children: children, initial: expanded), traits: _DiffTraits(of: TreeNode<Model>.self))
    }

    /// The same, with `children` a key path (see the array form's).
    @inlinable @discardableResult @_disfavoredOverload
    public func bind<Model, Source: AsyncSequence, Children: TreeChildren<Model>>(
        content: @escaping (TreeNode<Model>) -> RowContent, tree roots: Source, children: KeyPath<Model, Children> & Sendable,
        expanded: TreeExpansion<Model> = .none
    ) -> ModelMultiSectionBinder<Kind, AnyObject, Section, TreeNode<Model>> where Source.Element == [Section: [Model]] {
        let latest = _binder.latest(of: roots)
        return _bind(content: content, tree: _Source(latest, none: [:]),
                     shape: _TreeShape(children: children, initial: expanded), traits: _DiffTraits(of: TreeNode<Model>.self))
    }

    // MARK: Update callbacks (`updatedBy:`)

    /// `bind(content:tree:children:expanded:)` with a closure of roots per section, and sets `callback` to refresh
    /// the binder.
    @inlinable @discardableResult @_disfavoredOverload
    public func bind<Model>(
        content: @escaping (TreeNode<Model>) -> RowContent, tree roots: @escaping () -> [Section: [Model]],
        children: @escaping @Sendable (Model) -> [Model]?, expanded: TreeExpansion<Model> = .none,
        updatedBy callback: inout () -> Void
    ) -> ModelMultiSectionBinder<Kind, AnyObject, Section, TreeNode<Model>> {
        callback = _binder.updateCallback()
        return bind(content: content, tree: roots, children: children, expanded: expanded)
    }

    /// The same, with `children` a key path (see the array form's).
    @inlinable @discardableResult
    public func bind<Model, Children: TreeChildren<Model>>(
        content: @escaping (TreeNode<Model>) -> RowContent, tree roots: @escaping () -> [Section: [Model]],
        children: KeyPath<Model, Children> & Sendable, expanded: TreeExpansion<Model> = .none,
        updatedBy callback: inout () -> Void
    ) -> ModelMultiSectionBinder<Kind, AnyObject, Section, TreeNode<Model>> {
        callback = _binder.updateCallback()
        return bind(content: content, tree: roots, children: children, expanded: expanded)
    }
}
