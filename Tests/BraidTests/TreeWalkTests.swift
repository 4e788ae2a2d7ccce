@testable import Braid
import Testing

/// A node of the walked trees: nil or empty children for a leaf, as apps give them. `Sendable`
/// (`OffMainActorDiffable`), so that a walk of them may be split between two threads.
private struct Node: Identifiable, OffMainActorDiffable {
    var id: Int
    var kids: [Node]?
    /// The children, computed: a key path to it has no stored offset.
    var computedKids: [Node]? { kids }
}

/// A node whose leaves have an empty array of children, never nil.
private struct ArrayNode: Identifiable {
    var id: Int
    var kids: [ArrayNode]
    init(_ node: Node) {
        id = node.id
        kids = (node.kids ?? []).map(ArrayNode.init)
    }
}

/// A node that is a class: its children are not stored in the array that holds it.
private final class Box: Identifiable {
    let id: Int
    let kids: [Box]?
    init(_ node: Node) {
        id = node.id
        kids = node.kids?.map(Box.init)
    }
}

/// The walk that flattens a tree into runs (`_TreeShape.flatten`), against a plain recursive walk of the same
/// tree — with the row limit at every position, so that the cut is tested where a 16M-row tree cannot be. Its leaf
/// path (leaves asked in a loop of their own) and its path for kept state (each node asked alone) both; each with
/// the children asked of a closure and read in place (a key path to a stored property); each in one piece and split
/// between two threads after every few rows.
@Suite("The tree walk")
struct TreeWalkTests {
    /// Small trees of every mix: runs of leaves (nil and empty), nodes with children, nested, at the roots' level.
    private static func trees() -> [[Node]] {
        var state: UInt64 = 0x7472_6565_7761_6c6b  // "treewalk"
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        var nextID = 0
        func nodes(depth: Int) -> [Node] {
            (0..<next(depth == 0 ? 6 : 5)).map { _ in
                nextID += 1
                let id = nextID
                if depth < 3 && next(3) == 0 { return Node(id: id, kids: nodes(depth: depth + 1)) }
                return Node(id: id, kids: next(2) == 0 ? nil : [])
            }
        }
        return (0..<40).map { _ in nodes(depth: 0) } + [[], [Node(id: -1, kids: nil)]]
    }

    /// The rows of `roots`, each node then its children unless `collapsed` names it, cut at `limit`: (id, depth,
    /// has children, shows them).
    private static func expected(_ roots: [Node], collapsed: Set<Int>, limit: Int) -> [[Int]] {
        var rows: [[Int]] = []
        func walk(_ nodes: [Node], _ depth: Int) {
            for node in nodes where rows.count < limit {
                let kids = node.kids ?? []
                let shows = !kids.isEmpty && !collapsed.contains(node.id)
                rows.append([node.id, depth, kids.isEmpty ? 0 : 1, shows ? 1 : 0])
                if shows { walk(kids, depth + 1) }
            }
        }
        walk(roots, 0)
        return rows
    }

    private static func count(_ roots: [Node]) -> Int {
        roots.reduce(0) { $0 + 1 + count($1.kids ?? []) }
    }

    @Test("Every row limit cuts the rows where a plain walk stops, and says so only when rows were cut",
          arguments: ["closure", "key path"])
    func cutsAtTheLimit(children: String) {
        let shape = children == "closure"
            ? _TreeShape<Node>(children: { $0.kids }, initial: .all)
            : _TreeShape<Node>(children: \Node.kids, initial: .all)
        #expect((shape.childrenOffset != nil) == (children == "key path"))
        for (number, roots) in Self.trees().enumerated() {
            // Without kept state (the leaf path), and with one node collapsed by the app (every node asked alone).
            let firstParent = roots.first { !($0.kids ?? []).isEmpty }
            var expansions: [(expansion: _Expansion, collapsed: Set<Int>)] = [(_Expansion(), [])]
            if let firstParent {
                var expansion = _Expansion()
                expansion.overrides[AnyHashable(firstParent.id)] = .init(isExpanded: false, stamp: 1)
                expansions.append((expansion, [firstParent.id]))
            }
            let total = Self.count(roots)
            for (expansion, collapsed) in expansions {
                for limit in 0...(total + 1) {
                  for splitAfter in [Int.max, 0, 1, 2, 5] {
                    let flat = shape.flatten(roots, expansion, limit: limit, splitAfter: splitAfter)
                    let rows = flat.nodes().map { [$0.model.id, $0.depth, $0.hasChildren ? 1 : 0, $0.isExpanded ? 1 : 0] }
                    let expected = Self.expected(roots, collapsed: collapsed, limit: limit)
                    let all = Self.expected(roots, collapsed: collapsed, limit: .max)
                    let which = "tree \(number), limit \(limit), collapsed \(collapsed), split after \(splitAfter)"
                    #expect(rows == expected, "\(which)")
                    #expect(flat.count == expected.count, "\(which)")
                    let cut = flat.problems.contains { $0.contains("rows; the rest are cut") }
                    #expect(cut == (all.count > limit), "\(which): \(flat.problems)")
                    #expect(flat.problems.count == (cut ? 1 : 0), "\(which): \(flat.problems)")
                    // Runs tile the rows.
                    var row = 0
                    for run in flat.runs {
                        #expect(run.firstRow == row && run.count > 0, "\(which)")
                        row += run.count
                    }
                    #expect(row == flat.count)
                  }
                }
            }
        }
    }

    @Test("A key path is read in place only where it names a stored property of a struct, and walks alike either way")
    func readsInPlaceOnlyAStoredProperty() {
        let stored = _TreeShape<Node>(children: \.kids, initial: .all)
        let computed = _TreeShape<Node>(children: \.computedKids, initial: .all)
        let boxed = _TreeShape<Box>(children: \.kids, initial: .all)
        let arrays = _TreeShape<ArrayNode>(children: \.kids, initial: .all)
        #expect(stored.childrenOffset == MemoryLayout<Node>.offset(of: \Node.kids) && stored.childrenOffset != nil)
        #expect(stored.childrenAreOptional)
        #expect(arrays.childrenOffset == MemoryLayout<ArrayNode>.offset(of: \ArrayNode.kids) && arrays.childrenOffset != nil)
        #expect(!arrays.childrenAreOptional)
        #expect(computed.childrenOffset == nil)
        #expect(boxed.childrenOffset == nil)
        for (number, roots) in Self.trees().enumerated() {
            let expected = Self.expected(roots, collapsed: [], limit: .max)
            let rows = { (flat: _FlatTree<Node>) in
                flat.nodes().map { [$0.model.id, $0.depth, $0.hasChildren ? 1 : 0, $0.isExpanded ? 1 : 0] }
            }
            #expect(rows(stored.flatten(roots, _Expansion())) == expected, "tree \(number), stored")
            #expect(rows(computed.flatten(roots, _Expansion())) == expected, "tree \(number), computed")
            let boxes = boxed.flatten(roots.map(Box.init), _Expansion()).nodes()
                .map { [$0.model.id, $0.depth, $0.hasChildren ? 1 : 0, $0.isExpanded ? 1 : 0] }
            #expect(boxes == expected, "tree \(number), a class")
            let arrayRows = arrays.flatten(roots.map(ArrayNode.init), _Expansion()).nodes()
                .map { [$0.model.id, $0.depth, $0.hasChildren ? 1 : 0, $0.isExpanded ? 1 : 0] }
            #expect(arrayRows == expected, "tree \(number), arrays")
        }
    }

    @Test("A walk split between two threads finds what a walk in one piece does: cycles below the split, gone nodes")
    func aSplitWalkFindsWhatOnePieceFinds() {
        // 1 ▸ (2 ▸ (3), 5 ▸ (1 ▸ (4))), 6: the second 1 repeats an ancestor above where a split can cut.
        let roots = [Node(id: 1, kids: [Node(id: 2, kids: [Node(id: 3)]), Node(id: 5, kids: [Node(id: 1, kids: [Node(id: 4)])])]),
                     Node(id: 6)]
        let shape = _TreeShape<Node>(children: \.kids, initial: .all)
        // The app collapsed 2 (shown), expanded 4 (hidden below the repeated 1: kept), 5 and 6 (shown, in the later
        // half of a split), and 9 (nowhere: gone).
        var expansion = _Expansion()
        expansion.overrides[AnyHashable(2)] = .init(isExpanded: false, stamp: 1)
        expansion.overrides[AnyHashable(4)] = .init(isExpanded: true, stamp: 2)
        expansion.overrides[AnyHashable(5)] = .init(isExpanded: true, stamp: 3)
        expansion.overrides[AnyHashable(6)] = .init(isExpanded: true, stamp: 4)
        expansion.overrides[AnyHashable(9)] = .init(isExpanded: true, stamp: 5)
        for expansion in [_Expansion(), expansion] {
            let whole = shape.flatten(roots, expansion, splitAfter: .max)
            let rows = { (flat: _FlatTree<Node>) in flat.nodes().map { [$0.model.id, $0.depth, $0.isExpanded ? 1 : 0] } }
            #expect(whole.problems.contains { $0.contains("its own ancestor") })
            #expect(rows(whole).contains([1, 2, 0]), "the repeated 1 shows collapsed")
            for splitAfter in 0...6 {
                let split = shape.flatten(roots, expansion, splitAfter: splitAfter)
                #expect(rows(split) == rows(whole), "split after \(splitAfter)")
                #expect(split.problems == whole.problems, "split after \(splitAfter)")
                #expect(split.gone.map(\.id) == whole.gone.map(\.id), "split after \(splitAfter)")
            }
        }
        #expect(shape.flatten(roots, expansion, splitAfter: .max).gone.map(\.id) == [AnyHashable(9)])
    }

    @Test("A walk of models that are not Sendable is never split")
    func modelsThatAreNotSendableAreWalkedByOneThread() {
        #expect(_TreeShape<Node>(children: \.kids, initial: .all).splitsWalks)
        #expect(!_TreeShape<Box>(children: \.kids, initial: .all).splitsWalks)
    }
}
