import Foundation

/// Scroll anchoring on UIKit (``ScrollAnchor``, the binder's `keepsVisibleRowsInPlace`): UIKit keeps the content
/// offset through a batch update, so rows inserted, deleted or resized above the viewport move the rows the user
/// reads. The adapters take the anchor before `performBatchUpdates` and, once it returned (UIKit has laid out the new
/// rows by then), move the offset by the height that changed above the anchor. The table reads its rows' frames with
/// `rectForRow(at:)`, the collection view with `layoutAttributesForItem(at:)`.
extension UIScrollView {
    /// The row to keep in place through `batch`: the first of `visible` that reaches into the viewport and that the
    /// batch keeps; nil at the very top (`-adjustedContentInset.top`), where the view shows what the batch puts there.
    func scrollAnchor(
        for batch: BatchUpdate, visible: @autoclosure () -> [IndexPath], frame: (IndexPath) -> CGRect?
    ) -> ScrollAnchor? {
        guard contentOffset.y > -adjustedContentInset.top else { return nil }  // at the very top, nothing to read
        return ScrollAnchor(
            batch: batch, offset: Double(contentOffset.y), top: Double(-adjustedContentInset.top),
            visible: visible().map(ItemPath.init)
        ) { path in frame(IndexPath(path)).map { (Double($0.minY), Double($0.height)) } }
    }

    /// Runs `perform` — one `performBatchUpdates`, given the completion to pass it — and then keeps `anchor`'s row
    /// in place: when `performBatchUpdates` returns (UIKit has laid the batch out), or in its completion if that comes
    /// first. `frame` reads a row's frame after the batch.
    func performBatchUpdates(
        keeping anchor: ScrollAnchor?, frame: @escaping (IndexPath) -> CGRect?, completion: ((Bool) -> Void)?,
        _ perform: (_ completion: @escaping (Bool) -> Void) -> Void
    ) {
        var anchor = anchor
        let keepAnchor = {
            guard let kept = anchor else { return }
            anchor = nil
            self.keep(kept, frame: frame(IndexPath(kept.pathAfter)))
        }
        perform { finished in
            keepAnchor()
            completion?(finished)
        }
        keepAnchor()
    }

    /// Moves the content offset so that the anchor's row, whose frame after the batch is `frame`, is where it was on
    /// screen, within the content.
    private func keep(_ anchor: ScrollAnchor, frame: CGRect?) {
        guard let frame else { return }
        let top = -adjustedContentInset.top
        let bottom = max(top, contentSize.height + adjustedContentInset.bottom - bounds.height)
        let y = min(max(top, CGFloat(anchor.offset(rowTopAfter: Double(frame.minY)))), bottom)
        if y != contentOffset.y { contentOffset = CGPoint(x: contentOffset.x, y: y) }
    }
}
