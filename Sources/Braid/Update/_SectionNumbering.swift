/// The sections of two data states, numbered in the order they first appear: the same section has the same number in
/// both states, so that the diff engine compares `Int`s, not sections (whose hashing, in code generic over the section
/// type, goes through the runtime on every step).
///
/// Made once per update, on the main actor, by the update that diffs the two states; and by `finish()`, from the
/// empty state, to learn whether the first state holds each section once (``newAreDistinct``).
@MainActor
struct _SectionNumbering<Section: Hashable> {
    /// The sections by number.
    let sections: [Section]
    /// Each old and new section's number.
    let old: [Int]
    let new: [Int]
    /// Whether the new state holds no section twice (then ``_TableSnapshot/sectionsAreDistinct`` may say so).
    let newAreDistinct: Bool

    /// Numbers the sections of `oldSnapshot` and `newSnapshot`.
    ///
    /// The same sections in the same order as an old state known to hold each once (the usual update: rows changed,
    /// sections did not) are numbered by their place, without the table a section's number is looked up in
    /// otherwise: in code generic over the section type, each lookup and insert asks the runtime for metadata and
    /// hashes through a witness table, on every update. A section that occurs twice is numbered once.
    /// - Complexity: O(sections).
    init(_ oldSnapshot: _TableSnapshot<Section>, _ newSnapshot: _TableSnapshot<Section>) {
        let (old, new) = (oldSnapshot.sections, newSnapshot.sections)
        if oldSnapshot.sectionsAreDistinct && old == new {
            (sections, self.old, self.new, newAreDistinct) = (new, Array(new.indices), Array(new.indices), true)
            return
        }
        var numbers = [Section: Int](minimumCapacity: old.count + new.count)
        var sectionsByNumber: [Section] = []
        var oldNumbers: [Int] = [], newNumbers: [Int] = []
        sectionsByNumber.reserveCapacity(old.count + new.count)
        oldNumbers.reserveCapacity(old.count)
        newNumbers.reserveCapacity(new.count)
        for (sections, isOld) in [(old, true), (new, false)] {
            for section in sections {
                let number = numbers[section] ?? sectionsByNumber.count
                if number == sectionsByNumber.count {
                    numbers[section] = number
                    sectionsByNumber.append(section)
                }
                if isOld { oldNumbers.append(number) } else { newNumbers.append(number) }
            }
        }
        var seen = [Bool](repeating: false, count: sectionsByNumber.count)
        var newAreDistinct = true
        for number in newNumbers {
            if seen[number] { newAreDistinct = false; break }
            seen[number] = true
        }
        (sections, self.old, self.new, self.newAreDistinct) = (sectionsByNumber, oldNumbers, newNumbers, newAreDistinct)
    }
}
