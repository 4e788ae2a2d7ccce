/// The table's section index: the strip of titles at its side that jumps to a section (UIKit's
/// `sectionIndexTitles(for:)`), made from the titles the chains bound to the shown sections.
extension SectionedBinder where Kind == TableViewKind {
    /// The index title of every section no chain gives one: `nil` (the default) for none.
    ///
    /// The index lists the shown sections' titles in their order, a title repeated by consecutive sections once
    /// (it jumps to the first of them); a section without a title has no entry. A title a chain bound
    /// (`bind(sectionIndexTitle:)`, `bind(sectionIndexTitles:)`) wins over this one.
    ///
    /// ```swift
    /// binder.sectionIndexTitle = { section in String(section.name.prefix(1)) }
    /// ```
    public var sectionIndexTitle: ((Section) -> String?)? {
        get { store.indexTitles.any }
        set {
            store.indexTitles.any = newValue
            if updates.isFinished { view.reloadSectionIndexTitles() }
        }
    }

    /// The index as the table shows it now: its titles, and the displayed section each jumps to.
    /// - Complexity: O(sections shown); nothing is asked when nothing gives a title.
    func sectionIndex() -> (titles: [String], sections: [Int]) {
        let scoped = store.indexTitles
        if scoped.isEmpty { return ([], []) }
        var titles: [String] = [], sections: [Int] = []
        for index in 0..<display.numberOfSections {
            guard let section = display.section(at: index)?.section,
                let title = (scoped.named[section] ?? scoped.all ?? scoped.any)?(section), title != titles.last
            else { continue }
            titles.append(title)
            sections.append(index)
        }
        return (titles, sections)
    }
}
