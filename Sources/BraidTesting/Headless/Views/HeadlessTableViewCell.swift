/// A cell of a ``HeadlessTableView``: subclass it for each cell type you register.
///
/// Configure it like a `UITableViewCell` — the headless host only looks at its ``HeadlessReusableView/text``
/// (what the screen rendering prints) and, for automatic heights, ``HeadlessReusableView/preferredHeight``.
///
/// ```swift
/// final class AccountCell: HeadlessTableViewCell, ReuseIdentifiable {
///     var account: Account? { didSet { text = account?.name ?? "" } }
/// }
/// table.register(cellType: AccountCell.self, forReuseIdentifier: AccountCell.reuseIdentifier)
/// ```
open class HeadlessTableViewCell: HeadlessReusableView {}
