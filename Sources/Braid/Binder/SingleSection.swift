/// The single section of a ``TableViewBinder``'s table or a ``CollectionViewBinder``'s collection view: the section
/// type of their chains (`TableViewModelSingleSectionBinder<Cell, SingleSection, Model>`).
public enum SingleSection: TableViewSection {
    /// The one section.
    case table
}
