/// An item of a ``TerminalCollectionView``: subclass it for each kind of item, as with `UICollectionViewCell`.
///
/// It is the terminal's one cell class, ``TerminalTableViewCell`` — lines of styled text, an accessory, the
/// selection, keys it turns into its own events — under the collection's name: a table's cell and a collection's
/// are drawn and driven the same way, so both views share it.
@MainActor
open class TerminalCollectionViewCell: TerminalTableViewCell {}
