/// Where a headless collection view laid out one item or supplementary view: the part of UIKit's
/// `UICollectionViewLayoutAttributes` that a test reads (`frame`, `size`, `indexPath`, `representedElementKind`).
///
/// ```swift
/// let footer = collection.layoutAttributesForSupplementaryElement(ofKind: .footer, at: ItemPath(item: 0, section: 0))
/// #expect(footer?.frame == HeadlessRect(x: 0, y: 4, width: 12, height: 1))
/// ```
///
/// UICollectionViewLayout.h: `@property (nonatomic) CGRect frame;`, `@property (nonatomic) CGSize size;`,
/// `@property (nonatomic, strong) NSIndexPath *indexPath;`,
/// `@property (nonatomic, readonly, nullable) NSString *representedElementKind; // nil when representedElementCategory is UICollectionElementCategoryCell`.
public struct HeadlessLayoutAttributes: Hashable, Sendable, CustomStringConvertible {
    /// The element's frame in content coordinates.
    public var frame: HeadlessRect
    /// The item's path; a header's or footer's is item 0 of its section, as UIKit's.
    public var indexPath: ItemPath
    /// The kind of supplementary view, or nil for an item's cell.
    public var representedElementKind: SupplementaryViewKind?

    /// Attributes of the item or supplementary view at `indexPath`, laid out at `frame`; `representedElementKind` is
    /// nil for an item, a header's or footer's kind for a supplementary view.
    public init(frame: HeadlessRect, indexPath: ItemPath, representedElementKind: SupplementaryViewKind? = nil) {
        self.frame = frame
        self.indexPath = indexPath
        self.representedElementKind = representedElementKind
    }

    /// The frame's size.
    public var size: Size { Size(width: frame.width, height: frame.height) }

    public var description: String {
        "\(representedElementKind.map { "\($0) " } ?? "")\(indexPath) \(frame)"
    }
}
