import Braid
import Testing
@testable import BraidTerminal

/// The sections of the test grids.
enum Shelf: Int, TableViewSection, Comparable { case fruit, veg }

/// An item of a test grid: identified by its id; its text — what its tile shows — may change under the same id.
struct Produce: Identifiable, Equatable, ExpressibleByStringLiteral {
    var id: String
    var text: String

    init(_ id: String, text: String? = nil) {
        self.id = id
        self.text = text ?? id
    }

    init(stringLiteral value: String) { self.init(value) }
}

/// A tile showing its item's text.
final class ProduceTile: TerminalCollectionViewCell {}

/// A header or footer: its text, wrapped to the width it gets.
final class ShelfLabel: TerminalHeaderFooterView, ViewModelBindable {
    var viewModel: String?

    override func layoutLines(width: Int) -> [TerminalLine] {
        StyledText(viewModel ?? "").wrapped(toWidth: width).map { TerminalLine($0) }
    }
}

/// A terminal grid of shelves bound by a `SectionedCollectionViewBinder` (empty shelves hidden), on a manual
/// scheduler and clock: change ``shelves``, ``headers`` or ``footers`` and ``refresh()``, step ``clock``.
@MainActor
final class ShelfGrid {
    typealias Chain = CollectionViewModelMultiSectionBinder<ProduceTile, Shelf, Produce>

    let view: TerminalCollectionView
    let binder: SectionedCollectionViewBinder<Shelf>
    let scheduler = ManualUpdateScheduler()
    let clock = ManualTerminalClock()
    var shelves: [Shelf: [Produce]]
    var headers: [Shelf: String]
    var footers: [Shelf: String]

    /// A grid `width` × `height` (drawn into the whole buffer when `framed` is false) whose tiles are 6 × 1
    /// unless `configure` binds other sizes.
    init(
        _ shelves: [Shelf: [Produce]], headers: [Shelf: String] = [:], footers: [Shelf: String] = [:],
        width: Int = 20, height: Int = 6, framed: Bool = true,
        configure: (Chain) -> Void = { $0.itemSize { _, _, _ in Size(width: 6, height: 1) } }
    ) {
        self.shelves = shelves
        self.headers = headers
        self.footers = footers
        view = TerminalCollectionView(clock: clock)
        if framed { view.frame = TerminalRect(x: 0, y: 0, width: width, height: height) }
        binder = SectionedCollectionViewBinder(
            collectionView: view.validated(), sectionedBy: Shelf.self, sectionDisplayBehavior: .hidesSectionsWithNoCellData,
            scheduler: scheduler)
        let chain = binder.onAllSections()
            .bind(cellType: ProduceTile.self, models: { [unowned self] in self.shelves })
            .onDequeue { _, _, cell, produce in cell.lines = [TerminalLine(StyledText(produce.text))] }
            .bind(headerType: ShelfLabel.self, viewModels: { [unowned self] in self.headers })
            .bind(footerType: ShelfLabel.self, viewModels: { [unowned self] in self.footers })
        configure(chain)
        binder.finish()
    }

    /// The view drawn into a buffer of `width` × `height` (its frame's size by default).
    func buffer(width: Int? = nil, height: Int? = nil) -> ScreenBuffer {
        var buffer = ScreenBuffer(width: width ?? view.frame!.maxX, height: height ?? view.frame!.maxY)
        view.render(into: &buffer)
        return buffer
    }

    /// The view's text, each line without its trailing blanks.
    var screen: [String] { buffer().trimmedLines }

    /// Reads the changed data and applies the update.
    func refresh() {
        binder.refresh()
        scheduler.flush()
    }
}

extension ScreenBuffer {
    /// Each line of text without its trailing blanks.
    var trimmedLines: [String] { lines.map { String($0.reversed().drop { $0 == " " }.reversed()) } }
}

/// Checks a grid's text against `expected`, showing both on failure.
@MainActor
func expectGrid(
    _ actual: [String], _ expected: [String], _ comment: String, sourceLocation: SourceLocation = #_sourceLocation
) {
    #expect(
        actual == expected,
        "\(comment)\nexpected:\n\(expected.map { "|\($0)|" }.joined(separator: "\n"))\nactual:\n\(actual.map { "|\($0)|" }.joined(separator: "\n"))",
        sourceLocation: sourceLocation)
}
