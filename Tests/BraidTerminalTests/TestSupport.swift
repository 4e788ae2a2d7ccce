import Testing
@testable import BraidTerminal

/// A cell that shows its row's lines: the first line's text left, an optional detail right.
final class TextCell: TerminalTableViewCell, ReuseIdentifiable {
    var keysHandled: [Key] = []

    func configure(_ row: TestRow) {
        lines = row.lines
        accessory = row.accessory
    }

    override func handle(key: Key) -> Bool {
        guard key == .character(" ") else { return false }
        keysHandled.append(key)
        return true
    }
}

/// A header/footer view showing one bold line.
final class BoldHeaderView: TerminalHeaderFooterView, ReuseIdentifiable {}

/// One row of test data.
struct TestRow: Hashable, ExpressibleByStringLiteral {
    var lines: [TerminalLine]
    var accessory: TerminalAccessory = .none
    var height: Double?

    init(_ text: String, detail: String = "", accessory: TerminalAccessory = .none, height: Double? = nil) {
        lines = [TerminalLine(StyledText(text), right: StyledText(detail))]
        self.accessory = accessory
        self.height = height
    }

    init(lines: [TerminalLine]) {
        self.lines = lines
    }

    init(stringLiteral value: String) {
        self.init(value)
    }
}

/// One section of test data.
struct TestSection {
    var header: String?
    var footer: String?
    var headerView: String?
    var rows: [TestRow]

    init(header: String? = nil, footer: String? = nil, headerView: String? = nil, _ rows: [TestRow]) {
        self.header = header
        self.footer = footer
        self.headerView = headerView
        self.rows = rows
    }
}

/// A hand-written data source over an array of sections, recording what the table tells it.
@MainActor
final class TestDataSource: TableViewHostDataSource {
    var sections: [TestSection]
    var taps: [ItemPath] = []
    var displayed: [ItemPath] = []
    var scrolls = 0
    var cellRequests = 0
    /// The section index's titles, each standing for the section of its number; nil: no index.
    var indexTitles: [String]?
    /// The rows that may not be selected, the rows deselected, and the rows that left the view, in order.
    var unselectable: Set<ItemPath> = []
    var deselects: [ItemPath] = []
    var ended: [ItemPath] = []

    init(_ sections: [TestSection]) {
        self.sections = sections
    }

    convenience init(rows: [TestRow]) {
        self.init([TestSection(rows)])
    }

    func numberOfSections(in host: any TableViewHost) -> Int { sections.count }

    func tableHost(_ host: any TableViewHost, numberOfRowsInSection section: Int) -> Int {
        sections[section].rows.count
    }

    func tableHost(_ host: any TableViewHost, cellForRowAt path: ItemPath) -> AnyObject {
        cellRequests += 1
        let cell = host.dequeueReusableCell(withReuseIdentifier: TextCell.reuseIdentifier, for: path) as! TextCell
        cell.configure(sections[path.section].rows[path.row])
        return cell
    }

    func tableHost(_ host: any TableViewHost, titleForHeaderInSection section: Int) -> String? {
        sections[section].header
    }

    func tableHost(_ host: any TableViewHost, titleForFooterInSection section: Int) -> String? {
        sections[section].footer
    }

    func tableHost(_ host: any TableViewHost, viewForHeaderInSection section: Int) -> AnyObject? {
        guard let title = sections[section].headerView else { return nil }
        let view = host.dequeueReusableHeaderFooterView(withReuseIdentifier: BoldHeaderView.reuseIdentifier)
            as! BoldHeaderView
        view.lines = [TerminalLine(StyledText(title, style: .bold))]
        return view
    }

    func tableHost(_ host: any TableViewHost, heightForRowAt path: ItemPath) -> Double? {
        sections[path.section].rows[path.row].height
    }

    func tableHost(_ host: any TableViewHost, didSelectRowAt path: ItemPath) {
        taps.append(path)
    }

    func tableHost(_ host: any TableViewHost, willDisplay cell: AnyObject, forRowAt path: ItemPath) {
        displayed.append(path)
    }

    func sectionIndexTitles(for host: any TableViewHost) -> [String]? { indexTitles }

    func tableHost(_ host: any TableViewHost, shouldSelectRowAt path: ItemPath) -> Bool { !unselectable.contains(path) }

    func tableHost(_ host: any TableViewHost, didDeselectRowAt path: ItemPath) { deselects.append(path) }

    func tableHost(_ host: any TableViewHost, didEndDisplaying cell: AnyObject, forRowAt path: ItemPath) { ended.append(path) }

    func tableHostDidScroll(_ host: any TableViewHost) {
        scrolls += 1
    }
}

/// A table of `width` × `height` showing `dataSource`, with the test cell and header view registered.
@MainActor
func makeTable(
    _ dataSource: TestDataSource, width: Int = 20, height: Int = 6, clock: ManualTerminalClock = ManualTerminalClock()
) -> TerminalTableView {
    let table = TerminalTableView(clock: clock)
    table.register(cellType: TextCell.self, forReuseIdentifier: TextCell.reuseIdentifier)
    table.register(headerFooterViewType: BoldHeaderView.self, forReuseIdentifier: BoldHeaderView.reuseIdentifier)
    table.dataSource = dataSource
    table.frame = TerminalRect(x: 0, y: 0, width: width, height: height)
    return table
}

/// The table drawn into a buffer of its frame's size.
@MainActor
func screen(of table: TerminalTableView) -> ScreenBuffer {
    let frame = table.frame ?? TerminalRect(x: 0, y: 0, width: 20, height: 6)
    var buffer = ScreenBuffer(width: frame.maxX, height: frame.maxY)
    table.render(into: &buffer)
    return buffer
}

/// Rows named `prefix0`, `prefix1`, ….
func rows(_ count: Int, _ prefix: String = "row ") -> [TestRow] {
    (0..<count).map { TestRow("\(prefix)\($0)") }
}

/// Checks `buffer`'s text against `expected`, showing both grids on failure.
func expectScreen(
    _ buffer: ScreenBuffer, _ expected: [String], _ comment: String = "",
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let actual = buffer.lines
    #expect(
        actual == expected,
        "\(comment)\nexpected:\n\(expected.map { "|\($0)|" }.joined(separator: "\n"))\nactual:\n\(actual.map { "|\($0)|" }.joined(separator: "\n"))",
        sourceLocation: sourceLocation)
}
