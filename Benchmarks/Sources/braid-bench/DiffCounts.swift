/// What one diff found, as counts: reported beside its timing and folded into the harness's sink.
///
/// A count is `nil` where the implementation does not produce it (the hash floor finds no moves; Swift's
/// `difference(from:)` sees no updates).
struct DiffCounts: Checksummed {
    var deletes: Int?
    var inserts: Int?
    var moves: Int?
    var updates: Int?
    /// How many batch updates (stages) the changeset needed.
    var stages: Int?

    var checksum: Int {
        [deletes, inserts, moves, updates, stages].reduce(0) { $0 &+ ($1 ?? 0) }
    }

    /// The counts that are known, by their JSON names, in a fixed order.
    var known: [(name: String, count: Int)] {
        [("deletes", deletes), ("inserts", inserts), ("moves", moves), ("updates", updates), ("stages", stages)]
            .compactMap { name, count in count.map { (name, $0) } }
    }
}
