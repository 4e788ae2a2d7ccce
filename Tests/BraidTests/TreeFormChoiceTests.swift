@testable import Braid
import BraidTesting
import Testing

#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif

/// A node with its children twice: as an optional array and as an array (empty for a leaf).
fileprivate struct Pair: Identifiable, Equatable, OffMainActorDiffable {
    var id: Int
    var optional: [Pair]?
    var array: [Pair]
}

/// Which tree form a call resolves to: a key-path literal (to an array or an optional array) picks the key-path form,
/// whose walk reads the children in place; a closure picks the closure form — on every source form, where the closure
/// forms are disfavoured so that a key path finds its own form first.
@MainActor
@Suite("Trees: which form a call picks")
struct TreeFormChoiceTests {
    fileprivate static let roots = [Pair(id: 1, optional: [Pair(id: 2, optional: nil, array: [])], array: [Pair(id: 2, optional: nil, array: [])])]

    /// The shape the binder's section 0 was bound with, once shown.
    private func shape(_ binder: SectionlessBinder<TableViewKind>, _ fixture: Fixture) -> _TreeShape<Pair>? {
        binder.finish()
        fixture.flush()
        #expect(fixture.table.numberOfRows(inSection: 0) == 2)
        return (binder.sectioned.display.section(at: 0)?.data.items as? _TreeItems<Pair>)?.binding.shape
    }

    @Test func aKeyPathLiteralPicksTheKeyPathFormAndAClosureTheClosureForm() {
        let subject = CurrentValueSubject<[Pair], Never>(Self.roots)
        typealias Bind = (SingleSectionBinder<TableViewKind, AnyObject, SingleSection>) -> Void
        let calls: [(String, Bool?, Bind)] = [
            ("array, optional", true, { $0.bind(cellType: TextCell.self, tree: Self.roots, children: \.optional, expanded: .all) }),
            ("array, array", false, { $0.bind(cellType: TextCell.self, tree: Self.roots, children: \.array, expanded: .all) }),
            ("array, closure", nil, { $0.bind(cellType: TextCell.self, tree: Self.roots, children: { $0.optional }, expanded: .all) }),
            ("closure, optional", true, { $0.bind(cellType: TextCell.self, tree: { Self.roots }, children: \.optional, expanded: .all) }),
            ("closure, array", false, { $0.bind(cellType: TextCell.self, tree: { Self.roots }, children: \.array, expanded: .all) }),
            ("closure, closure", nil, { $0.bind(cellType: TextCell.self, tree: { Self.roots }, children: { $0.array }, expanded: .all) }),
            ("publisher, optional", true, { $0.bind(cellType: TextCell.self, tree: subject, children: \.optional, expanded: .all) }),
            ("publisher, array", false, { $0.bind(cellType: TextCell.self, tree: subject, children: \.array, expanded: .all) }),
            ("publisher, closure", nil, { $0.bind(cellType: TextCell.self, tree: subject, children: { $0.array }, expanded: .all) }),
        ]
        for (call, optional, bind) in calls {
            let fixture = Fixture()
            let binder = fixture.plain()
            bind(binder.onTable())
            let shape = shape(binder, fixture)
            #expect(shape != nil, "\(call)")
            #expect((shape?.childrenOffset != nil) == (optional != nil), "\(call)")
            if let optional { #expect(shape?.childrenAreOptional == optional, "\(call)") }
        }
    }

    @Test func aKeyPathLiteralPicksTheKeyPathFormOnMultiSectionChains() {
        let fixture = Fixture()
        let binder = fixture.sectioned(Section.self)
        binder.onSections(.first).bind(cellType: TextCell.self, tree: [.first: Self.roots], children: \.array, expanded: .all)
        binder.onSections(.second).bind(cellType: TextCell.self, tree: { [.second: Self.roots] }, children: { $0.array }, expanded: .all)
        binder.displayedSections = [.first, .second]
        binder.finish()
        let shapes = (0..<2).map { (binder.display.section(at: $0)?.data.items as? _TreeItems<Pair>)?.binding.shape }
        #expect(shapes[0]?.childrenOffset != nil && shapes[0]?.childrenAreOptional == false)
        #expect(shapes[1] != nil && shapes[1]?.childrenOffset == nil)
    }
}
