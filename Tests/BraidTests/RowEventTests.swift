import Braid
import BraidTesting
import Testing

/// Row events on every host's chain: `canSelect`, `onDeselected`, `onAppear` and `onDisappear` — on headless tables
/// and collection views (the terminal's and UIKit's hosts have tests of their own).
@MainActor
@Suite("Row events")
struct RowEventTests {
    /// People A to J, one row each, in a viewport of three rows.
    private func people<K: HeadlessKind>(_ fixture: KindFixture<K>, _ shown: @escaping () -> [Person]) -> ModelSingleSectionBinder<K, K.Text, SingleSection, Person> {
        let binder = fixture.plain()
        return K.onOnlySection(binder).bind(cellType: K.Text.self, models: shown)
            .onDequeue { _, cell, person in cell.text = person.name }
    }

    private static let tenPeople = "ABCDEFGHIJ".map { Person(name: String($0)) }

    @Test(arguments: ViewKind.allCases)
    func aTapSelectsWhatCanSelectAllowsAndDeselectsTheRowBefore(kind: ViewKind) { tapSelects(kind.type) }
    private func tapSelects<K: HeadlessKind>(_: K.Type) {
        let fixture = KindFixture<K>(rows: 5)
        let calls = fixture.calls
        var shown = Array(Self.tenPeople.prefix(3))
        let chain = people(fixture) { shown }
        chain.canSelect { _, person in person.name != "B" }
            .onTapped { _, _, person in calls.record("tap \(person)") }
            .onDeselected { row, person in calls.record("deselect \(row) \(person)") }
        chain._binder.finish()
        fixture.tap(0, 0)
        fixture.tap(1, 0)
        #expect(calls.take() == ["tap A"], "B may not be selected: no tap, and A stays selected")
        shown.insert(Person(name: "Z"), at: 0)
        chain._binder.refresh()
        fixture.flush()
        fixture.tap(3, 0)
        #expect(calls.take() == ["deselect 1 A", "tap C"], "A, now at row 1, is deselected with its model when C is tapped")
        fixture.tap(3, 0)
        #expect(calls.take() == ["tap C"], "tapping the selected row again deselects nothing")
    }

    @Test(arguments: ViewKind.allCases)
    func appearAndDisappearFireOncePerAppearanceWithTheModelTheRowShowed(kind: ViewKind) { appearAndDisappear(kind.type) }
    private func appearAndDisappear<K: HeadlessKind>(_: K.Type) {
        let fixture = KindFixture<K>(rows: 3)
        let calls = fixture.calls
        var shown = Self.tenPeople
        let chain = people(fixture) { shown }
        chain.onAppear { row, _, person in calls.record("appear \(row) \(person)") }
            .onDisappear { row, _, person in calls.record("disappear \(row) \(person)") }
        chain._binder.finish()
        fixture.view.layoutIfNeeded()
        #expect(calls.take() == ["appear 0 A", "appear 1 B", "appear 2 C"])
        fixture.view.layoutIfNeeded()
        fixture.view.scroll(by: 0)
        #expect(calls.take().isEmpty, "nothing new came into view: no event")
        fixture.view.scroll(by: 2)
        #expect(calls.take() == ["disappear 0 A", "disappear 1 B", "appear 3 D", "appear 4 E"], "two rows out, two in")
        shown.remove(at: 3)  // D, on screen
        chain._binder.refresh()
        fixture.flush()
        // As in UIKit, the deleted row's cell ends after its replacement appears: it animates out.
        #expect(calls.take() == ["appear 4 F", "disappear 3 D"],
                "F comes into view in D's place; D's disappear has the model it showed and its old row")
        #expect(fixture.log.entries.isEmpty, "\(fixture.log.entries)")
    }

    @Test func aReloadEndsEveryShownRowAndShowsThemAgain() {
        let fixture = Fixture(rows: 2)
        let calls = fixture.calls
        var shown = Array(Self.tenPeople.prefix(3))
        let chain = people(fixture) { shown }
        chain.onAppear { row, _, person in calls.record("appear \(row) \(person)") }
            .onDisappear { row, _, person in calls.record("disappear \(row) \(person)") }
        chain._binder.animateChanges = false
        chain._binder.finish()
        fixture.table.layoutIfNeeded()
        _ = calls.take()
        shown[0].age = 31
        chain._binder.refresh()
        fixture.flush()
        fixture.table.layoutIfNeeded()
        #expect(calls.take() == ["disappear 0 A", "disappear 1 B", "appear 0 A", "appear 1 B"])
    }

    @Test func withoutRowEventsEveryRowMayBeSelectedAndDeselectRowClearsTheSelectionSilently() {
        let fixture = Fixture(rows: 3)
        let chain = people(fixture) { Self.tenPeople }
        chain._binder.finish()
        fixture.tap(1, 0)
        #expect(fixture.table.indexPathForSelectedRow == path(1, 0))
        fixture.table.deselectRow(at: path(1, 0))
        #expect(fixture.table.indexPathForSelectedRow == nil, "deselectRow(at:) deselects without telling anyone")
    }
}
