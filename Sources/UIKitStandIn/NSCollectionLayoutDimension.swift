import Foundation

/// UICollectionViewCompositionalLayout.h: `@interface NSCollectionLayoutDimension : NSObject<NSCopying>` (iOS 13.0),
/// `NS_SWIFT_UI_ACTOR`. The class factories are imported as class methods returning `Self`; here they return the
/// class (it has no subclasses).
@MainActor
open class NSCollectionLayoutDimension: NSObject {
    private enum Kind { case fractionalWidth, fractionalHeight, absolute, estimated }
    private let kind: Kind

    private init(_ kind: Kind, _ dimension: CGFloat) {
        self.kind = kind
        self.dimension = dimension
    }

    /// UICollectionViewCompositionalLayout.h: `+ (instancetype)fractionalWidthDimension:(CGFloat)fractionalWidth;`
    open class func fractionalWidth(_ fractionalWidth: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(.fractionalWidth, fractionalWidth)
    }

    /// UICollectionViewCompositionalLayout.h: `+ (instancetype)fractionalHeightDimension:(CGFloat)fractionalHeight;`
    open class func fractionalHeight(_ fractionalHeight: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(.fractionalHeight, fractionalHeight)
    }

    /// UICollectionViewCompositionalLayout.h: `+ (instancetype)absoluteDimension:(CGFloat)absoluteDimension;`
    open class func absolute(_ absoluteDimension: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(.absolute, absoluteDimension)
    }

    /// UICollectionViewCompositionalLayout.h: `+ (instancetype)estimatedDimension:(CGFloat)estimatedDimension;`
    open class func estimated(_ estimatedDimension: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(.estimated, estimatedDimension)
    }

    /// UICollectionViewCompositionalLayout.h: `@property(nonatomic,readonly) BOOL isFractionalWidth;`
    open var isFractionalWidth: Bool { kind == .fractionalWidth }
    /// UICollectionViewCompositionalLayout.h: `@property(nonatomic,readonly) BOOL isFractionalHeight;`
    open var isFractionalHeight: Bool { kind == .fractionalHeight }
    /// UICollectionViewCompositionalLayout.h: `@property(nonatomic,readonly) BOOL isAbsolute;`
    open var isAbsolute: Bool { kind == .absolute }
    /// UICollectionViewCompositionalLayout.h: `@property(nonatomic,readonly) BOOL isEstimated;`
    open var isEstimated: Bool { kind == .estimated }
    /// UICollectionViewCompositionalLayout.h: `@property(nonatomic,readonly) CGFloat dimension;`
    public let dimension: CGFloat
}

/// UICollectionViewCompositionalLayout.h: `@interface NSCollectionLayoutSize : NSObject<NSCopying>` (iOS 13.0),
/// `NS_SWIFT_UI_ACTOR`.
@MainActor
open class NSCollectionLayoutSize: NSObject {
    /// UICollectionViewCompositionalLayout.h: `+ (instancetype)sizeWithWidthDimension:(NSCollectionLayoutDimension*)width
    /// heightDimension:(NSCollectionLayoutDimension*)height;`, imported as `init(widthDimension:heightDimension:)`.
    public init(widthDimension width: NSCollectionLayoutDimension, heightDimension height: NSCollectionLayoutDimension) {
        widthDimension = width
        heightDimension = height
    }

    /// UICollectionViewCompositionalLayout.h: `@property(nonatomic,readonly) NSCollectionLayoutDimension *widthDimension;`
    public let widthDimension: NSCollectionLayoutDimension
    /// UICollectionViewCompositionalLayout.h: `@property(nonatomic,readonly) NSCollectionLayoutDimension *heightDimension;`
    public let heightDimension: NSCollectionLayoutDimension
}

/// UICollectionViewCompositionalLayout.h: `@interface NSCollectionLayoutSpacing : NSObject<NSCopying>` (iOS 13.0),
/// `NS_SWIFT_UI_ACTOR`.
@MainActor
open class NSCollectionLayoutSpacing: NSObject {
    private init(spacing: CGFloat, isFlexibleSpacing: Bool) {
        self.spacing = spacing
        self.isFlexibleSpacing = isFlexibleSpacing
    }

    /// UICollectionViewCompositionalLayout.h: `+ (instancetype)flexibleSpacing:(CGFloat)flexibleSpacing;  // i.e. >=`
    open class func flexible(_ flexibleSpacing: CGFloat) -> NSCollectionLayoutSpacing {
        NSCollectionLayoutSpacing(spacing: flexibleSpacing, isFlexibleSpacing: true)
    }

    /// UICollectionViewCompositionalLayout.h: `+ (instancetype)fixedSpacing:(CGFloat)fixedSpacing;        // i.e. ==`
    open class func fixed(_ fixedSpacing: CGFloat) -> NSCollectionLayoutSpacing {
        NSCollectionLayoutSpacing(spacing: fixedSpacing, isFlexibleSpacing: false)
    }

    /// UICollectionViewCompositionalLayout.h: `@property(nonatomic,readonly) CGFloat spacing;`
    public let spacing: CGFloat
    /// UICollectionViewCompositionalLayout.h: `@property(nonatomic,readonly) BOOL isFlexibleSpacing;`
    public let isFlexibleSpacing: Bool
    /// UICollectionViewCompositionalLayout.h: `@property(nonatomic,readonly) BOOL isFixedSpacing;`
    open var isFixedSpacing: Bool { !isFlexibleSpacing }
}
