// bind(sectionIndexTitle:) and bind(sectionIndexTitles:): a table's section index — the strip of titles at its side
// that jumps to a section — and a collection view's index (UIKit's, from iOS 14), on single-section and multi-section
// chains. (A table's binder can also give every other section's title: `SectionedBinder.sectionIndexTitle`.)

extension SingleSectionBinder {
    /// Gives the section the title `title` in the view's section index (`nil`: no entry): a table's, or a
    /// collection view's on UIKit from iOS 14.
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

extension MultiSectionBinder {
    /// Gives each of the chain's sections a title in the view's section index, computed from the section
    /// (`nil`: no entry): a table's, or a collection view's on UIKit from iOS 14.
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
