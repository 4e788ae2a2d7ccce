@testable import Braid
import Testing

/// A node of the walked trees: nil or empty children for a leaf, as apps give them.
private struct Node: Identifiable {
    var id: Int
    var kids: [Node]?
}

/// The walk that flattens a tree into runs (`_TreeShape.flatten`), against a plain recursive walk of the same
/// tree — with the row limit at every position, so that the cut is tested where a 16M-row tree cannot be. Its leaf
/// path (leaves asked in a loop of their own) and its path for kept state (each node asked alone) both.
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

    @Test("Every row limit cuts the rows where a plain walk stops, and says so only when rows were cut")
    func cutsAtTheLimit() {
        let shape = _TreeShape<Node>(children: { $0.kids }, initial: .all)
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
                    let flat = shape.flatten(roots, expansion, limit: limit)
                    let rows = flat.nodes().map { [$0.model.id, $0.depth, $0.hasChildren ? 1 : 0, $0.isExpanded ? 1 : 0] }
                    let expected = Self.expected(roots, collapsed: collapsed, limit: limit)
                    let all = Self.expected(roots, collapsed: collapsed, limit: .max)
                    #expect(rows == expected, "tree \(number), limit \(limit), collapsed \(collapsed)")
                    #expect(flat.count == expected.count, "tree \(number), limit \(limit)")
                    let cut = flat.problems.contains { $0.contains("rows; the rest are cut") }
                    #expect(cut == (all.count > limit), "tree \(number), limit \(limit): \(flat.problems)")
                    // Runs tile the rows.
                    var row = 0
                    for run in flat.runs {
                        #expect(run.firstRow == row && run.count > 0, "tree \(number), limit \(limit)")
                        row += run.count
                    }
                    #expect(row == flat.count)
                }
            }
        }
    }
}
