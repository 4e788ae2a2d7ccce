import Braid
import Foundation

/// How the stand-in lays out a compositional layout's section on the headless engine (not UIKit API): as the
/// `CollectionSectionLayout` the section's shape says — a list section, an orthogonally scrolling section of one item
/// a group (a horizontal row of that item's width), or a section of horizontal groups of one repeated item (a grid of
/// that many columns) — with its spacing, insets and pinned boundary items. The engine then resolves it for the
/// view's width with the geometry every host reads.
extension NSCollectionLayoutSection {
    var standInLayout: CollectionSectionLayout {
        let height = group.layoutSize.heightDimension
        let itemHeight: CollectionSectionLayout.ItemHeight = height.isEstimated
            ? .estimated(Double(height.dimension)) : .fixed(Double(height.dimension))
        var layout: CollectionSectionLayout
        if let listConfiguration {
            layout = .list(Self.appearance(listConfiguration.appearance))
            layout.lineSpacing = Double(interGroupSpacing)
        } else if orthogonalScrollingBehavior != .none {
            let scrolling: CollectionSectionLayout.RowScrolling = switch orthogonalScrollingBehavior {
            case .paging: .paging
            case .groupPaging, .groupPagingCentered, .continuousGroupLeadingBoundary: .groupPaging
            case .none, .continuous: .continuous
            }
            layout = .horizontalRow(itemWidth: Double(group.layoutSize.widthDimension.dimension), itemHeight: itemHeight,
                                    scrolling: scrolling)
            layout.itemSpacing = Double(interGroupSpacing)
        } else {
            layout = .grid(columns: group.subitems.count, itemHeight: itemHeight)
            layout.itemSpacing = Double(group.interItemSpacing?.spacing ?? 0)
            layout.lineSpacing = Double(interGroupSpacing)
        }
        layout.insets = .init(top: Double(contentInsets.top), leading: Double(contentInsets.leading),
                              bottom: Double(contentInsets.bottom), trailing: Double(contentInsets.trailing))
        layout.pinsHeader = boundaryItem(.header)?.pinToVisibleBounds == true
        layout.pinsFooter = boundaryItem(.footer)?.pinToVisibleBounds == true
        return layout
    }

    /// The boundary item for the section's header or footer, if it has one.
    func boundaryItem(_ kind: SupplementaryViewKind) -> NSCollectionLayoutBoundarySupplementaryItem? {
        let elementKind = kind == .header ? UICollectionView.elementKindSectionHeader : UICollectionView.elementKindSectionFooter
        return boundarySupplementaryItems.first { $0.elementKind == elementKind }
    }

    private static func appearance(
        _ appearance: UICollectionLayoutListConfiguration.Appearance
    ) -> CollectionSectionLayout.ListAppearance {
        switch appearance {
        case .plain: .plain
        case .grouped: .grouped
        case .insetGrouped: .insetGrouped
        case .sidebar, .sidebarPlain: .sidebar
        }
    }
}

extension NSCollectionLayoutSection {
    /// The height of the header's or footer's boundary item: its absolute or estimated height (0 without one).
    func boundaryHeight(_ kind: SupplementaryViewKind) -> Double {
        boundaryItem(kind).map { Double($0.layoutSize.heightDimension.dimension) } ?? 0
    }
}
