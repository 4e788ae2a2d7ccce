import Braid
import BraidTesting
import Testing

#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif

/// Editing on a headless table *and* a headless collection view, in every chain scope, through one generic
/// binding code (the chains are one implementation for both kinds): swipe actions and `canEdit`, delete, `canMove`,
/// move, `moveTarget` and `movesLeaveSection` — and after a user's edit the screen and the data agree.
@MainActor
@Suite("Editing on both kinds, in every scope")
struct EditingBothKindsTests {
    /// One view of `kind` with its sectioned binder, scheduler and diagnostics, seen through what both kinds share
    /// — the binder typed by kind, since the editing chains are declared on each kind's chain types.
    @MainActor final class KindFixture {
        let kind: ViewKind
        let view: HeadlessScrollView
        let scheduler = ManualUpdateScheduler()
        let log = DiagnosticLog()
        let calls = CallLog()
        private(set) var table: SectionedTableViewBinder<Section>?
        private(set) var collection: SectionedCollectionViewBinder<Section>?

        init(_ kind: ViewKind, rows: Double = 12) {
            self.kind = kind
            let size = Size(width: 40, height: rows)
            switch kind {
            case .table:
                let view = HeadlessTableView(viewportSize: size)
                table = SectionedTableViewBinder(tableView: view, sectionedBy: Section.self, scheduler: scheduler)
                table?.diagnosticHandler = log.record
                self.view = view
            case .collection:
                let view = HeadlessCollectionView(viewportSize: size)
                collection = SectionedCollectionViewBinder(collectionView: view, sectionedBy: Section.self, scheduler: scheduler)
                collection?.diagnosticHandler = log.record
                self.view = view
            }
        }

        var batches: [BatchUpdate] { view.appliedBatches.map(\.batch) }
        func flush() { scheduler.flush() }
    }

    /// The chain that declares the editing: the scopes, each with the data chain's model-aware methods
    /// (`…Model`) or a chain of the same scope without data (section and row only). `.single` declares on
    /// `.first` alone; the others cover both sections. `.any` is `onAnySection()` over all-sections data.
    enum Form: String, CaseIterable, CustomTestStringConvertible, Sendable {
        case single, singleModel, multi, multiModel, all, allModel, any
        var testDescription: String { rawValue }
        var modelAware: Bool { [.singleModel, .multiModel, .allModel].contains(self) }
        var isSingle: Bool { self == .single || self == .singleModel }
        /// Whether the declaration covers `.second` too.
        var coversSecond: Bool { !isSingle }
    }

    /// `.first` A B C and `.second` D, read on every update.
    final class People {
        var bySection: [Section: [Person]] = [.first: ["A", "B", "C"].map { Person(name: $0) }, .second: [Person(name: "D")]]
        var names: [String] { [Section.first, .second].flatMap { bySection[$0]?.map(\.name) ?? [] } }

        /// Moves the row as a handler that accepts the move does.
        func move(_ from: RowPosition<Section>, _ to: RowPosition<Section>) {
            let person = bySection[from.section]!.remove(at: from.row)
            bySection[to.section, default: []].insert(person, at: to.row)
        }
    }

    /// What a test declares, in the most general form: every form gets it in its own spelling (`model` is nil
    /// where the form has none).
    struct Edits {
        var canEdit: ((Section, Int, Person?) -> Bool)?
        var canMove: ((Section, Int, Person?) -> Bool)?
        var leading: ((Section, Int, Person?) -> [SwipeAction])?
        var trailing: ((Section, Int, Person?) -> [SwipeAction])?
        var onDelete: ((Section, Int, Person?) -> Void)?
        var onMove: ((RowPosition<Section>, RowPosition<Section>, Person?) -> Void)?
        var movesLeaveSection: Bool?
        var moveTarget: ((RowPosition<Section>, RowPosition<Section>) -> RowPosition<Section>?)?
    }

    // MARK: Binding, once for both kinds

    /// Binds `people` to `.first` and `.second` in `form`'s scope and declares `edits` in `form`.
    static func bind(_ fixture: KindFixture, _ form: Form, _ people: People, _ edits: Edits) {
        switch fixture.kind {
        case .table: bind(fixture.table!, TextCell.self, form, people, edits)
        case .collection: bind(fixture.collection!, TextTile.self, form, people, edits)
        }
    }

    private static func bind<Kind, Cell: HeadlessReusableView>(
        _ binder: SectionedBinder<Kind, Section>, _: Cell.Type, _ form: Form, _ people: People, _ edits: Edits
    ) {
        switch form {
        case .single, .singleModel:
            for section in [Section.first, .second] {
                let chain = binder.onSection(section).bind(cellType: Cell.self, models: { people.bySection[section] ?? [] })
                    .onDequeue { _, cell, person in cell.text = person.label }
                guard section == .first else { continue }
                if form.modelAware { declare(on: chain, section, edits) } else { declare(on: binder.onSection(section), section, edits) }
            }
        case .multi, .multiModel, .all, .allModel, .any:
            let data = form == .multi || form == .multiModel ? binder.onSections(.first, .second) : binder.onAllSections()
            let chain = data.bind(cellType: Cell.self, models: { people.bySection })
                .onDequeue { _, _, cell, person in cell.text = person.label }
            switch form {
            case .multiModel, .allModel: declare(on: chain, edits)
            case .multi: declare(on: binder.onSections(.first, .second), edits)
            case .all: declare(on: binder.onAllSections(), edits)
            default: declare(on: binder.onAnySection(), edits)
            }
        }
        binder.displayedSections = [.first, .second]
        binder.finish()
    }

    private static func declare<Kind, Cell>(on chain: SingleSectionBinder<Kind, Cell, Section>, _ section: Section, _ edits: Edits) {
        func at(_ row: Int) -> RowPosition<Section> { RowPosition(section: section, row: row) }
        if let canEdit = edits.canEdit { chain.canEdit { canEdit(section, $0, nil) } }
        if let canMove = edits.canMove { chain.canMove { canMove(section, $0, nil) } }
        if let leading = edits.leading { chain.leadingSwipeActions { leading(section, $0, nil) } }
        if let trailing = edits.trailing { chain.trailingSwipeActions { trailing(section, $0, nil) } }
        if let onDelete = edits.onDelete { chain.onDelete { onDelete(section, $0, nil) } }
        if let onMove = edits.onMove { chain.onMove { onMove(at($0), at($1), nil) } }
        if let moveTarget = edits.moveTarget { chain.moveTarget { moveTarget(at($0), at($1))?.row } }
    }

    private static func declare<Kind, Cell>(
        on chain: ModelSingleSectionBinder<Kind, Cell, Section, Person>, _ section: Section, _ edits: Edits
    ) {
        func at(_ row: Int) -> RowPosition<Section> { RowPosition(section: section, row: row) }
        if let canEdit = edits.canEdit { chain.canEdit { row, person in canEdit(section, row, person) } }
        if let canMove = edits.canMove { chain.canMove { row, person in canMove(section, row, person) } }
        if let leading = edits.leading { chain.leadingSwipeActions { row, person in leading(section, row, person) } }
        if let trailing = edits.trailing { chain.trailingSwipeActions { row, person in trailing(section, row, person) } }
        if let onDelete = edits.onDelete { chain.onDelete { row, person in onDelete(section, row, person) } }
        if let onMove = edits.onMove { chain.onMove { from, to, person in onMove(at(from), at(to), person) } }
        if let moveTarget = edits.moveTarget { chain.moveTarget { moveTarget(at($0), at($1))?.row } }
    }

    private static func declare<Kind, Cell>(on chain: MultiSectionHandlers<Kind, Cell, Section>, _ edits: Edits) {
        if let canEdit = edits.canEdit { chain.canEdit { canEdit($0, $1, nil) } }
        if let canMove = edits.canMove { chain.canMove { canMove($0, $1, nil) } }
        if let leading = edits.leading { chain.leadingSwipeActions { leading($0, $1, nil) } }
        if let trailing = edits.trailing { chain.trailingSwipeActions { trailing($0, $1, nil) } }
        if let onDelete = edits.onDelete { chain.onDelete { onDelete($0, $1, nil) } }
        if let onMove = edits.onMove { chain.onMove { onMove($0, $1, nil) } }
        if let allowed = edits.movesLeaveSection { chain.movesLeaveSection(allowed) }
        if let moveTarget = edits.moveTarget { chain.moveTarget(moveTarget) }
    }

    private static func declare<Kind, Cell>(on chain: ModelMultiSectionBinder<Kind, Cell, Section, Person>, _ edits: Edits) {
        if let canEdit = edits.canEdit { chain.canEdit { section, row, person in canEdit(section, row, person) } }
        if let canMove = edits.canMove { chain.canMove { section, row, person in canMove(section, row, person) } }
        if let leading = edits.leading { chain.leadingSwipeActions { section, row, person in leading(section, row, person) } }
        if let trailing = edits.trailing { chain.trailingSwipeActions { section, row, person in trailing(section, row, person) } }
        if let onDelete = edits.onDelete { chain.onDelete { section, row, person in onDelete(section, row, person) } }
        if let onMove = edits.onMove { chain.onMove { from, to, person in onMove(from, to, person) } }
        if let allowed = edits.movesLeaveSection { chain.movesLeaveSection(allowed) }
        if let moveTarget = edits.moveTarget { chain.moveTarget(moveTarget) }
    }

    /// "first 0" or, where the form passes the model, "first 0 A".
    static func label(_ section: Section, _ row: Int, _ person: Person?) -> String {
        "\(section) \(row)" + (person.map { " \($0.name)" } ?? "")
    }

    // MARK: Swipe actions and canEdit

    @Test(arguments: ViewKind.allCases, Form.allCases)
    func swipeActionsOnBothEdgesFollowTheScopeAndCanEdit(kind: ViewKind, form: Form) {
        let fixture = KindFixture(kind)
        var edits = Edits()
        edits.leading = { section, row, person in [SwipeAction(title: "L " + Self.label(section, row, person)) { $0(false) }] }
        edits.trailing = { section, row, person in
            [SwipeAction(title: "T " + Self.label(section, row, person)) { done in
                fixture.calls.record("T " + Self.label(section, row, person))
                done(true)
            }]
        }
        edits.canEdit = { _, row, person in row != 1 && person?.name != "C" }
        Self.bind(fixture, form, People(), edits)
        let model = { (name: String) in form.modelAware ? " \(name)" : "" }
        #expect(fixture.swipe(0, 0, .leading) == ["L first 0" + model("A")], "\(kind) \(form): the leading actions, with the row")
        #expect(fixture.swipe(0, 0) == ["T first 0" + model("A")], "\(kind) \(form): the trailing actions")
        #expect(fixture.swipe(1, 0).isEmpty && fixture.swipe(1, 0, .leading).isEmpty, "\(kind) \(form): canEdit refuses row 1")
        #expect(fixture.swipe(2, 0).isEmpty == form.modelAware, "\(kind) \(form): a model-aware canEdit refuses C")
        #expect(fixture.swipe(0, 1) == (form.coversSecond ? ["T second 0" + model("D")] : []),
                "\(kind) \(form): the second section has actions only where the chain covers it")
        #expect(fixture.perform("T first 0" + model("A"), 0, 0) == true, "\(kind) \(form): the completion passes through")
        #expect(fixture.calls.take() == ["T first 0" + model("A")], "\(kind) \(form)")
        #expect(fixture.batches.isEmpty && fixture.log.entries.isEmpty, "\(kind) \(form): \(fixture.log.entries)")
    }

    // MARK: Delete

    @Test(arguments: ViewKind.allCases, Form.allCases)
    func aDeleteTheHandlerAppliesAnimatesOnceAndARefusedOneComesBack(kind: ViewKind, form: Form) {
        let fixture = KindFixture(kind)
        let people = People()
        var accept = true
        var edits = Edits()
        edits.onDelete = { section, row, person in
            fixture.calls.record("delete " + Self.label(section, row, person))
            if accept { people.bySection[section]?.remove(at: row) }
        }
        Self.bind(fixture, form, people, edits)
        fixture.delete(1, 0)
        #expect(fixture.calls.take() == ["delete first 1" + (form.modelAware ? " B" : "")], "\(kind) \(form)")
        #expect(fixture.batches == [BatchUpdate(itemDeletes: [path(1, 0)])], "\(kind) \(form): the row animates out at once")
        fixture.flush()
        #expect(fixture.batches.count == 1, "\(kind) \(form): the next update finds screen and data agreeing: \(fixture.batches)")
        #expect(fixture.view.screen == ["A", "C", "D"], "\(kind) \(form): \(fixture.view.screen)")
        accept = false
        fixture.delete(0, 0)
        fixture.flush()
        #expect(Array(fixture.batches.dropFirst()) == [BatchUpdate(itemDeletes: [path(0, 0)]), BatchUpdate(itemInserts: [path(0, 0)])],
                "\(kind) \(form): the handler refused: A comes back, animated: \(fixture.batches)")
        #expect(fixture.view.screen == ["A", "C", "D"] && people.names == ["A", "C", "D"], "\(kind) \(form): \(fixture.view.screen)")
        #expect(fixture.log.entries.isEmpty, "\(kind) \(form): \(fixture.log.entries)")
    }

    // MARK: canMove and move

    @Test(arguments: ViewKind.allCases, Form.allCases)
    func aMoveTheHandlerAppliesLeavesNothingAndARefusedOneAnimatesBack(kind: ViewKind, form: Form) {
        let fixture = KindFixture(kind)
        let people = People()
        var accept = true
        var edits = Edits()
        edits.canMove = { _, row, person in row != 2 && person?.name != "B" }
        edits.onMove = { from, to, person in
            fixture.calls.record("move " + Self.label(from.section, from.row, person) + " → \(to.section) \(to.row)")
            if accept { people.move(from, to) }
        }
        Self.bind(fixture, form, people, edits)
        fixture.prepareToMove()
        let cannot = fixture.view.expectError { fixture.move(path(2, 0), path(0, 0)) }
        #expect(cannot?.message.contains("cannot move") == true, "\(kind) \(form): canMove refuses row 2: \(String(describing: cannot))")
        if form.modelAware {
            let modelRefused = fixture.view.expectError { fixture.move(path(1, 0), path(0, 0)) }
            #expect(modelRefused != nil, "\(kind) \(form): the model-aware canMove refuses B")
        }
        #expect(fixture.move(path(0, 0), path(1, 0)) == path(1, 0), "\(kind) \(form)")
        #expect(fixture.calls.take() == ["move first 0" + (form.modelAware ? " A" : "") + " → first 1"], "\(kind) \(form)")
        let afterMove = fixture.batches.count
        fixture.flush()
        #expect(fixture.batches.count == afterMove, "\(kind) \(form): the data moved the same way: no batch: \(fixture.batches)")
        #expect(fixture.view.screen == ["B", "A", "C", "D"], "\(kind) \(form): \(fixture.view.screen)")
        accept = false
        fixture.move(path(1, 0), path(0, 0))
        #expect(fixture.view.screen == ["A", "B", "C", "D"], "\(kind) \(form): \(fixture.view.screen)")
        fixture.flush()
        let back = fixture.batches.last
        #expect(back?.itemMoves.count == 1 && back?.itemDeletes.isEmpty == true && back?.itemInserts.isEmpty == true,
                "\(kind) \(form): the handler refused: A moves back, animated: \(fixture.batches)")
        #expect(fixture.view.screen == ["B", "A", "C", "D"] && people.names == ["B", "A", "C", "D"], "\(kind) \(form)")
        #expect(fixture.log.entries.isEmpty, "\(kind) \(form): \(fixture.log.entries)")
    }

    /// `moveTarget` redirects or refuses; `movesLeaveSection(true)` lets a row into another section of the same
    /// binding, and without it a row dropped there lands at the nearest end of its own.
    @Test(arguments: ViewKind.allCases, Form.allCases)
    func moveTargetRedirectsOrRefusesAndRowsLeaveTheirSectionOnlyWhenAllowed(kind: ViewKind, form: Form) {
        for leave in form.isSingle ? [false] : [false, true] {
            let fixture = KindFixture(kind)
            let people = People()
            var edits = Edits()
            edits.onMove = { from, to, _ in people.move(from, to) }
            edits.movesLeaveSection = leave
            edits.moveTarget = { from, proposed in
                if proposed.section == .first && proposed.row == 1 { return nil }                          // refused
                if proposed.section == .first && proposed.row == 0 && from.row == 2 { return RowPosition(section: .first, row: 1) }
                return proposed
            }
            Self.bind(fixture, form, people, edits)
            fixture.prepareToMove()
            let context = "\(kind) \(form) leave: \(leave)"
            #expect(fixture.move(path(0, 0), path(1, 0)) == path(0, 0), "\(context): the hook refuses row 1: the row stays")
            #expect(fixture.batches.isEmpty, "\(context): a refused move applies nothing")
            #expect(fixture.move(path(2, 0), path(0, 0)) == path(1, 0), "\(context): the hook redirects C to row 1")
            fixture.flush()
            #expect(people.names == ["A", "C", "B", "D"], "\(context): \(people.names)")
            let landed = fixture.move(path(0, 0), path(0, 1))
            #expect(landed == (leave ? path(0, 1) : path(2, 0)),
                    "\(context): into the second section only when allowed, else the nearest end of its own: \(String(describing: landed))")
            fixture.flush()
            #expect(people.names == ["C", "B", "A", "D"] && fixture.view.screen == people.names,
                    "\(context): \(people.bySection) \(fixture.view.screen)")
            #expect(people.bySection[.second]?.count == (leave ? 2 : 1), "\(context): \(people.bySection)")
            #expect(fixture.log.entries.isEmpty, "\(context): \(fixture.log.entries)")
        }
    }

    // MARK: Screen and data agree

    /// A section fed by a publisher: the delete stands until the publisher sends again — the same data applies
    /// nothing twice; data with the row brings it back.
    @Test(arguments: ViewKind.allCases)
    func aDeleteFromAPublishedSectionOfASectionedBinderAppliesNothingTwice(kind: ViewKind) {
        let fixture = KindFixture(kind)
        let start: [Section: [Person]] = [.first: ["A", "B"].map { Person(name: $0) }, .second: [Person(name: "C")]]
        let subject = CurrentValueSubject<[Section: [Person]], Never>(start)
        var pending: [Section: [Person]]?
        func bind<Kind, Cell: HeadlessReusableView>(_ binder: SectionedBinder<Kind, Section>, _: Cell.Type) {
            binder.onSections(.first, .second).bind(cellType: Cell.self, models: subject)
                .onDequeue { _, _, cell, person in cell.text = person.label }
                .onDelete { section, row, _ in
                    var data = subject.value
                    data[section]?.remove(at: row)
                    pending = data                              // a service answers later
                }
            binder.displayedSections = [.first, .second]
            binder.finish()
        }
        switch kind {
        case .table: bind(fixture.table!, TextCell.self)
        case .collection: bind(fixture.collection!, TextTile.self)
        }
        fixture.flush()
        fixture.delete(0, 1)
        fixture.flush()
        #expect(fixture.view.screen == ["A", "B"], "\(kind): the row stays gone while the service works")
        subject.send(pending!)
        fixture.flush()
        #expect(fixture.batches == [BatchUpdate(itemDeletes: [path(0, 1)])], "\(kind): nothing applied twice: \(fixture.batches)")
        subject.send(start)
        fixture.flush()
        #expect(fixture.batches.last == BatchUpdate(itemInserts: [path(0, 1)]) && fixture.view.screen == ["A", "B", "C"],
                "\(kind): the service changed its mind: C comes back: \(fixture.batches)")
    }

    /// Deleting the last row of a section the display behaviour hides when empty deletes the section in the same
    /// batch; the next update finds nothing to do, and a refused delete brings the section back.
    @Test(arguments: ViewKind.allCases, [true, false])
    func deletingTheLastRowOfAHiddenWhenEmptySectionDeletesTheSectionOnce(kind: ViewKind, accept: Bool) {
        let fixture = KindFixture(kind)
        var data: [Section: [Person]] = [.first: [Person(name: "A")], .second: [Person(name: "B")]]
        func bind<Kind, Cell: HeadlessReusableView>(_ binder: SectionedBinder<Kind, Section>, _: Cell.Type) {
            binder.sectionDisplayBehavior = .hidesSectionsWithNoCellData(orderingWith: { $0.sorted() })
            binder.onAllSections().bind(cellType: Cell.self, models: { data })
                .onDequeue { _, _, cell, person in cell.text = person.name }
                .onDelete { section, row, _ in if accept { data[section]?.remove(at: row) } }
            binder.finish()
        }
        switch kind {
        case .table: bind(fixture.table!, TextCell.self)
        case .collection: bind(fixture.collection!, TextTile.self)
        }
        fixture.delete(0, 0)
        #expect(fixture.batches == [BatchUpdate(sectionDeletes: [0])], "\(kind): the row and its section go in one batch: \(fixture.batches)")
        #expect(fixture.view.screen == ["B"], "\(kind): \(fixture.view.screen)")
        fixture.flush()
        if accept {
            #expect(fixture.batches.count == 1, "\(kind): the update that hides the section finds it gone: \(fixture.batches)")
            #expect(fixture.view.screen == ["B"])
        } else {
            #expect(fixture.batches.last == BatchUpdate(sectionInserts: [0]) && fixture.view.screen == ["A", "B"],
                    "\(kind): the handler refused: the section comes back with its row: \(fixture.batches)")
        }
        #expect(fixture.log.entries.isEmpty, "\(kind): \(fixture.log.entries)")
    }

    /// A row a user moves into another section keeps its cell, configured for the section it left (a view keeps a
    /// moved row's cell): the update that follows configures it again — its chain's configuration takes the
    /// section. A row moved within its section is not configured again. (Before, the cell went on showing the first
    /// section's configuration — found by `fuzz-sections` once its rows' texts named their section.)
    @Test(arguments: ViewKind.allCases)
    func aRowAUserMovesIntoAnotherSectionIsConfiguredForIt(kind: ViewKind) {
        let fixture = KindFixture(kind)
        let people = People()
        fixture.bindMovingBetweenSections(people, showing: .manuallyManaged) { section, person in "\(section.rawValue) \(person.name)" }
        #expect(fixture.view.screen == ["0 A", "0 B", "0 C", "1 D"], "\(kind): \(fixture.view.screen)")
        #expect(fixture.move(path(2, 0), path(0, 0)) == path(0, 0), "\(kind): C moves to the top of its section")
        fixture.flush()
        #expect(fixture.batches == [BatchUpdate(itemMoves: [Move(from: path(2, 0), to: path(0, 0))])],
                "\(kind): the user's move alone — nothing to configure again: \(fixture.batches)")
        #expect(fixture.move(path(1, 0), path(1, 1)) == path(1, 1), "\(kind): A joins the second section, after D")
        fixture.flush()
        #expect(fixture.view.screen == ["0 C", "0 B", "1 D", "1 A"], "\(kind): A configured for its new section: \(fixture.view.screen)")
        #expect(fixture.batches.last == BatchUpdate(itemReconfigures: [path(1, 1)]), "\(kind): reconfigured: \(fixture.batches)")
        fixture.view.removeAllAppliedBatches()
        people.bySection[.first]?.append(Person(name: "E"))
        fixture.table?.refresh()
        fixture.collection?.refresh()
        fixture.flush()
        #expect(fixture.batches == [BatchUpdate(itemInserts: [path(2, 0)])], "\(kind): and A only once: \(fixture.batches)")
        #expect(fixture.log.entries.isEmpty, "\(kind): \(fixture.log.entries)")
    }

    /// Moving the last row of a section the display behaviour hides when empty into another: the view has moved
    /// the row already, and the update that follows hides the emptied section — valid batches, the row not moved twice.
    @Test(arguments: ViewKind.allCases)
    func movingTheLastRowOutOfAHiddenWhenEmptySectionHidesItOnce(kind: ViewKind) {
        let fixture = KindFixture(kind)
        let people = People()
        fixture.bindMovingBetweenSections(people, showing: .hidesSectionsWithNoCellData(orderingWith: { $0.sorted() })) { _, person in
            person.name
        }
        #expect(fixture.move(path(0, 1), path(3, 0)) == path(3, 0), "\(kind): D joins the first section")
        fixture.flush()
        #expect(fixture.batches == [BatchUpdate(itemMoves: [Move(from: path(0, 1), to: path(3, 0))]), BatchUpdate(sectionDeletes: [1]),
                                    BatchUpdate(itemReconfigures: [path(3, 0)])],
                "\(kind): the move, then the emptied section goes, and D is configured for its new section: \(fixture.batches)")
        fixture.flush()
        #expect(fixture.batches.count == 3 && fixture.view.screen == ["A", "B", "C", "D"], "\(kind): \(fixture.view.screen)")
        #expect(fixture.log.entries.isEmpty, "\(kind): \(fixture.log.entries)")
    }

    /// Rows with neither identity nor equality are diffed by count: after a delete the handler applied, the
    /// section's count already agrees; what the binder cannot compare it reloads, and nothing is deleted twice.
    @Test(arguments: ViewKind.allCases)
    func rowsWithNeitherIdentityNorEqualityAgreeAfterAnEdit(kind: ViewKind) {
        let fixture = KindFixture(kind)
        var notes = ["a", "b", "c"].map { Plain(text: $0) }
        func bind<Kind, Cell: HeadlessReusableView>(_ binder: SectionedBinder<Kind, Section>, _: Cell.Type) {
            binder.onSection(.first).bind(cellType: Cell.self, models: { notes })
                .onDequeue { _, cell, note in cell.text = note.text }
                .onDelete { row, _ in notes.remove(at: row) }
                .onMove { from, to, _ in notes.insert(notes.remove(at: from), at: to) }
            binder.displayedSections = [.first]
            binder.finish()
        }
        switch kind {
        case .table: bind(fixture.table!, TextCell.self)
        case .collection: bind(fixture.collection!, TextTile.self)
        }
        fixture.delete(0, 0)
        fixture.flush()
        #expect(fixture.view.screen == ["b", "c"], "\(kind): \(fixture.view.screen)")
        fixture.prepareToMove()
        fixture.move(path(0, 0), path(1, 0))
        fixture.flush()
        #expect(fixture.view.screen == ["c", "b"] && notes.map(\.text) == ["c", "b"], "\(kind): \(fixture.view.screen)")
        let deletes = fixture.batches.flatMap(\.itemDeletes)
        let inserts = fixture.batches.flatMap(\.itemInserts)
        #expect(deletes == [path(0, 0)] && inserts.isEmpty, "\(kind): one delete, none twice, nothing inserted: \(fixture.batches)")
    }

    // MARK: Collections: the Delete action finds its row when tapped

    @Test func aCollectionsDeleteActionDeletesTheRowItWasShownForAfterTheDataChanged() {
        let fixture = KindFixture(.collection)
        var people = ["A", "B", "C"].map { Person(name: $0) }
        let binder = fixture.collection!
        binder.onSection(.first).bind(cellType: TextTile.self, models: { people })
            .onDequeue { _, cell, person in cell.text = person.name }
            .onDelete { row, person in
                fixture.calls.record("delete \(row) \(person.name)")
                people.remove(at: row)
            }
        binder.displayedSections = [.first]
        binder.finish()
        let collection = fixture.view as! HeadlessCollectionView
        let delete = collection.swipe(item: 1, section: 0).first { $0.title == "Delete" }
        people.insert(Person(name: "Z"), at: 0)                 // the data changes while the action is shown
        binder.refresh()
        fixture.flush()
        var done: Bool?
        delete?.handler { done = $0 }
        fixture.flush()
        #expect(done == true && fixture.calls.take() == ["delete 2 B"], "the row that was swiped (B, now row 2) is deleted")
        #expect(fixture.view.screen == ["Z", "A", "C"], "\(fixture.view.screen)")
        // A row that is gone by the time its action is tapped is not deleted; nothing else is either.
        let gone = collection.swipe(item: 2, section: 0).first { $0.title == "Delete" }
        people.removeLast()
        binder.refresh()
        fixture.flush()
        gone?.handler { done = $0 }
        #expect(done == false && fixture.calls.take().isEmpty && fixture.view.screen == ["Z", "A"], "\(fixture.view.screen)")
        #expect(fixture.log.warnings.count == 1 && fixture.log.warnings[0].contains("nothing is deleted"), "\(fixture.log.warnings)")
    }
}

// MARK: - The editing verbs of either kind

extension EditingBothKindsTests.KindFixture {
    /// The titles of the actions a swipe reveals.
    func swipe(_ row: Int, _ section: Int, _ edge: HeadlessSwipeEdge = .trailing, sourceLocation: SourceLocation = #_sourceLocation) -> [String] {
        view.swipe(ItemPath(row: row, section: section), edge: edge, sourceLocation: sourceLocation).map(\.title)
    }

    /// Swipes and taps the action titled `title`; what its completion said.
    @discardableResult
    func perform(_ title: String, _ row: Int, _ section: Int, _ edge: HeadlessSwipeEdge = .trailing,
                 sourceLocation: SourceLocation = #_sourceLocation) -> Bool? {
        view.performSwipeAction(titled: title, at: ItemPath(row: row, section: section), edge: edge, sourceLocation: sourceLocation)
    }

    /// Deletes as a user does: a table's delete control, a collection's Delete action.
    func delete(_ row: Int, _ section: Int, sourceLocation: SourceLocation = #_sourceLocation) {
        view.delete(ItemPath(row: row, section: section), sourceLocation: sourceLocation)
    }

    /// Drags a row; where it landed.
    @discardableResult
    func move(_ source: ItemPath, _ destination: ItemPath, sourceLocation: SourceLocation = #_sourceLocation) -> ItemPath? {
        view.move(from: source, to: destination, sourceLocation: sourceLocation)
    }

    /// A table shows reorder controls only in editing mode; a collection moves items without it.
    func prepareToMove() {
        table?.setEditing(true, animated: false)
    }

    /// Binds `people` on every section with moves that may leave a section, and cells showing `text`; shows the
    /// sections by `behavior` (both, when manually managed); finishes, and prepares to move.
    func bindMovingBetweenSections(
        _ people: EditingBothKindsTests.People, showing behavior: SectionDisplayBehavior<Section>,
        text: @escaping (Section, Person) -> String
    ) {
        func bind<Kind, Cell: HeadlessReusableView>(_ binder: SectionedBinder<Kind, Section>, _: Cell.Type) {
            binder.sectionDisplayBehavior = behavior
            if case .manuallyManaged = behavior { binder.displayedSections = [.first, .second] }
            binder.onAllSections().bind(cellType: Cell.self, models: { people.bySection })
                .onDequeue { section, _, cell, person in cell.text = text(section, person) }
                .onMove { from, to, _ in people.move(from, to) }
                .movesLeaveSection(true)
            binder.finish()
        }
        switch kind {
        case .table: bind(table!, TextCell.self)
        case .collection: bind(collection!, TextTile.self)
        }
        prepareToMove()
    }
}
