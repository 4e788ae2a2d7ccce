extension UIView {
    /// Whether the view is in a window when asked, without keeping the view: not once it is gone. What the UIKit
    /// hosts answer for `CellViewHost/laterIsOnScreen()`, since they go with their binder and the view may not.
    func laterIsInWindow() -> @MainActor () -> Bool {
        { [weak self] in self?.window != nil }
    }
}
