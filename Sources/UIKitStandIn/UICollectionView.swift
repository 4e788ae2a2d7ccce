import Braid
import BraidTesting
import Foundation
import Testing

/// UICollectionView.h: `@interface UICollectionView : UIScrollView <UIDataSourceTranslating>` (iOS 6.0),
/// `NS_SWIFT_UI_ACTOR`.
///
/// It runs on BraidTesting's `HeadlessEngine` (see UIKitStandIn.swift) with a vertical flow layout: items left to
/// right in lines as wide as the view, each line as tall as its tallest item, headers and footers across.
@MainActor
open class UICollectionView: UIScrollView {
    /// UICollectionView.h: `@property (nonatomic, strong, nullable) UIView *backgroundView;` — "automatically resized
    /// to track the size of the collection view and placed behind all cells and supplementary views". The stand-in
    /// keeps it.
    open var backgroundView: UIView?

    /// UICollectionView.h: `typedef NS_OPTIONS(NSUInteger, UICollectionViewScrollPosition)`, imported as
    /// `UICollectionView.ScrollPosition`. `UICollectionViewScrollPositionNone = 0` is `[]` in Swift (the importer
    /// drops an options type's zero member named None). The stand-in's views scroll vertically only, and read the
    /// vertical members.
    public struct ScrollPosition: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// `UICollectionViewScrollPositionTop = 1 << 0`
        public static let top = ScrollPosition(rawValue: 1 << 0)
        /// `UICollectionViewScrollPositionCenteredVertically = 1 << 1`
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        /// `UICollectionViewScrollPositionBottom = 1 << 2`
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        /// `UICollectionViewScrollPositionLeft = 1 << 3`
        public static let left = ScrollPosition(rawValue: 1 << 3)
        /// `UICollectionViewScrollPositionCenteredHorizontally = 1 << 4`
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        /// `UICollectionViewScrollPositionRight = 1 << 5`
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    /// UICollectionViewFlowLayout.h: `UIKIT_EXTERN NSString *const UICollectionElementKindSectionHeader
    /// API_AVAILABLE(ios(6.0));`, imported (UIKit.apinotes' SwiftName) as `UICollectionView.elementKindSectionHeader`,
    /// a static member of the main-actor class and isolated to the main actor with it.
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// UICollectionViewFlowLayout.h: `UIKIT_EXTERN NSString *const UICollectionElementKindSectionFooter
    /// API_AVAILABLE(ios(6.0));`, imported as `UICollectionView.elementKindSectionFooter`, main-actor isolated.
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    /// The machine that does what UIKit's collection view does (not UIKit API).
    package let engine: HeadlessEngine<UICollectionView>
    let updates = StandInBatchRecorder()
    var registrations = StandInRegistrations()

    /// UICollectionView.h: `- (instancetype)initWithFrame:(CGRect)frame collectionViewLayout:(UICollectionViewLayout
    /// *)layout NS_DESIGNATED_INITIALIZER;`
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        engine = HeadlessEngine(standIn: .uiCollectionView, viewportSize: Size(frame.size))
        super.init(frame: frame)
        engine.client = self
    }

    /// UICollectionView.h: `- (nullable instancetype)initWithCoder:(NSCoder *)coder NS_DESIGNATED_INITIALIZER;`
    public required init?(coder: NSCoder) {
        collectionViewLayout = UICollectionViewFlowLayout()
        engine = HeadlessEngine(standIn: .uiCollectionView, viewportSize: Size(width: 0, height: 0))
        super.init(coder: coder)
        engine.client = self
    }

    // MARK: Configuration

    /// UICollectionView.h: `@property (nonatomic, strong) UICollectionViewLayout *collectionViewLayout;` — a new
    /// layout lays the content out again.
    open var collectionViewLayout: UICollectionViewLayout {
        didSet { engine.invalidateSectionLayouts() }
    }

    /// UICollectionView.h: `@property (nonatomic, getter=isEditing) BOOL editing API_AVAILABLE(ios(14.0));`
    @available(iOS 14.0, *)
    open var isEditing: Bool {
        get { engine.isEditing }
        set { engine.isEditing = newValue }
    }

    /// UICollectionView.h: `@property (nonatomic) BOOL selectionFollowsFocus API_AVAILABLE(ios(14.0))
    /// API_UNAVAILABLE(watchos, tvos);` — "Defaults to a system derived value based on platform and other properties
    /// of the collection view"; the stand-in's is NO.
    @available(iOS 14.0, *)
    open var selectionFollowsFocus = false

    /// UICollectionView.h: `@property (nonatomic, weak, nullable) id <UICollectionViewDataSource> dataSource;`
    open weak var dataSource: (any UICollectionViewDataSource)? {
        didSet { engine.dataSourceDidChange() }
    }

    // MARK: Registration and dequeuing

    /// UICollectionView.h: `- (void)registerClass:(nullable Class)cellClass forCellWithReuseIdentifier:(NSString *)identifier;`
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        registrations.register(cellClass, identifier: identifier) { engine.registerCell($0, identifier: identifier) }
    }

    /// UICollectionView.h: `- (void)registerNib:(nullable UINib *)nib forCellWithReuseIdentifier:(NSString *)identifier;`
    open func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {
        registrations.register(
            nib, as: UICollectionViewCell.self, className: "UICollectionReusableView", identifier: identifier,
            fail: { engine.fail(.wrongViewClass, $0) }
        ) { engine.registerCell($0, identifier: identifier) }
    }

    /// UICollectionView.h: `- (void)registerClass:(nullable Class)viewClass forSupplementaryViewOfKind:(NSString
    /// *)elementKind withReuseIdentifier:(NSString *)identifier;`
    open func register(
        _ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String
    ) {
        guard let place = Self.standInPlace(elementKind, identifier) else { return }
        registrations.register(viewClass, identifier: identifier) { engine.registerSupplementary($0, key: place.key) }
    }

    /// UICollectionView.h: `- (void)registerNib:(nullable UINib *)nib forSupplementaryViewOfKind:(NSString *)kind
    /// withReuseIdentifier:(NSString *)identifier;`
    open func register(_ nib: UINib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String) {
        guard let place = Self.standInPlace(kind, identifier) else { return }
        registrations.register(
            nib, as: UICollectionReusableView.self, className: "UICollectionReusableView", identifier: identifier,
            fail: { engine.fail(.wrongViewClass, $0) }
        ) { engine.registerSupplementary($0, key: place.key) }
    }

    /// UICollectionView.h: `- (__kindof UICollectionViewCell *)dequeueReusableCellWithReuseIdentifier:(NSString
    /// *)identifier forIndexPath:(NSIndexPath *)indexPath;`
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        registrations.awaken(
            engine.dequeueCell(withReuseIdentifier: identifier, for: ItemPath(indexPath)), identifier: identifier)
    }

    /// UICollectionView.h: `- (__kindof UICollectionReusableView *)dequeueReusableSupplementaryViewOfKind:(NSString
    /// *)elementKind withReuseIdentifier:(NSString *)identifier forIndexPath:(NSIndexPath *)indexPath;`
    open func dequeueReusableSupplementaryView(
        ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
    ) -> UICollectionReusableView {
        guard let place = Self.standInPlace(elementKind, identifier) else { return UICollectionReusableView() }
        return registrations.awaken(
            engine.dequeueSupplementary(place.key, for: .init(kind: place.kind, section: indexPath.section)),
            identifier: identifier)
    }

    // MARK: Reading

    /// UICollectionView.h: `- (void)reloadData;`
    open func reloadData() { engine.reloadData() }

    /// UICollectionView.h: `@property (nonatomic, readonly) NSInteger numberOfSections;`
    open var numberOfSections: Int { engine.itemCounts.count }

    /// UICollectionView.h: `- (NSInteger)numberOfItemsInSection:(NSInteger)section;`
    open func numberOfItems(inSection section: Int) -> Int { engine.itemCount(inSection: section) }

    /// UICollectionView.h: `@property (nonatomic, readonly) NSArray<__kindof UICollectionViewCell *> *visibleCells;`
    open var visibleCells: [UICollectionViewCell] {
        engine.visiblePaths.compactMap { engine.visibleCell(at: $0) }
    }

    /// UICollectionView.h: `@property (nonatomic, readonly) NSArray<NSIndexPath *> *indexPathsForVisibleItems;`
    open var indexPathsForVisibleItems: [IndexPath] { engine.visiblePaths.map(IndexPath.init) }

    /// UICollectionView.h: `- (nullable UICollectionViewLayoutAttributes *)layoutAttributesForItemAtIndexPath:(NSIndexPath
    /// *)indexPath;` — nil for an item the collection view does not have.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        engine.frame(ofItemAt: ItemPath(indexPath)).map {
            let attributes = UICollectionViewLayoutAttributes()
            attributes.frame = CGRect(x: CGFloat($0.x), y: CGFloat($0.y), width: CGFloat($0.width), height: CGFloat($0.height))
            return attributes
        }
    }

    /// UICollectionView.h: `- (nullable UICollectionViewCell *)cellForItemAtIndexPath:(NSIndexPath *)indexPath;`
    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
        engine.visibleCell(at: ItemPath(indexPath))
    }

    /// UICollectionView.h: `- (nullable NSIndexPath *)indexPathForCell:(UICollectionViewCell *)cell;`
    open func indexPath(for cell: UICollectionViewCell) -> IndexPath? { engine.visiblePath(of: cell).map(IndexPath.init) }

    /// UICollectionView.h: `- (nullable UICollectionReusableView *)supplementaryViewForElementKind:(NSString
    /// *)elementKind atIndexPath:(NSIndexPath *)indexPath API_AVAILABLE(ios(9.0));`
    open func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath) -> UICollectionReusableView? {
        guard let kind = Self.standInKind(elementKind) else { return nil }
        return engine.supplementaryView(kind, section: indexPath.section)
    }

    /// UICollectionView.h: `- (void)scrollToItemAtIndexPath:(NSIndexPath *)indexPath
    /// atScrollPosition:(UICollectionViewScrollPosition)scrollPosition animated:(BOOL)animated;`
    open func scrollToItem(at indexPath: IndexPath, at scrollPosition: UICollectionView.ScrollPosition, animated: Bool) {
        let position = scrollPosition.contains(.bottom) ? 3 : scrollPosition.contains(.centeredVertically) ? 2 : 1
        engine.scrollStandIn(to: ItemPath(indexPath), position: position)
    }

    // MARK: The scroll view's part (not UIKit API)

    override package var standInContentOffset: Double { engine.contentOffset }
    override package var standInContentHeight: Double { engine.contentHeight }
    override package func standInScroll(toOffset offset: Double) { engine.scrollStandIn(toOffset: offset) }
    override package func frameDidChange() { engine.resizeStandIn(to: Size(frame.size)) }

    /// The header or footer that a flow layout's element kind names.
    static func standInKind(_ elementKind: String) -> SupplementaryViewKind? {
        switch elementKind {
        case elementKindSectionHeader: .header
        case elementKindSectionFooter: .footer
        default: nil
        }
    }

    private static func standInPlace(
        _ elementKind: String, _ identifier: String
    ) -> (key: ReuseKey, kind: SupplementaryViewKind)? {
        standInKind(elementKind).map { (ReuseKey(place: .supplementary($0), identifier: identifier), $0) }
    }
}

extension HostKind {
    /// The names UIKit's collection view uses in its messages.
    static let uiCollectionView = HostKind(
        shape: .collection, typeName: "UICollectionView", cellClassName: "UICollectionViewCell",
        supplementaryClassName: "UICollectionReusableView", cellForMethod: "collectionView(_:cellForItemAt:)",
        dequeueMethod: "dequeueReusableCell(withReuseIdentifier:for:)",
        headerMethod: "collectionView(_:viewForSupplementaryElementOfKind:at:)",
        footerMethod: "collectionView(_:viewForSupplementaryElementOfKind:at:)")
}
