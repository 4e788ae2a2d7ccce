import Braid
import BraidTesting
import Testing

/// A paged section of rows described by content (`bind(content:pages:prefetchDistance:)`): pages load as a cell type's
/// do, with the loading row, and each row shows its model's content in the host's content cell — on a headless table and
/// collection view.
@MainActor
@Suite("Pages of content rows")
struct ContentPagesBindingTests {
    @Test(arguments: ViewKind.allCases)
    func pagesOfContentRowsLoadAsTheUserNearsTheEnd(kind: ViewKind) async { await pages(kind.type) }
    private func pages<K: HeadlessKind>(_: K.Type) async {
        let fixture = KindFixture<K>()
        let server = PageServer()
        let binder = fixture.sectioned(Section.self)
        var made: [String] = []
        var heard: [String] = []
        binder.onSection(.first)
            .bind(content: { (person: Person) in
                made.append(person.name)
                return RowContent(text: person.name, accessories: [.checkmark])
            }, pages: { try await server.load($0) }, prefetchDistance: 2)
            .onTapped { row, _, person in heard.append("\(row) \(person.name)") }
        binder.displayedSections = [.first]
        binder.finish()
        #expect(fixture.view.screen == ["… Loading…"], "\(fixture.kind): the first page is loading: \(fixture.view.screen)")
        await settle(until: { server.requests == [nil] })

        server.answer(0..<20, next: 1)
        await settle(until: { fixture.flush(); return fixture.view.screen.first == "p0 ✓" })
        #expect(fixture.view.screen.count == 12 && fixture.cell(0, 0) is any RowContentShowing, "\(fixture.view.screen)")
        #expect(made.count == 12, "\(fixture.kind): the content of the rows shown only, of 20 loaded: \(made)")
        fixture.tap(1, 0)
        #expect(heard == ["1 p1"])

        fixture.view.scroll(toOffset: .infinity)
        fixture.flush()
        await settle(until: { server.requests == [nil, 1] })
        server.answer(20..<25, next: nil)
        await settle(until: { fixture.flush(); return fixture.numberOfItems(inSection: 0) == 25 })
        fixture.view.scroll(toOffset: .infinity)
        #expect(fixture.view.screen.last == "p24 ✓", "\(fixture.kind): the second page's rows: \(fixture.view.screen)")
        #expect(fixture.view.errors.isEmpty && fixture.log.entries.isEmpty, "\(fixture.kind): \(fixture.log.entries)")
    }
}
