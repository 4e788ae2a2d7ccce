/// The layout of each displayed section, read by identity: the section shown at an index is looked up in the
/// display, and its chain's layout is the one that applies to it, wherever it moved or however many sections are
/// hidden before it (`SectionedBinder+Layouts`).
extension _CollectionDataSource {
    func collectionHost(_ host: any CollectionViewHost, layoutForSection index: Int) -> CollectionSectionLayout? {
        binder.sectionLayout(at: index)
    }

    /// Reports `problem` as a warning, once per section and message.
    func collectionHost(_ host: any CollectionViewHost, layoutProblem problem: String, inSection index: Int) {
        binder.reportLayoutProblem(problem, inSection: index)
    }
}

extension _CollectionDataSource {
    func sectionsLaidOutAgain(in new: _TableSnapshot<Section>) -> [Int] {
        let store = binder.store
        guard !store.dimensions.layouts.isEmpty else { return [] }  // no chain declared a layout: the usual case
        var changed: [Int] = []
        for index in new.sections.indices {
            let section = new.sections[index]
            guard let layout = store.value(store.dimensions.layouts, for: section)?(section) else { continue }
            // A section shown before under another layout (one shown for the first time is laid out anyway; one shown
            // again after a while is reloaded after its insert, which does no harm). One lookup a section.
            if let before = shownLayouts.updateValue(layout, forKey: section), before != layout { changed.append(index) }
        }
        return changed
    }
}
