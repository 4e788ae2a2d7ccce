import Braid
import BraidTesting
import Foundation
import Testing

/// What the stand-in's views ask of the engine beyond what the headless views do (not UIKit API).
extension HeadlessEngine {
    /// The engine of a stand-in view: named as UIKit's `kind`, strict, showing `viewportSize` (the view's frame).
    convenience init(standIn kind: HostKind, viewportSize: Size, creationLocation: SourceLocation = #_sourceLocation) {
        self.init(
            kind: kind, viewportSize: viewportSize, prefetchMargin: 0, strict: true, creationLocation: creationLocation)
    }

    /// Scrolls to `offset`, as setting a scroll view's `contentOffset` does.
    func scrollStandIn(toOffset offset: Double) {
        guard ensureIdle(for: "contentOffset") else { return }
        scroll(toOffset: offset)
    }

    /// Scrolls so that `path` is at the top (1), middle (2) or bottom (3) of the viewport, or only into view (0).
    func scrollStandIn(to path: ItemPath, position: Int) {
        guard checkScrollTarget(path, location: #_sourceLocation) else { return }
        scroll(to: path, position: position == 3 ? .bottom : position == 2 ? .middle : .top)
    }

    /// Follows the view's frame: the viewport is its size.
    func resizeStandIn(to size: Size) {
        guard isSettled, viewportSize != size else { return }
        resize(to: size)
    }
}

extension ItemPath {
    /// UIKit's index path as Braid's.
    init(_ indexPath: IndexPath) {
        self.init(item: indexPath.item, section: indexPath.section)
    }
}

extension IndexPath {
    /// Braid's path as UIKit's index path.
    init(_ path: ItemPath) {
        self.init(item: path.item, section: path.section)
    }
}

extension Size {
    /// A size in points.
    init(_ size: CGSize) {
        self.init(width: Double(size.width), height: Double(size.height))
    }
}

extension CGFloat {
    /// The value, unless it is UIKit's automatic dimension (any negative value): nil then.
    var standInFixed: Double? { self < 0 ? nil : Double(self) }
}
