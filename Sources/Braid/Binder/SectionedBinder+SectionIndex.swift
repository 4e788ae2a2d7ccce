/// The table's section index: the strip of titles at its side that jumps to a section (UIKit's
/// `sectionIndexTitles(for:)`), made from the titles the chains bound to the shown sections. The binder-wide title
/// is the table's: a collection view's index (UIKit's `indexTitles(for:)`) has no call to reload it.
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

}

/// The index both kinds answer from: a table's section index, and a collection view's index (UIKit's
/// `indexTitles(for:)`, iOS 14), made the same way from the titles the chains bound.
extension SectionedBinder {
    /// The index's titles as the view shows them now; nil for no index.
    func sectionIndexTitles() -> [String]? {
        let titles = sectionIndex().titles
        return titles.isEmpty ? nil : titles
    }

    /// The displayed section the index title at `index` stands for; the last one for an index past the end (a host
    /// asking with titles it read before an update).
    func section(forSectionIndexTitleAt index: Int) -> Int {
        let sections = sectionIndex().sections
        guard let last = sections.last else { return 0 }
        return index < 0 ? sections[0] : index < sections.count ? sections[index] : last
    }

    /// The index as the view shows it now: its titles, and the displayed section each jumps to.
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
