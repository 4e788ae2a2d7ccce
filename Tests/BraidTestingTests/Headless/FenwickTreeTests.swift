import Testing
@testable import BraidTesting

/// A tree with the extents it sums, kept beside it as a section keeps its row heights.
private struct Extents {
    var values: [Double]
    var tree: FenwickTree

    init(_ values: [Double]) {
        self.values = values
        tree = FenwickTree(values)
    }

    mutating func set(_ index: Int, to value: Double) {
        let old = values[index]
        values[index] = value
        tree.update(index, from: old, extents: values)
    }

    var total: Double { tree.total }
    func prefixSum(_ count: Int) -> Double { tree.prefixSum(count) }
}

@Suite struct FenwickTreeTests {
    @Test func prefixSumsAreTheOffsetsOfEachElement() {
        let tree = FenwickTree([1, 2, 3, 4])
        #expect((0 ... 4).map(tree.prefixSum) == [0, 1, 3, 6, 10], "element i starts at the sum of those before it")
        #expect(tree.total == 10, "the total is the sum of all extents")
    }

    @Test func settingOneExtentMovesEverythingAfterIt() {
        var tree = Extents([1, 1, 1, 1, 1])
        tree.set(1, to: 5)
        #expect((0 ... 5).map(tree.prefixSum) == [0, 1, 6, 7, 8, 9], "growing element 1 by 4 shifts elements 2… by 4")
        #expect(tree.tree.count == 5, "still five extents")
    }

    /// The tree is built in one pass, each node from its children; the sums must be those that adding each node to
    /// its parent gives (the build it replaced), to the last bit, for extents whose sums round.
    @Test func theOnePassBuildGivesTheSumsOfAddingEachNodeToItsParent() {
        var generator = SystemRandomNumberGenerator()
        for count in [0, 1, 2, 3, 7, 8, 9, 64, 1_000, 4_097] {
            let extents = (0 ..< count).map { _ in Double.random(in: 0 ..< 100, using: &generator) / 3 }
            var reference = [0] + extents  // node i, 1-based, added to its parent in ascending order
            for index in reference.indices.dropFirst() {
                let parent = index + (index & -index)
                if parent < reference.count { reference[parent] += reference[index] }
            }
            func referenceSum(_ count: Int) -> Double {
                var (sum, position) = (0.0, count)
                while position > 0 {
                    sum += reference[position]
                    position -= position & -position
                }
                return sum
            }
            let tree = FenwickTree(extents)
            #expect((0 ... count).allSatisfy { tree.prefixSum($0).bitPattern == referenceSum($0).bitPattern },
                    "\(count) extents: every prefix sum is the reference's, bit for bit")
        }
    }

    @Test func findsTheElementCoveringAnOffset() {
        let tree = FenwickTree([2, 0, 3, 1])
        #expect(tree.firstIndex(notEndingBefore: 0) == 0, "offset 0 is in element 0")
        #expect(tree.firstIndex(notEndingBefore: 1.5) == 0, "element 0 spans [0, 2)")
        #expect(tree.firstIndex(notEndingBefore: 2) == 0, "element 0 ends exactly at 2, so it does not end before it")
        #expect(tree.firstIndex(notEndingBefore: 2.5) == 2, "the empty element 1 at 2 is skipped for 2.5")
        #expect(tree.firstIndex(notEndingBefore: 6) == 3, "the last element ends at 6")
        #expect(tree.firstIndex(notEndingBefore: 7) == 4, "past the end is count")
    }

    @Test func theEdgeLadderEmptyOneTwoMany() {
        #expect(FenwickTree().firstIndex(notEndingBefore: 0) == 0, "an empty tree answers count, 0")
        #expect(FenwickTree([3]).firstIndex(notEndingBefore: 2) == 0, "one element covers its whole extent")
        #expect(FenwickTree([1, 1]).firstIndex(notEndingBefore: 1.5) == 1, "two elements: the second covers 1.5")
        let many = FenwickTree(Array(repeating: 1, count: 10_000))
        #expect(many.firstIndex(notEndingBefore: 5_000.5) == 5_000, "ten thousand unit elements: 5000.5 is in 5000")
        #expect(many.prefixSum(7_777) == 7_777, "and element 7777 starts at 7777")
    }

    @Test func sumsPastTheLargestDoubleAreInfiniteAndExactAgainOnceTheExtentsFit() {
        let huge = Double.greatestFiniteMagnitude
        var tree = Extents([1, 1, 1, 1])
        tree.set(1, to: huge)
        tree.set(2, to: huge)
        #expect(tree.total == .infinity, "two of the largest Doubles add up to more than a Double holds")
        #expect(tree.prefixSum(2) == 1 + huge, "the sums before the overflow are still what they were")
        tree.set(2, to: 1)
        #expect(tree.total == 3 + huge, "one huge extent left: the total fits again, exactly")
        tree.set(1, to: 2)
        #expect((0 ... 4).map(tree.prefixSum) == [0, 1, 3, 4, 5], "every sum exact again once no extent is huge")
        tree.set(3, to: .infinity)
        #expect(tree.total == .infinity && tree.prefixSum(3) == 4, "an infinite extent makes only the sums after it infinite")
        tree.set(3, to: 1)
        #expect(tree.total == 5, "and replacing it leaves no infinity or NaN behind")
    }

    @Test func aHugeButFiniteExtentLosesNoSmallOneOnceItIsGone() {
        var tree = Extents([1, 1, 1, 1])
        tree.set(1, to: Double(Int.max))  // 9.2e18: sums with it absorb the small extents
        tree.set(2, to: 1.5)
        tree.set(3, to: 0.25)
        tree.set(1, to: 2)
        #expect((0 ... 4).map(tree.prefixSum) == [0, 1, 3, 4.5, 4.75], "the sums as if the huge extent never was")
    }
}
