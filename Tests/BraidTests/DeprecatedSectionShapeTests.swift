import Braid
import BraidTesting
import Testing

#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif

/// The publisher and async-sequence forms of a multi-section chain's titles and header/footer view models that take
/// values that are never nil (`[Section: String]`), deprecated for the shape that may be nil: they still work.
@MainActor
struct DeprecatedSectionShapeTests {
    enum Section: TableViewSection { case first, second }

    @available(*, deprecated, message: "tests the deprecated forms")
    @Test func publishersAndStreamsOfValuesThatAreNeverNilStillBind() async {
        let fixture = Fixture()
        let binder = fixture.sectioned(Section.self)
        let titles = CurrentValueSubject<[Section: String], Never>([.first: "ONE"])
        let (footers, footerInput) = AsyncStream.makeStream(of: [Section: TitleHeaderView.ViewModel].self)
        binder.onAllSections()
            .bind(cellType: TextCell.self, models: [.first: ["a"], .second: ["b"]])
            .onDequeue { _, _, cell, text in cell.text = text }
            .bind(headerTitles: titles)
            .bind(footerType: TitleHeaderView.self, viewModels: footers)
        binder.displayedSections = [.first, .second]
        binder.finish()
        footerInput.yield([.second: .init(title: "end")])
        for _ in 0..<100 where !fixture.table.screen.contains("## [end]") {
            await Task.yield()
            fixture.flush()
        }
        #expect(fixture.table.screen == ["# ONE", "a", "b", "## [end]"])
        titles.send([.second: "TWO"])
        fixture.flush()
        #expect(fixture.table.screen == ["a", "# TWO", "b", "## [end]"])
    }
}
