/// The row a host keeps where it is on screen through a batch update, when its binder's
/// `keepsVisibleRowsInPlace` is on: the first visible row that the batch keeps, and how far below the top of the
/// viewport its top edge was.
///
/// Rows inserted, deleted or resized above it change the height above it; the host moves its content offset by that
/// much, so the row the user reads stays put. A view scrolled to its very top has no anchor: it shows what the batch
/// puts at the top, as a feed shows new stories. The headless views and BraidUIKit's adapters apply the same rule:
///
/// ```swift
/// let anchor = ScrollAnchor(batch: batch, offset: offset, top: 0, visible: paths, frame: frame(of:))
/// applyTheBatch()
/// if let anchor { offset = anchor.offset(rowTopAfter: frame(of: anchor.pathAfter)!.minY) }
/// ```
package struct ScrollAnchor: Hashable, Sendable {
    /// The row, at its place before the batch.
    package let path: ItemPath
    /// The row, at its place after the batch.
    package let pathAfter: ItemPath
    /// How far below the top of the viewport its top edge was (negative when it began above it).
    package let distance: Double

    /// The anchor for `batch` of a view scrolled to `offset` (`top` is its very top), whose rows in view are
    /// `visible` with their frames before the batch: the first, top to bottom, that reaches into the viewport and
    /// that the batch keeps (``BatchUpdate/path(after:)``). Nil at the very top, or when the batch keeps none of them.
    package init?(
        batch: BatchUpdate, offset: Double, top: Double, visible: [ItemPath],
        frame: (ItemPath) -> (minY: Double, height: Double)?
    ) {
        guard offset > top else { return nil }
        for path in visible.sorted() {
            guard let (minY, height) = frame(path), minY + height > offset, let after = batch.path(after: path) else {
                continue
            }
            (self.path, pathAfter, distance) = (path, after, minY - offset)
            return
        }
        return nil
    }

    /// The content offset that puts the row's top edge, at `minY` after the batch, where it was on screen (before
    /// the host clamps it to its content).
    package func offset(rowTopAfter minY: Double) -> Double { minY - distance }
}
