import Braid
import BraidTesting
import Testing

/// Which sections show, in what order: `displayedSections` under `.manuallyManaged`, and the two hiding
/// behaviours with `Comparable`, raw-value and closure ordering, for enum and struct sections — on a headless table
/// and a headless collection view (headers are header views; the title rule is the table's).
@MainActor
@Suite("Section display behaviour")
struct SectionDisplayTests {
    /// A String-backed section whose case order differs from its raw values' order.
    enum Shelf: String, TableViewSection, Comparable {
        case zebra = "z", apple = "a", mango = "m"
    }

    // MARK: Manually managed

    @Test(arguments: ViewKind.allCases)
    func manuallyManagedShowsExactlyTheDisplayedSectionsInOrder(kind: ViewKind) { manuallyManagedShowsExactlyTheDisplayedSectionsInOrder(kind.type) }
    private func manuallyManagedShowsExactlyTheDisplayedSectionsInOrder<K: HeadlessKind>(_: K.Type) {
        let fixture = KindFixture<K>()
        let binder = bindThreeSections(fixture)
        binder.displayedSections = [.third, .first]
        binder.finish()
        #expect(fixture.view.screen == ["# [third]", "E", "# [first]", "A", "B"], "only the displayed sections, in the given order")
        #expect(binder.displayedSections == [.third, .first])
    }

    @Test(arguments: ViewKind.allCases)
    func changingTheDisplayedSectionsAnimatesSectionInsertsDeletesAndMoves(kind: ViewKind) { changingTheDisplayedSectionsAnimatesSectionInsertsDeletesAndMoves(kind.type) }
    private func changingTheDisplayedSectionsAnimatesSectionInsertsDeletesAndMoves<K: HeadlessKind>(_: K.Type) {
        let fixture = KindFixture<K>()
        let binder = bindThreeSections(fixture)
        binder.displayedSections = [.first, .second]
        binder.finish()
        binder.displayedSections = [.third, .second, .first]
        fixture.flush()
        #expect(fixture.batches == [BatchUpdate(sectionInserts: [0], sectionMoves: [Move(from: 1, to: 1)])],
                "third inserted, second moved ahead of first (one move); no row operations")
        #expect(fixture.view.screen == ["# [third]", "E", "# [second]", "C", "# [first]", "A", "B"])
        binder.displayedSections = [.first]
        fixture.flush()
        #expect(fixture.batches.last == BatchUpdate(sectionDeletes: [0, 1]), "third and second deleted")
        #expect(fixture.view.screen == ["# [first]", "A", "B"])
    }

    /// The original ignored the assignment; a port must not trap in production (issue 12): a warning, and the
    /// screen stays what the behaviour decides.
    @Test(arguments: ViewKind.allCases)
    func settingTheDisplayedSectionsUnderAHidingBehaviourIsIgnoredWithAWarning(kind: ViewKind) { settingTheDisplayedSectionsUnderAHidingBehaviourIsIgnoredWithAWarning(kind.type) }
    private func settingTheDisplayedSectionsUnderAHidingBehaviourIsIgnoredWithAWarning<K: HeadlessKind>(_: K.Type) {
        let fixture = KindFixture<K>()
        let binder = bindThreeSections(fixture)
        binder.sectionDisplayBehavior = .hidesSectionsWithNoCellData
        binder.finish()
        let before = fixture.view.screen
        binder.displayedSections = [.first]
        fixture.flush()
        #expect(fixture.log.errors.isEmpty, "misuse the original ignored is not an error: \(fixture.log.errors)")
        #expect(fixture.log.warnings.count == 1 && fixture.log.warnings[0].contains("ignored")
                    && fixture.log.warnings[0].contains("manuallyManaged"),
                "the warning says the assignment is ignored and what to do: \(fixture.log.warnings)")
        #expect(binder.displayedSections == [.first, .second, .third], "the behaviour still decides")
        #expect(fixture.view.screen == before, "the screen is unchanged")
        #expect(fixture.batches.isEmpty, "nothing was applied: \(fixture.batches)")
    }

    // MARK: Hiding sections

    @Test(arguments: ViewKind.allCases)
    func hidingSectionsWithNoCellDataHidesASectionThatOnlyHasAHeader(kind: ViewKind) { hidingSectionsWithNoCellDataHidesASectionThatOnlyHasAHeader(kind.type) }
    private func hidingSectionsWithNoCellDataHidesASectionThatOnlyHasAHeader<K: HeadlessKind>(_: K.Type) {
        let fixture = KindFixture<K>()
        let binder = fixture.sectioned(Section.self)
        var first: [Person] = [Person(name: "A")]
        var second: [Person] = []
        binder.onSection(.first).bind(cellType: K.Text.self, models: { first }).bind(headerType: K.Header.self, viewModel: .init(title: "FIRST"))
            .onDequeue { _, cell, person in cell.text = person.label }
        binder.onSection(.second).bind(cellType: K.Text.self, models: { second }).bind(headerType: K.Header.self, viewModel: .init(title: "SECOND"))
            .onDequeue { _, cell, person in cell.text = person.label }
        binder.sectionDisplayBehavior = .hidesSectionsWithNoCellData
        binder.finish()
        #expect(fixture.view.screen == ["# [FIRST]", "A"], "SECOND has a header but no cells: hidden")

        second = [Person(name: "C"), Person(name: "D")]
        binder.refresh()
        fixture.flush()
        #expect(fixture.batches == [BatchUpdate(sectionInserts: [1])],
                "the section is inserted whole; its rows are not inserted a second time")
        #expect(fixture.view.screen == ["# [FIRST]", "A", "# [SECOND]", "C", "D"])

        first = []
        binder.refresh()
        fixture.flush()
        #expect(fixture.batches.last == BatchUpdate(sectionDeletes: [0]), "an emptied section is deleted whole")
        #expect(fixture.view.screen == ["# [SECOND]", "C", "D"])
        #expect(fixture.log.entries.isEmpty, "no diagnostics: \(fixture.log.entries)")
    }

    /// How a section's header is given: a view with a view model (both kinds) or a title (tables).
    enum HeaderForm: String, CustomTestStringConvertible, Sendable {
        case view, title
        var testDescription: String { rawValue }
    }

    @Test(arguments: [(ViewKind.table, HeaderForm.title), (.table, .view), (.collection, .view)])
    func hidingSectionsWithNoDataKeepsASectionWithAHeaderUntilTheHeaderGoes(kind: ViewKind, form: HeaderForm) {
        hidingSectionsWithNoDataKeepsASectionWithAHeaderUntilTheHeaderGoes(kind.type, form)
    }
    private func hidingSectionsWithNoDataKeepsASectionWithAHeaderUntilTheHeaderGoes<K: HeadlessKind>(_: K.Type, _ form: HeaderForm) {
        let fixture = KindFixture<K>()
        let binder = fixture.sectioned(Section.self)
        var header: TitleHeaderView.ViewModel? = .init(title: "SECOND")
        binder.onSection(.first).bind(cellType: K.Text.self, models: [Person(name: "A")])
            .onDequeue { _, cell, person in cell.text = person.label }
        let second = binder.onSection(.second).bind(cellType: K.Text.self, models: [Person]())
        switch form {
        case .view: second.bind(headerType: K.Header.self, viewModel: { header })
        case .title: (binder as? SectionedTableViewBinder<Section>)?.onSection(.second).bind(headerTitle: { header?.title })
        }
        binder.sectionDisplayBehavior = .hidesSectionsWithNoData
        binder.finish()
        #expect(fixture.view.screen == ["A", form == .view ? "# [SECOND]" : "# SECOND"],
                "\(fixture.kind) \(form): a header is data: the section shows")
        header = nil
        binder.refresh()
        fixture.flush()
        #expect(fixture.batches == [BatchUpdate(sectionDeletes: [1])],
                "\(fixture.kind) \(form): without its header (a nil view model is none) the section has no data: \(fixture.batches)")
        #expect(fixture.view.screen == ["A"], "\(fixture.kind) \(form)")
    }

    @Test(arguments: ViewKind.allCases)
    func hidingSectionsOrdersComparableSectionsAndAnswersDisplayedSections(kind: ViewKind) { hidingSectionsOrdersComparableSectionsAndAnswersDisplayedSections(kind.type) }
    private func hidingSectionsOrdersComparableSectionsAndAnswersDisplayedSections<K: HeadlessKind>(_: K.Type) {
        let fixture = KindFixture<K>()
        let binder = bindThreeSections(fixture)
        binder.sectionDisplayBehavior = .hidesSectionsWithNoCellData
        binder.finish()
        #expect(binder.displayedSections == [.first, .second, .third], "Comparable order (raw values)")
    }

    @Test(arguments: ViewKind.allCases)
    func rawValueBackedSectionsAreOrderedByTheirRawValues(kind: ViewKind) { rawValueBackedSectionsAreOrderedByTheirRawValues(kind.type) }
    private func rawValueBackedSectionsAreOrderedByTheirRawValues<K: HeadlessKind>(_: K.Type) {
        let fixture = KindFixture<K>()
        let binder = fixture.sectioned(Shelf.self)
        binder.onAllSections()
            .bind(cellType: K.Text.self, models: [Shelf.zebra: ["Z"], .apple: ["A"], .mango: ["M"]])
            .onDequeue { _, _, cell, text in cell.text = text }
        binder.sectionDisplayBehavior = .hidesSectionsWithNoCellData
        binder.finish()
        #expect(fixture.view.screen == ["A", "M", "Z"], "Braid's < compares raw values: a, m, z")
        #expect(Shelf.apple < Shelf.zebra && Shelf.mango < Shelf.zebra)
    }

    @Test(arguments: ViewKind.allCases)
    func aClosureOrdersSectionsThatAreNotComparable(kind: ViewKind) { aClosureOrdersSectionsThatAreNotComparable(kind.type) }
    private func aClosureOrdersSectionsThatAreNotComparable<K: HeadlessKind>(_: K.Type) {
        let fixture = KindFixture<K>()
        let binder = fixture.sectioned(DynamicSection.self)
        var feed: [DynamicSection: [String]] = [
            DynamicSection(title: "b-news"): ["N1"], DynamicSection(title: "a-sport"): ["S1", "S2"],
            DynamicSection(title: "c-empty"): [],
        ]
        binder.onAllSections()
            .bind(cellType: K.Text.self, models: { feed })
            .onDequeue { _, _, cell, text in cell.text = text }
            .bind(headerType: K.Header.self, viewModels: { Dictionary(uniqueKeysWithValues: feed.keys.map { ($0, .init(title: $0.title)) }) })
        binder.sectionDisplayBehavior = .hidesSectionsWithNoCellData(orderedWith: { $0.sorted { $0.title < $1.title } })
        binder.finish()
        #expect(fixture.view.screen == ["# [a-sport]", "S1", "S2", "# [b-news]", "N1"], "ordered by the closure; empty hidden")

        feed[DynamicSection(title: "c-empty")] = ["E1"]
        feed[DynamicSection(title: "0-new")] = ["X"]
        binder.refresh()
        fixture.flush()
        #expect(fixture.batches == [BatchUpdate(sectionInserts: [0, 3])], "sections found at run time are inserted in order")
        #expect(fixture.view.screen == ["# [0-new]", "X", "# [a-sport]", "S1", "S2", "# [b-news]", "N1", "# [c-empty]", "E1"])
        #expect(fixture.log.entries.isEmpty, "no diagnostics: \(fixture.log.entries)")
    }

    @Test(arguments: ViewKind.allCases)
    func changingTheBehaviourUpdatesTheTable(kind: ViewKind) { changingTheBehaviourUpdatesTheTable(kind.type) }
    private func changingTheBehaviourUpdatesTheTable<K: HeadlessKind>(_: K.Type) {
        let fixture = KindFixture<K>()
        let binder = bindThreeSections(fixture)
        binder.displayedSections = [.second]
        binder.finish()
        binder.sectionDisplayBehavior = .hidesSectionsWithNoCellData
        fixture.flush()
        #expect(fixture.batches == [BatchUpdate(sectionInserts: [0, 2])], "first and third appear around second")
        #expect(binder.displayedSections == [.first, .second, .third])
    }

    // MARK: Helpers

    /// `.first` (A, B), `.second` (C) and `.third` (E), each with its name as header title.
    private func bindThreeSections<K: HeadlessKind>(_ fixture: KindFixture<K>) -> SectionedBinder<K, Section> {
        let binder = fixture.sectioned(Section.self)
        binder.onAllSections()
            .bind(cellType: K.Text.self, models: [
                Section.first: [Person(name: "A"), Person(name: "B")], .second: [Person(name: "C")], .third: [Person(name: "E")],
            ])
            .onDequeue { _, _, cell, person in cell.text = person.label }
            .bind(headerType: K.Header.self, viewModels: [.first: .init(title: "first"), .second: .init(title: "second"), .third: .init(title: "third")])
        return binder
    }
}
