import Braid
import BraidTesting
import Testing

#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif

/// A screen written with the original library's spellings and shapes ports by changing the view types only
/// (issue 12): it compiles, and it behaves as the original did.
@MainActor
@Suite("Porting from the original")
struct PortTests {
    // MARK: Spellings

    @Test func theOriginalsOrderingWithLabelHidesEmptySectionsAndOrders() {
        let fixture = Fixture()
        let binder = fixture.sectioned(Section.self)
        binder.onAllSections()
            .bind(cellType: TextCell.self, models: [Section.first: ["a"], .second: [], .third: ["c"]])
            .onDequeue { _, _, cell, text in cell.text = text }
        binder.sectionDisplayBehavior = .hidesSectionsWithNoCellData(orderingWith: { $0.sorted().reversed() })
        binder.finish()
        #expect(fixture.table.screen == ["c", "a"], "the empty section is hidden and the closure orders: \(fixture.table.screen)")

        let other = Fixture()
        let withData = other.sectioned(Section.self)
        withData.onAllSections().bind(cellType: TextCell.self, models: [Section.first: ["a"]])
            .onDequeue { _, _, cell, text in cell.text = text }
            .bind(headerTitles: [.second: "SECOND"])
        withData.sectionDisplayBehavior = .hidesSectionsWithNoData(orderingWith: { $0.sorted() })
        withData.finish()
        #expect(other.table.screen == ["a", "# SECOND"], "a section with only a title has data: \(other.table.screen)")
    }

    /// The original's initializer took the display behaviour; its property names are kept as aliases.
    @Test func theOriginalsInitializerAndPropertyNamesCompileAndAct() {
        let fixture = Fixture()
        let binder = SectionedTableViewBinder(
            tableView: fixture.table, sectionedBy: Section.self, sectionDisplayBehavior: .hidesSectionsWithNoCellData,
            scheduler: fixture.scheduler)
        binder.automaticallyRegister = false
        #expect(!binder.automaticallyRegistersCells, "automaticallyRegister is the original's name for it")
        binder.automaticallyRegister = true
        binder.onAllSections().bind(cellType: TextCell.self, models: [Section.first: [], .second: ["b"]])
            .onDequeue { _, _, cell, text in cell.text = text }
        #expect(!binder.hasFinishedBinding, "binding is not over before finish()")
        binder.finish()
        #expect(binder.hasFinishedBinding, "hasFinishedBinding is the original's way to ask")
        #expect(fixture.table.screen == ["b"], "the behaviour given to init hides the empty section: \(fixture.table.screen)")
    }

    /// The original nested the behaviour's type in the binder; a helper returning one compiles as it was written.
    @Test func theOriginalsNestedSectionDisplayBehaviorNameIsTheSameType() {
        func behavior() -> SectionedTableViewBinder<Section>.SectionDisplayBehavior {
            .hidesSectionsWithNoData(orderingWith: { $0.sorted() })
        }
        let fixture = Fixture()
        let binder = fixture.sectioned(Section.self)
        binder.onSection(.second).bind(cellType: TextCell.self, models: ["b"]).onDequeue { _, cell, text in cell.text = text }
        binder.onSection(.first).bind(headerTitle: "FIRST")
        binder.sectionDisplayBehavior = behavior()
        let collectionBehavior: SectionedCollectionViewBinder<Section>.SectionDisplayBehavior = .manuallyManaged
        #expect(binder.displayedSections.isEmpty && String(describing: collectionBehavior) == "manuallyManaged")
        binder.finish()
        #expect(fixture.table.screen == ["# FIRST", "b"], "the nested name is the behaviour itself: \(fixture.table.screen)")
    }

    /// The original had two section animations: header and footer changes reloaded their section with
    /// `sectionHeaderFooterUpdateAnimation` (`.none` by default); `sectionUpdateAnimation` (`.automatic`) was
    /// for reloads its diff never made.
    @Test func headerAndFooterChangesTakeTheirOwnAnimationWhoseDefaultIsNone() {
        let fixture = Fixture()
        let binder = fixture.sectioned(Section.self)
        #expect(binder.sectionHeaderFooterUpdateAnimation == .none && binder.sectionUpdateAnimation == .automatic,
                "the original's defaults: \(binder.sectionHeaderFooterUpdateAnimation), \(binder.sectionUpdateAnimation)")
        var title = "A"
        binder.onSection(.first).bind(cellType: TextCell.self, models: ["a"]).bind(headerTitle: { title })
        binder.displayedSections = [.first]
        binder.finish()
        title = "B"
        binder.refresh()
        fixture.flush()
        binder.sectionUpdateAnimation = .left
        #expect(binder.sectionUpdateAnimation == .left && binder.sectionHeaderFooterUpdateAnimation == .none,
                "two properties, each with its own value")
        binder.sectionHeaderFooterUpdateAnimation = .fade
        title = "C"
        binder.refresh()
        fixture.flush()
        #expect(fixture.batches == [BatchUpdate(sectionReloads: [0]), BatchUpdate(sectionReloads: [0])], "\(fixture.batches)")
        #expect(fixture.table.appliedBatches.map(\.animations?.sectionReload) == [.some(.none), .fade],
                "each header change reloads its section with sectionHeaderFooterUpdateAnimation")
    }

    @Test func anyViewEventEmittingTellsCellsThatEmitEvents() {
        let cells: [AnyObject] = [ToggleCell(), TextCell()]
        #expect(cells.map { $0 is AnyViewEventEmitting } == [true, false])
    }

    /// A struct section identified by `collectionId`, carrying a value that is not `Hashable`, as the original
    /// allowed.
    struct ShelfSection: TableViewSection, CollectionIdentifiable {
        var collectionId: String
        var banner: Plain?   // not Hashable
    }

    @Test func aCollectionIdentifiableSectionIsTheSameSectionByItsIdentifier() {
        let fixture = Fixture()
        let binder = fixture.sectioned(ShelfSection.self)
        var sections = [ShelfSection(collectionId: "fruit", banner: Plain(text: "old"))]
        binder.onAllSections()
            .bind(cellType: TextCell.self, models: { Dictionary(uniqueKeysWithValues: sections.map { ($0, [$0.collectionId]) }) })
            .onDequeue { _, _, cell, text in cell.text = text }
        binder.displayedSections = sections
        binder.finish()
        sections = [ShelfSection(collectionId: "fruit", banner: Plain(text: "new"))]
        binder.displayedSections = sections
        fixture.flush()
        #expect(ShelfSection(collectionId: "a", banner: nil) == ShelfSection(collectionId: "a", banner: Plain(text: "x")))
        #expect(fixture.batches.isEmpty, "the same collectionId is the same section: nothing to animate: \(fixture.batches)")
        #expect(fixture.table.screen == ["fruit"])
    }

    /// `[Section: String?]` and `[Section: ViewModel?]`, in every source form: nil means none for that section.
    @Test(arguments: ["array", "closure", "publisher", "stream"])
    func multiSectionTitlesAndViewModelsMayBeOptional(form: String) async {
        let fixture = Fixture()
        let binder = fixture.sectioned(Section.self)
        let nameOrNil: String? = nil
        let titles: [Section: String?] = [.first: "FIRST", .second: nameOrNil]
        let footers: [Section: TitleHeaderView.ViewModel?] = [.first: nil, .second: .init(title: "end")]
        let (stream, continuation) = AsyncStream<[Section: String?]>.makeStream()
        let (footerStream, footerContinuation) = AsyncStream<[Section: TitleHeaderView.ViewModel?]>.makeStream()
        let chain = binder.onSections(.first, .second)
            .bind(cellType: TextCell.self, models: [.first: ["a"], .second: ["b"]])
            .onDequeue { _, _, cell, text in cell.text = text }
        switch form {
        case "array":
            chain.bind(headerTitles: titles).bind(footerType: TitleHeaderView.self, viewModels: footers)
        case "closure":
            chain.bind(headerTitles: { [.first: "FIRST", .second: nameOrNil] })
                .bind(footerType: TitleHeaderView.self, viewModels: { footers })
        case "publisher":
            chain.bind(headerTitles: Just(titles)).bind(footerType: TitleHeaderView.self, viewModels: Just(footers))
        default:
            chain.bind(headerTitles: stream).bind(footerType: TitleHeaderView.self, viewModels: footerStream)
            continuation.yield(titles)
            footerContinuation.yield(footers)
        }
        binder.displayedSections = [.first, .second]
        binder.finish()
        if form == "stream" {
            for _ in 0..<100 where fixture.table.screen.count < 4 {
                await Task.yield()
                fixture.flush()
            }
        }
        #expect(fixture.table.screen == ["# FIRST", "a", "b", "## [end]"],
                "nil values show no title and no view for their section (\(form)): \(fixture.table.screen)")
        #expect(fixture.log.entries.isEmpty, "nothing to report: \(fixture.log.entries)")
    }

    // MARK: Misuse the original ignored

    @Test func aSourceDrivingTheDisplayedSectionsUnderAHidingBehaviourIsIgnoredWithAWarning() {
        let fixture = Fixture()
        let binder = fixture.sectioned(Section.self)
        binder.onAllSections().bind(cellType: TextCell.self, models: [Section.first: ["a"], .second: ["b"]])
            .onDequeue { _, _, cell, text in cell.text = text }
        binder.sectionDisplayBehavior = .hidesSectionsWithNoCellData
        binder.bind(displayedSections: Just([Section.second]))
        binder.finish()
        fixture.flush()
        #expect(fixture.log.errors.isEmpty, "the original ignored it; no trap: \(fixture.log.errors)")
        #expect(fixture.log.warnings.count == 1 && fixture.log.warnings[0].contains("ignored"),
                "a warning says the source is ignored: \(fixture.log.warnings)")
        #expect(fixture.table.screen == ["a", "b"], "the behaviour still decides")
    }

    // MARK: A title and a custom view on the same section

    /// The original's data source never returned a title for a section with a custom view bound: the view is the
    /// header, and without a view model there is no header at all.
    @Test(arguments: ["value", "closure", "publisher"])
    func aBoundHeaderViewHidesTheTitleEvenWithoutAViewModel(form: String) {
        let fixture = Fixture()
        let binder = fixture.sectioned(Section.self)
        var viewModel: TitleHeaderView.ViewModel? = nil
        let subject = CurrentValueSubject<TitleHeaderView.ViewModel?, Never>(nil)
        let chain = binder.onSection(.first)
            .bind(cellType: TextCell.self, models: ["a"])
            .onDequeue { _, cell, text in cell.text = text }
            .bind(headerTitle: "TITLE")
            .bind(footerTitle: "FOOTER")
        switch form {
        case "value":
            chain.bind(headerType: TitleHeaderView.self, viewModel: nil)
                .bind(footerType: TitleHeaderView.self, viewModel: nil)
        case "closure":
            chain.bind(headerType: TitleHeaderView.self, viewModel: { viewModel })
                .bind(footerType: TitleHeaderView.self, viewModel: { nil })
        default:
            chain.bind(headerType: TitleHeaderView.self, viewModel: subject)
                .bind(footerType: TitleHeaderView.self, viewModel: Just(nil))
        }
        binder.displayedSections = [.first]
        binder.finish()
        fixture.flush()
        #expect(fixture.table.screen == ["a"], "no view model, no header or footer — not the titles (\(form)): \(fixture.table.screen)")
        guard form != "value" else { return }
        viewModel = .init(title: "view")
        subject.send(.init(title: "view"))
        binder.refresh()
        fixture.flush()
        #expect(fixture.table.screen == ["# [view]", "a"], "the view shows once it has a view model (\(form)): \(fixture.table.screen)")
        viewModel = nil
        subject.send(nil)
        binder.refresh()
        fixture.flush()
        #expect(fixture.table.screen == ["a"], "and goes again without the title (\(form)): \(fixture.table.screen)")
    }
}
