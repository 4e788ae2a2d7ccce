import Braid

extension BinderSuite {
    /// `recording/insert-1`: one row inserted into the middle of a 1M-row list bound from a `RecordingList`, on a
    /// host that takes what it is handed (``HandingTableHost``): the edit and the whole update, both actors' work
    /// (``ManualUpdateScheduler`` runs the off-main work on this thread). Its baseline `snapshot/insert-1` is the same
    /// insert into an array bound by closure, then `refresh()`: the snapshot path's read, identities and diff.
    func runRecordingInsert(count: Int, report: Report) {
        let names = ["snapshot/insert-1", "recording/insert-1"]
        guard names.contains(where: options.selects) else { return }
        var random = SplitMix64(seed: 0x7265_636F_7264_0000 ^ UInt64(count))  // "record"
        let items = Item.random(ids: 0..<count, using: &random)
        let inserted = Item(id: -1, value: 0)
        let snapshot = Probe(setup: { () -> RecordingFixture in
            RecordingFixture(items: items, recording: false)
        }, { fixture in
            fixture.array.insert(inserted, at: count / 2)
            fixture.binder.refresh()
            fixture.scheduler.flush()
            return fixture.handed
        })
        let recording = Probe(setup: { () -> RecordingFixture in
            RecordingFixture(items: items, recording: true)
        }, { fixture in
            fixture.list.insert(inserted, at: count / 2)
            fixture.scheduler.flush()
            return fixture.handed
        })
        let timings = Harness.measure(runs: options.runs ?? 7, interleaving: [snapshot, recording])
        let baseline = Row.Reference(name: "snapshot", measuredInTurns: timings[0])
        report.add([
            Row(workload: "snapshot", implementation: "insert-1", n: count, timing: timings[0],
                counts: [("stages", snapshot.output?.stages ?? 0)]),
            Row(workload: "recording", implementation: "insert-1", n: count, timing: timings[1],
                counts: [("stages", recording.output?.stages ?? 0)], baseline: baseline),
        ])
    }
}

/// One section of `items` on a ``HandingTableHost``, bound from a `RecordingList` or from an array by closure, and
/// finished.
@MainActor
final class RecordingFixture {
    struct Handed: Checksummed {
        var stages: Int
        var checksum: Int { stages }
    }

    let scheduler = ManualUpdateScheduler()
    let host = HandingTableHost()
    let binder: TableViewBinder
    var array: [Item]
    let list: RecordingList<Item>

    var handed: Handed { Handed(stages: host.log.stages) }

    init(items: [Item], recording: Bool) {
        array = items
        list = RecordingList(recording ? items : [])
        binder = TableViewBinder(tableView: host, scheduler: scheduler)
        binder.maximumAnimatedChanges = nil
        if recording {
            binder.onTable().bind(cellType: HandedCell.self, models: list)
        } else {
            binder.onTable().bind(cellType: HandedCell.self, models: { [unowned self] in self.array })
        }
        binder.finish()
        scheduler.flush()
    }
}
