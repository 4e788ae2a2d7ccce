extension SectionedTableViewBinder {
    /// Asks for an update on the scheduler's next run; every change until then joins the same update.
    func setNeedsUpdate() {
        guard isFinished, !updateIsScheduled else { return }
        updateIsScheduled = true
        scheduler.schedule { [weak self] in
            guard let self else { return }
            self.updateIsScheduled = false
            self.performUpdate()
        }
    }

    /// Diffs the data the table shows against the data the bindings describe now, and applies the difference.
    func performUpdate() {
        let old = current
        let new = makeSnapshot()
        let diff = diff(from: old, to: new)
        warnAboutDuplicates(diff, in: new)
        current = new
        // Published once the update is applied (every path below applies it before returning).
        defer { displayedSectionsSubject.send(new.sections) }
        guard animateChanges else {
            display = .snapshot(new)
            tableView.reloadData()
            return
        }
        let stages = diff.batchStages()
        if stages.isEmpty {
            display = .snapshot(new)
            return
        }
        // Undiffable sections' reloads take their own animation; the first stage names sections by their old
        // index, later stages (after sections moved) by their new one.
        let undiffableBefore = Set(diff.undiffableSections.map(\.from))
        let undiffableAfter = Set(diff.undiffableSections.map(\.to))
        let update = TableViewUpdate(stages: stages.enumerated().map { index, stage in
            TableViewUpdate.Stage(
                batch: stage.batch,
                animations: animations(undiffableSections: index == 0 ? undiffableBefore : undiffableAfter),
                apply: { [weak self] in self?.display = _DisplayState(stage.data, old: old, new: new) })
        })
        if let updateDelegate {
            updateDelegate.apply(update, to: tableView)
            return
        }
        for stage in update.stages {
            tableView.performBatchUpdates(stage.batch, animations: stage.animations, updateData: stage.apply, completion: nil)
        }
    }

    /// The diff between two snapshots, tiered per section: identities give inserts, deletes and moves;
    /// equality adds reloads; sections with neither are diffed by count.
    func diff(from old: _TableSnapshot<Section>, to new: _TableSnapshot<Section>) -> SectionedDiff<Section, AnyHashable> {
        func diffSections(_ snapshot: _TableSnapshot<Section>) -> [DiffSection<Section, AnyHashable>] {
            zip(snapshot.sections, snapshot.data).map { section, data in
                if let identities = data.items.identities() { return DiffSection(id: section, itemIDs: identities) }
                return DiffSection(id: section, count: data.items.count)
            }
        }
        let oldSections = diffSections(old)
        let newSections = diffSections(new)
        return SectionedDiff(
            from: oldSections, to: newSections,
            sectionContentEquals: { old.data[$0].headerAndFooterEqual(new.data[$1]) },
            itemContentEquals: { from, to in
                let oldItems = old.data[from.section].items
                let newItems = new.data[to.section].items
                // The same items object: the section's source did not deliver since (see _CellBinding).
                if oldItems === newItems { return true }
                // Identified items without equality are never updated (seeds: no reload without Equatable).
                if newSections[to.section].items.identities != nil && !newItems.hasEquality { return true }
                return oldItems.contentEquals(from.item, newItems, to.item)
            })
    }

    func animations(undiffableSections: Set<Int>) -> BatchAnimations {
        var animations = BatchAnimations(
            rowInsert: rowInsertionAnimation, rowDelete: rowDeletionAnimation, rowReload: rowUpdateAnimation,
            sectionInsert: sectionInsertionAnimation, sectionDelete: sectionDeletionAnimation,
            sectionReload: sectionUpdateAnimation)
        for section in undiffableSections { animations.rowReloadInSection[section] = undiffableSectionUpdateAnimation }
        return animations
    }

    /// Warns once per section about identities that occur more than once.
    private func warnAboutDuplicates(_ diff: SectionedDiff<Section, AnyHashable>, in snapshot: _TableSnapshot<Section>) {
        if !diff.duplicateSectionIDs.isEmpty {
            for section in diff.duplicateSectionIDs where warnedDuplicateSections.insert(section).inserted {
                report(.warning, "section \(section) is displayed more than once; the table shows it twice and animates the copies as separate sections.")
            }
        }
        guard !diff.duplicateItemIDs.isEmpty else { return }
        let duplicates = Set(diff.duplicateItemIDs)
        for (index, section) in snapshot.sections.enumerated() where !warnedDuplicateSections.contains(section) {
            guard let identities = snapshot.data[index].items.identities() else { continue }
            let inSection = Set(identities).intersection(duplicates)
            var seen = Set<AnyHashable>()
            let repeated = identities.filter { inSection.contains($0) && !seen.insert($0).inserted }
            if !repeated.isEmpty {
                warnedDuplicateSections.insert(section)
                let names = Set(repeated).map { _describeIdentity($0) }.sorted().joined(separator: ", ")
                report(.warning, "section \(section) has models with the same identity more than once (\(names)); duplicates are matched in order and the rest animate as inserts and deletes. Give each model a unique collectionId/id.")
            }
        }
    }
}

/// The identity's own value, without the model-type wrapper.
func _describeIdentity(_ identity: AnyHashable) -> String {
    let text = String(describing: identity.base)
    if let open = text.firstIndex(of: "("), text.hasSuffix(")") {
        let inner = text[text.index(after: open)..<text.index(before: text.endIndex)]
        return inner.hasPrefix("id: ") ? String(inner.dropFirst(4)) : String(inner)
    }
    return text
}
