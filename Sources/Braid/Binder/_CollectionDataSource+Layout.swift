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
