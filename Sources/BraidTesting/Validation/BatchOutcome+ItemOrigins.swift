extension BatchOutcome {
    /// The origins of one after-update section's rows, first to last: an array of ``ItemOrigin`` in effect
    /// (and written as one: `[.kept(from: p), .inserted]`).
    ///
    /// The origins are held as runs — rows that kept their origin as a range of old rows, the changed rows one by one,
    /// and the rows of a new section as one run of ``ItemOrigin/inserted`` — so an outcome takes room for what the
    /// batch changed, not for the rows the section holds: a log of batches on a table of a million rows stays small.
    /// Reading it is reading an array: indexing, iteration, `==` and hashing by the elements, whichever way it was
    /// made (from an array literal, or by a validator).
    ///
    /// ```swift
    /// // before [[A, B, C, D]]; delete (0,1), insert (0,3)
    /// let rows = outcome.items[0] // [.kept(from: 0-0), .kept(from: 0-2), .kept(from: 0-3), .inserted]
    /// rows.count                  // 4, held as three runs: old row 0, old rows 2–3, one inserted row
    /// ```
    ///
    /// - Complexity: Reading a row is O(log r), where r is the number of runs; `==` and hashing are O(r).
    public struct ItemOrigins: RandomAccessCollection, Hashable, Sendable, ExpressibleByArrayLiteral {
        /// Origins that follow one another: `first`, then each next one a row further on from the same place
        /// (``ItemOrigin/inserted`` repeated, for inserted rows).
        struct Run: Hashable, Sendable {
            var first: ItemOrigin
            var count: Int

            /// The origin `offset` rows into the run.
            func origin(at offset: Int) -> ItemOrigin {
                first.advanced(by: offset)
            }

            /// Whether `origin` is the one that follows the run's last: `first.advanced(by: count) == origin`, without
            /// making the origin.
            func isContinued(by origin: ItemOrigin) -> Bool {
                switch (first, origin) {
                case (.kept(let first), .kept(let next)), (.moved(let first), .moved(let next)),
                    (.reloaded(let first), .reloaded(let next)):
                    first.section == next.section && first.item + count == next.item
                case (.inserted, .inserted):
                    true
                default:
                    false
                }
            }
        }

        /// Collects origins into runs, joining each to the run before it when it continues that run: so equal
        /// sequences of origins always make equal runs.
        struct Builder {
            private var runs: [Run] = []
            private var starts: [Int] = []
            private var count = 0

            init() {}

            /// A builder with room for `runs` runs.
            init(capacity runs: Int) {
                self.runs.reserveCapacity(runs)
                starts.reserveCapacity(runs)
            }

            /// Appends `count` origins from `first` on (see ``Run``); nothing when `count` is zero.
            @inline(__always)
            mutating func append(_ first: ItemOrigin, count: Int = 1) {
                guard count > 0 else { return }
                if let last = runs.indices.last, runs[last].isContinued(by: first) {
                    runs[last].count += count
                } else {
                    runs.append(Run(first: first, count: count))
                    starts.append(self.count)
                }
                self.count += count
            }

            func build() -> ItemOrigins {
                ItemOrigins(runs: runs, starts: starts, count: count)
            }
        }

        /// The runs, in order; none empty and none continued by the next.
        let runs: [Run]
        /// The position of each run's first origin.
        private let starts: [Int]
        /// How many rows the runs hold.
        private let rowCount: Int

        private init(runs: [Run], starts: [Int], count: Int) {
            self.runs = runs
            self.starts = starts
            rowCount = count
        }

        /// The origins `origins`, in order.
        ///
        /// - Complexity: O(n), for the n origins; the result holds one run per stretch of origins that follow
        ///   one another.
        public init(_ origins: [ItemOrigin]) {
            var builder = Builder()
            for origin in origins { builder.append(origin) }
            self = builder.build()
        }

        public init(arrayLiteral origins: ItemOrigin...) {
            self.init(origins)
        }

        /// `count` rows, each ``ItemOrigin/inserted``: the rows of a new section.
        init(insertedCount count: Int) {
            var builder = Builder()
            builder.append(.inserted, count: count)
            self = builder.build()
        }

        public var startIndex: Int { 0 }

        public var endIndex: Int { rowCount }

        public subscript(position: Int) -> ItemOrigin {
            precondition(position >= 0 && position < rowCount, "row \(position) of a section of \(rowCount) rows")
            // The last run that starts at or before `position`.
            var low = 0, high = starts.count
            while high - low > 1 {
                let middle = (low + high) / 2
                if starts[middle] <= position { low = middle } else { high = middle }
            }
            return runs[low].origin(at: position - starts[low])
        }

        /// The rows reloaded in place, ascending, when every row of old section `section`, which held `count` rows,
        /// is where it was — kept or reloaded at its own index, none added or gone; nil otherwise.
        ///
        /// - Complexity: O(r + reloaded rows).
        func reloadedInPlace(of section: Int, count: Int) -> [Int]? {
            guard rowCount == count else { return nil }
            var reloaded: [Int] = []
            for (run, start) in zip(runs, starts) {
                switch run.first {
                case .kept(let from) where from == ItemPath(item: start, section: section):
                    continue
                case .reloaded(let from) where from == ItemPath(item: start, section: section):
                    reloaded.append(contentsOf: start ..< start + run.count)
                default:
                    return nil
                }
            }
            return reloaded
        }

        public static func == (lhs: Self, rhs: Self) -> Bool {
            lhs.runs == rhs.runs
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(runs)
        }
    }
}

extension BatchOutcome.ItemOrigin {
    /// The origin `offset` rows further on from the same place: the same kind, `offset` rows further into the same
    /// old section; ``inserted`` stays itself.
    func advanced(by offset: Int) -> Self {
        func path(_ path: ItemPath) -> ItemPath { ItemPath(item: path.item + offset, section: path.section) }
        return switch self {
        case .kept(let from): .kept(from: path(from))
        case .moved(let from): .moved(from: path(from))
        case .reloaded(let from): .reloaded(from: path(from))
        case .inserted: .inserted
        }
    }
}
