/// A cell of a ``HeadlessCollectionView``: subclass it for each cell type you register.
///
/// Besides its text and height, a collection cell may want a width: the headless collection view lays items
/// out like a flow layout, left to right in lines as wide as the viewport.
///
/// ```swift
/// final class TileCell: HeadlessCollectionViewCell {
///     required init() { super.init(); preferredWidth = 10 }
/// }
/// ```
open class HeadlessCollectionViewCell: HeadlessReusableView {
    /// The width the cell wants when its size is automatic, or nil for the full width of the viewport.
    open var preferredWidth: Double?
}
