import Braid
import BraidTesting
import Testing

/// A person, diffable by name, equal by name and age.
struct Person: Identifiable, Equatable, CustomStringConvertible {
    var name: String
    var age: Int = 30
    var id: String { name }
    var description: String { name }
}

/// A model with no identity and no equality: its sections are diffed by count.
struct Plain { var text: String }

/// A cell that shows whatever `text` it is given.
final class TextCell: HeadlessTableViewCell {}

/// A second cell type, to tell chains apart.
final class OtherCell: HeadlessTableViewCell {}

/// A cell configured through a view model.
final class LabelCell: HeadlessTableViewCell, ViewModelBindable {
    struct ViewModel: Equatable { var title: String }
    var viewModel: ViewModel? { didSet { text = viewModel?.title ?? "" } }
}

/// A cell with a switch that emits events.
final class ToggleCell: HeadlessTableViewCell, ViewEventEmitting {
    enum ViewEvent: Equatable { case toggled(Bool) }
    var isOn = false
    func toggle() { isOn.toggle(); emit(event: .toggled(isOn)) }
}

/// A custom header view.
final class TitleHeaderView: HeadlessHeaderFooterView, ViewModelBindable {
    struct ViewModel: Equatable { var title: String }
    var viewModel: ViewModel? { didSet { text = "[\(viewModel?.title ?? "")]" } }
}

enum Section: Int, TableViewSection, Comparable, CaseIterable {
    case first, second, third
}

/// Collects a binder's diagnostics instead of trapping.
@MainActor
final class DiagnosticLog {
    var entries: [BinderDiagnostic] = []
    var errors: [String] { entries.filter { $0.severity == .error }.map(\.message) }
    var warnings: [String] { entries.filter { $0.severity == .warning }.map(\.message) }
    func record(_ diagnostic: BinderDiagnostic) { entries.append(diagnostic) }
}

/// A headless table, a manual scheduler and a diagnostics log: everything a binder test needs.
@MainActor
struct Fixture {
    let table = HeadlessTableView(viewportSize: Size(width: 40, height: 12))
    let scheduler = ManualUpdateScheduler()
    let log = DiagnosticLog()

    func sectioned<S: TableViewSection>(_ type: S.Type) -> SectionedTableViewBinder<S> {
        let binder = SectionedTableViewBinder(tableView: table, sectionedBy: type, scheduler: scheduler)
        binder.diagnosticHandler = log.record
        return binder
    }

    func plain() -> TableViewBinder {
        let binder = TableViewBinder(tableView: table, scheduler: scheduler)
        binder.diagnosticHandler = log.record
        return binder
    }

    /// Runs the pending update.
    func flush() { scheduler.flush() }
}
