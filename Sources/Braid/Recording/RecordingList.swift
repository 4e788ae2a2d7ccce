/// A list that records its own edits, so that a binder shows each change by what it was — without reading or diffing
/// the whole list.
///
/// A binding of an array or a closure is diffed on every update: its models' identities are gathered, hashed and
/// matched, work that grows with the list even when one row changed. A `RecordingList` says what changed instead:
/// bound to a section with `bind(cellType:models:)`, `bind(cellProvider:models:)` or `bind(cellType:viewModels:)` — or
/// one list per section, `[Section: RecordingList<Model>]`, on a multi-section chain — each edit marks the binder as
/// needing an update (coalesced with every other change of the same main-actor turn, as `refresh()` is), and the update
/// turns the edits into the view's batch in time that grows with the edits, not the rows.
///
/// ```swift
/// let messages = RecordingList(initialMessages)
/// binder.onTable()
///     .bind(cellType: MessageCell.self, models: messages)
///     .onDequeue { _, cell, message in cell.text = message.text }
/// binder.finish()
///
/// messages.append(newMessage)            // an insert at the end
/// messages.replace(at: 3, with: edited)  // row 3 is reconfigured
/// ```
///
/// A change that arrives as a `CollectionDifference` is applied with ``apply(_:)``: its removals and insertions are
/// the list's edits.
///
/// Each version of the list shares its storage with the last: the elements are kept in chunks of about a thousand,
/// grouped in nodes of about 64 chunks, so an edit copies one chunk, one node's list of chunks and the list of nodes
/// (a reference each), never the other elements.
///
/// - Note: What the view shows is always what the list holds: an update whose edits the binder cannot take as they
///   are — another section changed with it (a section bound to a closure always counts as changed: it is read again
///   on every update, and only a diff can tell), sections were shown or hidden, a user's delete or move changed the rows
///   since, the list is bound to more than one binder, or more than ``recordedEditLimit`` edits came in one turn —
///   is diffed like an array's, by identity. Identities are not read on the fast path, so models with equal
///   identities are shown exactly as the edits placed them, and the binder's warning about duplicate identities
///   comes only from an update that is diffed.
/// - Note: An index out of range, often a user's edit that raced a change of the list, is reported by a bound list
///   through its binder's `diagnosticHandler`, as a warning (the data's problem: ``BinderDiagnostic``), and the edit
///   is ignored, so the view keeps showing what the list holds; a list bound to no binder stops the program with a
///   message naming the method and the valid range, as `Array` would.
@MainActor
public final class RecordingList<Element> {
    private var storage: _Chunks<Element>
    /// Counts the edits: a binding reads the list again when it changed.
    private(set) var version = 0
    /// The edits since the version the list was last read at (`logStart`), or nil when they are not all known (more
    /// than ``recordedEditLimit``, or the whole list replaced).
    private var log: [_RecordedEdit] = []
    private var logStart: Int? = 0
    /// The binders the list is bound to: each is told of every edit, and reports a wrong one.
    private var observers: [(_RecordingEvent) -> Bool] = []
    /// The list's identity in the versions it hands out, which may outlive it and leave the main actor.
    private let identity = _RecordingIdentity()

    /// How many edits between two updates the list records; past it, the next update diffs the list.
    public static var recordedEditLimit: Int { 1024 }

    /// An empty list.
    public init() {
        storage = _Chunks()
    }

    /// A list of `elements`.
    /// - Complexity: O(n).
    public init<S: Sequence<Element>>(_ elements: S) {
        storage = _Chunks(elements)
    }

    // MARK: Reading

    /// The number of elements.
    public var count: Int { storage.count }

    /// Whether the list has no elements.
    public var isEmpty: Bool { storage.count == 0 }

    /// The element at `index`.
    /// - Precondition: `index` is in `0..<count`.
    /// - Complexity: O(log n).
    public subscript(index: Int) -> Element {
        precondition(index >= 0 && index < count, "RecordingList index \(index) is out of range 0..<\(count)")
        return storage[index]
    }

    /// The elements in one array.
    /// - Complexity: O(n).
    public var elements: [Element] { storage.flattened() }

    // MARK: Editing

    /// Adds `element` at the end.
    /// - Complexity: O(1,024 + 64 + n / 65,536), amortized.
    public func append(_ element: Element) {
        insert(element, at: count)
    }

    /// Adds `elements` at the end, one insert each.
    public func append<S: Sequence<Element>>(contentsOf elements: S) {
        for element in elements { append(element) }
    }

    /// Inserts `element` at `index`, which may be `count`.
    /// - Complexity: O(1,024 + 64 + n / 65,536).
    public func insert(_ element: Element, at index: Int) {
        guard check(index, in: 0...count, "insert(_:at:)") else { return }
        storage.insert(element, at: index)
        record(.insert(index))
    }

    /// Removes and returns the element at `index`.
    /// - Returns: the element, or nil when `index` is out of range (reported, the list unchanged).
    /// - Complexity: O(1,024 + 64 + n / 65,536).
    @discardableResult
    public func remove(at index: Int) -> Element? {
        guard check(index, in: 0..<count, "remove(at:)") else { return nil }
        let element = storage.remove(at: index)
        record(.remove(index))
        return element
    }

    /// Moves the element at `source` so that it is at `destination` afterwards (as `remove(at: source)` and then
    /// `insert(_:at: destination)` would), both in `0..<count`: the view moves its row.
    /// - Complexity: O(1,024 + 64 + n / 65,536).
    public func move(from source: Int, to destination: Int) {
        guard check(source, in: 0..<count, "move(from:to:)"), check(destination, in: 0..<count, "move(from:to:)")
        else { return }
        storage.insert(storage.remove(at: source), at: destination)
        record(.move(from: source, to: destination))
    }

    /// Replaces the element at `index` with `element`: the view updates that row (reconfigures its cell, or reloads
    /// it where the chain says so).
    /// - Complexity: O(1,024 + 64 + n / 65,536).
    public func replace(at index: Int, with element: Element) {
        guard check(index, in: 0..<count, "replace(at:with:)") else { return }
        storage[index] = element
        record(.replace(index))
    }

    /// Applies `difference` as `Array.applying(_:)` does — its removals at their offsets in the list as it is, then its
    /// insertions at theirs in the result — each recorded as an edit: a change that arrives as a `CollectionDifference`
    /// (a change feed, `new.difference(from: old)`, a publisher of differences) reaches the view as that many deletes
    /// and inserts, without a diff.
    ///
    /// ```swift
    /// let feed = RecordingList(["a", "b", "c"])
    /// feed.apply(["b", "c", "d"].difference(from: ["a", "b", "c"]))  // row 0 deleted, row 2 inserted
    /// ```
    ///
    /// A removal and an insertion that the difference associates (`inferringMoves()`) are a delete and an insert of
    /// the row too, not a move: a difference's moves are not sequential edits. Use ``move(from:to:)`` for a row the
    /// view should move.
    ///
    /// - Returns: whether the difference was applied; false, and the list unchanged, when it does not fit the list — a
    ///   removal's offset outside the list, or an insertion's outside the result, as when it was made from other data.
    ///   That is reported to the binders the list is bound to (their `diagnosticHandler`), like an index out of range,
    ///   and the view keeps showing the list. Unbound, the list only returns false, as `Array.applying(_:)` returns nil.
    /// - Complexity: O(changes × (1,024 + 64 + n / 65,536)).
    @discardableResult
    public func apply(_ difference: CollectionDifference<Element>) -> Bool {
        let resultCount = count - difference.removals.count + difference.insertions.count
        // All checked first, so that a difference that does not fit changes nothing.
        for case .remove(let offset, _, _) in difference.removals where !(0..<count).contains(offset) {
            return doesNotFit("removes the element at offset \(offset), outside the list's 0..<\(count)")
        }
        for case .insert(let offset, _, _) in difference.insertions where !(0..<resultCount).contains(offset) {
            return doesNotFit("inserts at offset \(offset), outside the result's 0..<\(resultCount)")
        }
        // Removals from the last, so that each offset is still the element's; insertions from the first, each at its
        // place in the result (the ones before it are in place by then).
        for case .remove(let offset, _, _) in difference.removals.reversed() {
            storage.remove(at: offset)
            record(.remove(offset))
        }
        for case .insert(let offset, let element, _) in difference.insertions {
            storage.insert(element, at: offset)
            record(.insert(offset))
        }
        return true
    }

    /// Replaces every element with `elements`. The next update diffs the list, as an array's.
    /// - Complexity: O(n).
    public func replaceAll<S: Sequence<Element>>(with elements: S) {
        storage = _Chunks(elements)
        log = []
        logStart = nil
        changed()
    }

    /// Removes every element. The next update diffs the list, as an array's.
    public func removeAll() {
        replaceAll(with: [])
    }

    // MARK: The binder's side

    /// Tells `observer` of every edit from now on, and asks it to report a wrong one; it answers false when it is
    /// gone, and is then forgotten.
    func observe(_ observer: @escaping (_RecordingEvent) -> Bool) {
        observers.append(observer)
    }

    /// The list as it is now, with the edits since it was last read (when they are all known); the edits after
    /// this are recorded from here.
    func read() -> _RecordedVersion<Element> {
        let edits = logStart.map { _RecordedVersion<Element>.Edits(from: $0, edits: log) }
        log = []
        logStart = version
        return _RecordedVersion(elements: storage, list: identity, version: version, edits: edits)
    }

    private func record(_ edit: _RecordedEdit) {
        if logStart != nil {
            if log.count < Self.recordedEditLimit {
                log.append(edit)
            } else {
                log = []
                logStart = nil
            }
        }
        changed()
    }

    private func changed() {
        version += 1
        observers.removeAll { !$0(.changed) }
    }

    /// Whether `index` is in `range`; when it is not, the binders the list is bound to report it, or, bound to none,
    /// the program stops with the message.
    private func check(_ index: Int, in range: some RangeExpression<Int> & CustomStringConvertible, _ method: String) -> Bool {
        if range.contains(index) { return true }
        let message = """
            RecordingList.\(method) was given index \(index), but the list has \(count) elements: use an index in \(range). \
            The edit is ignored; the view keeps showing the list.
            """
        precondition(report(message), message)
        return false
    }

    /// Reports that ``apply(_:)`` was given a difference that does not fit the list (`why`), to the binders the list
    /// is bound to; false, for `apply` to return.
    private func doesNotFit(_ why: String) -> Bool {
        _ = report("""
            RecordingList.apply(_:) was given a difference that does not fit the list of \(count) elements: it \(why). \
            Nothing is applied; the view keeps showing the list.
            """)
        return false
    }

    /// Has the binders the list is bound to report `message` (a wrong edit); whether any did.
    private func report(_ message: String) -> Bool {
        var reported = false
        observers.removeAll { observer in
            let alive = observer(.wrongEdit(message))
            reported = reported || alive
            return !alive
        }
        return reported
    }
}

extension RecordingList: @MainActor Sequence {
    /// Iterates over the elements in order, from the list as it was when iteration began.
    public struct Iterator: IteratorProtocol {
        var nodes: IndexingIterator<[_Chunks<Element>.Node]>
        var chunks: IndexingIterator<[[Element]]>?
        var chunk: IndexingIterator<[Element]>?

        /// The next element, or nil after the last.
        public mutating func next() -> Element? {
            while true {
                if let element = chunk?.next() { return element }
                if let next = chunks?.next() {
                    chunk = next.makeIterator()
                    continue
                }
                guard let node = nodes.next() else { return nil }
                chunks = node.chunks.makeIterator()
            }
        }
    }

    /// An iterator over the elements.
    public func makeIterator() -> Iterator {
        Iterator(nodes: storage.nodes.makeIterator())
    }

    /// The number of elements.
    public var underestimatedCount: Int { count }
}
