/// A rectangle in a headless view's content coordinates (origin at the top left of the content, y growing down)
/// — what UIKit's geometry readers return as a `CGRect`.
public struct HeadlessRect: Hashable, Sendable, CustomStringConvertible {
    /// The left edge.
    public var x: Double
    /// The top edge.
    public var y: Double
    /// The width.
    public var width: Double
    /// The height.
    public var height: Double

    /// A rectangle at `x`, `y` of `width` × `height`.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// UIKit's `CGRect.zero`.
    public static let zero = HeadlessRect(x: 0, y: 0, width: 0, height: 0)

    public var description: String { "(\(x), \(y), \(width) × \(height))" }
}
