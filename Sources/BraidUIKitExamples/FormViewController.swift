import BraidSamples
import BraidUIKit
import Foundation

/// Sample 3, on UIKit: an "Add Event" form — a cell provider choosing the cell for each item, re-read on
/// `refresh()` when the all-day switch removes or restores the time rows.
@MainActor
final class FormViewController: SampleViewController {
    enum Section: Int, TableViewSection, Comparable { case details, time, notes }

    /// A cell that shows an on/off value (a `.value1` cell: its detail label on the right) and emits its changes;
    /// tapping the row toggles it. (An app would put a `UISwitch` in its `accessoryView`; the examples keep to what
    /// the stand-in declares, so that they are compiled and run on Linux too.)
    final class ToggleTableViewCell: UITableViewCell, ViewEventEmitting {
        enum ViewEvent { case toggled(Bool) }

        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            super.init(style: .value1, reuseIdentifier: reuseIdentifier)
        }

        required init?(coder: NSCoder) {
            super.init(coder: coder)
        }

        var isOn = false { didSet { detailTextLabel?.text = isOn ? "On" : "Off" } }
        func toggle() {
            isOn.toggle()
            emit(event: .toggled(isOn))
        }
    }

    private var binder: SectionedTableViewBinder<Section>?
    private var draft = EventDraft()

    convenience init() {
        self.init(title: "Add Event", style: .grouped)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let binder = SectionedTableViewBinder(tableView: tableView, sectionedBy: Section.self)
        binder.onAllSections()
            .bind(cellProvider: { tableView, _, _, item in
                switch item {
                case .allDay(let isOn):
                    let cell = tableView.dequeue(ToggleTableViewCell.self)
                    cell.textLabel?.text = "All-day"
                    cell.isOn = isOn
                    return cell
                default:
                    let cell = tableView.dequeue(TitleDetailTableViewCell.self)
                    cell.viewModel = .init(title: Self.label(of: item))
                    return cell
                }
            }, models: { [unowned self] in items })
            .onTapped { _, _, cell, _ in (cell as? ToggleTableViewCell)?.toggle() }
            .onEvent(from: ToggleTableViewCell.self) { [unowned self] _, _, _, event, _ in
                if case .toggled(let isOn) = event {
                    draft.isAllDay = isOn
                    self.binder?.refresh()
                }
            }
        binder.displayedSections = [.details, .time, .notes]
        binder.finish()
        self.binder = binder
    }

    /// The form's rows for the draft: the time rows only when the event is not all-day.
    private var items: [Section: [FormItem]] {
        [
            .details: [.title(draft.title), .location(draft.location)],
            .time: [.allDay(draft.isAllDay)] + (draft.isAllDay ? [] : [.startTime("09:00"), .endTime("10:00")]),
            .notes: [.url(draft.url), .notes(draft.notes)],
        ]
    }

    private static func label(of item: FormItem) -> String {
        switch item {
        case .title(let text): text.isEmpty ? "Title" : text
        case .location(let text): text.isEmpty ? "Location" : text
        case .allDay: "All-day"
        case .date(let text), .startTime(let text), .endTime(let text): text
        case .picker(_, let value): value
        case .url(let text): text.isEmpty ? "URL" : text
        case .notes(let text): text.isEmpty ? "Notes" : text
        }
    }
}
