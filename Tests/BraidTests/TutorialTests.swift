import Braid
import BraidTesting
import Testing

/// The original tutorials' code samples (Documentation/1–8), with the view types substituted —
/// `UITableView` → `HeadlessTableView`, `UITableViewCell` → `HeadlessTableViewCell`, `UILabel` → a small
/// `Label`, `UITableViewAutomaticDimension` → `.automaticDimension` — compile and behave as the text says.
///
/// RxSwift samples (`.rx.bind`) are left out: reactive sources are not part of the binder yet. Where a
/// sample is incomplete Swift (`...` bodies, non-exhaustive switches, unused bindings), the smallest
/// completion is made and marked `// completed`.
@MainActor
@Suite("Tutorials")
struct TutorialTests {
    // MARK: 1 — Getting started

    enum GettingStarted {
        struct Person {
            let name: String
            let age: Int
        }

        /// `UILabel`, reduced to its text.
        final class Label { var text: String? }

        class MyCustomTableViewCell: HeadlessTableViewCell {
            let titleLabel = Label()
            override var renderedText: String { titleLabel.text ?? "" }
        }

        enum Section: TableViewSection {
            case friends
            case enemies
            case undecided
        }

        final class EnemyTableViewCell: HeadlessTableViewCell {}
        final class MyTableViewCell: HeadlessTableViewCell {}
    }

    @Test func gettingStartedASectionlessTableShowsOneCellPerPerson() {
        typealias Person = GettingStarted.Person
        typealias MyCustomTableViewCell = GettingStarted.MyCustomTableViewCell
        var shown: [String] = []

        let tableView = HeadlessTableView()
        let binder = TableViewBinder(tableView: tableView)
        let people = [
            Person(name: "John", age: 32),
            Person(name: "Mary", age: 45),
            Person(name: "Mohammed", age: 16),
        ]
        tableView.register(MyCustomTableViewCell.self)
        binder.onTable()
            .bind(cellType: MyCustomTableViewCell.self, models: people)
            .onDequeue { (row: Int, cell: MyCustomTableViewCell, person: Person) in
                cell.titleLabel.text = person.name
            }
            .onTapped { (row: Int, cell: MyCustomTableViewCell, person: Person) in
                shown.append(person.name)  // completed: "show a 'details' VC with the given 'person' object"
            }
        binder.finish()

        #expect(tableView.screen == ["John", "Mary", "Mohammed"], "one cell per person, set up by onDequeue")
        tableView.tap(row: 1, section: 0)
        #expect(shown == ["Mary"], "onTapped gets the tapped person")
    }

    @Test func gettingStartedASectionedTableBindsSectionsAloneAndTogether() {
        typealias Person = GettingStarted.Person
        typealias Section = GettingStarted.Section
        typealias EnemyTableViewCell = GettingStarted.EnemyTableViewCell
        typealias MyTableViewCell = GettingStarted.MyTableViewCell
        var log: [String] = []

        let tableView = HeadlessTableView()
        let binder = SectionedTableViewBinder(tableView: tableView, sectionedBy: Section.self)
        let friends = [Person(name: "Asif", age: 27), Person(name: "Joanne", age: 31)]
        let enemies = [Person(name: "Joseph", age: 22), Person(name: "Sue", age: 42)]
        let undecided = [Person(name: "Madeleine", age: 54), Person(name: "Jorge", age: 19)]

        binder.onSection(.enemies)
            .bind(cellType: EnemyTableViewCell.self, models: enemies)
            .bind(headerTitle: "ENEMIES")
            .onDequeue { (row: Int, cell: EnemyTableViewCell, person: Person) in
                cell.text = "✗ " + person.name  // completed: "setup cell"
            }
            .onTapped { (row: Int, cell: EnemyTableViewCell, person: Person) in
                log.append("enemy \(person.name)")
            }

        binder.onSections([.friends, .undecided])
            .bind(cellType: MyTableViewCell.self, models: [
                .friends: friends,
                .undecided: undecided,
            ])
            .bind(headerTitles: [
                .friends: "FRIENDS",
                .undecided: "NOT SURE YET",
            ])
            .onDequeue { (section: Section, row: Int, cell: MyTableViewCell, person: Person) in
                cell.text = person.name
            }
            .onTapped { (section: Section, row: Int, cell: MyTableViewCell, person: Person) in
                log.append("\(section) \(person.name)")
            }

        binder.displayedSections = [.friends, .enemies, .undecided]
        binder.finish()

        #expect(tableView.screen == [
            "# FRIENDS", "Asif", "Joanne", "# ENEMIES", "✗ Joseph", "✗ Sue", "# NOT SURE YET", "Madeleine", "Jorge",
        ])
        tableView.tap(row: 1, section: 1)
        tableView.tap(row: 0, section: 2)
        #expect(log == ["enemy Sue", "undecided Madeleine"], "each chain's handlers run only for its own sections")
    }

    // MARK: 2 — Updating data

    enum UpdatingData {
        enum Section: TableViewSection { case first, second, third }
        struct MyModel: CollectionIdentifiable, Equatable {
            var name: String
            var collectionId: String { name }
        }
        final class MyCell: HeadlessTableViewCell {}
        final class MyOtherCell: HeadlessTableViewCell {}

        /// The 'row of cars': the license plate is the identity, the paint is content.
        struct Car: CollectionIdentifiable, Equatable {
            var licensePlate: String
            var paint: String
            var collectionId: String { licensePlate }
        }
    }

    @Test func updatingDataWithClosuresAndUpdateCallbacks() {
        typealias MyModel = UpdatingData.MyModel
        typealias MyCell = UpdatingData.MyCell
        typealias MyOtherCell = UpdatingData.MyOtherCell
        let scheduler = ManualUpdateScheduler()
        let tableView = HeadlessTableView()
        let binder = SectionedTableViewBinder(tableView: tableView, sectionedBy: UpdatingData.Section.self, scheduler: scheduler)
        var updateFirstSection: () -> Void = {}
        var updateSecondThirdSections: () -> Void = {}

        var firstSectionModels: [MyModel] = [MyModel(name: "a")]
        var secondSectionModels: [MyModel] = [MyModel(name: "b")]
        let thirdSectionModels: [MyModel] = [MyModel(name: "c")]

        binder.onSection(.first)
            .bind(
                cellType: MyCell.self,
                models: { firstSectionModels },
                updatedBy: &updateFirstSection)
            .onDequeue { row, cell, model in
                cell.text = model.name
            }

        binder.onSections([.second, .third])
            .bind(
                cellType: MyOtherCell.self,
                models: {
                    [.second: secondSectionModels, .third: thirdSectionModels]
                },
                updatedBy: &updateSecondThirdSections)
            .onDequeue { _, _, cell, model in cell.text = model.name }  // completed: "..."

        var headerTitle: String? = "INITIAL TITLE"
        binder.onSection(.first)
            .bind(headerTitle: { headerTitle })

        binder.displayedSections = [.first, .second, .third]
        binder.finish()
        #expect(tableView.screen == ["# INITIAL TITLE", "a", "b", "c"])

        firstSectionModels.append(MyModel(name: "a2"))
        updateFirstSection()
        scheduler.flush()
        #expect(tableView.screen == ["# INITIAL TITLE", "a", "a2", "b", "c"], "the update callback re-reads the closures")

        secondSectionModels = []
        headerTitle = "NEW TITLE"
        binder.refresh()
        updateSecondThirdSections()
        scheduler.flush()
        #expect(tableView.screen == ["# NEW TITLE", "a", "a2", "c"], "refresh() and the callbacks coalesce into one update")
        #expect(tableView.appliedBatches.count == 2, "one batch per flush")
    }

    @Test func updatingDataIdentityMovesCarsAndEqualityReloadsThem() {
        typealias Car = UpdatingData.Car
        let scheduler = ManualUpdateScheduler()
        let tableView = HeadlessTableView()
        let binder = TableViewBinder(tableView: tableView, scheduler: scheduler)
        var cars = [Car(licensePlate: "AAA", paint: "red"), Car(licensePlate: "BBB", paint: "blue")]
        binder.onTable()
            .bind(cellType: UpdatingData.MyCell.self, models: { cars })
            .onDequeue { _, cell, car in cell.text = "\(car.licensePlate) \(car.paint)" }
        binder.finish()
        cars = [Car(licensePlate: "BBB", paint: "blue"), Car(licensePlate: "AAA", paint: "green")]
        binder.refresh()
        scheduler.flush()
        let batches = tableView.appliedBatches.map(\.batch)
        #expect(batches.flatMap(\.itemMoves).count == 1, "re-ordered cars are found by their plates: one move")
        #expect(batches.flatMap(\.itemReconfigures) == [path(1, 0)], "the repainted car's cell is reconfigured")
        #expect(tableView.screen == ["BBB blue", "AAA green"])
    }

    // MARK: 3 — Other data binding methods

    enum DataBindingMethods {
        enum Section: TableViewSection { case first }
        struct MyModel { var title: String }

        class CustomTableViewCell: HeadlessTableViewCell, ReuseIdentifiable {}

        class CustomViewModelCell: HeadlessTableViewCell, ReuseIdentifiable, ViewModelBindable {
            struct ViewModel {
                let title: String
                let subtitle: String
            }

            var viewModel: ViewModel? {
                didSet {
                    text = [viewModel?.title, viewModel?.subtitle].compactMap { $0 }.joined(separator: " / ")
                }
            }
        }

        final class MyFirstCellType: HeadlessTableViewCell {}
        final class MySecondCellType: HeadlessTableViewCell {}
        final class MyCellType: HeadlessTableViewCell {}

        enum Model {
            case string(String)
            case integer(Int)
        }
    }

    @Test func dataBindingMethodsCellTypeWithModelsViewModelsAndMapping() {
        typealias D = DataBindingMethods
        let tableView = HeadlessTableView()
        let binder = SectionedTableViewBinder(tableView: tableView, sectionedBy: D.Section.self)
        let models: [D.MyModel] = [D.MyModel(title: "one"), D.MyModel(title: "two")]

        binder.onSection(.first)
            .bind(cellType: D.CustomViewModelCell.self,
                  models: models,
                  mapToViewModels: { (model: D.MyModel) in
                      return D.CustomViewModelCell.ViewModel(title: model.title, subtitle: "mapped")
                  })
        binder.displayedSections = [.first]
        binder.finish()
        #expect(tableView.screen == ["one / mapped", "two / mapped"], "the view models are set on the cells; no onDequeue needed")

        let other = HeadlessTableView()
        let viewModelBinder = SectionedTableViewBinder(tableView: other, sectionedBy: D.Section.self)
        let viewModels: [D.CustomViewModelCell.ViewModel] = [.init(title: "banner", subtitle: "static")]
        viewModelBinder.onSection(.first)
            .bind(cellType: D.CustomViewModelCell.self, viewModels: viewModels)
        viewModelBinder.displayedSections = [.first]
        viewModelBinder.finish()
        #expect(other.screen == ["banner / static"])
        #expect(other.counters.cellDequeues == ["CustomViewModelCell": 1], "a ReuseIdentifiable cell's default identifier is its name")
    }

    @Test func dataBindingMethodsCellProvidersChooseTheCellType() {
        typealias D = DataBindingMethods
        let anyTable = HeadlessTableView()
        let anyBinder = TableViewBinder(tableView: anyTable)
        let models: [Any] = ["dog", "cat", 42, "raptor"]
        anyBinder.onTable()
            .bind(cellProvider: { (tableView, row: Int, model: Any) in
                if model is String {  // completed: the sample binds `string` and never uses it
                    return tableView.dequeue(D.MyFirstCellType.self)
                } else {
                    return tableView.dequeue(D.MySecondCellType.self)
                }
            }, models: models)
        anyBinder.finish()
        #expect(anyTable.counters.cellDequeues == ["MyFirstCellType": 3, "MySecondCellType": 1])

        let enumTable = HeadlessTableView()
        let enumBinder = TableViewBinder(tableView: enumTable)
        let enumModels: [D.Model] = [.string("dog"), .string("cat"), .integer(42)]
        enumBinder.onTable()
            .bind(cellProvider: { (tableView, row: Int, model: D.Model) in
                switch model {
                case .string:
                    return tableView.dequeue(D.MyFirstCellType.self)
                case .integer:
                    return tableView.dequeue(D.MySecondCellType.self)
                }
            }, models: enumModels)
        enumBinder.finish()
        #expect(enumTable.counters.cellDequeues == ["MyFirstCellType": 2, "MySecondCellType": 1])

        let countTable = HeadlessTableView()
        let countBinder = TableViewBinder(tableView: countTable)
        countBinder.onTable()
            .bind(cellProvider: { (tableView: CellDequeuer, row: Int) in
                return tableView.dequeue(D.MyCellType.self)
            }, numberOfCells: 5)
        countBinder.finish()
        #expect(countTable.numberOfRows(inSection: 0) == 5 && countTable.counters.cellDequeues == ["MyCellType": 5])
    }

    // MARK: 4 — Custom cell events

    enum CustomCellEvents {
        enum Section: TableViewSection { case first, someSection }

        class TextFieldTableViewCell: HeadlessTableViewCell, ViewEventEmitting, ViewModelBindable {
            enum ViewEvent {
                case textEntryStarted
                case textEntered(text: String)
                case textEntryEnded
            }

            var viewModel: String? { didSet { text = viewModel ?? "" } }
            var fieldText = ""

            func textEntryStarted() {
                self.emit(event: .textEntryStarted)
            }

            func textEntered() {
                let text = self.fieldText
                self.emit(event: .textEntered(text: text))
            }

            func textEntryEnded() {
                self.emit(event: .textEntryEnded)
            }
        }

        class ToggleTableViewCell: HeadlessTableViewCell, ViewEventEmitting {
            enum ViewEvent { case switchToggled(state: Bool) }
            func toggle(_ state: Bool) { emit(event: .switchToggled(state: state)) }
        }

        enum FormItem: Int, CollectionIdentifiable {
            case username
            case password
            case email
            case sendMeStuff
        }
    }

    @Test func customCellEventsReachTheChainWithRowCellAndEvent() {
        typealias C = CustomCellEvents
        var log: [String] = []
        let tableView = HeadlessTableView()
        let binder = SectionedTableViewBinder(tableView: tableView, sectionedBy: C.Section.self)
        binder.onSection(.first)
            .bind(cellType: C.TextFieldTableViewCell.self, viewModels: { ["Name", "City"] })
            .onEvent(from: C.TextFieldTableViewCell.self) { row, cell, event in
                switch event {
                case .textEntryStarted:
                    log.append("\(row) started")
                case .textEntered(let text):
                    log.append("\(row) entered \(text)")
                case .textEntryEnded:
                    log.append("\(row) ended")
                }
            }
        binder.displayedSections = [.first]
        binder.finish()
        tableView.emitEvent(fromCellAt: path(1, 0), as: C.TextFieldTableViewCell.self) { cell in
            cell.textEntryStarted()
            cell.fieldText = "Paris"
            cell.textEntered()
            cell.textEntryEnded()
        }
        #expect(log == ["1 started", "1 entered Paris", "1 ended"])
    }

    @Test func customCellEventsInAMultiCellTypeFormAndItsAnimatedChanges() {
        typealias C = CustomCellEvents
        typealias FormItem = C.FormItem
        typealias TextFieldTableViewCell = C.TextFieldTableViewCell
        typealias ToggleTableViewCell = C.ToggleTableViewCell
        var saved: [String] = []
        let scheduler = ManualUpdateScheduler()
        let tableView = HeadlessTableView()
        let binder = SectionedTableViewBinder(tableView: tableView, sectionedBy: C.Section.self, scheduler: scheduler)

        var displayedFormItems: [FormItem] = [.username, .password, .email, .sendMeStuff]

        binder.onSection(.someSection)
            .bind(
                cellProvider: { tableView, row, formItem in
                    switch formItem {
                    case .username, .password, .email:
                        return tableView.dequeue(TextFieldTableViewCell.self)
                    case .sendMeStuff:
                        return tableView.dequeue(ToggleTableViewCell.self)
                    }
                }, models: {
                    return displayedFormItems
                })
            .onEvent(from: TextFieldTableViewCell.self) { row, cell, event, formItem in
                switch (event, formItem) {
                case (.textEntered(let text), .username):
                    saved.append("username \(text)")
                case (.textEntered(let text), .password):
                    saved.append("password \(text)")
                case (.textEntered(let text), .email):
                    saved.append("email \(text)")
                default:  // completed: the sample's switch is not exhaustive
                    break
                }
            }
            .onEvent(from: ToggleTableViewCell.self) { row, cell, event in
                switch event {
                case .switchToggled(let state):
                    saved.append("toggle \(state)")
                }
            }
        binder.displayedSections = [.someSection]
        binder.finish()

        tableView.emitEvent(fromCellAt: path(2, 0), as: TextFieldTableViewCell.self) { $0.fieldText = "a@b.c"; $0.textEntered() }
        tableView.emitEvent(fromCellAt: path(3, 0), as: ToggleTableViewCell.self) { $0.toggle(false) }
        #expect(saved == ["email a@b.c", "toggle false"], "each cell type's handler, with the form item of the row")

        displayedFormItems = [.username, .password, .sendMeStuff]
        binder.refresh()
        scheduler.flush()
        #expect(tableView.appliedBatches.map(\.batch) == [BatchUpdate(itemDeletes: [path(2, 0)])],
                "FormItem's default collectionId lets the form animate: the email row is deleted")
        tableView.emitEvent(fromCellAt: path(2, 0), as: ToggleTableViewCell.self) { $0.toggle(true) }
        #expect(saved.last == "toggle true")
    }

    // MARK: 5 — Hiding, showing and ordering sections

    enum SectionDisplay {
        enum Section: TableViewSection, Comparable {
            case first
            case second

            static func < (lhs: Section, rhs: Section) -> Bool {
                return lhs == .first && rhs == .second  // completed: "return ..."
            }
        }

        enum RawSection: Int, TableViewSection, Comparable {
            case first
            case second
        }

        enum Unordered: TableViewSection { case first, second }

        final class MyCell: HeadlessTableViewCell {}
    }

    @Test func sectionDisplayHidesSectionsWithNoCellDataOrNoData() {
        typealias S = SectionDisplay
        for hidesOnlyWithoutData in [false, true] {
            let tableView = HeadlessTableView()
            let binder = SectionedTableViewBinder(tableView: tableView, sectionedBy: S.Section.self)
            let firstModels: [Int] = [1, 2, 3]
            let secondModels: [Int] = []

            binder.onSection(.first)
                .bind(cellType: S.MyCell.self, models: firstModels)
                .bind(headerTitle: "FIRST")

            binder.onSection(.second)
                .bind(cellType: S.MyCell.self, models: secondModels)
                .bind(headerTitle: "SECOND")

            binder.sectionDisplayBehavior = hidesOnlyWithoutData ? .hidesSectionsWithNoData : .hidesSectionsWithNoCellData
            binder.finish()
            #expect(binder.displayedSections == (hidesOnlyWithoutData ? [.first, .second] : [.first]),
                    "with no cell data SECOND is hidden; with a header it still has data")
        }
    }

    @Test func sectionDisplayOrdersByComparableRawValueOrClosure() {
        typealias S = SectionDisplay
        let rawTable = HeadlessTableView()
        let rawBinder = SectionedTableViewBinder(tableView: rawTable, sectionedBy: S.RawSection.self)
        rawBinder.onAllSections().bind(cellType: S.MyCell.self, models: [.second: [2], .first: [1]])
        rawBinder.sectionDisplayBehavior = .hidesSectionsWithNoCellData
        rawBinder.finish()
        #expect(rawBinder.displayedSections == [.first, .second], "Braid's < orders raw-value sections by raw value")

        let closureTable = HeadlessTableView()
        let binder = SectionedTableViewBinder(tableView: closureTable, sectionedBy: S.Unordered.self)
        binder.onAllSections().bind(cellType: S.MyCell.self, models: [.second: [2], .first: [1]])
        binder.sectionDisplayBehavior = .hidesSectionsWithNoCellData(orderedWith: { unorderedSections in
            return unorderedSections.sorted(by: { lhs, _ in lhs == .second })  // completed: "..."
        })
        binder.finish()
        #expect(binder.displayedSections == [.second, .first], "the closure decides the order")
    }

    // MARK: 6 — Binding chain scopes

    enum ChainScopes {
        enum Section: TableViewSection {
            case first
            case second
            case third
            case fourth
            case fifth
        }

        final class FirstCellType: HeadlessTableViewCell {}
        final class SecondCellType: HeadlessTableViewCell {}
        final class ThirdCellType: HeadlessTableViewCell {}
    }

    @Test func bindingChainScopesAllOtherSectionsIsTheDefaultCase() {
        typealias C = ChainScopes
        let tableView = HeadlessTableView()
        let binder = SectionedTableViewBinder(tableView: tableView, sectionedBy: C.Section.self)
        binder.onSection(.first)
            .bind(cellType: C.FirstCellType.self, models: [1])
        binder.onSections(.second, .third)
            .bind(cellType: C.SecondCellType.self, models: [.second: [2], .third: [3]])
        binder.onAllOtherSections()
            .bind(cellType: C.ThirdCellType.self, models: [.fourth: [4], .fifth: [5]])
        binder.displayedSections = [.first, .second, .third, .fourth, .fifth]
        binder.finish()
        #expect(tableView.counters.cellDequeues == ["FirstCellType": 1, "SecondCellType": 2, "ThirdCellType": 2],
                "ThirdCellType is used for the fourth and fifth sections")
    }

    @Test func bindingChainScopesDimensionsFallBackToAnySection() {
        typealias C = ChainScopes
        let tableView = HeadlessTableView()
        let binder = SectionedTableViewBinder(tableView: tableView, sectionedBy: C.Section.self)
        binder.onAllSections().bind(cellType: C.FirstCellType.self, models: [.first: [1], .second: [2], .third: [3]])

        binder.onSection(.first)
            .dimensions(
                .cellHeight { _ in return 120 },
                .headerHeight { return 80 })

        binder.onSections(.second, .third)
            .dimensions(
                .cellHeight { section, _ in
                    switch section {
                    case .second: return 90
                    case .third: return 70
                    default: return 0  // completed: the sample's switch is not exhaustive
                    }
                })

        binder.onAnySection()
            .dimensions(
                .cellHeight { _, _ in return 200 },
                .headerHeight { _ in return 50 },
                .footerHeight { _ in return 50 })
        binder.displayedSections = [.first, .second, .third]
        binder.finish()

        let source = tableView.dataSource!
        func heights(_ section: Int) -> [Double?] {
            [source.tableHost(tableView, heightForRowAt: path(0, section)),
             source.tableHost(tableView, heightForHeaderInSection: section),
             source.tableHost(tableView, heightForFooterInSection: section)]
        }
        #expect(heights(0) == [120, 80, 50] && heights(1) == [90, 50, 50] && heights(2) == [70, 50, 50],
                "first 120/80/50, second 90/50/50, third 70/50/50, as the tutorial lists")
    }

    @Test func bindingChainScopesAnySectionTapHandlersRunInAddition() {
        typealias C = ChainScopes
        var log: [String] = []
        let tableView = HeadlessTableView()
        let binder = SectionedTableViewBinder(tableView: tableView, sectionedBy: C.Section.self)
        binder.onSection(.first).bind(cellType: C.FirstCellType.self, models: [1])

        binder.onSection(.first)
            .onTapped { _, _ in
                log.append("go to a new view controller")
            }

        binder.onAnySection()
            .onTapped { _, _, _ in
                log.append("log analytics")
            }
        binder.displayedSections = [.first]
        binder.finish()
        tableView.tap(row: 0, section: 0)
        #expect(log == ["go to a new view controller", "log analytics"], "both handlers are called")
    }

    // MARK: 7 — Providing dimensions

    @Test func providingDimensionsWithAndWithoutTheModel() {
        typealias C = ChainScopes
        struct MyModel { var lines: Int }
        let tableView = HeadlessTableView()
        let binder = SectionedTableViewBinder(tableView: tableView, sectionedBy: C.Section.self)
        binder.onSections(.first, .second)
            .cellHeight { section, row in .automaticDimension }
            .estimatedCellHeight { section, row in 120 }
            .headerHeight { section in 50 }

        let models: [C.Section: [MyModel]] = [.first: [MyModel(lines: 2)], .second: [MyModel(lines: 3)]]
        binder.onSections(.first, .second)
            .bind(cellType: C.FirstCellType.self, models: models)
            .cellHeight { (section, row, model: MyModel) in
                Double(model.lines)  // completed: "..."
            }
        binder.displayedSections = [.first, .second]
        binder.finish()
        let source = tableView.dataSource!
        #expect(source.tableHost(tableView, heightForRowAt: path(0, 1)) == 3, "the model-aware height replaced the automatic one")
        #expect(source.tableHost(tableView, estimatedHeightForRowAt: path(0, 0)) == 120)
        #expect(source.tableHost(tableView, heightForHeaderInSection: 1) == 50)
    }

    // MARK: 8 — Tips, tricks and FAQ

    enum Tips {
        enum Section: TableViewSection { case first, second }
        struct Model { var name: String }
        struct FirstModel { var name: String }
        struct SecondModel: CollectionIdentifiable, Equatable {
            var name: String
            var collectionId: String { name }
        }
        final class SomeCell: HeadlessTableViewCell {}
        final class OtherCell: HeadlessTableViewCell {}
    }

    @Test func tipsAssumingAModelTypeSharesOneTapHandler() {
        typealias T = Tips
        var tapped: [String] = []
        let tableView = HeadlessTableView()
        let binder = SectionedTableViewBinder(tableView: tableView, sectionedBy: T.Section.self)
        let firstSectionModels: [T.Model] = [T.Model(name: "one")]
        let secondSectionModels: [T.Model] = [T.Model(name: "two")]

        binder.onSection(.first)
            .bind(cellType: T.SomeCell.self, models: firstSectionModels)

        binder.onSection(.second)
            .bind(cellType: T.OtherCell.self, models: secondSectionModels)

        binder.onSections(.first, .second)
            .assuming(modelType: T.Model.self)
            .onTapped { section, row, cell, model in
                tapped.append("\(section) \(model.name)")  // completed: "shared logic"
            }
        binder.displayedSections = [.first, .second]
        binder.finish()
        tableView.tap(row: 0, section: 0)
        tableView.tap(row: 0, section: 1)
        #expect(tapped == ["first one", "second two"])
    }

    @Test func tipsOneDiffableAndOneUndiffableSectionAnimateEachInItsOwnWay() {
        typealias T = Tips
        let scheduler = ManualUpdateScheduler()
        let tableView = HeadlessTableView()
        let binder = SectionedTableViewBinder(tableView: tableView, sectionedBy: T.Section.self, scheduler: scheduler)
        var firstSectionModels: [T.FirstModel] = [T.FirstModel(name: "a")]
        var secondSectionModels: [T.SecondModel] = [T.SecondModel(name: "x"), T.SecondModel(name: "y")]

        binder.onSection(.first)
            .bind(cellType: T.SomeCell.self, models: { firstSectionModels })
        binder.onSection(.second)
            .bind(cellType: T.OtherCell.self, models: { secondSectionModels })
        binder.displayedSections = [.first, .second]
        binder.finish()

        firstSectionModels.append(T.FirstModel(name: "b"))
        secondSectionModels.reverse()
        binder.refresh()
        scheduler.flush()
        let batch = tableView.appliedBatches.first
        #expect(batch?.batch == BatchUpdate(itemInserts: [path(1, 0)], itemMoves: [Move(from: path(1, 1), to: path(0, 1))], itemReloads: [path(0, 0)]),
                "the first section reloads and grows at its end; the second moves precisely")
        #expect(batch?.animations?.rowReload(inSection: 0) == binder.undiffableSectionUpdateAnimation)
    }
}
