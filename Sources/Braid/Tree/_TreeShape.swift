/// How a tree binding's models form a tree — their children, their identity, the initial expansion — and the walk
/// that flattens it into rows.
///
/// Made by the chains' inlinable tree forms, where `Model` is concrete, so that the walk below is specialized for
/// the app's model (as ``_DiffTraits`` is). Its closures are `Sendable`: the walk runs off the main actor for
/// ``OffMainActorDiffable`` models.
@usableFromInline
struct _TreeShape<Model>: @unchecked Sendable {
    /// The children of a node: nil (or none) for a leaf.
    @usableFromInline let children: @Sendable (Model) -> [Model]?
    /// Where a node keeps its children, when the binding named them by a key path to a stored property of a
    /// struct (`MemoryLayout.offset(of:)`) that is an array or an optional array: the walk reads them there
    /// (``children(at:in:)``) — no copy of the node, no call. Nil when ``children`` must be called.
    @usableFromInline let childrenOffset: Int?
    /// Whether the children at ``childrenOffset`` are an optional array (else an array).
    @usableFromInline let childrenAreOptional: Bool
    /// A node's identity; nil when `Model` has none (then expansion cannot be kept: see the binding's diagnostic).
    @usableFromInline let identity: ((Model) -> AnyHashable)?
    /// Which nodes show their children until the app says otherwise.
    @usableFromInline let initial: TreeExpansion<Model>
    /// ``flatten(_:_:limit:splitAfter:)``, made where `Model` is concrete (a closure, so that the items that call
    /// it — generic code of this module — run it specialized, as ``_DiffTraits``' closures are); `splits`: whether a
    /// large walk may take a second thread.
    @usableFromInline var walk: (_ roots: [Model], _ expansion: _Expansion, _ splits: Bool) -> _FlatTree<Model> = { _, _, _ in _FlatTree() }
    /// Whether a large walk is split between two threads (``flatten(_:_:limit:splitAfter:)``): for models that are
    /// ``OffMainActorDiffable``, and so `Sendable`.
    @usableFromInline let splitsWalks: Bool
    /// ``_FlatTree/nodes()``, made where `Model` is concrete: a walk's rows, made when a diff or an edit needs them.
    @usableFromInline var rows: (_FlatTree<Model>) -> [TreeNode<Model>] = { _ in [] }

    /// The deepest a shown node may be: a walk stops expanding there, and says so (a tree deeper than this is
    /// almost certainly a `children` that makes new nodes without end).
    @usableFromInline static var maximumDepth: Int { 100_000 }
    /// The most rows a tree shows: a walk stops there, and says so.
    @usableFromInline static var maximumRows: Int { 1 << 24 }
    /// How many expanded nodes a walk asks for their children twice, to catch a `children` that answers
    /// differently each time.
    @usableFromInline static var stabilityChecks: Int { 8 }

    @inlinable
    init(children: @escaping @Sendable (Model) -> [Model]?, initial: TreeExpansion<Model>) {
        self.init(children: children, offset: nil, optional: false, initial: initial)
    }

    /// The shape of a tree whose nodes keep their children at `children`: read in place when it is a stored
    /// property of a struct, of type `[Model]` or `[Model]?`; through the key path otherwise (a computed property, a
    /// class, another type of children).
    @inlinable
    init<Children: TreeChildren<Model>>(children: KeyPath<Model, Children> & Sendable, initial: TreeExpansion<Model>) {
        let optional = Children.self == [Model]?.self
        let inPlace = optional || Children.self == [Model].self
        // The children as an optional array, by one key path (a closure that named `Children` would capture its
        // metatype); key paths are immutable, so sharing this one between threads is safe.
        nonisolated(unsafe) let read = children.appending(path: \Children._treeChildren)
        self.init(children: { $0[keyPath: read] },
                  offset: inPlace ? MemoryLayout<Model>.offset(of: children) : nil, optional: optional, initial: initial)
    }

    @inlinable
    init(children: @escaping @Sendable (Model) -> [Model]?, offset: Int?, optional: Bool, initial: TreeExpansion<Model>) {
        self.children = children
        childrenOffset = offset
        childrenAreOptional = optional
        self.initial = initial
        splitsWalks = Model.self is any OffMainActorDiffable.Type
        if let identifiable = Model.self as? any CollectionIdentifiable.Type {
            identity = Self.collectionIdentity(identifiable)
        } else if let identifiable = Model.self as? any Identifiable.Type {
            identity = Self.identifiableIdentity(identifiable)
        } else {
            identity = nil
        }
        let shape = self
        walk = { roots, expansion, splits in
            shape.flatten(roots, expansion, splitAfter: splits ? _treeWalkSplitThreshold : .max)
        }
        rows = { $0.nodes() }
    }

    @inlinable
    static func collectionIdentity<T: CollectionIdentifiable>(_: T.Type) -> (Model) -> AnyHashable {
        { AnyHashable(unsafeBitCast($0, to: T.self).collectionId) }
    }

    @inlinable
    static func identifiableIdentity<T: Identifiable>(_: T.Type) -> (Model) -> AnyHashable {
        { AnyHashable(unsafeBitCast($0, to: T.self).id) }
    }

    /// Whether `node`, at `depth`, whose identity is `id` (nil: none, or not asked), shows its children in
    /// `expansion`.
    @inlinable
    func expands(_ node: Model, depth: Int, id: AnyHashable?, in expansion: _Expansion) -> Bool {
        expansion.expands(id) { expandsInitially(node, depth: depth) }
    }

    /// Whether `node`, at `depth`, shows its children by the binding's initial policy.
    @inlinable
    func expandsInitially(_ node: Model, depth: Int) -> Bool {
        switch initial {
        case .none: return false
        case .all: return true
        case .levels(let levels): return depth < levels
        case .matching(let predicate): return predicate(node)
        }
    }

    /// The rows `roots` show in `expansion`, as runs of siblings (``_FlatTree``): a pre-order walk, with a stack of
    /// its own rather than recursion, so a tree thousands of levels deep needs no more than a frame per level.
    ///
    /// Each shown node's children are asked once (whether it has any is shown); no row is made — a run is, per
    /// change of kind among siblings. A node whose id already shows expanded — among its ancestors (a cycle) or
    /// elsewhere (under two parents) — shows collapsed where it repeats, so each node's children are asked about once
    /// a walk, whatever the graph (a split walk's two parts each keep their own, so a node under two parents that
    /// both parts reach shows expanded once in each: twice at most); so does a node at ``maximumDepth``; the walk
    /// stops at ``maximumRows``. Each is reported in ``_FlatTree/problems``.
    ///
    /// A large tree of `Sendable` models is walked by two threads: once `splitAfter` rows are walked, the outermost
    /// level with two or more siblings left gives the later half of them to another thread, whose rows are put after
    /// the earlier half's when this thread reaches them (``walk(_:depth:ancestors:_:limit:splitAfter:)``).
    ///
    /// - Complexity: O(shown rows), hashing an id per expanded node — per shown node, once the app has expanded or
    ///   collapsed any; when such a node is not shown, the collapsed parts are searched for it too, until every
    ///   such node is found.
    /// - Parameters:
    ///   - limit: the most rows shown (``maximumRows``; less only in tests of the cut).
    ///   - splitAfter: how many rows are walked before the walk splits (`_treeWalkSplitThreshold`; less in tests).
    ///     Models that are not ``OffMainActorDiffable`` (not `Sendable`) are walked by one thread.
    @inlinable
    func flatten(
        _ roots: [Model], _ expansion: _Expansion, limit: Int = Self.maximumRows, splitAfter: Int = _treeWalkSplitThreshold
    ) -> _FlatTree<Model> {
        let top = _TreeFrame(children: roots, parent: nil, id: nil)
        let split = splitsWalks ? splitAfter : .max
        var part = walk(top, depth: 0, ancestors: [], expansion, limit: limit, splitAfter: split)
        if part.tree.count > limit {
            // The two halves together passed the limit: walked again in one piece, to cut where one piece cuts.
            part = walk(top, depth: 0, ancestors: [], expansion, limit: limit, splitAfter: .max)
        }
        var result = part.tree
        if part.tracksOverrides && part.seen.count < expansion.overrides.count {
            result.gone = findGone(expansion, seen: part.seen, hidden: part.hidden)
        }
        return result
    }

    /// The rows of `start`'s siblings `start.next..<start.end` and their shown descendants, at `depth` below
    /// `ancestors` (the ids of the nodes above them): ``flatten(_:_:limit:splitAfter:)``'s walk, or the part of it
    /// another thread walks.
    ///
    /// Rows past `limit` are cut (and the cut reported) in the rows this thread walks; a part another thread walked
    /// is joined whole, so the caller checks the total.
    @inlinable
    func walk(
        _ start: _TreeFrame<Model>, depth baseDepth: Int, ancestors above: Set<AnyHashable>, _ expansion: _Expansion,
        limit: Int, splitAfter: Int
    ) -> _TreeWalkPart<Model> {
        var result = _FlatTree<Model>()
        let tracksOverrides = !expansion.overrides.isEmpty && identity != nil
        var seen = Set<AnyHashable>()
        // The shown nodes' unshown children, searched afterwards for nodes the app expanded or collapsed.
        var hidden: [[Model]] = []
        var ancestors = above
        // Every node shown expanded so far (its ancestors among them): a node that shows expanded once shows
        // collapsed where it repeats — in a cycle, or under a second parent — so a walk asks each node's children
        // about once, whatever the graph, and never shows a shared subtree twice.
        var expandedIDs = above
        var checks = Self.stabilityChecks
        // The level being walked is held here, the levels above it on `stack`: a step reads and advances locals,
        // not an element of an array of frames. Rows before the level's pending run (`frame.runStart..<frame.next`)
        // are in `result`'s runs.
        var frame = start
        var stack: [_TreeFrame<Model>] = []
        // The part another thread walks, and the level (an index into `stack`, or `stack.count`: `frame`) whose
        // siblings it took: joined when that level ends.
        var worker: (part: _TreeWorker<Model>, level: Int, ancestors: Set<AnyHashable>)?
        var nextSplit = splitAfter
        while true {
            guard frame.next < frame.end else {
                result.close(frame, at: frame.next, depth: baseDepth + stack.count)
                if let (part, level, restAncestors) = worker, level == stack.count {
                    worker = nil
                    let joined = part.join()
                    result.append(joined.tree)
                    seen.formUnion(joined.seen)
                    hidden += joined.hidden
                    // Nodes both threads showed expanded (their shared ancestors aside) are under two parents: shown
                    // twice, each once per thread, and reported as one thread reports them.
                    for id in joined.expanded where !expandedIDs.insert(id).inserted && !restAncestors.contains(id) {
                        result.report(Self.repeatedMessage(id))
                    }
                }
                if let id = frame.id { ancestors.remove(id) }
                guard let above = stack.popLast() else { break }
                frame = above
                frame.runStart = frame.next
                continue
            }
            if worker == nil && result.count >= nextSplit {
                nextSplit = result.count &+ splitAfter
                // The outermost level with two or more siblings left: the later half of them go to another thread.
                if let level = (0...stack.count).first(where: { ($0 < stack.count ? stack[$0] : frame).left >= 2 }) {
                    let taken = level < stack.count ? stack[level] : frame
                    let middle = taken.next + taken.left / 2
                    var rest = _TreeFrame(children: taken.children, parent: taken.parent, id: taken.id)
                    rest.next = middle
                    rest.runStart = middle
                    rest.end = taken.end
                    if level < stack.count { stack[level].end = middle } else { frame.end = middle }
                    var restAncestors = above
                    for each in 0...level {
                        if let id = (each < stack.count ? stack[each] : frame).id { restAncestors.insert(id) }
                    }
                    worker = (_TreeWorker { [self] in
                        walk(rest, depth: baseDepth + level, ancestors: restAncestors, expansion, limit: limit, splitAfter: .max)
                    }, level, restAncestors)
                }
            }
            var index = frame.next
            let found: [Model]?
            if tracksOverrides {
                found = frame.children.withUnsafeBufferPointer { children(at: index, in: $0) }
            } else {
                // Leaves, when no node's state is kept, are asked in a loop of their own up to the first node with
                // children (most rows of most trees): nothing to ask but their children, and they join the pending
                // run together. As many as the row limit admits.
                let room = limit - result.count + frame.runStart
                let (end, kids) = firstNode(in: frame.children, from: index, before: min(frame.end, room))
                if end > index {
                    result.add(index, of: &frame, flags: 0, depth: baseDepth + stack.count)
                    frame.next = end
                    index = end
                }
                guard let kids else {
                    if index == frame.end { continue }
                    guard result.admits(index, of: frame, depth: baseDepth + stack.count, limit: limit) else { break }
                    preconditionFailure("a leaf scan stopped at \(index) of \(frame.end) with room for it")
                }
                found = kids
            }
            let kids = found ?? []
            let node = frame.children[index]
            let depth = baseDepth + stack.count
            var expanded = false
            var id: AnyHashable?
            // A node the app expanded or collapsed is found wherever it is — a leaf too: it keeps its state for when
            // it has children again (only a node gone from the tree loses it).
            if tracksOverrides, let nodeID = identity?(node) {
                id = nodeID
                if expansion.overrides[nodeID] != nil { seen.insert(nodeID) }
            }
            if !kids.isEmpty {
                if id == nil { id = identity?(node) }
                expanded = expands(node, depth: depth, id: id, in: expansion)
                if expanded, let id, !expandedIDs.insert(id).inserted {
                    expanded = false
                    result.report(ancestors.contains(id)
                        ? "node \(id) is its own ancestor (a cycle): it shows collapsed where it repeats. Its children must not lead back to it."
                        : Self.repeatedMessage(id))
                } else if expanded && depth + 1 >= Self.maximumDepth {
                    expanded = false
                    result.report("the tree is more than \(Self.maximumDepth) levels deep; nodes at that depth show collapsed. A children closure that makes new nodes without end does this.")
                }
                // Children read in place are the same array on every read: nothing to check.
                if expanded, checks > 0, childrenOffset == nil, let identity {
                    checks -= 1
                    let again = children(node) ?? []
                    if !Self.sameStorage(again, kids)
                        && (again.count != kids.count || !zip(again, kids).allSatisfy({ identity($0) == identity($1) })) {
                        result.report("children(of: node \(identity(node))) returned different children on two calls in a row; children must depend only on the node, or expansion and rows change on every update.")
                    }
                }
            }
            guard result.admits(index, of: frame, depth: depth, limit: limit) else { break }
            result.add(index, of: &frame, flags: kids.isEmpty ? 0 : expanded ? 3 : 1, depth: depth)
            if expanded {
                result.close(frame, at: index + 1, depth: depth)
                if let id { ancestors.insert(id) }
                stack.append(frame)
                frame = _TreeFrame(children: kids, parent: _TreeParent(node), id: id)
            } else if tracksOverrides && !kids.isEmpty {
                hidden.append(kids)
            }
        }
        // Cut before the level it split was done: the other thread's rows come after the cut.
        worker?.part.abandon()
        return _TreeWalkPart(tree: result, seen: seen, hidden: hidden, expanded: expandedIDs, tracksOverrides: tracksOverrides)
    }

    /// What a walk reports of a node with children that shows a second time, not below itself.
    @usableFromInline
    static func repeatedMessage(_ id: AnyHashable) -> String {
        "node \(id) shows under two parents (or twice under one): its identity must be unique in the tree. Expansion is kept by identity, so it shows expanded once and collapsed where it repeats. Give each node a unique collectionId/id."
    }

    /// The first of `siblings[start..<end]` with children, and its children — or `end` and nil when all are leaves.
    /// A leaf that says so with nil costs no array: no retain, no release (SwiftUI's outlines' convention). Read in
    /// place (``childrenOffset``), a leaf costs a load and a test.
    @inlinable
    func firstNode(in siblings: [Model], from start: Int, before end: Int) -> (index: Int, children: [Model]?) {
        siblings.withUnsafeBufferPointer { buffer in
            if let offset = childrenOffset, let base = buffer.baseAddress {
                return childrenAreOptional
                    ? Self.firstInPlace([Model]?.self, in: base, at: offset, from: start, before: end)
                    : Self.firstInPlace([Model].self, in: base, at: offset, from: start, before: end)
            }
            var index = start
            while index < end {
                if let found = children(buffer[index]), !found.isEmpty { return (index, found) }
                index += 1
            }
            return (end, nil)
        }
    }

    /// ``firstNode(in:from:before:)`` reading the nodes' children in place: `Stored` at `offset` in each node from
    /// `base + start` — a load and a test a leaf.
    @inlinable
    static func firstInPlace<Stored: TreeChildren<Model>>(
        _: Stored.Type, in base: UnsafePointer<Model>, at offset: Int, from start: Int, before end: Int
    ) -> (index: Int, children: [Model]?) {
        var index = start
        var field = UnsafeRawPointer(base + start) + offset
        while index < end {
            let stored = field.assumingMemoryBound(to: Stored.self)
            if stored.pointee._hasTreeChildren { return (index, stored.pointee._treeChildren) }
            index += 1
            field += MemoryLayout<Model>.stride
        }
        return (end, nil)
    }

    /// The children of `buffer[index]`: read in place (``childrenOffset``), or asked of ``children``.
    @inlinable
    func children(at index: Int, in buffer: UnsafeBufferPointer<Model>) -> [Model]? {
        guard let offset = childrenOffset, let base = buffer.baseAddress else { return children(buffer[index]) }
        let field = UnsafeRawPointer(base + index) + offset
        return childrenAreOptional
            ? field.assumingMemoryBound(to: [Model]?.self).pointee
            : field.assumingMemoryBound(to: [Model].self).pointee
    }

    /// Whether `first` and `second` are one array's storage (then they hold the same nodes).
    @inlinable
    static func sameStorage(_ first: [Model], _ second: [Model]) -> Bool {
        first.withUnsafeBufferPointer { one in
            second.withUnsafeBufferPointer { other in one.baseAddress == other.baseAddress && one.count == other.count }
        }
    }

    /// The nodes `expansion` names that are not in `seen` nor anywhere under `hidden`: a walk of the hidden parts
    /// (``search(_:from:until:)``) that stops as soon as every named node is found.
    ///
    /// - Complexity: O(nodes under `hidden`): each node's children are asked once, cycles and shared subtrees
    ///   included; a tree without end is searched up to ``maximumRows`` nodes, and what was not found by then is
    ///   forgotten — so the next update does not search again.
    @inlinable
    func findGone(_ expansion: _Expansion, seen: Set<AnyHashable>, hidden: [[Model]]) -> [(id: AnyHashable, stamp: Int)] {
        var missing = Set(expansion.overrides.keys).subtracting(seen)
        search(hidden.map { ($0, 0) }) { id, _ in
            missing.remove(id)
            return missing.isEmpty
        }
        return missing.compactMap { id in expansion.overrides[id].map { (id, $0.stamp) } }
    }

    /// The depth of the node whose identity is `id` in the tree of `roots`, shown or not; nil when it is not in it.
    ///
    /// - Complexity: O(nodes) at most (``search(_:from:until:)``).
    @inlinable
    func depth(of id: AnyHashable, in roots: [Model]) -> Int? {
        var found: Int?
        search([(roots, 0)]) { node, depth in
            if node == id { found = depth }
            return found != nil
        }
        return found
    }

    /// Visits the nodes of `levels` (sibling arrays, each with its depth) and every node below them, depth first,
    /// each identity once — a node met again (a cycle, a second parent) is not entered again — until `visit`
    /// returns true, or ``maximumRows`` nodes were visited (a tree without end). Nothing when `Model` has no identity.
    @inlinable
    func search(_ levels: [([Model], Int)], until visit: (_ id: AnyHashable, _ depth: Int) -> Bool) {
        guard let identity else { return }
        var stack = levels
        var visited = Set<AnyHashable>()
        while let (nodes, depth) = stack.popLast() {
            let done = nodes.withUnsafeBufferPointer { buffer in
                for index in buffer.indices {
                    let id = identity(buffer[index])
                    guard visited.insert(id).inserted else { continue }
                    if visit(id, depth) || visited.count >= Self.maximumRows { return true }
                    let kids = children(at: index, in: buffer) ?? []
                    if !kids.isEmpty { stack.append((kids, depth + 1)) }
                }
                return false
            }
            if done { return }
        }
    }
}
