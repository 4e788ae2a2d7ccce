/// What every headless cell and header, footer or supplementary view has: the identifier it was dequeued
/// with, the text the screen rendering prints for it, and its own height.
///
/// Do not subclass this class directly; subclass the one for the place the view goes —
/// ``HeadlessTableViewCell``, ``HeadlessHeaderFooterView``, ``HeadlessCollectionViewCell`` or
/// ``HeadlessSupplementaryView`` — because a host only accepts its own kind.
@MainActor
open class HeadlessReusableView {
    /// The identifier the view was dequeued with, or nil if no host dequeued it.
    ///
    /// The host sets it at dequeue time; it is how a cell goes back to the right reuse pool.
    public package(set) var reuseIdentifier: String?

    /// The plain text the host's screen rendering shows for this view.
    ///
    /// Set it when you configure the view, or override ``renderedText`` to derive it from your own state.
    open var text: String = ""

    /// The height the view wants when its size is automatic (the data source gave none), or nil for one unit
    /// per line of ``renderedText``.
    open var preferredHeight: Double?

    /// Creates an empty view. Hosts create views through this initializer, so subclasses must keep it.
    public required init() {}

    /// What the screen rendering prints for this view: ``text`` unless a subclass says otherwise.
    open var renderedText: String { text }

    /// Called when the host hands the view out again after it scrolled away, before the data source
    /// configures it — the place to clear per-row state.
    open func prepareForReuse() {}

    /// The height used when the data source leaves the size automatic.
    final var automaticHeight: Double {
        if let preferredHeight { return preferredHeight }
        return Double(renderedText.split(separator: "\n", omittingEmptySubsequences: false).count)
    }
}
