import Foundation

extension SectionedBinder {
    /// Asks for an update on the scheduler's next run; every change until then joins the same update. While a
    /// diff runs off the main actor, changes wait for it and join the update that follows it.
    func setNeedsUpdate() {
        guard updates.isFinished else { return }
        if updates.inFlight != nil {
            updates.waitsForDiff = true
            return
        }
        guard !updates.isScheduled else { return }
        updates.isScheduled = true
        updates.scheduler.schedule { [weak self] in
            guard let self else { return }
            self.updates.isScheduled = false
            self.performUpdate()
        }
    }

    /// Diffs the data the view shows against the data the bindings describe now, and applies the difference.
    ///
    /// On the main actor it only reads the bindings and gathers the diff's input (work that grows with the
    /// sections); the diff — identities, equality, matching, staging: work that grows with the rows — runs off
    /// the main actor when every section's items are `OffMainActorDiffable` and the update has at least
    /// ``offMainActorDiffThreshold`` rows, and its stages are applied back on the main actor.
    func performUpdate() {
        guard updates.inFlight == nil else {
            updates.waitsForDiff = true
            return
        }
        let old = current
        updates.generation += 1
        var new = makeSnapshot(generation: updates.generation)
        let numbering = _SectionNumbering(old, new)
        new.sectionsAreDistinct = numbering.newAreDistinct
        let keepsCells = keepsCells(of: new)
        let update = _UpdateInFlight(old: old, new: new, sections: numbering.sections, screenVersion: updates.screenVersion)
        // The old state's identities, kept by the update that showed it: this update's diff takes them, and no one
        // else holds them after.
        let oldIdentities = updates.identities
        updates.identities = nil
        let diff = _SnapshotDiff(
            from: old, to: new, numbering: numbering, keepsCells: keepsCells, oldIdentities: oldIdentities)
        guard diff.mayRunOffMainActor, diff.rowCount >= settings.offMainActorDiffThreshold else {
            if diff.rowCount > 0 && diff.rowCount >= settings.offMainActorDiffThreshold {
                warnAboutDiffsKeptOnMainActor(old, new, rows: diff.rowCount)
            }
            apply(update, diff.run())
            return
        }
        updates.inFlight = update
        // Made now, while the old state is in the caches: when the diff returns, it has flushed them at the sizes
        // worth a diff off the main actor, and the turn that applies it pays for every line it touches.
        let graveyard = _Graveyard(diff.oldItems)
        let cancellation = updates.offMainDiffs.cancellation
        updates.scheduler.schedule(offMainActor: { cancellation.isCancelled ? nil : diff.run() }) { [weak self] result in
            guard let self, let result else { return }
            if let update = self.updates.inFlight {
                self.updates.inFlight = nil
                self.apply(update, result)
            }
            // The old state's rows go on another thread too: freeing a million models (and their identities) is
            // work that grows with the rows. Past `update`'s scope nothing on the main actor holds them but the
            // graveyard (they are all Sendable: the diff left the main actor).
            graveyard.emptyOffMainActor()
            if self.updates.waitsForDiff {
                self.updates.waitsForDiff = false
                self.setNeedsUpdate()
            }
        }
    }

    /// Applies what the diff of `update` found — unless the screen changed while it ran (a user's delete or
    /// move), so that its stages would apply to a screen they were not computed for: then it is dropped and a new
    /// update diffs against the screen as it is now.
    private func apply(_ update: _UpdateInFlight<Section>, _ result: _SnapshotDiff.Result) {
        guard update.screenVersion == updates.screenVersion else {
            setNeedsUpdate()
            return
        }
        let (old, new) = (update.old, update.new)
        warnAboutDuplicates(result, of: update)
        current = new
        updates.identities = result.newIdentities
        // Published once the update is applied (every path below applies it before returning).
        defer {
            shownSections.published?.send(new.sections)
            takeIn(shown: new, after: old)
        }
        // Sections whose layout changed are laid out again: each reloaded, after the update's other changes.
        let laidOutAgain = dataSource.sectionsLaidOutAgain(in: new)
        guard settings.animateChanges else {
            reload(showing: new)
            return
        }
        var stages = result.stages
        if !laidOutAgain.isEmpty { stages.append(ChangesetStage(batch: BatchUpdate(sectionReloads: laidOutAgain), data: .final)) }
        if stages.isEmpty {
            display = .snapshot(new)
            return
        }
        let reloadReason = reloadReason(forChanges: stages.reduce(0) { $0 + $1.batch.changeCount })
        // Undiffable sections' reloads take their own animation; the first stage names sections by their old
        // index, later stages (after sections moved) by their new one.
        let undiffableBefore = Set(result.undiffableSections.map(\.from))
        let undiffableAfter = Set(result.undiffableSections.map(\.to))
        let update = StagedUpdate(stages: stages.enumerated().map { index, stage in
            StagedUpdate.Stage(
                batch: stage.batch,
                animations: animations(undiffableSections: index == 0 ? undiffableBefore : undiffableAfter),
                apply: { [weak self] in self?.display = _DisplayState(stage.data, old: old, new: new) })
        }, reloadReason: reloadReason)
        show(update, endingOn: new)
    }

    /// Shows `update`, whose stages lead to `final`: the update delegate applies it, when there is one; else the
    /// view's batch updates apply it stage by stage — or, for an update with a reload reason, a reload does.
    ///
    /// A delegate must apply every stage before it returns; one that did not is reported, and the binder reloads.
    func show(_ update: StagedUpdate, endingOn final: _TableSnapshot<Section>) {
        let progress = _StageProgress()
        guard dataSource.handOverToDelegate({ progress.counting(update) }, view: view) else {
            if update.reloadReason == nil {
                for stage in update.stages { dataSource.perform(stage, on: view) }
            } else {
                // With no update delegate to decide, an update too large to animate, or for a view off screen, is a reload.
                reload(showing: final)
            }
            return
        }
        progress.isOver = true
        if progress.applied < update.stages.count {
            recoverFromUnappliedStages(applied: progress.applied, of: update.stages.count, showing: final)
        }
    }

    /// An update delegate returned without applying every stage: the binder would answer the view for data it does
    /// not show, and the next update's batches would not fit the view. Reported, and the view reloaded on the new
    /// data; the stages' `apply`, if called later, does nothing.
    private func recoverFromUnappliedStages(applied: Int, of count: Int, showing new: _TableSnapshot<Section>) {
        diagnostics.report(.error, """
            The update delegate returned from apply(_:to:) having applied \(applied) of the update's \(count) stages. \
            Apply every stage, in order, before returning — each stage's `apply` inside the \(dataSource.noun)'s batch \
            update, or `applyData()` and then `reloadData()`: the binder answers the \(dataSource.noun) for the data \
            the applied stages lead to. The binder reloads the \(dataSource.noun) on the new data.
            """)
        reload(showing: new)
    }

    /// Shows `snapshot` with the view's `reloadData()`, without animation: the data source answers from it first.
    func reload(showing snapshot: _TableSnapshot<Section>) {
        display = .snapshot(snapshot)
        cellHost.reloadData()
    }

    /// Why an update that changes `changes` rows, items and sections is shown as a reload, or nil to animate it:
    /// the view is not on screen, or the update is larger than ``maximumAnimatedChanges``.
    func reloadReason(forChanges changes: Int) -> StagedUpdate.ReloadReason? {
        if !cellHost.isOnScreen { return .notOnScreen }
        if let limit = settings.maximumAnimatedChanges, changes > limit { return .tooManyChanges(changes) }
        return nil
    }

    /// Whether changed rows of each of `new`'s sections are reconfigured — the existing cell configured again in
    /// place, its own state kept — rather than reloaded.
    ///
    /// A row is reloaded where its chain says so (``ChangedCellUpdate/reloading``), where the cell's type may
    /// change (a cell provider's section, unless its chain says ``ChangedCellUpdate/reconfiguring``), and in
    /// sections diffed by count only (their reloads animate with `undiffableSectionUpdateAnimation`).
    func keepsCells(of new: _TableSnapshot<Section>) -> [Bool] {
        // A loop, not `map` with a closure (see `_SnapshotDiff.init`); the section's fields read in place: a copy of
        // its snapshot retains and releases everything in it.
        var keeps: [Bool] = []
        keeps.reserveCapacity(new.sections.count)
        for index in new.sections.indices {
            switch store.value(store.handlers.changedCellUpdates, for: new.sections[index]) ?? .automatic {
            case .automatic:
                // Rows of its own alone (a state row) identify a section whose chain's rows have no identity only
                // while it has no other: the section before it is then diffed by count, and a chain's row there must
                // not be reconfigured into the state row (another cell) — changed rows are reloaded.
                let items = new.data[index].items
                keeps.append(new.data[index].cells?.keepsCellType == true && items.isIdentified
                             && (items.ownRows.isEmpty || items.chainItems.isIdentified))
            case .reconfiguring: keeps.append(true)
            case .reloading: keeps.append(false)
            }
        }
        return keeps
    }

    func animations(undiffableSections: Set<Int>) -> BatchAnimations {
        var animations = settings.animations
        for section in undiffableSections { animations.rowReloadInSection[section] = settings.undiffableAnimation }
        return animations
    }

    /// Warns once per section whose values keep a large update's diff on the main actor: they are not
    /// ``OffMainActorDiffable``. Not for rows compared on the main actor whatever their values (content rows, whose
    /// comparison runs the app's closure): a conformance would not move their diff.
    private func warnAboutDiffsKeptOnMainActor(_ old: _TableSnapshot<Section>, _ new: _TableSnapshot<Section>, rows: Int) {
        for state in [new, old] {
            for (section, data) in zip(state.sections, state.data) {
                guard let type = data.items.typeKeptOnMainActor, !data.items.comparesOnMainActor,
                      diagnostics.isFirst(.diffKeptOnMainActor, for: section)
                else { continue }
                let name = Section.self == SingleSection.self ? "the \(noun)" : "section \(section) of the \(noun)"
                report(.warning, "an update of \(rows) rows is diffed on the main actor: \(name) holds \(type) values, which are not OffMainActorDiffable. If \(type) is Sendable, declare its conformance to OffMainActorDiffable so that large updates are diffed off the main actor.")
            }
        }
    }

    /// Warns once per section about identities that occur more than once among the rows the diff matched —
    /// in the section itself or in another one.
    private func warnAboutDuplicates(_ result: _SnapshotDiff.Result, of update: _UpdateInFlight<Section>) {
        // The usual case, decided without the sorting code below (cold after a big diff: see performUpdate).
        if result.duplicateSectionNumbers.isEmpty && result.duplicateRowsBySection.isEmpty { return }
        for section in result.duplicateSectionNumbers.map({ update.sections[$0] }) {
            if diagnostics.isFirst(.duplicates, for: section) {
                report(.warning, "section \(section) is displayed more than once; the \(noun) shows it twice and animates the copies as separate sections.")
            }
        }
        for (index, names) in result.duplicateRowsBySection.sorted(by: { $0.key < $1.key }) {
            let section = update.new.sections[index]
            guard diagnostics.isFirst(.duplicates, for: section) else { continue }
            report(.warning, duplicatesMessage(in: section, names))
        }
    }

    /// The warning about rows of `section` whose identities (`names`) occur more than once — in a tree, nodes under
    /// two parents or twice under one, which the Outlines article says expand and collapse together.
    private func duplicatesMessage(in section: Section, _ names: [String]) -> String {
        "\(name(of: section)) has models whose identity occurs more than once in the \(noun) (\(names.joined(separator: ", "))); duplicates are matched in order and the rest animate as inserts and deletes. Give each model a unique collectionId/id."
    }

    /// `section` as messages name it: "the table" for a binder of one section.
    private func name(of section: Section) -> String {
        Section.self == SingleSection.self ? "the \(noun)" : "section \(section)"
    }

    // MARK: Once shown

    /// Hands each section's items of `snapshot`, which the view shows now, what they take in once shown
    /// (``_SectionItems/wasShown(_:section:)``); and those of sections `old` showed and `snapshot` does not, that they
    /// were hidden (``_SectionItems/wasHidden()``).
    func takeIn(shown snapshot: _TableSnapshot<Section>, after old: _TableSnapshot<Section>? = nil, isFirstDisplay: Bool = false) {
        let pass = _ShownPass(
            isFirstDisplay: isFirstDisplay,
            warn: { [unowned self] index, problem in
                let section = snapshot.sections[index]
                guard diagnostics.isFirst(.dataProblem(problem), for: section) else { return }
                report(.warning, "\(name(of: section))'s \(problem)")
            },
            checkRepeatedIdentities: { [unowned self] index, identities in
                checkRepeatedIdentities(identities, leavingMainActor: snapshot.data[index].items.mayLeaveMainActor,
                                        in: snapshot.sections[index])
            })
        for index in snapshot.data.indices { snapshot.data[index].items.wasShown(pass, section: index) }
        showViewState(snapshot)
        // The sections `old` showed that `snapshot` does not — only where some items hear of it, and only when the
        // sections changed: comparing and hashing them is generic work, not done on every update.
        guard let old, old.data.contains(where: \.items.hearsWhenHidden), old.sections != snapshot.sections else { return }
        let shown = Set(snapshot.sections)
        for index in old.sections.indices where !shown.contains(old.sections[index]) { old.data[index].items.wasHidden() }
    }

    /// Looks for repeats among the identities `identities` reads of `section`'s items, off the main actor where they
    /// may leave it (`leavingMainActor`), and warns about those found as an update's diff warns: for items shown without
    /// a diff (a first display), whose display read none.
    private func checkRepeatedIdentities(
        _ identities: @escaping @Sendable () -> _IdentityList?, leavingMainActor: Bool, in section: Section
    ) {
        let find: @Sendable () -> [String] = {
            guard let ids = identities()?.itemIdentities else { return [] }
            var seen = Set<_ItemIdentity>(minimumCapacity: ids.count), repeated = Set<String>()
            for id in ids where !seen.insert(id).inserted { repeated.insert(id.description) }
            return repeated.sorted()
        }
        let warn: @MainActor ([String]) -> Void = { [weak self] names in
            guard let self, !names.isEmpty, diagnostics.isFirst(.duplicates, for: section) else { return }
            report(.warning, duplicatesMessage(in: section, names))
        }
        if leavingMainActor {
            updates.scheduler.schedule(offMainActor: find, then: warn)
        } else {
            updates.scheduler.schedule { warn(find()) }
        }
    }
}
