import Braid
import BraidTesting
import Testing

// MARK: - Models

/// A person, diffable by name, equal by name and age.
struct Person: Identifiable, Equatable, CustomStringConvertible {
    var name: String
    var age: Int = 30
    var id: String { name }
    var description: String { name }
    /// What a cell shows: the name, and the age when it is not the default 30.
    var label: String { age == 30 ? name : "\(name)\(age)" }
}

/// A model with no identity and no equality: its sections are diffed by count.
struct Plain { var text: String }

/// A model with an identity (``CollectionIdentifiable``) but no equality: never reloaded, only moved.
struct Tag: CollectionIdentifiable {
    var collectionId: String
    var text: String
}

/// A model with equality but no identity: its sections are diffed by count, unchanged rows are not reloaded.
struct Note: Equatable { var text: String }

// MARK: - Cells and views

/// A cell that shows whatever `text` it is given.
final class TextCell: HeadlessTableViewCell {}

/// A second cell type, to tell chains apart.
final class OtherCell: HeadlessTableViewCell {}

/// A cell configured through a view model that has equality but no identity.
final class LabelCell: HeadlessTableViewCell, ViewModelBindable {
    struct ViewModel: Equatable { var title: String }
    var viewModel: ViewModel? { didSet { text = viewModel?.title ?? "" } }
}

/// A cell configured through a view model with identity and equality.
final class CardCell: HeadlessTableViewCell, ViewModelBindable {
    struct ViewModel: Identifiable, Equatable {
        var id: String
        var title: String
    }
    var viewModel: ViewModel? { didSet { text = viewModel?.title ?? "" } }
}

/// A cell with a switch that emits events.
final class ToggleCell: HeadlessTableViewCell, ViewEventEmitting {
    enum ViewEvent: Equatable { case toggled(Bool) }
    var isOn = false
    func toggle() { isOn.toggle(); emit(event: .toggled(isOn)) }
}

/// A cell with a text field that emits events, for sections with two event-emitting cell types.
final class FieldCell: HeadlessTableViewCell, ViewEventEmitting {
    enum ViewEvent: Equatable { case entered(String) }
    func enter(_ text: String) { emit(event: .entered(text)) }
}

/// A cell registered under its own reuse identifier.
final class CustomIdentifierCell: HeadlessTableViewCell, ReuseIdentifiable {
    nonisolated static var reuseIdentifier: String { "custom-id" }
}

/// A custom header view.
final class TitleHeaderView: HeadlessHeaderFooterView, ViewModelBindable {
    struct ViewModel: Equatable { var title: String }
    var viewModel: ViewModel? { didSet { text = "[\(viewModel?.title ?? "")]" } }
}

/// A custom footer view whose view model has no equality: every refresh counts as a change.
final class CountFooterView: HeadlessHeaderFooterView, ViewModelBindable {
    struct ViewModel { var count: Int }
    var viewModel: ViewModel? { didSet { text = "\(viewModel?.count ?? 0) items" } }
}

// MARK: - Sections

enum Section: Int, TableViewSection, Comparable, CaseIterable {
    case first, second, third
}

/// Sections known only at run time.
struct DynamicSection: TableViewSection, CustomStringConvertible {
    var title: String
    var description: String { title }
}

// MARK: - Parameters

/// Which kind of chain binds the data: one named section (a chain per section), several named sections, or
/// every section not bound by name.
enum Scope: String, CaseIterable, CustomTestStringConvertible, Sendable {
    case single, multi, all
    var testDescription: String { rawValue }
}

/// Which kind of chain binds a handler: the data scopes, plus `onAnySection()`.
enum HandlerScope: String, CaseIterable, CustomTestStringConvertible, Sendable {
    case single, multi, all, any
    var testDescription: String { rawValue }
}

/// Whether data is given once (an array or dictionary) or as a closure read again on `refresh()`.
enum Source: String, CaseIterable, CustomTestStringConvertible, Sendable {
    case array, closure
    var testDescription: String { rawValue }
}

// MARK: - Logs

/// Collects a binder's diagnostics instead of trapping.
@MainActor
final class DiagnosticLog {
    var entries: [BinderDiagnostic] = []
    var errors: [String] { entries.filter { $0.severity == .error }.map(\.message) }
    var warnings: [String] { entries.filter { $0.severity == .warning }.map(\.message) }
    func record(_ diagnostic: BinderDiagnostic) { entries.append(diagnostic) }
}

/// What handlers were called with, in order, as short strings (`"tapped first 1 B"`).
@MainActor
final class CallLog {
    var calls: [String] = []
    func record(_ call: String) { calls.append(call) }
    /// Returns the calls so far and starts again.
    func take() -> [String] {
        defer { calls = [] }
        return calls
    }
}

// MARK: - Fixture

/// A headless table, a manual scheduler and a diagnostics log: everything a binder test needs.
@MainActor
struct Fixture {
    let table: HeadlessTableView
    let scheduler = ManualUpdateScheduler()
    let log = DiagnosticLog()
    let calls = CallLog()

    /// A table whose viewport shows `rows` rows of height 1.
    init(rows: Double = 12, sourceLocation: SourceLocation = #_sourceLocation) {
        table = HeadlessTableView(viewportSize: Size(width: 40, height: rows), sourceLocation: sourceLocation)
    }

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

    /// Every batch the table applied so far, oldest first.
    var batches: [BatchUpdate] { table.appliedBatches.map(\.batch) }
}

// MARK: - Shorthands

/// `ItemPath(row:section:)`, short enough for expected batches.
func path(_ row: Int, _ section: Int) -> ItemPath { ItemPath(row: row, section: section) }
