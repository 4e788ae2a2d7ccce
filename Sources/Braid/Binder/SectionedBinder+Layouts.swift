/// The section layouts the chains declared (`layout(_:)`), read by the hosts through the collection data source and
/// by BraidUIKit's compositional layout: always for the section shown at an index, by identity.
extension SectionedBinder where Kind == CollectionViewKind {
    /// The layout of the section shown at `index` by the resolution rules (by name, else all sections, else any
    /// section), or nil when no chain declared one for it or there is no such section.
    package func sectionLayout(at index: Int) -> CollectionSectionLayout? {
        guard !store.dimensions.layouts.isEmpty, let (section, _) = display.section(at: index),
              let layout = store.value(store.dimensions.layouts, for: section) else { return nil }
        return layout(section)
    }

    /// The section shown at `index`, or nil.
    package func shownSection(at index: Int) -> Section? { display.section(at: index)?.section }

    /// Whether the section shown at `index` shows a header (or footer) view now.
    package func showsSupplementaryView(_ kind: SupplementaryViewKind, inSection index: Int) -> Bool {
        guard let data = display.section(at: index)?.data else { return false }
        return (kind == .header ? data.headerView : data.footerView) != nil
    }

    /// The size the chains give the header (or footer) of the section shown at `index` (`headerSize(_:)`), or nil.
    package func supplementarySize(_ kind: SupplementaryViewKind, inSection index: Int) -> Size? {
        kind == .header ? sectionDimension("headerSize", store.dimensions.headerSize, inSection: index)
            : sectionDimension("footerSize", store.dimensions.footerSize, inSection: index)
    }

    /// Reports `problem` with the layout of the section shown at `index` as a warning, once per section and message.
    package func reportLayoutProblem(_ problem: String, inSection index: Int) {
        guard let (section, _) = display.section(at: index),
              diagnostics.isFirst(.layoutProblem(problem), for: section) else { return }
        diagnostics.report(.warning, "Section \(section): \(problem)")
    }
}
