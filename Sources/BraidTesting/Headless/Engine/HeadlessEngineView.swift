/// What a ``HeadlessEngine`` needs of the cells and views it hands out: to create one, to know and set the
/// identifier it was dequeued with, to prepare it for reuse, and the text the screen rendering prints for it.
///
/// ``HeadlessReusableView`` conforms, and so do the UIKit stand-in's reusable views, which is how both
/// headless fronts and the stand-in run on one engine.
@MainActor
package protocol HeadlessEngineView: AnyObject {
    /// Creates an empty view, as the engine does for a registration with no free view in its pool.
    init()
    /// The identifier the view was dequeued with; the engine sets it and pools the view under it.
    var reuseIdentifier: String? { get set }
    /// Called before the engine hands the view out again.
    func prepareForReuse()
    /// What the engine's screen rendering prints for the view.
    var renderedText: String { get }
    /// Marks a view that stands in after a mistake the engine reported, so that the screen shows it.
    func showPlaceholder(_ text: String)
}

extension HeadlessReusableView: HeadlessEngineView {
    package func showPlaceholder(_ text: String) { self.text = text }
}
