import Testing

/// The section index: the titles a table shows at its side (UIKit's `sectionIndexTitles(for:)`), or a collection
/// view its index (UIKit's `indexTitles(for:)`, iOS 14), and a touch on one, which scrolls to its section.
extension HeadlessScrollView {
    /// The titles of the section index, as the data source gives them now; empty when the view has no index.
    public var sectionIndexTitles: [String] { dataSourceSectionIndexTitles ?? [] }

    /// Touches the index title at `index`, as a finger on the index strip does: the data source says which section it
    /// stands for (`tableHost(_:sectionForSectionIndexTitle:at:)`, `collectionHost(_:sectionForSectionIndexTitle:at:)`)
    /// and the view scrolls that section's top — its header, or its first row or item — to the top of the viewport
    /// (as far as the content allows).
    ///
    /// An index the strip does not have, or a section the view does not have, is reported.
    public func touchSectionIndex(at index: Int, sourceLocation: SourceLocation = #_sourceLocation) {
        let titles = sectionIndexTitles
        guard titles.indices.contains(index),
            let section = dataSourceSection(forSectionIndexTitle: titles[index], at: index)
        else {
            viewEngine.fail(.invalidArgument, "touchSectionIndex(at: \(index)): the section index has \(titles.count) titles (\(titles)).", at: sourceLocation)
            return
        }
        guard let top = viewEngine.frame(of: .header, inSection: section) else {
            viewEngine.fail(.indexPathOutOfRange, "the index title \(titles[index]) jumps to section \(section), but the view has \(numberOfSections) sections.", at: sourceLocation)
            return
        }
        scroll(toOffset: top.y, sourceLocation: sourceLocation)
    }

    /// Touches the first index title equal to `title`; see ``touchSectionIndex(at:sourceLocation:)``.
    public func touchSectionIndex(title: String, sourceLocation: SourceLocation = #_sourceLocation) {
        guard let index = sectionIndexTitles.firstIndex(of: title) else {
            viewEngine.fail(.invalidArgument, "touchSectionIndex(title: \(title)): the section index has no such title (\(sectionIndexTitles)).", at: sourceLocation)
            return
        }
        touchSectionIndex(at: index, sourceLocation: sourceLocation)
    }
}
