/// A persistent array: its elements in chunks of about ``chunkSize``, the chunks in nodes of about ``nodeSize``, so
/// that a copy shares every node and chunk, and an edit of one copy copies only what leads to the element it changes —
/// the list of nodes, one node's list of chunks, and one chunk — never the other elements.
///
/// What a ``RecordingList`` keeps, and what each version of it hands to a binding: a million elements are about a
/// thousand chunks in sixteen nodes, so an edit copies (and retains) about 16 + 64 references and one chunk of 1,024
/// elements. (One level, a list of a thousand chunks, retained a thousand chunks per edit: at a million rows that
/// was most of an edit's cost — each retain a cache miss on a chunk the edit does not touch.)
struct _Chunks<Element> {
    /// A run of chunks, none empty, with `ends[c]`: how many elements its chunks up to and including `c` hold.
    struct Node {
        var chunks: [[Element]] = []
        var ends: [Int] = []
        var count: Int { ends.last ?? 0 }

        mutating func append(chunk: [Element]) {
            ends.append(count + chunk.count)
            chunks.append(chunk)
        }
    }

    /// The nodes, none empty, with `nodeEnds[n]`: how many elements the nodes up to and including `n` hold.
    private(set) var nodes: [Node] = []
    private(set) var nodeEnds: [Int] = []

    /// How many elements a chunk gets when the elements are given at once; a chunk that grows to twice this is split.
    static var chunkSize: Int { 1024 }
    /// How many chunks a node gets when the elements are given at once; a node that grows to twice this is split.
    static var nodeSize: Int { 64 }

    init() {}

    init<S: Sequence<Element>>(_ elements: S) {
        var chunk: [Element] = []
        var node = Node()
        chunk.reserveCapacity(Self.chunkSize)
        for element in elements {
            chunk.append(element)
            if chunk.count == Self.chunkSize {
                node.append(chunk: chunk)
                chunk.removeAll(keepingCapacity: true)
                if node.chunks.count == Self.nodeSize {
                    append(node: node)
                    node = Node()
                }
            }
        }
        if !chunk.isEmpty { node.append(chunk: chunk) }
        if !node.chunks.isEmpty { append(node: node) }
    }

    var count: Int { nodeEnds.last ?? 0 }

    /// Where the element at `index` (in `0..<count`) is: its node, its chunk there, and its place in the chunk.
    /// - Complexity: O(log chunks).
    func locate(_ index: Int) -> (node: Int, chunk: Int, offset: Int) {
        let node = Self.part(containing: index, ends: nodeEnds)
        let local = index - (node == 0 ? 0 : nodeEnds[node - 1])
        let ends = nodes[node].ends
        let chunk = Self.part(containing: local, ends: ends)
        return (node, chunk, local - (chunk == 0 ? 0 : ends[chunk - 1]))
    }

    /// The element at `index`, in `0..<count`.
    subscript(index: Int) -> Element {
        get {
            let (node, chunk, offset) = locate(index)
            return nodes[node].chunks[chunk][offset]
        }
        set {
            let (node, chunk, offset) = locate(index)
            nodes[node].chunks[chunk][offset] = newValue
        }
    }

    /// Inserts `element` at `index`, in `0...count`.
    /// - Complexity: O(√(n / chunk size) + chunk size) for the usual sizes: one node's chunks and the nodes.
    mutating func insert(_ element: Element, at index: Int) {
        guard !nodes.isEmpty else {
            append(node: Node(chunks: [[element]], ends: [1]))
            return
        }
        var (node, chunk, offset) = (0, 0, 0)
        if index == count {
            // At the end: the last chunk grows, and a new one follows it when it is full, so that appends fill chunks.
            node = nodes.count - 1
            chunk = nodes[node].chunks.count - 1
            offset = nodes[node].chunks[chunk].count
            if offset >= Self.chunkSize {
                nodes[node].append(chunk: [element])
                nodeEnds[node] += 1
                splitNodeIfFull(node)
                return
            }
        } else {
            (node, chunk, offset) = locate(index)
        }
        nodes[node].chunks[chunk].insert(element, at: offset)
        for c in chunk..<nodes[node].ends.count { nodes[node].ends[c] += 1 }
        for n in node..<nodeEnds.count { nodeEnds[n] += 1 }
        if nodes[node].chunks[chunk].count >= 2 * Self.chunkSize {
            let tail = Array(nodes[node].chunks[chunk][Self.chunkSize...])
            nodes[node].chunks[chunk].removeSubrange(Self.chunkSize...)
            nodes[node].chunks.insert(tail, at: chunk + 1)
            nodes[node].ends.insert(nodes[node].ends[chunk], at: chunk + 1)
            nodes[node].ends[chunk] -= tail.count
            splitNodeIfFull(node)
        }
    }

    /// Removes and returns the element at `index`, in `0..<count`.
    /// - Complexity: as ``insert(_:at:)``.
    @discardableResult
    mutating func remove(at index: Int) -> Element {
        let (node, chunk, offset) = locate(index)
        let element = nodes[node].chunks[chunk].remove(at: offset)
        for c in chunk..<nodes[node].ends.count { nodes[node].ends[c] -= 1 }
        for n in node..<nodeEnds.count { nodeEnds[n] -= 1 }
        if nodes[node].chunks[chunk].isEmpty {
            nodes[node].chunks.remove(at: chunk)
            nodes[node].ends.remove(at: chunk)
            if nodes[node].chunks.isEmpty {
                nodes.remove(at: node)
                nodeEnds.remove(at: node)
            }
        }
        return element
    }

    /// The elements in one array.
    /// - Complexity: O(count).
    func flattened() -> [Element] {
        var elements: [Element] = []
        elements.reserveCapacity(count)
        for node in nodes {
            for chunk in node.chunks { elements.append(contentsOf: chunk) }
        }
        return elements
    }

    private mutating func append(node: Node) {
        nodeEnds.append(count + node.count)
        nodes.append(node)
    }

    /// Splits node `index` in two when it has grown to twice ``nodeSize`` chunks.
    private mutating func splitNodeIfFull(_ index: Int) {
        guard nodes[index].chunks.count >= 2 * Self.nodeSize else { return }
        var tail = Node()
        for chunk in nodes[index].chunks[Self.nodeSize...] { tail.append(chunk: chunk) }
        nodes[index].chunks.removeSubrange(Self.nodeSize...)
        nodes[index].ends.removeSubrange(Self.nodeSize...)
        nodes.insert(tail, at: index + 1)
        nodeEnds.insert(nodeEnds[index], at: index + 1)
        nodeEnds[index] -= tail.count
    }

    /// The part (node or chunk) whose `ends` first exceed `index`.
    private static func part(containing index: Int, ends: [Int]) -> Int {
        var low = 0, high = ends.count - 1
        while low < high {
            let middle = (low + high) / 2
            if ends[middle] > index { high = middle } else { low = middle + 1 }
        }
        return low
    }
}
