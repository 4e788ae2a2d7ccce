import BraidDiff
import PropertyBased
import Testing

/// Random inputs for the diff properties: small identity alphabets so that moves, duplicates and
/// cross-section moves are common; shrinkable, so a failure is reported on a small case.
enum DiffInput {
    /// An item: identity 0...7, content 0...2.
    static let item = zip(Gen.int(in: 0...7), Gen.int(in: 0...2)).map { Row(id: "i\($0)", content: $1) }
    static let list = item.array(of: 0...12)

    /// A section: identity 0...4, header content 0...1, counted (undiffable) one time in eight, items.
    static let section = zip(Gen.int(in: 0...4), Gen.int(in: 0...1), Gen.int(in: 0...7), item.array(of: 0...6))
        .map { id, header, counted, items in
            TestSection(id: "s\(id)", header: header, counted: counted == 0, items: items)
        }
    static let sections = section.array(of: 0...5)
}

/// A section of test data: identity, header content, whether its items have identity, and items.
struct TestSection: Hashable, CustomStringConvertible {
    var id: String
    var header: Int
    var counted: Bool
    var items: [Row]

    var diffSection: DiffSection<String, String> {
        counted ? DiffSection(id: id, count: items.count) : DiffSection(id: id, itemIDs: items.map(\.id))
    }
    var description: String { "\(id)\(header == 0 ? "" : "'")\(counted ? "#" : ""):\(items)" }
}

/// The length of a longest strictly increasing subsequence, by the textbook quadratic method — an
/// independent check of the engine's minimal moves.
func longestIncreasingRunLength(_ values: [Int]) -> Int {
    var best = [Int](repeating: 1, count: values.count)
    for i in values.indices {
        for j in 0..<i where values[j] < values[i] { best[i] = max(best[i], best[j] + 1) }
    }
    return best.max() ?? 0
}

@Suite("Diff properties (randomized, shrinking)", .shrinking)
struct DiffProperties {
    @Test func flatMovesAreMinimal() async {
        await propertyCheck(count: 10_000, input: DiffInput.list, DiffInput.list) { old, new in
            let diff = FlatDiff(from: old, to: new, identifiedBy: \.id, contentEquals: ==)
            let matched = old.count - diff.deletes.count
            #expect(matched == new.count - diff.inserts.count, "matched counts agree on both sides")
            var newToOld = [Int](repeating: -1, count: new.count)
            var oldMatched = Set(0..<old.count).subtracting(diff.deletes)
            // Rebuild the matching from the diff: kept elements fill the non-inserted, non-moved slots in order.
            for move in diff.moves { newToOld[move.to] = move.from; oldMatched.remove(move.from) }
            var kept = oldMatched.sorted().makeIterator()
            let inserted = Set(diff.inserts)
            for j in new.indices where !inserted.contains(j) && newToOld[j] < 0 { newToOld[j] = kept.next()! }
            for (j, i) in newToOld.enumerated() where i >= 0 {
                #expect(old[i].id == new[j].id, "new \(j) must be matched with an old element of the same identity")
            }
            let sequence = newToOld.filter { $0 >= 0 }
            #expect(diff.moves.count == matched - longestIncreasingRunLength(sequence),
                    "moves must be matched − longest kept run: \(diff.moves.count) moves for \(old) → \(new)")
        }
    }
}
