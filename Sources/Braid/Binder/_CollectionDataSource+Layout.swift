/// The layout of each displayed section, read by identity: the section shown at an index is looked up in the
/// display, and its chain's layout is the one that applies to it, wherever it moved or however many sections are
/// hidden before it.
extension _CollectionDataSource {
    func collectionHost(_ host: any CollectionViewHost, layoutForSection index: Int) -> CollectionSectionLayout? {
        guard !binder.store.layouts.layouts.isEmpty, let (section, _) = binder.display.section(at: index),
              let layout = binder.store.value(binder.store.layouts.layouts, for: section) else { return nil }
        return layout(section)
    }

    /// Reports `problem` as a warning, once per section and message.
    func collectionHost(_ host: any CollectionViewHost, layoutProblem problem: String, inSection index: Int) {
        guard let (section, _) = binder.display.section(at: index),
              binder.diagnostics.isFirst(.layoutProblem(problem), for: section) else { return }
        binder.diagnostics.report(.warning, "Section \(section): \(problem)")
    }
}
