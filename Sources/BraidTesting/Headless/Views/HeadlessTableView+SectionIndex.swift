import Testing

/// The section index: the titles a table shows at its side, and a touch on one, which scrolls to its section.
extension HeadlessTableView {
    /// The titles of the section index, as the data source gives them now (UIKit's `sectionIndexTitles(for:)`);
    /// empty when the table has no index.
    public var sectionIndexTitles: [String] {
        dataSource?.sectionIndexTitles(for: self) ?? []
    }

    /// Touches the index title at `index`, as a finger on the index strip does: the data source says which section it
    /// stands for (`tableHost(_:sectionForSectionIndexTitle:at:)`) and the table scrolls that section's top — its
    /// header, or its first row — to the top of the viewport (as far as the content allows).
    ///
    /// An index the strip does not have, or a section the table does not have, is reported.
    public func touchSectionIndex(at index: Int, sourceLocation: SourceLocation = #_sourceLocation) {
        let titles = sectionIndexTitles
        guard titles.indices.contains(index), let dataSource else {
            engine.fail(.invalidArgument, "touchSectionIndex(at: \(index)): the section index has \(titles.count) titles (\(titles)).", at: sourceLocation)
            return
        }
        let section = dataSource.tableHost(self, sectionForSectionIndexTitle: titles[index], at: index)
        guard (0..<numberOfSections).contains(section) else {
            engine.fail(.indexPathOutOfRange, "the index title \(titles[index]) jumps to section \(section), but the table has \(numberOfSections) sections.", at: sourceLocation)
            return
        }
        scroll(toOffset: rectForHeader(inSection: section, sourceLocation: sourceLocation).y, sourceLocation: sourceLocation)
    }

    /// Touches the first index title equal to `title`; see ``touchSectionIndex(at:sourceLocation:)``.
    public func touchSectionIndex(title: String, sourceLocation: SourceLocation = #_sourceLocation) {
        guard let index = sectionIndexTitles.firstIndex(of: title) else {
            engine.fail(.invalidArgument, "touchSectionIndex(title: \(title)): the section index has no such title (\(sectionIndexTitles)).", at: sourceLocation)
            return
        }
        touchSectionIndex(at: index, sourceLocation: sourceLocation)
    }
}
