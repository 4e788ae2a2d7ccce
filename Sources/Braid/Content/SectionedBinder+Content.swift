/// Content rows on the chain: a binding of models whose cell is the host's content cell, showing the ``RowContent`` the
/// app's closure makes from each model — the one cell binding path (``bindCells``), with the model's identity, and the
/// content as the rows' equality (``_TypedRows/showAlike``). A row's content is made when it is needed, never for
/// every row at once: when its cell is configured, and when an update compares it.
extension SectionedBinder {
    /// Binds the host's content cell for `scope`, one row per model, showing `content(model)`. Rows are identified by
    /// their models (`traits`) and compared by their content: a row whose content is unchanged is not touched, one
    /// whose content changed is reconfigured in place. Models with equality spare the content of rows whose models
    /// are equal; models without it have every row's content made, old and new, when compared. Comparing calls
    /// `content`, the app's main-actor code, so an update that shows content rows is diffed on the main actor. An image the host's
    /// content cell cannot show is reported once.
    func bindContent<Model>(
        _ scope: _ChainScope<Section>, models: _Source<[Section: [Model]]>, traits: _DiffTraits<Model>,
        content: @escaping (Model) -> RowContent, method: String = #function
    ) -> _ChainModels<Model> {
        let makeCell = contentCellMaker(method)
        return bindCells(
            scope, cellType: nil, dequeuesContentCell: true, models: traits, viewModels: nil as _DiffTraits<Void>?,
            showAlike: { content($0) == content($1) }, items: models, split: { ($0, nil) },
            makeCell: { dequeuer, items, row in makeCell(dequeuer, items.models.map { content($0[row]) }) },
            method: method)
    }

    /// Binds the host's content cell for `scope` to recording lists, one row per element, showing `content(element)`.
    /// The lists' edits say which rows changed (a replaced element's row is reconfigured, whatever its content); when
    /// the lists are diffed instead, rows are compared by their content, as an array's content rows are. With `paging`,
    /// the lists are a paged section's (see ``bindRecorded``).
    func bindRecordedContent<Model>(
        _ scope: _ChainScope<Section>, lists: [Section: RecordingList<Model>], traits: _DiffTraits<Model>,
        paging: _Paging? = nil, content: @escaping (Model) -> RowContent, method: String = #function
    ) -> _ChainModels<Model> {
        let makeCell = contentCellMaker(method)
        return bindRecorded(
            scope, cellType: nil, dequeuesContentCell: true, lists: lists, traits: traits,
            showAlike: { content($0) == content($1) }, paging: paging, makeCell: { dequeuer, _, model in makeCell(dequeuer, content(model)) }, method: method)
    }

    /// Binds the host's content cell for `scope` to trees: one row per shown node, showing `content(node)` — the tree
    /// binding path (``bindTree``), its rows compared by what they show: the content, and the node's place in the
    /// outline (its depth, whether it has children and shows them), which the hosts draw beside it.
    func bindContentTree<Model>(
        _ scope: _ChainScope<Section>, roots: _Source<[Section: [Model]]>, shape: _TreeShape<Model>,
        traits: _DiffTraits<TreeNode<Model>>, content: @escaping (TreeNode<Model>) -> RowContent,
        method: String = #function
    ) -> _ChainModels<TreeNode<Model>> {
        let makeCell = contentCellMaker(method)
        return bindTree(
            scope, cellType: nil, dequeuesContentCell: true, roots: roots, shape: shape, traits: traits,
            showAlike: { a, b in
                a.depth == b.depth && a.hasChildren == b.hasChildren && a.isExpanded == b.isExpanded && content(a) == content(b)
            },
            dequeue: { dequeuer, node in makeCell(dequeuer, content(node)) }, method: method)
    }

    /// How a content binding made by `method` makes a row's cell: the host's content cell showing the content (none:
    /// unconfigured). An image the host cannot show is reported once for the binding.
    private func contentCellMaker(_ method: String) -> (CellDequeuer, RowContent?) -> AnyObject {
        var reportedImage = false
        return { [unowned self] dequeuer, content in
            dequeuer.dequeueContentCell(
                showing: content,
                missing: "\(method) binds content rows, but the \(noun) has no content cell (CellViewHost.contentCellType); the row shows empty. Bind a cell type instead.",
                unshownImage: { warning in
                    guard !reportedImage else { return }
                    reportedImage = true
                    report(warning.severity, warning.message)
                })
        }
    }

    /// Binds headers or footers described by content (`keyPath`: the header or the footer views) for `scope`: the
    /// view's own header/footer content view (``_KindDataSource/contentViewType(of:)``) shows each section's content,
    /// the header/footer view binding path (``bindViews(_:_:_:_:method:)``) with the content as the view model.
    func bindContentViews(
        _ keyPath: ReferenceWritableKeyPath<_BindingStore<Section>, _Scoped<Section, _ViewBinding<Section>>>,
        _ scope: _ChainScope<Section>, _ content: _Source<[Section: HeaderFooterContent]>, method: String = #function
    ) {
        guard let viewType = dataSource.contentViewType(of: view) else {
            report(.error, "\(method) binds content, but the \(noun) has no header/footer content view (TableViewHost.headerFooterContentViewType, CollectionViewHost.supplementaryContentViewType); it shows none. Bind a view type instead.")
            return
        }
        func bind<View: HeaderFooterContentShowing>(_ type: View.Type) {
            bindViews(keyPath, scope, type, content, method: method)
        }
        bind(viewType)
    }

    /// Reports `method` — a handler of a content row's events (`onToggle`, `onDetailButton`; `contentEvents`), or of an
    /// `EventCell`'s (`onEvent(from:)`) — on a chain whose rows are not that kind, where it would never run: content
    /// events on rows of a cell type, or a cell type's events on content rows (whose cell is the host's content cell,
    /// and whose events are ``RowContentEvent``s). Silent where `scope` binds no cells yet.
    func checkEventSource(contentEvents: Bool, method: String, _ scope: _ChainScope<Section>) {
        let binding: _CellBinding<Section>? =
            switch scope {
            case .sections(let sections): sections.lazy.compactMap { self.store.value(self.store.cells, for: $0) }.first
            case .allSections: store.cells.all
            case .anySection: store.cells.any
            }
        guard let cells = binding?.cells, cells.dequeuesContentCell != contentEvents else { return }
        if contentEvents {
            report(.error, "\(method) is a content row's event, but the chain's rows are \(cells.cellType.map { "cells of \($0)" } ?? "cells a cell provider makes"): it never runs. Bind the rows with bind(content:…), or use onEvent(from:) with the cell's own events.")
        } else {
            report(.error, "\(method) names a cell type, but the chain's rows are content rows (bind(content:…)), shown in the \(noun)'s content cell: it never runs. Use onToggle or onDetailButton for a content row's events.")
        }
    }

    /// An event handler, as the store keeps them, that runs `handler` for the ``RowContentEvent``s of the host's
    /// content cells; none for a host without one (its rows never emit them). `method` on a chain (`scope`) whose rows
    /// are not content rows is reported.
    func contentEventHandler(
        _ method: String, _ scope: _ChainScope<Section>, _ handler: @escaping (Section, Int, RowContentEvent, _ItemRow) -> Void
    ) -> _HandlerBindings<Section>.EventHandler? {
        checkEventSource(contentEvents: true, method: method, scope)
        guard let contentCellType = cellHost.contentCellType else { return nil }
        func typed<Cell: RowContentShowing>(_ type: Cell.Type) -> _HandlerBindings<Section>.EventHandler {
            eventHandler(type) { section, row, _, event, item in handler(section, row, event, item) }
        }
        return typed(contentCellType)
    }
}
