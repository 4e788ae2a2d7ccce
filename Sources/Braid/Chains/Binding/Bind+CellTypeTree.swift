// bind(cellType:tree:children:expanded:): a cell type bound to a tree — one cell per shown node, its children shown
// when it is expanded; handlers later in the chain receive each row's `TreeNode` (the model, its depth, whether it
// has children and shows them, its parent) — every form of it, on single-section and multi-section chains.
//
// Every form hands its roots to the binder as a `_Source` through one internal `_bind`, as the flat forms do, with the
// tree's shape (`_TreeShape`: children, identity, initial expansion) and the nodes' diff traits, both made here where
// `Model` is concrete. Expansion is kept by the binder (`expand(_:)`, `collapse(_:)`, the hosts' disclosures).
//
// Each form comes twice: `children` a closure, or a key path (to `[Model]` or `[Model]?`: `TreeChildren`), which the
// walk reads in place. A key-path literal fits both; the closure forms are disfavoured, so the key-path form wins and
// the compiler stops there (without it, the file browser sample's chain cost it ~1.5× the solver states:
// ARCHITECTURE.md, "What a chain costs the compiler"). A closure fits only the closure forms.

extension SingleSectionBinder {
    // MARK: Arrays and closures

    /// Binds `cellType` to the section as a tree: one cell per shown node — the roots, and the children of each
    /// expanded node below it — and handlers later in the chain receive each row's ``TreeNode``.
    ///
    /// Models need an identity (`CollectionIdentifiable` or `Identifiable`): expansion is kept by it, through
    /// refreshes and moves to another parent, and rows animate by it. Expanding and collapsing are updates like any
    /// other: inserts and deletes, animated. For ``OffMainActorDiffable`` models, a large tree is walked and diffed
    /// off the main actor. See the binder's `expand(_:)`.
    ///
    /// - Parameters:
    ///   - cellType: the type of the cell each shown node gets.
    ///   - roots: the tree's top-level nodes.
    ///   - children: a node's children, nil or empty for a leaf (nil is the cheaper: no array is retained). A key
    ///     path such as `\.children`, to an array or an optional array, picks the key-path form below, which reads
    ///     the children in place. Called for every shown node on every update that reads the tree (off the main actor
    ///     for `OffMainActorDiffable` models): it must depend on the node only.
    ///   - expanded: which nodes show their children until the app expands or collapses them.
    @inlinable @discardableResult @_disfavoredOverload
    public func bind<NewCell: AnyObject, Model>(
        cellType: NewCell.Type, tree roots: [Model], children: @escaping @Sendable (Model) -> [Model]?,
        expanded: TreeExpansion<Model> = .none
    ) -> ModelSingleSectionBinder<Kind, NewCell, Section, TreeNode<Model>> {
        _bind(cellType: cellType, tree: _Source({ roots }, version: { 0 }),
              shape: _TreeShape(children: children, initial: expanded), traits: _DiffTraits(of: TreeNode<Model>.self))
    }

    /// The same, with `children` a key path such as `\.children` to a node's children, an array or an optional
    /// array (``TreeChildren``) — chosen over the closure form for a key path. When it names a stored property of a
    /// struct, the walk reads each node's children where the node keeps them: no copy of the node and no call, where
    /// a closure costs both for every node. Otherwise (a computed property, a class) it reads through the key path.
    @inlinable @discardableResult
    public func bind<NewCell: AnyObject, Model, Children: TreeChildren<Model>>(
        cellType: NewCell.Type, tree roots: [Model], children: KeyPath<Model, Children> & Sendable,
        expanded: TreeExpansion<Model> = .none
    ) -> ModelSingleSectionBinder<Kind, NewCell, Section, TreeNode<Model>> {
        _bind(cellType: cellType, tree: _Source({ roots }, version: { 0 }),
              shape: _TreeShape(children: children, initial: expanded), traits: _DiffTraits(of: TreeNode<Model>.self))
    }

    /// Binds `cellType` to the section as a tree whose roots `roots` gives, read again on `refresh()`.
    @inlinable @discardableResult @_disfavoredOverload
    public func bind<NewCell: AnyObject, Model>(
        cellType: NewCell.Type, tree roots: @escaping () -> [Model], children: @escaping @Sendable (Model) -> [Model]?,
        expanded: TreeExpansion<Model> = .none
    ) -> ModelSingleSectionBinder<Kind, NewCell, Section, TreeNode<Model>> {
        _bind(cellType: cellType, tree: _Source(roots),
              shape: _TreeShape(children: children, initial: expanded), traits: _DiffTraits(of: TreeNode<Model>.self))
    }

    /// The same, with `children` a key path (see the array form's).
    @inlinable @discardableResult
    public func bind<NewCell: AnyObject, Model, Children: TreeChildren<Model>>(
        cellType: NewCell.Type, tree roots: @escaping () -> [Model], children: KeyPath<Model, Children> & Sendable,
        expanded: TreeExpansion<Model> = .none
    ) -> ModelSingleSectionBinder<Kind, NewCell, Section, TreeNode<Model>> {
        _bind(cellType: cellType, tree: _Source(roots),
              shape: _TreeShape(children: children, initial: expanded), traits: _DiffTraits(of: TreeNode<Model>.self))
    }

    /// `bind(cellType:tree:children:expanded:)` with the tree's shape and its nodes' diff traits, made where `Model`
    /// is concrete.
    @usableFromInline
    func _bind<NewCell: AnyObject, Model>(
        cellType: NewCell.Type, tree roots: _Source<[Model]>, shape: _TreeShape<Model>, traits: _DiffTraits<TreeNode<Model>>
    ) -> ModelSingleSectionBinder<Kind, NewCell, Section, TreeNode<Model>> {
        let section = _section
        let chainModels = _binder.bindTree(scope, cellType: cellType, roots: roots.map { [section: $0] }, shape: shape, traits: traits,
                         dequeue: { dequeuer, _ in dequeuer.dequeueOrReport(cellType) })
        return ModelSingleSectionBinder(binder: _binder, section: section, models: chainModels)
    }

    // MARK: Publishers and async sequences

    /// Binds `cellType` to a tree whose roots a publisher delivers; the section shows its latest value (nothing
    /// before the first). See the array form.
    @inlinable @discardableResult @_disfavoredOverload
    public func bind<NewCell: AnyObject, Model, Source: Publisher>(
        cellType: NewCell.Type, tree roots: Source, children: @escaping @Sendable (Model) -> [Model]?,
        expanded: TreeExpansion<Model> = .none
    ) -> ModelSingleSectionBinder<Kind, NewCell, Section, TreeNode<Model>> where Source.Output == [Model] {
        let latest = _binder.latest(of: roots)
        return _bind(cellType: cellType, tree: _Source(latest, none: []),
                     shape: _TreeShape(children: children, initial: expanded), traits: _DiffTraits(of: TreeNode<Model>.self))
    }

    /// The same, with `children` a key path (see the array form's).
    @inlinable @discardableResult @_disfavoredOverload
    public func bind<NewCell: AnyObject, Model, Source: Publisher, Children: TreeChildren<Model>>(
        cellType: NewCell.Type, tree roots: Source, children: KeyPath<Model, Children> & Sendable,
        expanded: TreeExpansion<Model> = .none
    ) -> ModelSingleSectionBinder<Kind, NewCell, Section, TreeNode<Model>> where Source.Output == [Model] {
        let latest = _binder.latest(of: roots)
        return _bind(cellType: cellType, tree: _Source(latest, none: []),
                     shape: _TreeShape(children: children, initial: expanded), traits: _DiffTraits(of: TreeNode<Model>.self))
    }

    /// Binds `cellType` to a tree whose roots an async sequence delivers; the section shows its latest value
    /// (nothing before the first). See the array form.
    @inlinable @discardableResult @_disfavoredOverload
    public func bind<NewCell: AnyObject, Model, Source: AsyncSequence>(
        cellType: NewCell.Type, tree roots: Source, children: @escaping @Sendable (Model) -> [Model]?,
        expanded: TreeExpansion<Model> = .none
    ) -> ModelSingleSectionBinder<Kind, NewCell, Section, TreeNode<Model>> where Source.Element == [Model] {
        let latest = _binder.latest(of: roots)
        return _bind(cellType: cellType, tree: _Source(latest, none: []),
                     shape: _TreeShape(children: children, initial: expanded), traits: _DiffTraits(of: TreeNode<Model>.self))
    }

    /// The same, with `children` a key path (see the array form's).
    @inlinable @discardableResult @_disfavoredOverload
    public func bind<NewCell: AnyObject, Model, Source: AsyncSequence, Children: TreeChildren<Model>>(
        cellType: NewCell.Type, tree roots: Source, children: KeyPath<Model, Children> & Sendable,
        expanded: TreeExpansion<Model> = .none
    ) -> ModelSingleSectionBinder<Kind, NewCell, Section, TreeNode<Model>> where Source.Element == [Model] {
        let latest = _binder.latest(of: roots)
        return _bind(cellType: cellType, tree: _Source(latest, none: []),
                     shape: _TreeShape(children: children, initial: expanded), traits: _DiffTraits(of: TreeNode<Model>.self))
    }

    // MARK: Update callbacks (`updatedBy:`)

    /// `bind(cellType:tree:children:expanded:)` with a closure, and sets `callback` to refresh the binder.
    @inlinable @discardableResult @_disfavoredOverload
    public func bind<NewCell: AnyObject, Model>(
        cellType: NewCell.Type, tree roots: @escaping () -> [Model], children: @escaping @Sendable (Model) -> [Model]?,
        expanded: TreeExpansion<Model> = .none, updatedBy callback: inout () -> Void
    ) -> ModelSingleSectionBinder<Kind, NewCell, Section, TreeNode<Model>> {
        callback = _binder.updateCallback()
        return bind(cellType: cellType, tree: roots, children: children, expanded: expanded)
    }

    /// The same, with `children` a key path (see the array form's).
    @inlinable @discardableResult
    public func bind<NewCell: AnyObject, Model, Children: TreeChildren<Model>>(
        cellType: NewCell.Type, tree roots: @escaping () -> [Model], children: KeyPath<Model, Children> & Sendable,
        expanded: TreeExpansion<Model> = .none, updatedBy callback: inout () -> Void
    ) -> ModelSingleSectionBinder<Kind, NewCell, Section, TreeNode<Model>> {
        callback = _binder.updateCallback()
        return bind(cellType: cellType, tree: roots, children: children, expanded: expanded)
    }
}

extension MultiSectionBinder {
    // MARK: Arrays and closures

    /// Binds `cellType` to the chain's sections as trees, one per section: the roots given per section. See the
    /// single-section form.
    @inlinable @discardableResult @_disfavoredOverload
    public func bind<NewCell: AnyObject, Model>(
        cellType: NewCell.Type, tree roots: [Section: [Model]], children: @escaping @Sendable (Model) -> [Model]?,
        expanded: TreeExpansion<Model> = .none
    ) -> ModelMultiSectionBinder<Kind, NewCell, Section, TreeNode<Model>> {
        _bind(cellType: cellType, tree: _Source({ roots }, version: { 0 }),
              shape: _TreeShape(children: children, initial: expanded), traits: _DiffTraits(of: TreeNode<Model>.self))
    }

    /// The same, with `children` a key path such as `\.children` to a node's children, an array or an optional
    /// array (``TreeChildren``) — chosen over the closure form for a key path. When it names a stored property of a
    /// struct, the walk reads each node's children where the node keeps them: no copy of the node and no call, where
    /// a closure costs both for every node. Otherwise (a computed property, a class) it reads through the key path.
    @inlinable @discardableResult
    public func bind<NewCell: AnyObject, Model, Children: TreeChildren<Model>>(
        cellType: NewCell.Type, tree roots: [Section: [Model]], children: KeyPath<Model, Children> & Sendable,
        expanded: TreeExpansion<Model> = .none
    ) -> ModelMultiSectionBinder<Kind, NewCell, Section, TreeNode<Model>> {
        _bind(cellType: cellType, tree: _Source({ roots }, version: { 0 }),
              shape: _TreeShape(children: children, initial: expanded), traits: _DiffTraits(of: TreeNode<Model>.self))
    }

    /// Binds `cellType` to the chain's sections as trees, the roots per section read again on `refresh()`.
    @inlinable @discardableResult @_disfavoredOverload
    public func bind<NewCell: AnyObject, Model>(
        cellType: NewCell.Type, tree roots: @escaping () -> [Section: [Model]],
        children: @escaping @Sendable (Model) -> [Model]?, expanded: TreeExpansion<Model> = .none
    ) -> ModelMultiSectionBinder<Kind, NewCell, Section, TreeNode<Model>> {
        _bind(cellType: cellType, tree: _Source(roots),
              shape: _TreeShape(children: children, initial: expanded), traits: _DiffTraits(of: TreeNode<Model>.self))
    }

    /// The same, with `children` a key path (see the array form's).
    @inlinable @discardableResult
    public func bind<NewCell: AnyObject, Model, Children: TreeChildren<Model>>(
        cellType: NewCell.Type, tree roots: @escaping () -> [Section: [Model]],
        children: KeyPath<Model, Children> & Sendable, expanded: TreeExpansion<Model> = .none
    ) -> ModelMultiSectionBinder<Kind, NewCell, Section, TreeNode<Model>> {
        _bind(cellType: cellType, tree: _Source(roots),
              shape: _TreeShape(children: children, initial: expanded), traits: _DiffTraits(of: TreeNode<Model>.self))
    }

    /// `bind(cellType:tree:children:expanded:)` with the tree's shape and its nodes' diff traits, made where `Model`
    /// is concrete.
    @usableFromInline
    func _bind<NewCell: AnyObject, Model>(
        cellType: NewCell.Type, tree roots: _Source<[Section: [Model]]>, shape: _TreeShape<Model>,
        traits: _DiffTraits<TreeNode<Model>>
    ) -> ModelMultiSectionBinder<Kind, NewCell, Section, TreeNode<Model>> {
        let chainModels = _binder.bindTree(_scope, cellType: cellType, roots: roots, shape: shape, traits: traits,
                         dequeue: { dequeuer, _ in dequeuer.dequeueOrReport(cellType) })
        return ModelMultiSectionBinder(binder: _binder, scope: _scope, models: chainModels)
    }

    // MARK: Publishers and async sequences

    /// Binds `cellType` to trees whose roots per section a publisher delivers; each section shows the latest value.
    @inlinable @discardableResult @_disfavoredOverload
    public func bind<NewCell: AnyObject, Model, Source: Publisher>(
        cellType: NewCell.Type, tree roots: Source, children: @escaping @Sendable (Model) -> [Model]?,
        expanded: TreeExpansion<Model> = .none
    ) -> ModelMultiSectionBinder<Kind, NewCell, Section, TreeNode<Model>> where Source.Output == [Section: [Model]] {
        let latest = _binder.latest(of: roots)
        return _bind(cellType: cellType, tree: _Source(latest, none: [:]),
                     shape: _TreeShape(children: children, initial: expanded), traits: _DiffTraits(of: TreeNode<Model>.self))
    }

    /// The same, with `children` a key path (see the array form's).
    @inlinable @discardableResult @_disfavoredOverload
    public func bind<NewCell: AnyObject, Model, Source: Publisher, Children: TreeChildren<Model>>(
        cellType: NewCell.Type, tree roots: Source, children: KeyPath<Model, Children> & Sendable,
        expanded: TreeExpansion<Model> = .none
    ) -> ModelMultiSectionBinder<Kind, NewCell, Section, TreeNode<Model>> where Source.Output == [Section: [Model]] {
        let latest = _binder.latest(of: roots)
        return _bind(cellType: cellType, tree: _Source(latest, none: [:]),
                     shape: _TreeShape(children: children, initial: expanded), traits: _DiffTraits(of: TreeNode<Model>.self))
    }

    /// Binds `cellType` to trees whose roots per section an async sequence delivers; each section shows the latest
    /// value.
    @inlinable @discardableResult @_disfavoredOverload
    public func bind<NewCell: AnyObject, Model, Source: AsyncSequence>(
        cellType: NewCell.Type, tree roots: Source, children: @escaping @Sendable (Model) -> [Model]?,
        expanded: TreeExpansion<Model> = .none
    ) -> ModelMultiSectionBinder<Kind, NewCell, Section, TreeNode<Model>> where Source.Element == [Section: [Model]] {
        let latest = _binder.latest(of: roots)
        return _bind(cellType: cellType, tree: _Source(latest, none: [:]),
                     shape: _TreeShape(children: children, initial: expanded), traits: _DiffTraits(of: TreeNode<Model>.self))
    }

    /// The same, with `children` a key path (see the array form's).
    @inlinable @discardableResult @_disfavoredOverload
    public func bind<NewCell: AnyObject, Model, Source: AsyncSequence, Children: TreeChildren<Model>>(
        cellType: NewCell.Type, tree roots: Source, children: KeyPath<Model, Children> & Sendable,
        expanded: TreeExpansion<Model> = .none
    ) -> ModelMultiSectionBinder<Kind, NewCell, Section, TreeNode<Model>> where Source.Element == [Section: [Model]] {
        let latest = _binder.latest(of: roots)
        return _bind(cellType: cellType, tree: _Source(latest, none: [:]),
                     shape: _TreeShape(children: children, initial: expanded), traits: _DiffTraits(of: TreeNode<Model>.self))
    }

    // MARK: Update callbacks (`updatedBy:`)

    /// `bind(cellType:tree:children:expanded:)` with a closure of roots per section, and sets `callback` to refresh
    /// the binder.
    @inlinable @discardableResult @_disfavoredOverload
    public func bind<NewCell: AnyObject, Model>(
        cellType: NewCell.Type, tree roots: @escaping () -> [Section: [Model]],
        children: @escaping @Sendable (Model) -> [Model]?, expanded: TreeExpansion<Model> = .none,
        updatedBy callback: inout () -> Void
    ) -> ModelMultiSectionBinder<Kind, NewCell, Section, TreeNode<Model>> {
        callback = _binder.updateCallback()
        return bind(cellType: cellType, tree: roots, children: children, expanded: expanded)
    }

    /// The same, with `children` a key path (see the array form's).
    @inlinable @discardableResult
    public func bind<NewCell: AnyObject, Model, Children: TreeChildren<Model>>(
        cellType: NewCell.Type, tree roots: @escaping () -> [Section: [Model]],
        children: KeyPath<Model, Children> & Sendable, expanded: TreeExpansion<Model> = .none,
        updatedBy callback: inout () -> Void
    ) -> ModelMultiSectionBinder<Kind, NewCell, Section, TreeNode<Model>> {
        callback = _binder.updateCallback()
        return bind(cellType: cellType, tree: roots, children: children, expanded: expanded)
    }
}
