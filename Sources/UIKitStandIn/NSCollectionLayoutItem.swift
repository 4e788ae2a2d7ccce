import Foundation

/// UICollectionViewCompositionalLayout.h: `@interface NSCollectionLayoutItem : NSObject<NSCopying>` (iOS 13.0),
/// `NS_SWIFT_UI_ACTOR`.
@MainActor
open class NSCollectionLayoutItem: NSObject {
    /// UICollectionViewCompositionalLayout.h: `+ (instancetype)itemWithLayoutSize:(NSCollectionLayoutSize*)layoutSize;`,
    /// imported as `init(layoutSize:)`.
    public init(layoutSize: NSCollectionLayoutSize) {
        self.layoutSize = layoutSize
    }

    /// UICollectionViewCompositionalLayout.h: `@property(nonatomic) NSDirectionalEdgeInsets contentInsets;`
    open var contentInsets = NSDirectionalEdgeInsets.zero
    /// UICollectionViewCompositionalLayout.h: `@property(nonatomic,readonly) NSCollectionLayoutSize *layoutSize;`
    public let layoutSize: NSCollectionLayoutSize
}

/// UICollectionViewCompositionalLayout.h: `@interface NSCollectionLayoutGroup : NSCollectionLayoutItem<NSCopying>` (iOS
/// 13.0), `NS_SWIFT_UI_ACTOR`. The stand-in lays out the horizontal groups of one repeated item that BraidUIKit makes:
/// its subitems are a line's columns.
@MainActor
open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    private init(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) {
        self.subitems = subitems
        super.init(layoutSize: layoutSize)
    }

    /// UICollectionViewCompositionalLayout.h: `+ (instancetype)horizontalGroupWithLayoutSize:(NSCollectionLayoutSize*)layoutSize
    /// subitems:(NSArray<NSCollectionLayoutItem*>*)subitems;`, imported as a class method returning `Self`.
    open class func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: subitems)
    }

    /// UICollectionViewCompositionalLayout.h: `@property(nonatomic,copy,nullable) NSCollectionLayoutSpacing
    /// *interItemSpacing;`
    open var interItemSpacing: NSCollectionLayoutSpacing?
    /// UICollectionViewCompositionalLayout.h: `@property(nonatomic,readonly) NSArray<NSCollectionLayoutItem*> *subitems;`
    public let subitems: [NSCollectionLayoutItem]
}

/// UICollectionViewCompositionalLayout.h: `@interface NSCollectionLayoutBoundarySupplementaryItem :
/// NSCollectionLayoutSupplementaryItem<NSCopying>` (iOS 13.0), `NS_SWIFT_UI_ACTOR`; the stand-in has no
/// `NSCollectionLayoutSupplementaryItem` between it and `NSCollectionLayoutItem` (nothing here uses one).
@MainActor
open class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutItem {
    /// UICollectionViewCompositionalLayout.h: `+ (instancetype)boundarySupplementaryItemWithLayoutSize:(NSCollectionLayoutSize*)layoutSize
    /// elementKind:(NSString*)elementKind alignment:(NSRectAlignment)alignment;`, imported as
    /// `init(layoutSize:elementKind:alignment:)`.
    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
        self.elementKind = elementKind
        self.alignment = alignment
        super.init(layoutSize: layoutSize)
    }

    /// UICollectionViewCompositionalLayout.h: `@property(nonatomic) BOOL pinToVisibleBounds;` (default NO).
    open var pinToVisibleBounds = false
    /// UICollectionViewCompositionalLayout.h: `@property(nonatomic,readonly) NSRectAlignment alignment;`
    public let alignment: NSRectAlignment
    /// UICollectionViewCompositionalLayout.h (`NSCollectionLayoutSupplementaryItem`): `@property(nonatomic,readonly)
    /// NSString *elementKind;`
    public let elementKind: String
}
