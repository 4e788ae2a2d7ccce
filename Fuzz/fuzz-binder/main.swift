// fuzz-binder: a binder on the headless table under random data changes (repeated identities included), refreshes,
// the scheduler's main-actor and off-main-actor work in any interleaving, and a user's deletes and moves. Every batch
// the table receives is checked by UIKit's rules (a violation stops the program); once all work is done, the table
// shows the data.
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

runFuzzTarget { input in
    let table = HeadlessTableView(viewportSize: Size(width: 20, height: 200))
    let scheduler = ManualUpdateScheduler()
    let binder = TableViewBinder(tableView: table, scheduler: scheduler)
    binder.offMainActorDiffThreshold = input.byte() % 2 == 0 ? 0 : .max
    binder.diagnosticHandler = { _ in }  // repeated identities are warned about; that is expected here
    var names = (0..<input.int(below: 20)).map { Name(id: $0 % 9, value: 0) }
    binder.onTable().bind(cellType: LabelCell.self, models: { names })
        .onDequeue { _, cell, name in cell.text = name.label }
        .onDelete { row, _ in names.remove(at: row) }
        .onMove { from, to, _ in names.insert(names.remove(at: from), at: to) }
    binder.finish()
    binder.setEditing(true, animated: false)  // a user moves rows with the reorder controls of editing mode

    while !input.isAtEnd {
        switch input.byte() % 9 {
        case 0 where names.count < 150: names.insert(Name(id: input.int(below: 9), value: 0), at: input.int(below: names.count + 1))
        case 1: if !names.isEmpty { names.remove(at: input.int(below: names.count)) }
        case 2: if !names.isEmpty { names[input.int(below: names.count)].value += 1 }
        case 3: if names.count > 1 { names.swapAt(input.int(below: names.count), input.int(below: names.count)) }
        case 4: binder.refresh()
        case 5: scheduler.runMainActorWork()
        case 6: scheduler.runOffMainActorWork(1)
        case 7:
            // A user's edits act on what the screen shows, so they come when it shows the data (as in an app,
            // where the data a handler changes is the data the screen shows), of rows on screen.
            let count = table.numberOfRows(inSection: 0)
            if !scheduler.hasPendingWork, table.screen == names.map(\.label), count > 0 {
                table.delete(row: input.int(below: count), section: 0)
            }
        default:
            let count = table.numberOfRows(inSection: 0)
            if !scheduler.hasPendingWork, table.screen == names.map(\.label), count > 1 {
                _ = table.move(from: ItemPath(row: input.int(below: count), section: 0),
                               to: ItemPath(row: input.int(below: count), section: 0))
            }
        }
    }
    binder.refresh()
    scheduler.flush()
    precondition(table.screen == names.map(\.label), "the table shows \(table.screen), the data is \(names.map(\.label))")
}
