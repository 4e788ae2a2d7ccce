import Foundation

/// UICollectionViewCompositionalLayout.h: `typedef NSCollectionLayoutSection * _Nullable
/// (^UICollectionViewCompositionalLayoutSectionProvider)(NSInteger sectionIndex, id<NSCollectionLayoutEnvironment>
/// layoutEnvironment);`
public typealias UICollectionViewCompositionalLayoutSectionProvider =
    (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

/// UICollectionViewCompositionalLayout.h: `@interface UICollectionViewCompositionalLayout : UICollectionViewLayout`
/// (iOS 13.0), `NS_SWIFT_UI_ACTOR`.
///
/// The stand-in's collection view asks the section provider for each section as it lays it out, with an environment
/// whose container is the view's size, and lays the section out on the headless engine.
@MainActor
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    /// UICollectionViewCompositionalLayout.h: `- (instancetype)initWithSectionProvider:(UICollectionViewCompositionalLayoutSectionProvider)sectionProvider;`
    public init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider) {
        self.sectionProvider = sectionProvider
        super.init()
    }

    /// The provider the layout was made with (not UIKit API).
    package let sectionProvider: UICollectionViewCompositionalLayoutSectionProvider
}

/// UICollectionViewCompositionalLayout.h: `@protocol NSCollectionLayoutContainer<NSObject>` (iOS 13.0),
/// `NS_SWIFT_UI_ACTOR`.
@MainActor
public protocol NSCollectionLayoutContainer: NSObjectProtocol {
    /// UICollectionViewCompositionalLayout.h: `@property(nonatomic,readonly) CGSize contentSize; // resolved size of
    /// container (before any insets are applied)`
    var contentSize: CGSize { get }
    /// UICollectionViewCompositionalLayout.h: `@property(nonatomic,readonly) CGSize effectiveContentSize; // after
    /// insets are applied`
    var effectiveContentSize: CGSize { get }
}

/// UICollectionViewCompositionalLayout.h: `@protocol NSCollectionLayoutEnvironment<NSObject>` (iOS 13.0),
/// `NS_SWIFT_UI_ACTOR`; the stand-in transcribes `container`, not `traitCollection`.
@MainActor
public protocol NSCollectionLayoutEnvironment: NSObjectProtocol {
    /// UICollectionViewCompositionalLayout.h: `@property(nonatomic,readonly) id<NSCollectionLayoutContainer> container;`
    var container: any NSCollectionLayoutContainer { get }
}

/// The environment the stand-in's collection view hands a section provider: its size, no insets (not UIKit API).
@MainActor
package final class StandInLayoutEnvironment: NSObject, NSCollectionLayoutEnvironment, NSCollectionLayoutContainer {
    package let contentSize: CGSize
    package var effectiveContentSize: CGSize { contentSize }
    package var container: any NSCollectionLayoutContainer { self }

    package init(contentSize: CGSize) {
        self.contentSize = contentSize
    }
}
