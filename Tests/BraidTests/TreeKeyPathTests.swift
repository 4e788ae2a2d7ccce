import Braid
import BraidTesting
import Testing

#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif

/// A node whose leaves have nil children, as SwiftUI's outlines take them: a key path to its children picks the
/// tree forms that read them in place.
struct Entry: Identifiable, Equatable, OffMainActorDiffable {
    var name: String
    var children: [Entry]?
    var id: String { name }

    init(_ name: String, _ children: [Entry]? = nil) {
        self.name = name
        self.children = children
    }
}

/// The tree forms that take `children` as a key path (`\.children` to an optional array): each binds, walks,
/// expands and refreshes as its closure twin does, on both kinds of view.
///
/// Each form is called with a key path held in a typed constant, which only a key-path form accepts (a closure
/// form takes a key path only as a literal): a missing form fails to compile, not silently falls back.
@MainActor
@Suite("Trees: key-path forms")
struct TreeKeyPathTests {
    /// a ▸ (b, c ▸ (d)), e
    static let tree = [Entry("a", [Entry("b"), Entry("c", [Entry("d")])]), Entry("e")]
    static let children: KeyPath<Entry, [Entry]?> & Sendable = \.children

    /// Each row's text: two spaces a level, then the name.
    private static func label<Cell: HeadlessReusableView>(_ cell: Cell, _ node: TreeNode<Entry>) {
        cell.text = String(repeating: "  ", count: node.depth) + node.model.name
    }

    @Test(arguments: ViewKind.allCases)
    func everySingleSectionFormReadsTheTree(kind: ViewKind) async { await everySingleSectionFormReadsTheTree(kind.type) }

    private func everySingleSectionFormReadsTheTree<K: HeadlessKind>(_: K.Type) async {
        let expanded = ["a", "  b", "  c", "    d", "e"]
        // An array, a closure, a closure with `updatedBy:`: the whole tree, then refreshed with `e` under `b`.
        var roots = Self.tree
        var update: () -> Void = {}
        let binds: [(String, (SingleSectionBinder<K, AnyObject, SingleSection>) -> Void)] = [
            ("array", { $0.bind(cellType: K.Text.self, tree: Self.tree, children: Self.children, expanded: .all)
                .onDequeue { _, cell, node in Self.label(cell, node) } }),
            ("closure", { $0.bind(cellType: K.Text.self, tree: { roots }, children: Self.children, expanded: .all)
                .onDequeue { _, cell, node in Self.label(cell, node) } }),
            ("updatedBy", { $0.bind(cellType: K.Text.self, tree: { roots }, children: Self.children, expanded: .all, updatedBy: &update)
                .onDequeue { _, cell, node in Self.label(cell, node) } }),
        ]
        for (form, bind) in binds {
            roots = Self.tree
            let fixture = KindFixture<K>()
            let binder = fixture.plain()
            bind(K.onOnlySection(binder))
            binder.finish()
            #expect(fixture.view.screen == expanded, "\(form)")
            binder.collapse(Entry("c"))
            fixture.flush()
            #expect(fixture.view.screen == ["a", "  b", "  c", "e"], "\(form): collapsed")
            guard form != "array" else { continue }
            roots = [Entry("a", [Entry("b", [Entry("e")]), Entry("c", [Entry("d")])])]
            if form == "closure" { binder.refresh() } else { update() }
            fixture.flush()
            #expect(fixture.view.screen == ["a", "  b", "    e", "  c"], "\(form): refreshed, c still collapsed")
            #expect(fixture.log.entries.isEmpty, "\(form): \(fixture.log.entries)")
        }
        // A publisher and an async sequence: nothing until their first value.
        let subject = PassthroughSubject<[Entry], Never>()
        let published = KindFixture<K>()
        let publishedBinder = published.plain()
        K.onOnlySection(publishedBinder).bind(cellType: K.Text.self, tree: subject, children: Self.children, expanded: .all)
            .onDequeue { _, cell, node in Self.label(cell, node) }
        publishedBinder.finish()
        #expect(published.view.screen.isEmpty)
        subject.send(Self.tree)
        published.flush()
        #expect(published.view.screen == expanded, "publisher")

        let (stream, continuation) = AsyncStream.makeStream(of: [Entry].self)
        let streamed = KindFixture<K>()
        let streamedBinder = streamed.plain()
        K.onOnlySection(streamedBinder).bind(cellType: K.Text.self, tree: stream, children: Self.children, expanded: .all)
            .onDequeue { _, cell, node in Self.label(cell, node) }
        streamedBinder.finish()
        continuation.yield(Self.tree)
        while !streamed.scheduler.hasPendingWork { await Task.yield() }
        streamed.flush()
        #expect(streamed.view.screen == expanded, "async sequence")
        continuation.finish()
    }

    @Test(arguments: ViewKind.allCases)
    func everyMultiSectionFormReadsTheTrees(kind: ViewKind) async { await everyMultiSectionFormReadsTheTrees(kind.type) }

    private func everyMultiSectionFormReadsTheTrees<K: HeadlessKind>(_: K.Type) async {
        let byName: [Section: [Entry]] = [.first: [Entry("x", [Entry("y")])], .second: Self.tree]
        let expanded = ["x", "  y", "a", "  b", "  c", "    d", "e"]
        var roots = byName
        var update: () -> Void = {}
        let subject = PassthroughSubject<[Section: [Entry]], Never>()
        let (stream, continuation) = AsyncStream.makeStream(of: [Section: [Entry]].self)
        let binds: [(String, (MultiSectionBinder<K, AnyObject, Section>) -> Void)] = [
            ("array", { $0.bind(cellType: K.Text.self, tree: byName, children: Self.children, expanded: .all)
                .onDequeue { _, _, cell, node in Self.label(cell, node) } }),
            ("closure", { $0.bind(cellType: K.Text.self, tree: { roots }, children: Self.children, expanded: .all)
                .onDequeue { _, _, cell, node in Self.label(cell, node) } }),
            ("updatedBy", { $0.bind(cellType: K.Text.self, tree: { roots }, children: Self.children, expanded: .all, updatedBy: &update)
                .onDequeue { _, _, cell, node in Self.label(cell, node) } }),
            ("publisher", { $0.bind(cellType: K.Text.self, tree: subject, children: Self.children, expanded: .all)
                .onDequeue { _, _, cell, node in Self.label(cell, node) } }),
            ("async sequence", { $0.bind(cellType: K.Text.self, tree: stream, children: Self.children, expanded: .all)
                .onDequeue { _, _, cell, node in Self.label(cell, node) } }),
        ]
        for (form, bind) in binds {
            roots = byName
            let fixture = KindFixture<K>()
            let binder = fixture.sectioned(Section.self)
            bind(binder.onSections(.first, .second))
            binder.displayedSections = [.first, .second]
            binder.finish()
            if form == "publisher" {
                subject.send(byName)
                fixture.flush()
            } else if form == "async sequence" {
                continuation.yield(byName)
                while !fixture.scheduler.hasPendingWork { await Task.yield() }
                fixture.flush()
            }
            #expect(fixture.view.screen == expanded, "\(form)")
            binder.collapse(Entry("x"))
            fixture.flush()
            #expect(fixture.view.screen == ["x"] + expanded.dropFirst(2), "\(form): collapsed")
            #expect(fixture.log.entries.isEmpty, "\(form): \(fixture.log.entries)")
        }
        continuation.finish()
    }

    /// A key path to a computed property has no offset: the walk reads through the key path, and shows the same.
    @Test func aComputedKeyPathReadsThroughTheKeyPath() {
        let fixture = Fixture()
        let binder = fixture.plain()
        binder.onTable().bind(cellType: TextCell.self, tree: Self.tree, children: \.shownChildren, expanded: .all)
            .onDequeue { _, cell, node in Self.label(cell, node) }
        binder.finish()
        #expect(fixture.table.screen == ["a", "  b", "  c", "    d", "e"])
    }
}

extension Entry {
    /// The children, computed: a key path to it has no stored offset.
    var shownChildren: [Entry]? { children }
}
