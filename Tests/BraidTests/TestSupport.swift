import Braid
import BraidTesting
import Testing

// MARK: - Models

/// A person, diffable by name, equal by name and age.
struct Person: Identifiable, Equatable, CustomStringConvertible, OffMainActorDiffable {
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
    struct ViewModel: Identifiable, Equatable, OffMainActorDiffable {
        var id: String
        var title: String
    }
    var viewModel: ViewModel? { didSet { text = viewModel?.title ?? "" } }
}

/// A cell with a switch that emits events.
final class ToggleCell: HeadlessTableViewCell, Toggling {
    enum ViewEvent: Equatable { case toggled(Bool) }
    var isOn = false
}

/// A cell with a text field that emits events, for sections with two event-emitting cell types.
final class FieldCell: HeadlessTableViewCell, TextEntering {
    enum ViewEvent: Equatable { case entered(String) }
}

/// What a cell with a switch does, on either kind: toggling emits `.toggled(isOn)`.
@MainActor
protocol Toggling: HeadlessReusableView, ViewEventEmitting where ViewEvent == ToggleCell.ViewEvent {
    var isOn: Bool { get set }
}

extension Toggling {
    func toggle() { isOn.toggle(); emit(event: .toggled(isOn)) }
}

/// What a cell with a text field does, on either kind: entering text emits `.entered(text)`.
@MainActor
protocol TextEntering: HeadlessReusableView, ViewEventEmitting where ViewEvent == FieldCell.ViewEvent {}

extension TextEntering {
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

// MARK: - Collection cells and views

// The collection counterparts of the table cells above, for scenarios that run on both kinds. Their tiles have no
// preferred width, so each spans the line: a collection shows the same screen as a table.

final class TextTile: HeadlessCollectionViewCell {}
final class OtherTile: HeadlessCollectionViewCell {}
final class LabelTile: HeadlessCollectionViewCell, ViewModelBindable {
    var viewModel: LabelCell.ViewModel? { didSet { text = viewModel?.title ?? "" } }
}
final class CardTile: HeadlessCollectionViewCell, ViewModelBindable {
    var viewModel: CardCell.ViewModel? { didSet { text = viewModel?.title ?? "" } }
}
final class ToggleTile: HeadlessCollectionViewCell, Toggling {
    typealias ViewEvent = ToggleCell.ViewEvent
    var isOn = false
}
final class FieldTile: HeadlessCollectionViewCell, TextEntering {
    typealias ViewEvent = FieldCell.ViewEvent
}
final class CustomIdentifierTile: HeadlessCollectionViewCell, ReuseIdentifiable {
    nonisolated static var reuseIdentifier: String { "custom-id" }
}
/// A supplementary view shown like ``TitleHeaderView``.
final class TitleSupplementaryView: HeadlessSupplementaryView, ViewModelBindable {
    var viewModel: TitleHeaderView.ViewModel? { didSet { text = "[\(viewModel?.title ?? "")]" } }
}
/// A supplementary view shown like ``CountFooterView`` (a view model without equality).
final class CountSupplementaryView: HeadlessSupplementaryView, ViewModelBindable {
    var viewModel: CountFooterView.ViewModel? { didSet { text = "\(viewModel?.count ?? 0) items" } }
}

// MARK: - Kinds

/// Which kind of view a scenario runs on; `type` opens it for a test body generic over ``HeadlessKind``.
enum ViewKind: String, CaseIterable, CustomTestStringConvertible, Sendable {
    case table, collection
    var testDescription: String { rawValue }
    var type: any HeadlessKind.Type { self == .table ? TableViewKind.self : CollectionViewKind.self }
}

/// Every kind paired with every value — for a test over the kind and two more parameters, since Swift Testing
/// takes at most two argument collections: `@Test(arguments: eachKind(Scope.allCases), Source.allCases)`.
func eachKind<Value: Sendable>(_ values: [Value]) -> [(ViewKind, Value)] {
    ViewKind.allCases.flatMap { kind in values.map { (kind, $0) } }
}

/// A binder kind with its headless view and the cell types a scenario uses, so that one test body binds a table
/// or a collection view: `K.Text`, `K.Toggle`, `K.Header`… are ``TextCell`` or ``TextTile``, and so on.
///
/// A test runs on both kinds by taking a ``ViewKind`` argument and opening it for a generic body:
///
/// ```swift
/// @Test(arguments: ViewKind.allCases)
/// func tappingCallsTheHandler(kind: ViewKind) { tappingCallsTheHandler(kind.type) }
/// private func tappingCallsTheHandler<K: HeadlessKind>(_: K.Type) {
///     let fixture = KindFixture<K>()
///     let binder = fixture.sectioned(Section.self)
///     binder.onSection(.first).bind(cellType: K.Text.self, models: people)
///     …
/// }
/// ```
@MainActor
protocol HeadlessKind: BinderKind {
    associatedtype HeadlessView: HeadlessScrollView
    associatedtype Text: HeadlessReusableView
    associatedtype Other: HeadlessReusableView
    associatedtype Label: HeadlessReusableView & ViewModelBindable where Label.ViewModel == LabelCell.ViewModel
    associatedtype Card: HeadlessReusableView & ViewModelBindable where Card.ViewModel == CardCell.ViewModel
    associatedtype Toggle: Toggling
    associatedtype Field: TextEntering
    associatedtype CustomIdentifier: HeadlessReusableView & ReuseIdentifiable
    associatedtype Header: HeadlessReusableView & ViewModelBindable where Header.ViewModel == TitleHeaderView.ViewModel
    associatedtype CountFooter: HeadlessReusableView & ViewModelBindable where CountFooter.ViewModel == CountFooterView.ViewModel

    static var kind: ViewKind { get }
    static func makeView(_ viewport: Size, _ sourceLocation: SourceLocation) -> HeadlessView
    static func sectioned<S: TableViewSection>(_ view: HeadlessView, _ type: S.Type, _ scheduler: any UpdateScheduler) -> SectionedBinder<Self, S>
    static func plain(_ view: HeadlessView, _ scheduler: any UpdateScheduler) -> SectionlessBinder<Self>
    /// `onTable()` or `onCollection()`.
    static func onOnlySection(_ binder: SectionlessBinder<Self>) -> SingleSectionBinder<Self, AnyObject, SingleSection>
    static func numberOfItems(_ view: HeadlessView, inSection section: Int) -> Int
    static func visiblePaths(_ view: HeadlessView) -> [ItemPath]
    static func cell(_ view: HeadlessView, at path: ItemPath) -> AnyObject?
    static func header(_ view: HeadlessView, inSection section: Int) -> AnyObject?
    static func register(_ view: HeadlessView, cellType: AnyObject.Type, forReuseIdentifier identifier: String)
    static func hasDataSource(_ view: HeadlessView) -> Bool
    static func outlineRows(_ view: HeadlessView, inSection section: Int) -> [OutlineRow?]
    static func touchDisclosure(_ view: HeadlessView, _ path: ItemPath)
}

extension TableViewKind: HeadlessKind {
    typealias HeadlessView = HeadlessTableView
    typealias Text = TextCell
    typealias Other = OtherCell
    typealias Label = LabelCell
    typealias Card = CardCell
    typealias Toggle = ToggleCell
    typealias Field = FieldCell
    typealias CustomIdentifier = CustomIdentifierCell
    typealias Header = TitleHeaderView
    typealias CountFooter = CountFooterView

    static var kind: ViewKind { .table }
    static func makeView(_ viewport: Size, _ sourceLocation: SourceLocation) -> HeadlessTableView {
        HeadlessTableView(viewportSize: viewport, sourceLocation: sourceLocation)
    }
    static func sectioned<S: TableViewSection>(_ view: HeadlessTableView, _ type: S.Type, _ scheduler: any UpdateScheduler) -> SectionedBinder<Self, S> {
        SectionedTableViewBinder(tableView: view, sectionedBy: type, scheduler: scheduler)
    }
    static func plain(_ view: HeadlessTableView, _ scheduler: any UpdateScheduler) -> SectionlessBinder<Self> {
        TableViewBinder(tableView: view, scheduler: scheduler)
    }
    static func onOnlySection(_ binder: TableViewBinder) -> SingleSectionBinder<Self, AnyObject, SingleSection> { binder.onTable() }
    static func numberOfItems(_ view: HeadlessTableView, inSection section: Int) -> Int { view.numberOfRows(inSection: section) }
    static func visiblePaths(_ view: HeadlessTableView) -> [ItemPath] { view.visibleCells.map(\.path) }
    static func cell(_ view: HeadlessTableView, at path: ItemPath) -> AnyObject? { view.cell(at: path) }
    static func header(_ view: HeadlessTableView, inSection section: Int) -> AnyObject? { view.headerView(inSection: section) }
    static func register(_ view: HeadlessTableView, cellType: AnyObject.Type, forReuseIdentifier identifier: String) {
        view.register(cellType: cellType, forReuseIdentifier: identifier)
    }
    static func hasDataSource(_ view: HeadlessTableView) -> Bool { view.dataSource != nil }
    static func outlineRows(_ view: HeadlessTableView, inSection section: Int) -> [OutlineRow?] { view.outlineRows(inSection: section) }
    static func touchDisclosure(_ view: HeadlessTableView, _ path: ItemPath) { view.touchDisclosure(row: path.item, section: path.section) }
}

extension CollectionViewKind: HeadlessKind {
    typealias HeadlessView = HeadlessCollectionView
    typealias Text = TextTile
    typealias Other = OtherTile
    typealias Label = LabelTile
    typealias Card = CardTile
    typealias Toggle = ToggleTile
    typealias Field = FieldTile
    typealias CustomIdentifier = CustomIdentifierTile
    typealias Header = TitleSupplementaryView
    typealias CountFooter = CountSupplementaryView

    static var kind: ViewKind { .collection }
    static func makeView(_ viewport: Size, _ sourceLocation: SourceLocation) -> HeadlessCollectionView {
        HeadlessCollectionView(viewportSize: viewport, sourceLocation: sourceLocation)
    }
    static func sectioned<S: TableViewSection>(_ view: HeadlessCollectionView, _ type: S.Type, _ scheduler: any UpdateScheduler) -> SectionedBinder<Self, S> {
        SectionedCollectionViewBinder(collectionView: view, sectionedBy: type, scheduler: scheduler)
    }
    static func plain(_ view: HeadlessCollectionView, _ scheduler: any UpdateScheduler) -> SectionlessBinder<Self> {
        CollectionViewBinder(collectionView: view, scheduler: scheduler)
    }
    static func onOnlySection(_ binder: CollectionViewBinder) -> SingleSectionBinder<Self, AnyObject, SingleSection> { binder.onCollection() }
    static func numberOfItems(_ view: HeadlessCollectionView, inSection section: Int) -> Int { view.numberOfItems(inSection: section) }
    static func visiblePaths(_ view: HeadlessCollectionView) -> [ItemPath] { view.visibleCells.map(\.path) }
    static func cell(_ view: HeadlessCollectionView, at path: ItemPath) -> AnyObject? { view.cell(at: path) }
    static func header(_ view: HeadlessCollectionView, inSection section: Int) -> AnyObject? {
        view.supplementaryView(ofKind: .header, inSection: section)
    }
    static func register(_ view: HeadlessCollectionView, cellType: AnyObject.Type, forReuseIdentifier identifier: String) {
        view.register(cellType: cellType, forReuseIdentifier: identifier)
    }
    static func hasDataSource(_ view: HeadlessCollectionView) -> Bool { view.dataSource != nil }
    static func outlineRows(_ view: HeadlessCollectionView, inSection section: Int) -> [OutlineRow?] { view.outlineRows(inSection: section) }
    static func touchDisclosure(_ view: HeadlessCollectionView, _ path: ItemPath) { view.touchDisclosure(item: path.item, section: path.section) }
}

// MARK: - Fixture

/// A headless view of kind `K`, a manual scheduler and a diagnostics log: everything a binder test needs.
@MainActor
struct KindFixture<K: HeadlessKind> {
    let view: K.HeadlessView
    let scheduler = ManualUpdateScheduler()
    let log = DiagnosticLog()
    let calls = CallLog()

    /// A view whose viewport shows `rows` rows (lines) of height 1.
    init(rows: Double = 12, sourceLocation: SourceLocation = #_sourceLocation) {
        view = K.makeView(Size(width: 40, height: rows), sourceLocation)
    }

    func sectioned<S: TableViewSection>(_ type: S.Type) -> SectionedBinder<K, S> {
        let binder = K.sectioned(view, type, scheduler)
        binder.diagnosticHandler = log.record
        return binder
    }

    func plain() -> SectionlessBinder<K> {
        let binder = K.plain(view, scheduler)
        binder.diagnosticHandler = log.record
        return binder
    }

    /// Runs the pending update.
    func flush() { scheduler.flush() }

    /// Every batch the view applied so far, oldest first.
    var batches: [BatchUpdate] { view.appliedBatches.map(\.batch) }

    /// The kind's name, for messages.
    var kind: ViewKind { K.kind }

    /// Taps the row or item at (`row`, `section`).
    func tap(_ row: Int, _ section: Int, sourceLocation: SourceLocation = #_sourceLocation) {
        view.tap(path(row, section), sourceLocation: sourceLocation)
    }

    /// The number of rows or items the view holds in `section`.
    func numberOfItems(inSection section: Int) -> Int { K.numberOfItems(view, inSection: section) }
    /// The paths of the visible cells, in layout order.
    var visiblePaths: [ItemPath] { K.visiblePaths(view) }
    /// The visible cell at (`row`, `section`).
    func cell(_ row: Int, _ section: Int) -> AnyObject? { K.cell(view, at: path(row, section)) }
    /// The header view (a table's header view, a collection's header supplementary view) of `section`.
    func header(inSection section: Int) -> AnyObject? { K.header(view, inSection: section) }
}

/// The table fixture most table-only tests use.
typealias Fixture = KindFixture<TableViewKind>

extension KindFixture where K == TableViewKind {
    var table: HeadlessTableView { view }
}

extension KindFixture where K == CollectionViewKind {
    var collection: HeadlessCollectionView { view }
}

// MARK: - Shorthands

/// `ItemPath(row:section:)`, short enough for expected batches.
func path(_ row: Int, _ section: Int) -> ItemPath { ItemPath(row: row, section: section) }
