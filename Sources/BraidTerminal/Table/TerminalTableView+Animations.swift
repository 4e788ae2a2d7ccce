/// Running animations: which style a row or section wears now, and ending what is over.
extension TerminalTableView {
    /// The highlight style over row `path` now, from its own animation or its section's.
    func highlightStyle(row path: ItemPath) -> TextStyle? {
        animations.style(ofItem: path, now: clock.now, appearance: appearance)
    }

    /// The highlight style over every item of `section` now.
    func highlightStyle(section: Int) -> TextStyle? {
        animations.style(of: animations.sections[section], now: clock.now, appearance: appearance)
    }

    /// Drops what has ended, closing the gaps of deleted rows, and calls the completion handlers due.
    func expireAnimations() {
        guard !animations.isEmpty else { return }
        moveScrollPositionOffGhosts { [clock, duration = appearance.animationDuration] ghost in
            clock.now >= ghost.start + duration
        }
        let due = animations.expire(now: clock.now, duration: appearance.animationDuration)
        for completion in due { completion(true) }
    }

    /// Ends every animation at once, before a new batch or a reload: ghosts go, highlights stay (the batch
    /// moves them along), and the completion handlers hear `false`.
    func interruptAnimations() {
        moveScrollPositionOffGhosts { _ in true }
        animations.ghosts = [:]
        let interrupted = animations.completions.map(\.body)
        animations.completions = []
        for completion in interrupted { completion(false) }
    }

    /// If the scroll position is on a ghost about to go, moves it to the item that follows the ghosts.
    private func moveScrollPositionOffGhosts(goingIf isGoing: (TableAnimations.Ghost) -> Bool) {
        guard case .ghost(let slot, let index) = anchor, let ghost = animations.ghosts[slot]?[index], isGoing(ghost)
        else { return }
        anchor = item(at: slot) ?? item(beforeGhostsOf: slot)
        anchorOffset = 0
        placementIsCurrent = false
    }
}
