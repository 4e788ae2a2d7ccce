/// The handlers and dimensions every chain for several sections has — ``MultiSectionBinder``,
/// ``ModelMultiSectionBinder`` and ``AnySectionBinder``, which are its subclasses: handlers receive the section.
///
/// Only Braid makes chains: the class cannot be subclassed outside it.
@MainActor
public class MultiSectionHandlers<Kind: BinderKind, Cell: AnyObject, Section: TableViewSection> {
    /// The binder the chain binds to.
    @usableFromInline package let _binder: SectionedBinder<Kind, Section>
    /// The sections the chain binds.
    @usableFromInline let _scope: _ChainScope<Section>

    init(binder: SectionedBinder<Kind, Section>, scope: _ChainScope<Section>) {
        _binder = binder
        _scope = scope
    }
}
