/// Highlights through a batch update — the same for a table's rows and a collection view's items.
extension TableAnimations {
    /// Carries running highlights to their rows' (or sections') new paths and, if `starting`, starts the
    /// batch's own: inserted, moved and reloaded rows and sections, where their animation is not `.none`.
    ///
    /// - Returns: whether the batch started any.
    mutating func carryHighlights(through mapping: BatchMapping, kinds: BatchAnimations, starting: Bool, now: Duration) -> Bool {
        var carried: [ItemPath: Highlight] = [:]
        for (path, highlight) in rows {
            switch mapping.fate(of: path) {
            case .kept(let new), .moved(let new): carried[new] = highlight
            default: break
            }
        }
        var carriedSections: [Int: Highlight] = [:]
        for (section, highlight) in sections {
            if let new = mapping.sectionFates[section].destination { carriedSections[new] = highlight }
        }
        var started = false
        if starting {
            for (path, origin) in mapping.arrivedRows {
                let kind: Kind?
                switch origin {
                case .inserted: kind = kinds.rowInsert != .none ? .insert : nil
                case .moved: kind = .move
                case .reloaded(let old): kind = kinds.rowReload(inSection: old.section) != .none ? .reload : nil
                }
                guard let kind else { continue }
                carried[path] = Highlight(kind: kind, start: now)
                started = true
            }
            for (section, origin) in mapping.sectionOrigins.enumerated() {
                let kind: Kind?
                switch origin {
                case .inserted: kind = kinds.sectionInsert != .none ? .insert : nil
                case .reloaded: kind = kinds.sectionReload != .none ? .reload : nil
                case .moved: kind = .move
                case .kept: kind = nil
                }
                guard let kind else { continue }
                carriedSections[section] = Highlight(kind: kind, start: now)
                started = true
            }
        }
        rows = carried
        sections = carriedSections
        return started
    }

    /// The style a highlight gives now, or nil when there is none or it ended.
    func style(of highlight: Highlight?, now: Duration, appearance: TerminalTableAppearance) -> TextStyle? {
        guard let highlight, now < highlight.start + appearance.animationDuration else { return nil }
        switch highlight.kind {
        case .insert: return appearance.insertedRowStyle
        case .move: return appearance.movedRowStyle
        case .reload: return appearance.reloadedRowStyle
        }
    }

    /// The highlight style over `path` now: its own, or its section's.
    func style(ofItem path: ItemPath, now: Duration, appearance: TerminalTableAppearance) -> TextStyle? {
        style(of: rows[path], now: now, appearance: appearance) ?? style(of: sections[path.section], now: now, appearance: appearance)
    }
}
