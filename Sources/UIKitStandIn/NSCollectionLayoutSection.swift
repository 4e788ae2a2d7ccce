import Foundation

/// UICollectionViewCompositionalLayout.h: `typedef NS_ENUM(NSInteger,UICollectionLayoutSectionOrthogonalScrollingBehavior)
/// { …None, …Continuous, …ContinuousGroupLeadingBoundary, …Paging, …GroupPaging, …GroupPagingCentered, }
/// API_AVAILABLE(ios(13.0), tvos(13.0), watchos(6.0));`
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
    case none, continuous, continuousGroupLeadingBoundary, paging, groupPaging, groupPagingCentered
}

/// UICollectionViewCompositionalLayout.h: `@interface NSCollectionLayoutSection : NSObject<NSCopying>` (iOS 13.0),
/// `NS_SWIFT_UI_ACTOR`.
///
/// The stand-in lays a section out on the headless engine as the `CollectionSectionLayout` it reads back from it
/// (`standInLayout`): a list section (`list(using:layoutEnvironment:)`), an orthogonally scrolling section of one
/// item a group (a horizontal row), or a section of horizontal groups of one repeated item (a grid of that many
/// columns) — the shapes BraidUIKit builds.
@MainActor
open class NSCollectionLayoutSection: NSObject {
    /// UICollectionViewCompositionalLayout.h: `+ (instancetype)sectionWithGroup:(NSCollectionLayoutGroup*)group;`,
    /// imported as `init(group:)`.
    public init(group: NSCollectionLayoutGroup) {
        self.group = group
        listConfiguration = nil
    }

    private init(listConfiguration: UICollectionLayoutListConfiguration) {
        let row = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
        group = .horizontal(layoutSize: row, subitems: [NSCollectionLayoutItem(layoutSize: row)])
        self.listConfiguration = listConfiguration
    }

    /// UICollectionLayoutList.h: `+ (instancetype)sectionWithListConfiguration:(UICollectionLayoutListConfiguration
    /// *)configuration layoutEnvironment:(id<NSCollectionLayoutEnvironment>)layoutEnvironment API_AVAILABLE(ios(14.0),
    /// tvos(14.0), watchos(7.0));`, imported as `list(using:layoutEnvironment:)`.
    open class func list(
        using configuration: UICollectionLayoutListConfiguration, layoutEnvironment: any NSCollectionLayoutEnvironment
    ) -> NSCollectionLayoutSection {
        NSCollectionLayoutSection(listConfiguration: configuration)
    }

    /// UICollectionViewCompositionalLayout.h: `@property(nonatomic) NSDirectionalEdgeInsets contentInsets;`
    open var contentInsets = NSDirectionalEdgeInsets.zero
    /// UICollectionViewCompositionalLayout.h: `@property(nonatomic) CGFloat interGroupSpacing;`
    open var interGroupSpacing: CGFloat = 0
    /// UICollectionViewCompositionalLayout.h: `@property(nonatomic) UICollectionLayoutSectionOrthogonalScrollingBehavior
    /// orthogonalScrollingBehavior;` (default `.none`).
    open var orthogonalScrollingBehavior = UICollectionLayoutSectionOrthogonalScrollingBehavior.none
    /// UICollectionViewCompositionalLayout.h: `@property(nonatomic,copy)
    /// NSArray<NSCollectionLayoutBoundarySupplementaryItem*> *boundarySupplementaryItems;`
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []

    /// The section's group (not UIKit API: UIKit keeps it private).
    package let group: NSCollectionLayoutGroup
    /// A list section's configuration, or nil (not UIKit API).
    package let listConfiguration: UICollectionLayoutListConfiguration?
}
