/// A width and a height in the host's units (points for UIKit, character cells for the terminal).
public struct Size: Hashable, Sendable {
    /// The width, in the host's units.
    public var width: Double
    /// The height, in the host's units.
    public var height: Double

    /// A size of `width` × `height`.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// A size the host computes from the cell's or view's content — the collection counterpart of
    /// `Double.automaticDimension` (any negative width or height means automatic).
    public static let automatic = Size(width: -1, height: -1)
}
