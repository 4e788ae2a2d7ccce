/// Names the original library's binder had, kept so that a ported screen compiles unchanged.
extension SectionedBinder {
    /// Whether ``finish()`` was called: binding is over, and the binder shows its data and keeps the view in sync.
    ///
    /// The original library's name; binding after it is a mistake the binder reports (see ``finish()``).
    public var hasFinishedBinding: Bool { updates.isFinished }
}

extension SectionedBinder {
    /// The original library's nested name for the generic ``Braid/SectionDisplayBehavior``:
    /// `SectionedTableViewBinder<Section>.SectionDisplayBehavior` is `SectionDisplayBehavior<Section>`.
    ///
    /// Inside the binder's declarations (and extensions of it) this name hides the generic one, so they write it
    /// plain: `SectionDisplayBehavior`, the binder's own.
    public typealias SectionDisplayBehavior = Braid.SectionDisplayBehavior<Section>
}
