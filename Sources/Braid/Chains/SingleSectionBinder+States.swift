// MARK: - States on a single-section chain

extension SingleSectionBinder {
    /// The states the section shows as a row — after its rows, or alone: loading until its source delivers, an error
    /// with Retry when it fails, and an empty row when it has no rows, as `states` declares (see ``SectionStates``).
    ///
    /// ```swift
    /// binder.onSection(.inbox)
    ///     .bind(cellType: MessageCell.self, models: inbox.messages)   // a publisher
    ///     .states(SectionStates(empty: "No messages"))
    /// ```
    ///
    /// One per section, like a dimension: by name, else all sections, else any section.
    @discardableResult
    public func states(_ states: SectionStates = SectionStates()) -> Self {
        _binder.set(\.states.declared, .sections([_section]), states)
        return self
    }
}
