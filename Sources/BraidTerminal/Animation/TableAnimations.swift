/// The animations a ``TerminalTableView`` is running: highlights on inserted, moved and reloaded rows and
/// sections, and ghosts of deleted content fading where it was.
///
/// Everything is a function of the time: an animation is on while `now` is before its start plus the
/// duration. Nothing here sleeps or schedules; the table reads the clock when it draws.
struct TableAnimations {
    /// What a highlight marks.
    enum Kind: Hashable {
        case insert, move, reload
    }

    /// A highlight on a row or a whole section.
    struct Highlight: Hashable {
        var kind: Kind
        var start: Duration
    }

    /// Deleted content, drawn as it last looked, fading in its old place before the gap closes.
    struct Ghost: Hashable {
        var snapshot: ScreenBuffer
        var start: Duration
    }

    /// Row highlights, by the row's path now.
    var rows: [ItemPath: Highlight] = [:]
    /// Section highlights (for every row, the header and the footer), by the section's index now.
    var sections: [Int: Highlight] = [:]
    /// Ghosts, by the gap they stand in, in display order.
    var ghosts: [GhostSlot: [Ghost]] = [:]
    /// Completion handlers of batch updates whose animations are running, with when they end.
    var completions: [(end: Duration, body: (Bool) -> Void)] = []

    /// Whether nothing is running or waiting to complete.
    var isEmpty: Bool {
        rows.isEmpty && sections.isEmpty && ghosts.isEmpty && completions.isEmpty
    }

    /// The latest end of anything running, if anything is.
    func end(duration: Duration) -> Duration? {
        var latest: Duration?
        func note(_ end: Duration) { latest = max(latest ?? end, end) }
        for highlight in rows.values { note(highlight.start + duration) }
        for highlight in sections.values { note(highlight.start + duration) }
        for ghosts in ghosts.values { for ghost in ghosts { note(ghost.start + duration) } }
        for completion in completions { note(completion.end) }
        return latest
    }

    /// Removes what ended by `now` and returns the completion handlers that are due.
    mutating func expire(now: Duration, duration: Duration) -> [(Bool) -> Void] {
        rows = rows.filter { now < $0.value.start + duration }
        sections = sections.filter { now < $0.value.start + duration }
        ghosts = ghosts.filter { slot in slot.value.contains { now < $0.start + duration } }
        let due = completions.filter { now >= $0.end }.map(\.body)
        completions.removeAll { now >= $0.end }
        return due
    }
}
