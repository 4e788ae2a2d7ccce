/// Where `scroll(to:at:)` puts a row or item in the viewport.
public enum HeadlessScrollPosition: Hashable, Sendable {
    /// Its top edge at the viewport's top.
    case top
    /// Its middle at the viewport's middle.
    case middle
    /// Its bottom edge at the viewport's bottom.
    case bottom

}
