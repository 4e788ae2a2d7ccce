extension SectionedBinder {
    /// Builds the data state the bindings describe now, for the update numbered `generation`: reads every provider
    /// once (a closure in every update, a versioned source when its version changed), decides which sections show,
    /// and gathers each section's items, titles and views.
    func makeSnapshot(generation: Int) -> _TableSnapshot<Section> {
        let cells = resolve(store.cells) { $0.items(generation: generation) }
        let headerTitles = resolveTitles(store.headerTitles)
        let footerTitles = resolveTitles(store.footerTitles)
        let headerViews = resolveViews(store.headerViews, generation: generation)
        let footerViews = resolveViews(store.footerViews, generation: generation)

        func data(for section: Section) -> _SectionSnapshot {
            var data = _SectionSnapshot()
            if let (binding, items) = cells[section] {
                data.cells = binding.cells
                data.items = items
            }
            // (An empty dictionary is not asked: asking hashes the section, in generic code, on every update.)
            if !headerTitles.isEmpty { data.headerTitle = headerTitles[section] }
            if !footerTitles.isEmpty { data.footerTitle = footerTitles[section] }
            if !headerViews.isEmpty { data.headerView = headerViews[section] }
            if !footerViews.isEmpty { data.footerView = footerViews[section] }
            return data
        }

        var snapshot = _TableSnapshot<Section>()
        switch sectionDisplayBehavior {
        case .manuallyManaged:
            snapshot.sections = shownSections.manual
        case .hidesSectionsWithNoCellData(let order), .hidesSectionsWithNoData(let order):
            let needsCells: Bool
            if case .hidesSectionsWithNoCellData = sectionDisplayBehavior { needsCells = true } else { needsCells = false }
            var candidates = Set(cells.keys).union(headerTitles.keys).union(footerTitles.keys)
                .union(headerViews.keys).union(footerViews.keys)
            candidates.formUnion(store.cells.named.keys)
            let shown = candidates.filter { section in
                let data = data(for: section)
                return needsCells ? data.hasCellData : data.hasData
            }
            snapshot.sections = order(Array(shown))
        }
        // A loop, not `map(data(for:))`: see `_SnapshotDiff.init`.
        snapshot.data.reserveCapacity(snapshot.sections.count)
        for section in snapshot.sections { snapshot.data.append(data(for: section)) }
        checkAssumedModelTypes(snapshot)
        // Indices, not `enumerated()`: its generic iterator asks the runtime for metadata on every step.
        for index in snapshot.data.indices where snapshot.data[index].cells == nil && !snapshot.data[index].hasData {
            let section = snapshot.sections[index]
            if !isBoundAnywhere(section) && diagnostics.isFirst(.unboundSection, for: section) {
                report(.warning, "section \(section) is displayed but no binding chain binds it, so it shows empty: bind it with onSection(\(section)) or onAllSections(), or remove it from displayedSections.")
            }
        }
        return snapshot
    }

    /// Evaluates each binding's provider once and keeps, per section, the value of the binding that wins:
    /// the one bound by name, else the all-sections one.
    private func resolve<Binding: AnyObject, Value>(
        _ scoped: _Scoped<Section, Binding>, _ evaluate: (Binding) -> [Section: Value]
    ) -> [Section: (Binding, Value)] {
        var result: [Section: (Binding, Value)] = [:]
        var evaluated: [ObjectIdentifier: [Section: Value]] = [:]
        func values(of binding: Binding) -> [Section: Value] {
            if let cached = evaluated[ObjectIdentifier(binding)] { return cached }
            let values = evaluate(binding)
            evaluated[ObjectIdentifier(binding)] = values
            return values
        }
        for (section, binding) in scoped.named {
            if let value = values(of: binding)[section] { result[section] = (binding, value) }
        }
        if let all = scoped.all {
            // Only the all-sections binding (the usual case): its values as they are, without a lookup per section.
            if scoped.named.isEmpty { return values(of: all).mapValues { (all, $0) } }
            for (section, value) in values(of: all) where scoped.named[section] == nil {
                result[section] = (all, value)
            }
        }
        return result
    }

    /// Each section's title: the one bound by name, else the all-sections one. Titles are plain closures — a
    /// multi-section chain shares one among its sections — so a named one is asked for its own section.
    private func resolveTitles(_ scoped: _Scoped<Section, () -> [Section: String]>) -> [Section: String] {
        if scoped.bindsNoSection { return [:] }  // nothing bound: no generic work on every update
        var result: [Section: String] = [:]
        for (section, provider) in scoped.named {
            if let title = provider()[section] { result[section] = title }
        }
        if let all = scoped.all {
            for (section, title) in all() where scoped.named[section] == nil { result[section] = title }
        }
        return result
    }

    private func resolveViews(_ scoped: _Scoped<Section, _ViewBinding<Section>>, generation: Int) -> [Section: _BoundView.Value] {
        if scoped.bindsNoSection { return [:] }  // nothing bound: no generic work on every update
        var versions: [ObjectIdentifier: Int] = [:]
        return resolve(scoped) { binding in
            let (version, viewModels) = binding.viewModels(generation: generation)
            versions[ObjectIdentifier(binding)] = version
            return viewModels
        }.mapValues { binding, viewModel in
            _BoundView.Value(view: binding.view, viewModel: viewModel, version: versions[ObjectIdentifier(binding)] ?? 0)
        }
    }

    /// Reports, once per section, a chain that assumed a model type the section's cells are not bound with.
    private func checkAssumedModelTypes(_ snapshot: _TableSnapshot<Section>) {
        // Most binders assume nothing: then there is nothing to walk (on every update).
        let assumptions = store.handlers.assumedModelTypes
        if assumptions.isEmpty { return }
        for (section, data) in zip(snapshot.sections, snapshot.data) {
            guard let assumed = store.value(assumptions, for: section),
                let actual = data.cells?.modelType, actual != assumed,
                diagnostics.isFirst(.wrongAssumption, for: section)
            else { continue }
            report(.error, "a chain on section \(section) assumed its models are \(assumed) (assuming(modelType:)), but the section is bound with \(actual) models.")
        }
    }

    private func isBoundAnywhere(_ section: Section) -> Bool {
        store.cells.named[section] != nil || store.cells.all != nil || store.headerTitles.named[section] != nil
            || store.footerTitles.named[section] != nil || store.headerViews.named[section] != nil
            || store.footerViews.named[section] != nil || store.headerTitles.all != nil || store.footerTitles.all != nil
    }
}
