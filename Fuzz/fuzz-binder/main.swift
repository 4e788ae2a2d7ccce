// fuzz-binder: a binder on the headless table under random data changes (repeated identities included), refreshes,
// the scheduler's main-actor and off-main-actor work in any interleaving, and a user's deletes and moves — which the
// app's handlers echo, refuse, or answer with another change. Every batch the table receives is checked by UIKit's
// rules (a violation stops the program), and so is every diagnostic: a data problem is a warning, never an error
// (issue #47). Once all work is done, the table shows the data. A second table shows the same data from a
// RecordingList that gets the same edits (its updates made from the edits where they can be, diffed where not), and
// must show it too, whatever its handlers did with a user's edit (a list takes one at once or never); its list is also
// replaced whole (`replaceAll`) and dragged or deleted from while an update's diff is under way, the handler finding
// the row's model in the list as an app does. A third shows it in the second of two sections, each bound to a
// RecordingList of its own through one multi-section chain (the first list gets edits of its own, so that one update
// holds two lists' edits; the second gets a swap as one CollectionDifference, `apply(_:)`). An input whose first byte
// has its high bit set runs the tree mode instead (TreeMode.swift), or with its next bit set too the graph mode
// (GraphMode.swift).
import Braid
import BraidFuzzSupport
import BraidTesting
import Testing  // the headless views take a SourceLocation (#_sourceLocation) for their error reports

struct Name: Identifiable, Equatable, OffMainActorDiffable {
    var id: Int
    var value: Int
    var label: String { "\(id).\(value)" }
}

final class LabelCell: HeadlessTableViewCell {}

enum Part: TableViewSection { case top, rest }

/// The binders' diagnostics: the data's problems (repeated identities, a refused edit, a bad tree) are warnings, kept
/// here; an error stops the program — after #47 no shape of data is one, and an app without a handler would stop.
final class DiagnosticLog {
    private(set) var warnings = 0
    func handle(_ diagnostic: BinderDiagnostic) {
        if diagnostic.severity == .error { fatalError("the data's problem reported as an error: \(diagnostic.message)") }
        warnings += 1
    }
}

/// What an app's handler does with a user's edit: makes it in the data (most often), refuses it, or makes another.
enum EditReply {
    case echo, refuse, other
    init(_ byte: UInt8) { self = byte % 4 == 2 ? .refuse : byte % 4 == 3 ? .other : .echo }

    /// The row of `count` a handler deletes when a user deletes `row`; nil when it deletes none.
    func deleting(_ row: Int, count: Int) -> Int? {
        switch self {
        case .echo: row
        case .refuse: nil
        case .other: count > 1 ? (row + 1) % count : nil
        }
    }

    /// The move a handler makes when a user moves `from` to `to` among `count` rows; nil when it makes none.
    func moving(_ from: Int, _ to: Int, count: Int) -> (Int, Int)? {
        switch self {
        case .echo: (from, to)
        case .refuse: nil
        case .other: (from, (to + 1) % count)
        }
    }
}

runFuzzTarget { input in
    let mode = input.byte()
    if mode & 0xC0 == 0xC0 {
        runGraphMode(&input, offMainActor: mode % 2 == 0)
        return
    }
    if mode & 0x80 != 0 {
        runTreeMode(&input, offMainActor: mode % 2 == 0)
        return
    }
    let table = HeadlessTableView(viewportSize: Size(width: 20, height: 200))
    let scheduler = ManualUpdateScheduler()
    let binder = TableViewBinder(tableView: table, scheduler: scheduler)
    binder.offMainActorDiffThreshold = mode % 2 == 0 ? 0 : .max
    let log = DiagnosticLog()
    binder.diagnosticHandler = log.handle  // repeated identities are warned about; that is expected here
    var names = (0..<input.int(below: 20)).map { Name(id: $0 % 9, value: 0) }
    // What the handlers do with the next user's edit, and whether it races an update (the recording list's table only).
    var reply = EditReply.echo
    var racing = false
    // The third table's lists, which the first table's user edits reach too.
    let top = RecordingList<Name>(), rest = RecordingList(names)
    binder.onTable().bind(cellType: LabelCell.self, models: { names })
        .onDequeue { _, cell, name in cell.text = name.label }
        .onDelete { row, _ in
            // What the app does with a user's delete: the same as the recording list's handler does (below), so the
            // three tables' data stay one.
            if let row = reply.deleting(row, count: names.count) {
                names.remove(at: row)
                rest.remove(at: row)
            }
        }
        .onMove { from, to, _ in
            if let (from, to) = reply.moving(from, to, count: names.count) {
                names.insert(names.remove(at: from), at: to)
                rest.move(from: from, to: to)
            }
        }
    binder.finish()
    binder.setEditing(true, animated: false)  // a user moves rows with the reorder controls of editing mode

    let recordedTable = HeadlessTableView(viewportSize: Size(width: 20, height: 200))
    let recordedBinder = TableViewBinder(tableView: recordedTable, scheduler: scheduler)
    recordedBinder.offMainActorDiffThreshold = binder.offMainActorDiffThreshold
    recordedBinder.diagnosticHandler = log.handle
    let list = RecordingList(names)
    /// Where the list holds `name`, which a user edited at `row` of a screen that may be behind the list: at `row` if
    /// it is there, else the first equal one — nil when the list no longer holds it (an app then changes nothing).
    @MainActor func find(_ name: Name, near row: Int) -> Int? {
        let elements = list.elements
        return elements.indices.contains(row) && elements[row] == name ? row : elements.firstIndex(of: name)
    }
    recordedBinder.onTable().bind(cellType: LabelCell.self, models: list)
        .onDequeue { _, cell, name in cell.text = name.label }
        .onDelete { row, name in
            if racing {
                // An edit of a screen an update has not caught up with: the app changes its data where the model is.
                guard let row = find(name, near: row) else { return }
                names.remove(at: row)
                list.remove(at: row)
                rest.remove(at: row)
            } else if let row = reply.deleting(row, count: list.count) {
                list.remove(at: row)
            }
        }
        .onMove { from, to, name in
            if racing {
                guard let from = find(name, near: from) else { return }
                let to = min(to, list.count - 1)
                names.insert(names.remove(at: from), at: to)
                list.move(from: from, to: to)
                rest.move(from: from, to: to)
            } else if let (from, to) = reply.moving(from, to, count: list.count) {
                list.move(from: from, to: to)
            }
        }
    recordedBinder.finish()
    recordedBinder.setEditing(true, animated: false)

    let sectionedTable = HeadlessTableView(viewportSize: Size(width: 20, height: 200))
    let sectionedBinder = SectionedTableViewBinder(tableView: sectionedTable, sectionedBy: Part.self, scheduler: scheduler)
    sectionedBinder.offMainActorDiffThreshold = binder.offMainActorDiffThreshold
    sectionedBinder.diagnosticHandler = log.handle
    sectionedBinder.onSections(.top, .rest).bind(cellType: LabelCell.self, models: [.top: top, .rest: rest])
        .onDequeue { _, _, cell, name in cell.text = name.label }
    sectionedBinder.displayedSections = [.top, .rest]
    sectionedBinder.finish()
    /// Whether both tables show the data, with no update pending: then a user's edit acts on rows they both show.
    @MainActor func bothShowTheData() -> Bool {
        !scheduler.hasPendingWork && table.screen == names.map(\.label) && recordedTable.screen == names.map(\.label)
    }

    while !input.isAtEnd {
        switch input.byte() % 11 {
        case 0 where names.count < 150:
            let (name, row) = (Name(id: input.int(below: 9), value: 0), input.int(below: names.count + 1))
            names.insert(name, at: row)
            list.insert(name, at: row)
            rest.insert(name, at: row)
        case 1:
            if !names.isEmpty {
                let row = input.int(below: names.count)
                names.remove(at: row)
                list.remove(at: row)
                rest.remove(at: row)
            }
        case 2:
            if !names.isEmpty {
                let row = input.int(below: names.count)
                names[row].value += 1
                list.replace(at: row, with: names[row])
                rest.replace(at: row, with: names[row])
                // The other list's own edits, in the same update.
                if top.count < 4 { top.insert(Name(id: 100 + row, value: 0), at: 0) } else { top.remove(at: top.count - 1) }
            }
        case 3:
            if names.count > 1 {
                let (a, b) = (input.int(below: names.count), input.int(below: names.count))
                names.swapAt(a, b)
                // A swap as two moves: the later row to the earlier one's place, then that one to the later place.
                let (low, high) = (min(a, b), max(a, b))
                if low != high {
                    list.move(from: high, to: low)
                    list.move(from: low + 1, to: high)
                }
                // The third table's list gets the swap as a change feed would send it: one CollectionDifference.
                precondition(rest.apply(names.difference(from: rest.elements)), "a difference made from the list's own data fits it")
            }
        case 4: binder.refresh()
        case 5: scheduler.runMainActorWork()
        case 6: scheduler.runOffMainActorWork(1)
        case 7:
            // A user's edits act on what the screen shows, so they come when it shows the data (as in an app,
            // where the data a handler changes is the data the screen shows), of rows on screen.
            let count = table.numberOfRows(inSection: 0)
            reply = EditReply(input.byte())
            if bothShowTheData(), count > 0 {
                let row = input.int(below: count)
                table.delete(row: row, section: 0)
                recordedTable.delete(row: row, section: 0)
            }
        case 8:
            // The recording list is replaced whole — some rows kept, one new — as a server's answer replaces it.
            let kept = names.filter { _ in input.byte() % 3 != 0 }
            let new = Name(id: input.int(below: 9), value: Int(input.byte()))
            names = kept.count < 150 ? kept + [new] : kept
            list.replaceAll(with: names)
            rest.replaceAll(with: names)
        case 9:
            // A user's drag or delete on the recording list's table whenever it has rows — while an update's diff runs
            // off the main actor, after a replaceAll, too.
            let count = recordedTable.numberOfRows(inSection: 0)
            let drag = input.byte() % 2 == 0
            let (row, to) = (input.int(below: count), input.int(below: count))
            if count > 0 {
                racing = true
                if drag {
                    recordedTable.move(from: ItemPath(row: row, section: 0), to: ItemPath(row: to, section: 0))
                } else {
                    recordedTable.delete(row: row, section: 0)
                }
                racing = false
            }
        default:
            let count = table.numberOfRows(inSection: 0)
            reply = EditReply(input.byte())
            if bothShowTheData(), count > 1 {
                let (from, to) = (ItemPath(row: input.int(below: count), section: 0), ItemPath(row: input.int(below: count), section: 0))
                let landed = table.move(from: from, to: to)
                precondition(recordedTable.move(from: from, to: to) == landed, "the two tables took a user's move differently")
            }
        }
    }
    binder.refresh()
    scheduler.flush()
    precondition(table.screen == names.map(\.label), "the table shows \(table.screen), the data is \(names.map(\.label))")
    precondition(list.elements == names, "the recording list holds \(list.elements.map(\.label)), the data is \(names.map(\.label))")
    precondition(recordedTable.screen == names.map(\.label),
                 "the recording list's table shows \(recordedTable.screen), the data is \(names.map(\.label))")
    let sectioned = top.elements.map(\.label) + names.map(\.label)
    precondition(sectionedTable.screen == sectioned, "the lists' sections show \(sectionedTable.screen), the data is \(sectioned)")
}
