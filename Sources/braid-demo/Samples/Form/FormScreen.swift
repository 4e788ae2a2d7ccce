import Braid
import BraidSamples
import BraidTerminal
import Foundation

/// Sample 3: an "Add Event" form.
///
/// Shows: a cell provider with models from a closure on `onAllSections()`, updated with `refresh()`;
/// handler-only chains on named sections via `assuming(modelType:)`; `onEvent(from:)` with and without the
/// model; per-kind row animations. Type to edit a text row, Space toggles all-day, Enter on a date or time
/// opens its picker (← → change it), Enter again closes it.
@MainActor
final class FormScreen: TableDemoScreen {
    enum Section: Int, TableViewSection, Comparable {
        case titleAndLocation, time, notes
    }

    let title = "Add Event"
    let table: TerminalTableView
    private let binder: SectionedTableViewBinder<Section>
    private var draft = EventDraft()

    init(_ environment: DemoEnvironment) {
        table = environment.makeTable()
        binder = SectionedTableViewBinder(tableView: environment.host(table), sectionedBy: Section.self, scheduler: environment.scheduler)
        binder.diagnosticHandler = { [weak environment] in environment?.report($0) }
        binder.sectionDisplayBehavior = .hidesSectionsWithNoData
        binder.rowInsertionAnimation = .top
        binder.rowDeletionAnimation = .top
        binder.rowUpdateAnimation = .fade

        // One chain makes every cell: the form item decides the cell type. Items are identified by case and
        // equal by payload, so refresh() inserts/removes rows that come and go and reloads rows that changed.
        binder.onAllSections()
            .bind(cellProvider: { [unowned self] table, _, _, item in makeCell(for: item, in: table) },
                  models: { [unowned self] in items })

        // Handler-only chains: the cells come from the chain above, so the model type is assumed.
        binder.onSection(.titleAndLocation)
            .assuming(modelType: FormItem.self)
            .onEvent(from: TextFieldCell.self) { [unowned self] _, _, event, item in
                // Typed text goes straight to the draft (the cell shows it); the row is refreshed when entry
                // ends, and the cell provider reads the draft, so the text survives scrolling away and back.
                switch (event, item) {
                case (.textEntered(let text), .title): draft.title = text
                case (.textEntered(let text), .location): draft.location = text
                case (.textEntryEnded, _): binder.refresh()
                default: break
                }
            }

        binder.onSection(.time)
            .assuming(modelType: FormItem.self)
            .onEvent(from: ToggleCell.self) { [unowned self] _, _, event in
                guard case .switchToggled(let isOn) = event else { return }
                draft.isAllDay = isOn
                if isOn && draft.openPicker != .date { draft.openPicker = nil }
                binder.refresh()
            }
            .onTapped { [unowned self] _, _, item in
                let target: FormItem.PickerTarget? = switch item {
                case .date: .date
                case .startTime: .startTime
                case .endTime: .endTime
                default: nil
                }
                guard let target else { return }
                draft.openPicker = draft.openPicker == target ? nil : target
                binder.refresh()
            }
            .onEvent(from: PickerCell.self) { [unowned self] _, _, event, item in
                guard case .valueChanged(let step) = event, case .picker(let target, _) = item else { return }
                switch target {
                case .date: draft.dayOffset += step
                case .startTime: draft.startMinutes = (draft.startMinutes + step * 15 + 1440) % 1440
                case .endTime: draft.endMinutes = (draft.endMinutes + step * 15 + 1440) % 1440
                }
                binder.refresh()
            }

        binder.onSection(.notes)
            .assuming(modelType: FormItem.self)
            .onEvent(from: TextFieldCell.self) { [unowned self] _, _, event in
                if case .textEntered(let text) = event { draft.url = text }
            }
            .onEvent(from: TextViewCell.self) { [unowned self] _, _, event in
                if case .textEntered(let text) = event { draft.notes = text }
            }

        binder.finish()
    }

    var keyHints: [KeyHint] { [KeyHint(key: "type", action: "edit"), KeyHint(key: "space", action: "toggle"), KeyHint(key: "←→", action: "pick")] }

    // MARK: The form's rows

    /// The rows each section shows now, from the draft.
    var items: [Section: [FormItem]] {
        var time: [FormItem] = [.allDay(draft.isAllDay), .date(dateText)]
        if draft.openPicker == .date { time.append(.picker(for: .date, value: dateText)) }
        if !draft.isAllDay {
            time.append(.startTime(timeText(draft.startMinutes)))
            if draft.openPicker == .startTime { time.append(.picker(for: .startTime, value: timeText(draft.startMinutes))) }
            time.append(.endTime(timeText(draft.endMinutes)))
            if draft.openPicker == .endTime { time.append(.picker(for: .endTime, value: timeText(draft.endMinutes))) }
        }
        return [
            .titleAndLocation: [.title(draft.title), .location(draft.location)],
            .time: time,
            .notes: [.url(draft.url), .notes(draft.notes)],
        ]
    }

    private func makeCell(for item: FormItem, in table: CellDequeuer) -> AnyObject {
        switch item {
        case .title, .location, .url:
            let cell = table.dequeue(TextFieldCell.self)
            switch item {
            case .title: (cell.placeholder, cell.enteredText) = ("Event name", draft.title)
            case .location: (cell.placeholder, cell.enteredText) = ("Location", draft.location)
            default: (cell.placeholder, cell.enteredText) = ("URL", draft.url)
            }
            return cell
        case .notes:
            let cell = table.dequeue(TextViewCell.self)
            (cell.placeholder, cell.enteredText) = ("Notes", draft.notes)
            return cell
        case .allDay(let isOn):
            let cell = table.dequeue(ToggleCell.self)
            (cell.title, cell.isOn) = ("All-day", isOn)
            return cell
        case .date(let text), .startTime(let text), .endTime(let text):
            let cell = table.dequeue(TitleDetailCell.self)
            let name = switch item { case .date: "Date"; case .startTime: "Starts"; default: "Ends" }
            cell.viewModel = .init(title: name, detail: text)
            return cell
        case .picker(_, let value):
            let cell = table.dequeue(PickerCell.self)
            cell.value = value
            return cell
        }
    }

    // MARK: Formatting (fixed calendar, so screens are the same everywhere)

    private var dateText: String { Self.formatDate(dayOffset: draft.dayOffset) }

    private func timeText(_ minutes: Int) -> String {
        let hour = minutes / 60
        let twelve = hour % 12 == 0 ? 12 : hour % 12
        let minute = minutes % 60
        return "\(twelve):\(minute < 10 ? "0" : "")\(minute) \(hour < 12 ? "AM" : "PM")"
    }

    /// "Sat, Nov 21, 2026" for a day counted from the demo's fixed first day.
    static func formatDate(dayOffset: Int) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let start = calendar.date(from: DateComponents(year: 2026, month: 11, day: 21))!
        let date = calendar.date(byAdding: .day, value: dayOffset, to: start)!
        let parts = calendar.dateComponents([.weekday, .month, .day, .year], from: date)
        let weekdays = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
        let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        return "\(weekdays[parts.weekday! - 1]), \(months[parts.month! - 1]) \(parts.day!), \(parts.year!)"
    }
}
