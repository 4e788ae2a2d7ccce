import Braid
import BraidTesting
import Testing

#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif

/// Multi-section titles and header/footer view models as dictionaries with optional values, as the original
/// library took them — in every source form, on tables and collection views: a nil value means none for that
/// section.
@MainActor
@Suite("Porting: optional dictionary values")
struct PortOptionalDictionaryTests {
    enum Form: String, CaseIterable, CustomTestStringConvertible, Sendable {
        case array, closure, publisher, stream
        var testDescription: String { rawValue }
    }

    /// Where a test keeps what it binds, so a stream's value can be delivered after `finish()`.
    @MainActor
    final class Deliveries {
        private var pending: [() -> Void] = []
        func add(_ delivery: @escaping () -> Void) { pending.append(delivery) }
        func deliverAll() { pending.forEach { $0() } }
    }

    /// Binds `viewModels` as header (or footer) view models of `type` in `form`.
    private func bind<Kind, Cell, View: ViewModelBindable>(
        _ chain: MultiSectionBinder<Kind, Cell, Section>, header: Bool, _ type: View.Type, _ viewModels: [Section: View.ViewModel?], _ form: Form,
        _ deliveries: Deliveries
    ) where View.ViewModel: Sendable {
        switch (form, header) {
        case (.array, true): chain.bind(headerType: type, viewModels: viewModels)
        case (.array, false): chain.bind(footerType: type, viewModels: viewModels)
        case (.closure, true): chain.bind(headerType: type, viewModels: { viewModels })
        case (.closure, false): chain.bind(footerType: type, viewModels: { viewModels })
        case (.publisher, true): chain.bind(headerType: type, viewModels: Just(viewModels))
        case (.publisher, false): chain.bind(footerType: type, viewModels: Just(viewModels))
        case (.stream, _):
            let (stream, continuation) = AsyncStream<[Section: View.ViewModel?]>.makeStream()
            if header { chain.bind(headerType: type, viewModels: stream) } else { chain.bind(footerType: type, viewModels: stream) }
            deliveries.add { continuation.yield(viewModels) }
        }
    }

    /// Lets a stream's delivery reach the view.
    private func settle(_ form: Form, expectedLines: Int, screen: () -> [String], flush: () -> Void) async {
        guard form == .stream else { return }
        for _ in 0..<100 where screen().count < expectedLines {
            await Task.yield()
            flush()
        }
    }

    @Test(arguments: Form.allCases)
    func aTablesFooterTitlesAndHeaderViewModelsMayBeOptional(form: Form) async {
        let fixture = Fixture()
        let binder = fixture.sectioned(Section.self)
        let deliveries = Deliveries()
        let chain = binder.onSections(.first, .second)
            .bind(cellType: TextCell.self, models: [.first: ["a"], .second: ["b"]])
            .onDequeue { _, _, cell, text in cell.text = text }
        let endOrNil: String? = nil
        let footers: [Section: String?] = [.first: "END", .second: endOrNil]
        switch form {
        case .array: chain.bind(footerTitles: footers)
        case .closure: chain.bind(footerTitles: { [.first: "END", .second: endOrNil] })
        case .publisher: chain.bind(footerTitles: Just(footers))
        case .stream:
            let (stream, continuation) = AsyncStream<[Section: String?]>.makeStream()
            chain.bind(footerTitles: stream)
            deliveries.add { continuation.yield(footers) }
        }
        bind(chain, header: true, TitleHeaderView.self, [.first: nil, .second: .init(title: "start")], form, deliveries)
        binder.displayedSections = [.first, .second]
        binder.finish()
        deliveries.deliverAll()
        await settle(form, expectedLines: 4, screen: { fixture.table.screen }, flush: fixture.flush)
        #expect(fixture.table.screen == ["a", "## END", "# [start]", "b"],
                "nil values show no footer title and no header view for their section (\(form)): \(fixture.table.screen)")
        #expect(fixture.log.entries.isEmpty, "nothing to report: \(fixture.log.entries)")
    }

    @Test(arguments: Form.allCases)
    func aCollectionsHeaderAndFooterViewModelsMayBeOptional(form: Form) async {
        let collection = HeadlessCollectionView(viewportSize: Size(width: 16, height: 10))
        let scheduler = ManualUpdateScheduler()
        let log = DiagnosticLog()
        let binder = SectionedCollectionViewBinder(collectionView: collection, sectionedBy: Section.self, scheduler: scheduler)
        binder.diagnosticHandler = log.record
        let deliveries = Deliveries()
        let chain = binder.onSections(.first, .second)
            .bind(cellType: TileCell.self, models: [.first: ["a"], .second: ["b"]])
            .onDequeue { _, _, cell, text in cell.text = text }
        bind(chain, header: true, ShelfHeader.self, [.first: nil, .second: "start"], form, deliveries)
        bind(chain, header: false, ShelfHeader.self, [.first: "END", .second: nil], form, deliveries)
        binder.displayedSections = [.first, .second]
        binder.finish()
        deliveries.deliverAll()
        await settle(form, expectedLines: 4, screen: { collection.screen }, flush: scheduler.flush)
        #expect(collection.screen == ["a", "## END", "# start", "b"],
                "nil values show no view for their section (\(form)): \(collection.screen)")
        #expect(log.entries.isEmpty, "nothing to report: \(log.entries)")
    }
}
