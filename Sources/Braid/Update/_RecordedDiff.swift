/// An update whose every change is a ``RecordingList``'s recorded edits: its batch made from the edits, in time that
/// grows with them and the sections — never with the rows, which it does not read.
///
/// Taken only when that batch is exactly what the view needs: the same sections in the same order, each held once,
/// with the same chains and the same headers and footers, none with rows a user moved in; every section either
/// holding the same items as before or a recording list's version whose edits start from the version the view
/// shows — and at least one section holding a recording list's items. Anything else — another binding's section changed, sections shown or hidden, a user's delete or move
/// since (the view shows that edit, not a version), edits too many to record — is diffed (`_SnapshotDiff`), which is
/// always right.
///
/// Its stages are the diff's shape: deletes, inserts and moves in one batch, then the updated rows reloaded at their
/// new paths in a last batch of their own, as `batchStages(contentChangesLast:)` does, so that no row is moved and
/// updated in one batch — and then, as a diff's, reconfigured where their sections keep their cells
/// (`_SnapshotDiff.reconfiguring`).
///
/// One of ``_SnapshotDiff``'s two ways: it is taken there, never by the update path itself.
struct _RecordedDiff: Sendable {
    /// Each section that changed: its index, and what its edits did.
    private var changes: [(section: Int, changes: _RecordedChanges)] = []
    private let sectionCount: Int

    /// The recorded update from `old` to `new`, or nil when it must be diffed.
    /// - Complexity: O(sections + k²) for `k` edits.
    @MainActor
    init?<Section: Hashable>(
        from old: _TableSnapshot<Section>, to new: _TableSnapshot<Section>, numbering: _SectionNumbering<Section>
    ) {
        // Binders without a change-aware source keep the diff for every update, even one that changed nothing (it
        // warns about duplicate identities, for one). A loop, not `contains` with a closure: see `_SnapshotDiff.init`.
        var knowsEdits = false
        for s in new.data.indices where new.data[s].items.sourceVersion != nil { knowsEdits = true }
        guard knowsEdits, numbering.newAreDistinct, numbering.old == numbering.new else { return nil }
        for s in new.data.indices {
            guard old.data[s].cells === new.data[s].cells, old.data[s].movedIn.isEmpty,
                _SectionSnapshot.headersAndFootersEqual(old.data, s, new.data, s)
            else { return nil }
            let (before, after) = (old.data[s].items, new.data[s].items)
            // The same items, or none in both (a section no chain gives cells has empty items, made anew each time).
            if before === after || (new.data[s].cells == nil && before.count == 0 && after.count == 0) { continue }
            guard let edits = after.edits(since: before),
                let changes = _RecordedChanges(edits, oldCount: before.count, newCount: after.count)
            else { return nil }
            self.changes.append((s, changes))
        }
        sectionCount = new.data.count
    }

    /// The update's stages, as `_SnapshotDiff.run()` would give them for the same states before it reconfigures.
    func run() -> [ChangesetStage] {
        var structure = BatchUpdate()
        var content = BatchUpdate()
        var oldContent: [Int: [(row: Int, path: ItemPath)]] = [:]
        for (section, changes) in changes {
            structure.itemDeletes += changes.deletes.map { ItemPath(item: $0, section: section) }
            structure.itemInserts += changes.inserts.map { ItemPath(item: $0, section: section) }
            structure.itemMoves += changes.moves.map {
                Move(from: ItemPath(item: $0.from, section: section), to: ItemPath(item: $0.to, section: section))
            }
            content.itemReloads += changes.updates.map { ItemPath(item: $0.new, section: section) }
            if !changes.updates.isEmpty {
                oldContent[section] = changes.updates.map { ($0.new, ItemPath(item: $0.old, section: section)) }
            }
        }
        var stages: [ChangesetStage] = []
        if !structure.isEmpty {
            // Before the updates, the updated rows still show their old content, at their new paths.
            let data: StageData = content.isEmpty ? .final : .intermediate((0..<sectionCount).map {
                .new($0, oldHeader: nil, oldItems: StageOldItems(oldContent[$0] ?? []))
            })
            stages.append(ChangesetStage(batch: structure, data: data))
        }
        if !content.isEmpty { stages.append(ChangesetStage(batch: content, data: .final)) }
        return stages
    }
}
