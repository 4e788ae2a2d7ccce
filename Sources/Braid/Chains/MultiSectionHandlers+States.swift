// MARK: - States on a multi-section chain

extension MultiSectionHandlers {
    /// The states the chain's sections show as a row — after their rows, or alone; see
    /// ``SingleSectionBinder/states(_:)`` and ``SectionStates``.
    @discardableResult
    public func states(_ states: SectionStates = SectionStates()) -> Self {
        _binder.set(\.states.declared, _scope, states)
        return self
    }
}
