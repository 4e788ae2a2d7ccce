extension RowContentShowing {
    /// What a content cell does when the user sets its toggle: shows its content with the toggle at `isOn` and
    /// emits ``RowContentEvent/toggled(isOn:)``.
    ///
    /// Hosts call it from their own control (a `UISwitch`'s action); ``flipToggle()`` calls it for a gesture that
    /// flips (the terminal's Space), and a test calls either as a finger would.
    ///
    /// - Returns: whether the content has a toggle that was not at `isOn` already; otherwise nothing happens.
    @discardableResult
    public func userSetToggle(isOn: Bool) -> Bool {
        guard let content = viewModel, let wasOn = content.toggleIsOn, wasOn != isOn else { return false }
        viewModel = content.settingToggle(isOn: isOn)
        emit(event: .toggled(isOn: isOn))
        return true
    }

    /// What a content cell does when the user flips its toggle: ``userSetToggle(isOn:)`` with the other state.
    ///
    /// - Returns: whether the content has a toggle to flip; without one nothing happens.
    @discardableResult
    public func flipToggle() -> Bool {
        guard let isOn = viewModel?.toggleIsOn else { return false }
        return userSetToggle(isOn: !isOn)
    }
}
