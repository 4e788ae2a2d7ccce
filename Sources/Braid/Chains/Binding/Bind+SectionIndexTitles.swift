// bind(sectionIndexTitle:) and bind(sectionIndexTitles:): a table's section index — the strip of titles at its side
// that jumps to a section — on single-section and multi-section table chains. (A binder can also give every other
// section's title: `SectionedBinder.sectionIndexTitle`.)

extension SingleSectionBinder where Kind == TableViewKind {
    /// Gives the section the title `title` in the table's section index (`nil`: no entry).
    ///
    /// The index lists the shown sections' titles in order; one repeated by consecutive sections appears once and
    /// jumps to the first. A title bound here wins over one bound for all sections and over the binder's
    /// ``SectionedBinder/sectionIndexTitle``.
    @discardableResult
    public func bind(sectionIndexTitle title: String?) -> Self {
        _binder.set(\.indexTitles, .sections([_section]), { _ in title })
        return self
    }
}

extension MultiSectionBinder where Kind == TableViewKind {
    /// Gives each of the chain's sections a title in the table's section index, computed from the section
    /// (`nil`: no entry).
    ///
    /// ```swift
    /// binder.onAllSections()
    ///     .bind(cellType: ArtistCell.self, models: { artistsByLetter })
    ///     .bind(sectionIndexTitles: { letter in letter.name })
    /// ```
    ///
    /// See ``SingleSectionBinder/bind(sectionIndexTitle:)`` for how the index is made.
    @discardableResult
    public func bind(sectionIndexTitles title: @escaping (_ section: Section) -> String?) -> Self {
        _binder.set(\.indexTitles, _scope, title)
        return self
    }
}
