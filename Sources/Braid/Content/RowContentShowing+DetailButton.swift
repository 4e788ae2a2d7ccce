extension RowContentShowing {
    /// What a content cell does when the user taps its detail button: emits ``RowContentEvent/detailButtonTapped``.
    ///
    /// Hosts call it from their own gesture (the terminal's `i`, a list cell's detail accessory); a test calls it as a
    /// finger would.
    ///
    /// - Returns: whether the content has a detail button; without one nothing happens.
    @discardableResult
    public func userTappedDetailButton() -> Bool {
        guard viewModel?.accessories.contains(.detailButton) == true else { return false }
        emit(event: .detailButtonTapped)
        return true
    }
}
