import Braid
import BraidTerminal
import CAllocationCounter

/// `braid-bench soak`: a `TerminalTableView` and a `TerminalCollectionView`, each driven by a binder with editing, under
/// minutes of random use — data changes, refreshes, updates applied or shown as reloads, keys (moving, deleting with
/// confirmation, swipe menus, moves), mouse clicks and wheels, resizes, frames and animations.
///
/// Checks, and exits 1 when one fails: every frame renders, and a settled frame (every change applied, animations
/// ended) of a view whose data has rows shows rows of the data; and memory stays flat — at each checkpoint (every few seconds) the data is set back to the same 300 rows and
/// the views settle, and the bytes allocated then (counted by the allocator, not RSS) may not grow past the first
/// checkpoint's by more than 1 MiB. Prints the operations, the duration and the peak of allocated bytes.
@MainActor
struct SoakSuite {
    struct Name: Identifiable, Equatable, OffMainActorDiffable {
        var id: Int
        var text: String
    }

    final class NameCell: TerminalTableViewCell {}

    var options: Options

    func run() -> Int32 {
        guard braid_allocations_are_counted() != 0 else {
            Console.writeError("braid-bench soak: allocations are counted only on Linux with glibc\n")
            return 1
        }
        let seconds = options.seconds ?? 180
        var random = SplitMix64(seed: 0x736F_616B)  // "soak"
        var names: [Name] = []
        var nextID = 0
        func reset() {
            names = (0..<300).map { Name(id: $0, text: "row \($0)") }
            nextID = 300
        }
        reset()

        let clock = ManualTerminalClock()  // time moves only when the soak says: animations start and end in the run
        let table = TerminalTableView(clock: clock)
        let grid = TerminalCollectionView(clock: clock)
        let scheduler = ManualUpdateScheduler()
        let tableBinder = TableViewBinder(tableView: table, scheduler: scheduler)
        tableBinder.onTable().bind(cellType: NameCell.self, models: { names })
            .onDequeue { _, cell, name in cell.lines = [TerminalLine(StyledText(name.text))] }
            // By identity: the soak changes the data between refreshes, so a row's index on screen may be stale there,
            // as an app's may be while an update is pending.
            .onDelete { _, name in names.removeAll { $0.id == name.id } }
            .onMove { _, to, name in
                names.removeAll { $0.id == name.id }
                names.insert(name, at: min(to, names.count))
            }
            .trailingSwipeActions { _, _ in [SwipeAction(title: "Keep") { done in done(true) }] }
        let gridBinder = CollectionViewBinder(collectionView: grid, scheduler: scheduler)
        gridBinder.onCollection().bind(cellType: NameCell.self, models: { names })
            .onDequeue { _, cell, name in cell.lines = [TerminalLine(StyledText(name.text))] }
            .onDelete { _, name in names.removeAll { $0.id == name.id } }
            .itemSize { _, name in Size(width: Double(4 + name.id % 7), height: 1) }
        tableBinder.finish()
        gridBinder.finish()
        var frame = TerminalRect(x: 0, y: 0, width: 60, height: 20)
        let keys: [Key] = [.up, .down, .left, .right, .pageUp, .pageDown, .home, .end, .enter, .escape, .tab, .delete,
                           .character("m")]

        /// Whether the views were told of every change to the data (refreshed, and every update applied): then a frame
        /// must show rows of the data.
        var settled = true
        var badTableFrames = 0
        var badGridReports = 0

        /// Draws both views; false when, settled, a view with rows shows none of them.
        func render() -> Bool {
            table.frame = frame
            grid.frame = frame
            var tableBuffer = ScreenBuffer(width: frame.maxX, height: frame.maxY)
            table.render(into: &tableBuffer)
            var gridBuffer = ScreenBuffer(width: frame.maxX, height: frame.maxY)
            grid.render(into: &gridBuffer)
            guard settled, !names.isEmpty else { return true }
            // The table shows whole rows; the grid's narrow tiles cut their text, so it must show items of the data.
            let text = tableBuffer.lines.joined(separator: "\n")
            let tableOK = names.contains { text.contains($0.text) }
            let items = grid.indexPathsForVisibleItems
            let gridOK = !items.isEmpty && items.allSatisfy { $0.section == 0 && $0.item < names.count }
            if !tableOK {
                badTableFrames += 1
                if badGridReports < 3 {  // the first few, to start from
                    badGridReports += 1
                    print("table: \(names.count) rows, frame \(frame), visible \(table.indexPathsForVisibleRows.prefix(3)), "
                          + "editing \(table.isEditing), lines \(tableBuffer.lines.prefix(4))")
                }
            }
            if !gridOK, badGridReports < 3 {  // the first few, to start from
                badGridReports += 1
                print("grid: bad items \(items.filter { $0.item >= names.count }.prefix(5)), \(items.count) visible, of \(names.count), frame \(frame), lines \(gridBuffer.lines.prefix(3))")
            }
            return tableOK && gridOK
        }

        let clockStart = ContinuousClock.now
        var operations = 0
        var frames = 0
        var badFrames = 0
        var checkpoints: [Int64] = []
        var nextCheckpoint = clockStart + .seconds(5)
        braid_reset_peak_allocated_bytes()
        while ContinuousClock.now - clockStart < .seconds(seconds) {
            operations += 1
            let choice = random.next(below: 12)
            // Data changes, and keys and clicks (an edit on one view changes the data the other shows), unsettle.
            if choice <= 2 || (5...8).contains(choice) { settled = false }
            switch choice {
            case 0:
                for _ in 0..<random.next(below: 20) {
                    names.insert(Name(id: nextID, text: "row \(nextID)"), at: random.next(below: names.count + 1))
                    nextID += 1
                }
            case 1:
                for _ in 0..<random.next(below: 20) where !names.isEmpty { names.remove(at: random.next(below: names.count)) }
            case 2:
                if names.count > 1 { names.swapAt(random.next(below: names.count), random.next(below: names.count)) }
            case 3:
                tableBinder.refresh()
                gridBinder.refresh()
            case 4:
                tableBinder.refresh()
                gridBinder.refresh()
                scheduler.flush()
                // Settled once the animations end too: while deleted rows fade, a table scrolled into them may show
                // only their ghosts for a moment.
                clock.advance(by: .seconds(5))
                settled = true
            case 5, 6, 7:
                let event = InputEvent.key(keys[random.next(below: keys.count)])
                _ = random.next(below: 2) == 0 ? table.handle(event) : grid.handle(event)
            case 8:
                let kinds: [MouseEvent.Kind] = [.press, .wheelUp, .wheelDown]
                let mouse = MouseEvent(kind: kinds[random.next(below: kinds.count)],
                                       x: random.next(below: 70), y: random.next(below: 25))
                _ = random.next(below: 2) == 0 ? table.handle(.mouse(mouse)) : grid.handle(.mouse(mouse))
            case 9:
                frame = TerminalRect(x: 0, y: 0, width: 20 + random.next(below: 100), height: 5 + random.next(below: 40))
                _ = table.handle(.resize)
                _ = grid.handle(.resize)
            case 10:
                tableBinder.setEditing(random.next(below: 2) == 0, animated: true)
                tableBinder.maximumAnimatedChanges = random.next(below: 4) == 0 ? 5 : SectionedBinder<TableViewKind, SingleSection>.defaultMaximumAnimatedChanges
            default:
                clock.advance(by: .milliseconds(random.next(below: 400)))
                frames += 1
                if !render() { badFrames += 1 }
            }
            if ContinuousClock.now >= nextCheckpoint {
                nextCheckpoint = ContinuousClock.now + .seconds(5)
                reset()
                _ = table.handle(.key(.escape))
                _ = grid.handle(.key(.escape))
                tableBinder.setEditing(false, animated: false)
                tableBinder.refresh()
                gridBinder.refresh()
                scheduler.flush()
                clock.advance(by: .seconds(5))
                settled = true
                frames += 1
                if !render() { badFrames += 1 }
                checkpoints.append(braid_allocated_bytes())
            }
        }
        let duration = ContinuousClock.now - clockStart
        let growth = (checkpoints.last ?? 0) - (checkpoints.first ?? 0)
        let mebibyte = 1_048_576.0
        print("braid-bench soak: a TerminalTableView and a TerminalCollectionView, each through a binder, under random use")
        print("  operations \(operations) in \(String(format: "%.0f", duration.milliseconds / 1000)) s, frames \(frames) "
              + "(\(badFrames) without their data, \(badTableFrames) of them the table's), checkpoints \(checkpoints.count)")
        print("  allocated at the checkpoints: first \(String(format: "%.2f", Double(checkpoints.first ?? 0) / mebibyte)) MiB, "
              + "last \(String(format: "%.2f", Double(checkpoints.last ?? 0) / mebibyte)) MiB, "
              + "growth \(String(format: "%.3f", Double(growth) / mebibyte)) MiB; "
              + "peak \(String(format: "%.2f", Double(braid_peak_allocated_bytes()) / mebibyte)) MiB")
        if badFrames > 0 || checkpoints.count < 2 || growth > 1 << 20 {
            print("FAILED: " + (badFrames > 0 ? "\(badFrames) frames did not show their data; " : "")
                  + (growth > 1 << 20 ? "memory grew by more than 1 MiB between checkpoints; " : "")
                  + (checkpoints.count < 2 ? "too short for two checkpoints (run 10 s or more)" : ""))
            return 1
        }
        return 0
    }
}
