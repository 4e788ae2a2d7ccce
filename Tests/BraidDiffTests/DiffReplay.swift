import BraidDiff
import BraidTesting
import PropertyBased
import Testing

/// Proves a diff by replaying it: every stage must pass UIKit's rules for a table *and* a collection view,
/// and the view must show exactly the stage's data after each stage — and the new data after the last.
///
/// - Parameter compareContent: whether to compare content (items' and headers') or identities only — a
///   diff without content equality is not expected to reload changed content.
func expectReplay(
    old: [TestSection], new: [TestSection], stages: [ChangesetStage], compareContent: Bool = true,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let oldItems = old.map(\.items)
    let newItems = new.map(\.items)
    let oldHeaders = old.map { "\($0.id)/\($0.header)" }
    let newHeaders = new.map { "\($0.id)/\($0.header)" }
    func comparable(_ items: [[Row]]) -> [[Row]] {
        compareContent ? items : items.map { $0.map { Row(id: $0.id) } }
    }
    var shownItems = oldItems
    var shownHeaders = oldHeaders
    for (number, stage) in stages.enumerated() {
        let targetItems = stage.data.items(old: oldItems, new: newItems)
        let targetHeaders = headers(of: stage.data, old: oldHeaders, new: newHeaders)
        for kind in [BatchUpdateValidator.ViewKind.table, .collection] {
            let validator = BatchUpdateValidator(kind: kind, strict: true)
            switch validator.validate(before: shownItems.map(\.count), batch: stage.batch, after: targetItems.map(\.count)) {
            case .failure(let violation):
                let message = "stage \(number + 1) of \(stages.count) is rejected by a \(kind) view: \(violation)\n"
                    + "batch: \(stage.batch)\nold: \(old)\nnew: \(new)"
                Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
                return
            case .success(let outcome):
                let replayed = outcome.apply(to: shownItems, dataSource: targetItems)
                #expect(comparable(replayed) == comparable(targetItems),
                        "after stage \(number + 1) a \(kind) view shows the wrong rows; batch \(stage.batch)\nold: \(old)\nnew: \(new)",
                        sourceLocation: sourceLocation)
                if compareContent {
                    let replayedHeaders = outcome.sections.enumerated().map { t, origin in
                        switch origin {
                        case .kept(let s), .moved(let s): shownHeaders[s]
                        case .inserted, .reloaded: targetHeaders[t]
                        }
                    }
                    #expect(replayedHeaders == targetHeaders,
                            "after stage \(number + 1) a \(kind) view shows stale headers; batch \(stage.batch)\nold: \(old)\nnew: \(new)",
                            sourceLocation: sourceLocation)
                }
            }
        }
        shownItems = targetItems
        shownHeaders = targetHeaders
    }
    #expect(comparable(shownItems) == comparable(newItems) && (!compareContent || shownHeaders == newHeaders),
            "replaying every stage must end on the new data\nold: \(old)\nnew: \(new)\nstages: \(stages)",
            sourceLocation: sourceLocation)
}

/// The headers a stage's data shows.
func headers(of data: StageData, old: [String], new: [String]) -> [String] {
    switch data {
    case .final: new
    case .intermediate(let sections):
        sections.map { section in
            switch section {
            case .old(let s): old[s]
            case .new(let t, let oldHeader, _): oldHeader.map { old[$0] } ?? new[t]
            }
        }
    }
}

/// The sectioned diff of test data, with or without content equality.
func sectionedDiff(_ old: [TestSection], _ new: [TestSection], equality: Bool) -> SectionedDiff<String, String> {
    SectionedDiff(
        from: old.map(\.diffSection), to: new.map(\.diffSection),
        sectionContentEquals: equality ? { old[$0].header == new[$1].header } : nil,
        itemContentEquals: equality ? { old[$0.section].items[$0.item] == new[$1.section].items[$1.item] } : nil)
}

extension DiffProperties {
    @Test func flatStagesReplayToTheNewDataOnBothViews() async {
        await propertyCheck(count: 10_000, input: DiffInput.list, DiffInput.list) { old, new in
            let diff = FlatDiff(from: old, to: new, identifiedBy: \.id, contentEquals: ==)
            let stages = diff.batchStages()
            #expect(stages.count <= 2, "a flat change never needs more than two stages: \(stages)")
            #expect(stages.isEmpty == diff.isEmpty, "a change needs a batch, no change needs none")
            expectReplay(old: [TestSection(id: "s", header: 0, counted: false, items: old)],
                         new: [TestSection(id: "s", header: 0, counted: false, items: new)], stages: stages)
        }
    }

    @Test func flatStagesWithoutEqualityReplayIdentities() async {
        await propertyCheck(count: 10_000, input: DiffInput.list, DiffInput.list) { old, new in
            let stages = FlatDiff(from: old, to: new, identifiedBy: \.id).batchStages()
            #expect(stages.count <= 1, "without updates a flat change is one batch: \(stages)")
            expectReplay(old: [TestSection(id: "s", header: 0, counted: false, items: old)],
                         new: [TestSection(id: "s", header: 0, counted: false, items: new)], stages: stages,
                         compareContent: false)
        }
    }

    @Test func sectionedStagesReplayToTheNewDataOnBothViews() async {
        await propertyCheck(count: 10_000, input: DiffInput.sections, DiffInput.sections) { old, new in
            let diff = sectionedDiff(old, new, equality: true)
            let byPair = SectionedDiff(
                from: old.map(\.diffSection), to: new.map(\.diffSection),
                sectionContentEquals: { old[$0].header == new[$1].header },
                itemComparer: { s, t in { i, j in old[s].items[i] == new[t].items[j] } })
            #expect(byPair.itemUpdates == diff.itemUpdates, "comparing per pair of sections finds the same updates")
            let byRuns = SectionedDiff(
                from: old.map(\.diffSection), to: new.map(\.diffSection),
                sectionContentEquals: { old[$0].header == new[$1].header },
                itemComparers: { s, t in
                    (equals: { i, j in old[s].items[i] == new[t].items[j] },
                     differing: { i, j, count in (0..<count).filter { old[s].items[i + $0] != new[t].items[j + $0] } })
                })
            #expect(byRuns.itemUpdates == diff.itemUpdates, "comparing runs per pair of sections finds the same updates")
            let stages = diff.batchStages()
            #expect(stages.count <= 3, "a sectioned change never needs more than three stages: \(stages)")
            expectReplay(old: old, new: new, stages: stages)
        }
    }

    @Test func sectionedStagesWithoutEqualityReplayIdentities() async {
        await propertyCheck(count: 10_000, input: DiffInput.sections, DiffInput.sections) { old, new in
            let stages = sectionedDiff(old, new, equality: false).batchStages()
            expectReplay(old: old, new: new, stages: stages, compareContent: false)
        }
    }

    /// With `contentChangesLast`, reloads never share a batch with a structural change, so a host may apply the
    /// last batch's item reloads as reconfigures — which name a row at its position *before* the batch and ask
    /// the data source there — and still end on the new data.
    @Test func contentChangesLastKeepReloadsOutOfStructuralBatchesAndReplayAsReconfigures() async {
        await propertyCheck(count: 10_000, input: DiffInput.sections, DiffInput.sections) { old, new in
            let diff = sectionedDiff(old, new, equality: true)
            var stages = diff.batchStages(contentChangesLast: true)
            #expect(stages.count <= 3, "still never more than three stages: \(stages)")
            for stage in stages where !stage.batch.itemReloads.isEmpty || !stage.batch.sectionReloads.isEmpty {
                #expect(!stage.batch.hasStructuralChanges, "reloads have a batch of their own: \(stage.batch)")
            }
            if var last = stages.last, !last.batch.hasStructuralChanges {
                last.batch.itemReconfigures = last.batch.itemReloads
                last.batch.itemReloads = []
                stages[stages.count - 1] = last
            }
            expectReplay(old: old, new: new, stages: stages)
        }
    }
}
