import Braid
import BraidTesting
import Testing  // HeadlessTableView's initializer takes a SourceLocation (#_sourceLocation) for its error reports.

// Every call into the binder (Braid) and the headless table (BraidTesting) is in this file.

/// A section of the benchmark tables, named by the workload's section id.
struct BenchSection: TableViewSection {
    var id: Int
}

/// Items diff by `id` and reload when `value` changes: identity and equality, the fully diffable case.
extension Item: Identifiable {}

/// The cell every benchmark row is shown in.
final class HeadlessBenchCell: HeadlessTableViewCell {}

/// A sectioned binder on a headless table, bound the way an app binds dynamic sections: one all-sections
/// chain whose models closure reads the current sections, re-read on `refresh()`.
///
/// ```swift
/// let fixture = BinderFixture(sections: workload.old, viewportRows: 40)
/// fixture.binder.finish()
/// fixture.refresh(to: workload.new)
/// ```
@MainActor
final class BinderFixture {
    let table: HeadlessTableView
    let scheduler = ManualUpdateScheduler()
    let binder: SectionedTableViewBinder<BenchSection>
    /// What the models closure returns.
    private(set) var sections: [SectionedWorkload.Section]

    /// Binds `sections` to a table whose viewport shows `viewportRows` rows; call `binder.finish()` to show them.
    init(sections: [SectionedWorkload.Section], viewportRows: Int) {
        self.sections = sections
        table = HeadlessTableView(viewportSize: Size(width: 80, height: Double(viewportRows)))
        binder = SectionedTableViewBinder(tableView: table, sectionedBy: BenchSection.self, scheduler: scheduler)
        binder.onAllSections()
            .bind(cellType: HeadlessBenchCell.self, models: { [unowned self] in
                var models: [BenchSection: [Item]] = [:]
                models.reserveCapacity(self.sections.count)
                for section in self.sections { models[BenchSection(id: section.id)] = section.items }
                return models
            })
            .onDequeue { _, _, cell, item in cell.text = "\(item.id) \(item.value)" }
        binder.displayedSections = sections.map { BenchSection(id: $0.id) }
    }

    /// Shows `new`: the models closure returns it from now on, the displayed sections follow its order, and
    /// the update runs at once (closure re-read, diff, batches, cells reloaded on screen).
    func refresh(to new: [SectionedWorkload.Section]) {
        sections = new
        binder.displayedSections = new.map { BenchSection(id: $0.id) }
        binder.refresh()
        scheduler.flush()
    }

    /// What the table did: batches applied, cells dequeued and reloads it counted.
    var counts: BinderCounts {
        let batches = table.appliedBatches
        return BinderCounts(
            sections: sections.count, rows: sections.reduce(0) { $0 + $1.items.count },
            batches: batches.count,
            reloads: batches.reduce(0) { $0 + $1.batch.itemReloads.count },
            dequeued: table.counters.totalCellDequeues)
    }
}

/// What one binder operation left behind, as counts reported beside its timing.
struct BinderCounts: Checksummed {
    var sections: Int
    var rows: Int
    /// Batch updates the table applied (the staged update's stages).
    var batches: Int
    /// Rows reloaded across those batches (only the visible ones are asked for a new cell).
    var reloads: Int
    /// Cells the table dequeued: the visible ones, not the rows.
    var dequeued: Int

    var checksum: Int { sections &+ rows &+ batches &+ reloads &+ dequeued }
}
