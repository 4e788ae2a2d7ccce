/// Names the original library's binder had, kept so that a ported screen compiles unchanged.
extension SectionedBinder {
    /// Whether ``finish()`` was called: binding is over, and the binder shows its data and keeps the view in sync.
    ///
    /// The original library's name; binding after it is a mistake the binder reports (see ``finish()``).
    public var hasFinishedBinding: Bool { updates.isFinished }
}

/// Declares the original library's nested type names on the binders, such as
/// `SectionedTableViewBinder<Section>.SectionDisplayBehavior`. Public only for that; not API.
///
/// The names live in an extension of this protocol rather than on ``SectionedBinder`` itself because a member
/// named `SectionDisplayBehavior` would hide the generic ``SectionDisplayBehavior`` inside the binder's own
/// declarations; a protocol extension's type alias is found only through the binder's type, as ported code
/// spells it.
public protocol _SectionedBinderNames: AnyObject {
    /// The binder's section type.
    associatedtype Section: Hashable
}

extension _SectionedBinderNames {
    /// The original library's nested name for ``SectionDisplayBehavior``:
    /// `SectionedTableViewBinder<Section>.SectionDisplayBehavior` is `SectionDisplayBehavior<Section>`.
    public typealias SectionDisplayBehavior = Braid.SectionDisplayBehavior<Section>
}

extension SectionedBinder: _SectionedBinderNames {}
