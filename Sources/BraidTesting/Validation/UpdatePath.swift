/// One operation's position the way UIKit keeps it internally: a row path, or a section path whose item is
/// `NSNotFound`.
///
/// Section operations and row operations live in the same sorted lists inside UIKit (`UIKIT_RULES.md` §1), so
/// their relative order matters: a section path sorts after every row path of the same section, because
/// `NSNotFound` is `Int.max`.
struct UpdatePath: Hashable, Comparable {
    /// UIKit's `NSNotFound`, the item of a section operation.
    static let notFound = Int.max

    var section: Int
    var item: Int

    init(section: Int, item: Int) {
        self.section = section
        self.item = item
    }

    /// The path of a whole-section operation.
    static func section(_ section: Int) -> UpdatePath {
        UpdatePath(section: section, item: notFound)
    }

    /// The path of a row/item operation.
    init(_ path: ItemPath) {
        self.init(section: path.section, item: path.item)
    }

    var isSection: Bool { item == Self.notFound }

    /// The row/item path; only meaningful when `!isSection`.
    var itemPath: ItemPath { ItemPath(item: item, section: section) }

    static func < (lhs: UpdatePath, rhs: UpdatePath) -> Bool {
        lhs.section != rhs.section ? lhs.section < rhs.section : lhs.item < rhs.item
    }

    /// How `NSIndexPath` prints in UIKit's messages, with a constant fake address.
    var uikitDescription: String {
        "<NSIndexPath: 0x0> {length = 2, path = \(section) - \(item)}"
    }
}
