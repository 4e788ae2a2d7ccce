/// A persistent array: its elements in chunks of about ``chunkSize``, so that a copy shares every chunk, and an
/// edit of one copy copies the list of chunks (a reference each) and the one chunk it changes — not the elements.
///
/// What a ``RecordingList`` keeps, and what each version of it hands to a binding: a million elements are about a
/// thousand chunks, so a version costs a thousand references, and a row inserted into it one chunk's copy.
struct _Chunks<Element> {
    /// The chunks, none empty.
    private(set) var chunks: [[Element]] = []
    /// `ends[c]`: how many elements the chunks up to and including `c` hold.
    private(set) var ends: [Int] = []

    /// How many elements a chunk gets when the elements are given at once; a chunk that grows to twice this is
    /// split in two.
    static var chunkSize: Int { 1024 }

    init() {}

    init<S: Sequence<Element>>(_ elements: S) {
        var chunk: [Element] = []
        chunk.reserveCapacity(Self.chunkSize)
        for element in elements {
            chunk.append(element)
            if chunk.count == Self.chunkSize {
                append(chunk: chunk)
                chunk.removeAll(keepingCapacity: true)
            }
        }
        if !chunk.isEmpty { append(chunk: chunk) }
    }

    var count: Int { ends.last ?? 0 }

    /// The chunk that holds `index` (in `0..<count`), and its place there.
    /// - Complexity: O(log chunks).
    func locate(_ index: Int) -> (chunk: Int, offset: Int) {
        var low = 0, high = ends.count - 1
        while low < high {
            let middle = (low + high) / 2
            if ends[middle] > index { high = middle } else { low = middle + 1 }
        }
        return (low, index - (low == 0 ? 0 : ends[low - 1]))
    }

    /// The element at `index`, in `0..<count`.
    subscript(index: Int) -> Element {
        get {
            let (chunk, offset) = locate(index)
            return chunks[chunk][offset]
        }
        set {
            let (chunk, offset) = locate(index)
            chunks[chunk][offset] = newValue
        }
    }

    /// Inserts `element` at `index`, in `0...count`.
    /// - Complexity: O(chunks + chunk size).
    mutating func insert(_ element: Element, at index: Int) {
        if chunks.isEmpty {
            append(chunk: [element])
            return
        }
        // At the end: the last chunk grows (a new one when it is full), so that appends fill chunks.
        let (chunk, offset) = index == count ? (chunks.count - 1, chunks[chunks.count - 1].count) : locate(index)
        if index == count && chunks[chunk].count >= Self.chunkSize {
            append(chunk: [element])
            return
        }
        chunks[chunk].insert(element, at: offset)
        for c in chunk..<ends.count { ends[c] += 1 }
        if chunks[chunk].count >= 2 * Self.chunkSize {
            let tail = Array(chunks[chunk][Self.chunkSize...])
            chunks[chunk].removeSubrange(Self.chunkSize...)
            chunks.insert(tail, at: chunk + 1)
            ends.insert(ends[chunk], at: chunk + 1)
            ends[chunk] -= tail.count
        }
    }

    /// Removes and returns the element at `index`, in `0..<count`.
    /// - Complexity: O(chunks + chunk size).
    @discardableResult
    mutating func remove(at index: Int) -> Element {
        let (chunk, offset) = locate(index)
        let element = chunks[chunk].remove(at: offset)
        for c in chunk..<ends.count { ends[c] -= 1 }
        if chunks[chunk].isEmpty {
            chunks.remove(at: chunk)
            ends.remove(at: chunk)
        }
        return element
    }

    /// The elements in one array.
    /// - Complexity: O(count).
    func flattened() -> [Element] {
        var elements: [Element] = []
        elements.reserveCapacity(count)
        for chunk in chunks { elements.append(contentsOf: chunk) }
        return elements
    }

    private mutating func append(chunk: [Element]) {
        chunks.append(chunk)
        ends.append(count + chunk.count)
    }
}
