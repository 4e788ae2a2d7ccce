import Braid

/// The headless table's state cell (``Braid/SectionState``): its screen text is the state's, as
/// ``Braid/SectionState/headlessText`` writes it.
@MainActor
public final class HeadlessStateCell: HeadlessTableViewCell, StateShowing {}

/// The headless collection view's state cell, the full width of the viewport, like ``HeadlessStateCell``.
@MainActor
public final class HeadlessStateItemCell: HeadlessCollectionViewCell, StateShowing {}

extension StateShowing where Self: HeadlessReusableView {
    /// Shows `state` as ``Braid/SectionState/headlessText``.
    public func show(_ state: SectionState) {
        text = state.headlessText
    }
}
