#if canImport(SwiftUI) && canImport(UIKit)
/// A binder a SwiftUI view can host: ``BraidTableView`` and ``BraidCollectionView`` refresh it when SwiftUI updates
/// their data. Every binder conforms.
@MainActor
public protocol BraidBinderHosting: AnyObject {
    /// Reads the binder's bindings again and shows what changed, once per turn of the main actor.
    func refresh()
}

extension SectionedBinder: BraidBinderHosting {}
extension SectionlessBinder: BraidBinderHosting {}
#endif
