extension RowContentShowing {
    /// What a content cell does when the user flips its toggle: shows its content with the toggle flipped and emits
    /// ``RowContentEvent/toggled(isOn:)`` with the new state.
    ///
    /// Hosts call it from their own gesture (the terminal's Space, a `UISwitch`'s action); a test calls it as a
    /// finger would.
    ///
    /// - Returns: whether the content has a toggle to flip; without one nothing happens.
    @discardableResult
    public func flipToggle() -> Bool {
        guard let content = viewModel, let isOn = content.toggleIsOn else { return false }
        viewModel = content.settingToggle(isOn: !isOn)
        emit(event: .toggled(isOn: !isOn))
        return true
    }
}
