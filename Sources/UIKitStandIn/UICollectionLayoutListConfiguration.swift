import Foundation

/// UICollectionLayoutList.h: `@interface UICollectionLayoutListConfiguration : NSObject <NSCopying>` (iOS 14.0), which
/// UIKit's Swift overlay (UIKit.swiftinterface) refines into `struct UICollectionLayoutListConfiguration`.
///
/// The stand-in transcribes the appearance and the swipe actions' providers — what BraidUIKit's
/// `leadingSwipeActionsConfigurationProvider` and `trailingSwipeActionsConfigurationProvider` are set on; it lays
/// nothing out (the stand-in has no compositional layout). Not main-actor isolated, as the interface declares it.
public struct UICollectionLayoutListConfiguration {
    /// UIKit.swiftinterface: `enum Appearance { case plain, grouped, insetGrouped, sidebar, sidebarPlain }` (from
    /// UICollectionLayoutList.h's `UICollectionLayoutListAppearance`).
    public enum Appearance: Sendable {
        case plain
        case grouped
        case insetGrouped
        case sidebar
        case sidebarPlain
    }

    /// UIKit.swiftinterface: `typealias SwipeActionsConfigurationProvider = (IndexPath) ->
    /// UISwipeActionsConfiguration?` (UICollectionLayoutList.h's
    /// `UICollectionLayoutListSwipeActionsConfigurationProvider`).
    public typealias SwipeActionsConfigurationProvider = (IndexPath) -> UISwipeActionsConfiguration?

    /// UIKit.swiftinterface: `init(appearance: UICollectionLayoutListConfiguration.Appearance)`.
    public init(appearance: Appearance) {
        self.appearance = appearance
    }

    /// UIKit.swiftinterface: `var appearance: UICollectionLayoutListConfiguration.Appearance { get }`.
    public let appearance: Appearance

    /// UIKit.swiftinterface: `var leadingSwipeActionsConfigurationProvider:
    /// UICollectionLayoutListConfiguration.SwipeActionsConfigurationProvider?`.
    public var leadingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?

    /// UIKit.swiftinterface: `var trailingSwipeActionsConfigurationProvider:
    /// UICollectionLayoutListConfiguration.SwipeActionsConfigurationProvider?`.
    public var trailingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
}
