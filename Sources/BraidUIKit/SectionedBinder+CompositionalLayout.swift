import Foundation

/// The compositional layout a collection binder builds from its chains' layouts (`layout(_:)`): its section provider
/// reads the chain of the section shown at each index, by identity, so it follows hidden, moved and server-driven
/// sections with no switch on the index in the app.
extension SectionedBinder where Kind == CollectionViewKind {
    /// A `UICollectionViewCompositionalLayout` that lays each section out by its chain's ``CollectionSectionLayout``
    /// (a section no chain gives one is a plain list). Set it as the collection view's layout; an app that keeps its
    /// own layout keeps the flow-layout sizes the chains answer, as before.
    ///
    /// ```swift
    /// collectionView.collectionViewLayout = binder.compositionalLayout()
    /// ```
    ///
    /// List sections use `UICollectionLayoutListConfiguration` (iOS 14; a one-column grid of self-sizing items
    /// before), with the chains' swipe actions. A grid is a horizontal group of its columns, each item as wide as the
    /// layout works out for the environment's width; a horizontal row is a section of one item a group that scrolls
    /// orthogonally. Headers and footers that a section shows are boundary supplementary items, pinned to the visible
    /// bounds where the layout pins them.
    ///
    /// - Parameter sectionLayout: The escape hatch: an `NSCollectionLayoutSection` of the app's own for a section,
    ///   given the section itself (not its index) and the layout environment; nil lays the section out by its chain.
    public func compositionalLayout(
        sectionLayout: ((_ section: Section, _ environment: any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?)? = nil
    ) -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { [weak self] index, environment in
            // UIKit asks on the main thread; the provider's type does not say so.
            nonisolated(unsafe) var built: NSCollectionLayoutSection?
            MainActor.assumeIsolated {
                guard let self else { return }
                if let sectionLayout, let section = self.shownSection(at: index),
                   let own = sectionLayout(section, environment) {
                    built = own
                } else {
                    built = self.layoutSection(at: index, environment: environment)
                }
            }
            return built
        }
    }

    /// The section shown at `index` laid out by its chain's layout, for `environment`'s width.
    private func layoutSection(at index: Int, environment: any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        let layout = sectionLayout(at: index) ?? .list()
        let size = environment.container.effectiveContentSize
        let geometry = layout.geometry(width: Double(size.width))
        for problem in geometry.problems { reportLayoutProblem(problem, inSection: index) }
        let section: NSCollectionLayoutSection
        if case .list(let appearance) = layout.arrangement, #available(iOS 14.0, *) {
            var list = UICollectionLayoutListConfiguration(appearance: Self.listAppearance(appearance))
            list.leadingSwipeActionsConfigurationProvider = leadingSwipeActionsConfigurationProvider
            list.trailingSwipeActionsConfigurationProvider = trailingSwipeActionsConfigurationProvider
            section = NSCollectionLayoutSection.list(using: list, layoutEnvironment: environment)
            section.interGroupSpacing = CGFloat(geometry.lineSpacing)
        } else {
            let height: NSCollectionLayoutDimension = geometry.fixedItemHeight.map { .absolute(CGFloat($0)) }
                ?? .estimated(CGFloat(geometry.estimatedItemHeight ?? 44))
            let width = NSCollectionLayoutDimension.absolute(CGFloat(geometry.itemWidth))
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: width, heightDimension: height))
            if let scrolling = geometry.rowScrolling {
                let group = NSCollectionLayoutGroup.horizontal(
                    layoutSize: NSCollectionLayoutSize(widthDimension: width, heightDimension: height), subitems: [item])
                section = NSCollectionLayoutSection(group: group)
                section.orthogonalScrollingBehavior = switch scrolling {
                case .continuous: .continuous
                case .paging: .paging
                case .groupPaging: .groupPaging
                }
                section.interGroupSpacing = CGFloat(geometry.itemSpacing)
            } else {
                let group = NSCollectionLayoutGroup.horizontal(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: height),
                    subitems: Array(repeating: item, count: geometry.columns))
                group.interItemSpacing = .fixed(CGFloat(geometry.itemSpacing))
                section = NSCollectionLayoutSection(group: group)
                section.interGroupSpacing = CGFloat(geometry.lineSpacing)
            }
        }
        section.contentInsets = NSDirectionalEdgeInsets(
            top: CGFloat(geometry.insets.top), leading: CGFloat(geometry.insets.leading),
            bottom: CGFloat(geometry.insets.bottom), trailing: CGFloat(geometry.insets.trailing))
        section.boundarySupplementaryItems = [SupplementaryViewKind.header, .footer].compactMap { kind in
            boundaryItem(kind, of: geometry, inSection: index, viewHeight: Double(environment.container.contentSize.height))
        }
        return section
    }

    /// The header or footer of the section shown at `index` as a boundary item, when it shows one: its bound size,
    /// else estimated; pinned where the layout pins it and it fits the view.
    private func boundaryItem(
        _ kind: SupplementaryViewKind, of geometry: SectionLayoutGeometry, inSection index: Int, viewHeight: Double
    ) -> NSCollectionLayoutBoundarySupplementaryItem? {
        guard showsSupplementaryView(kind, inSection: index) else { return nil }
        let bound = supplementarySize(kind, inSection: index)
        let height: NSCollectionLayoutDimension = bound.map { .absolute(CGFloat($0.height)) } ?? .estimated(44)
        let item = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: height),
            elementKind: kind == .header ? UICollectionView.elementKindSectionHeader : UICollectionView.elementKindSectionFooter,
            alignment: kind == .header ? .top : .bottom)
        // An estimated height is known only once shown: it is pinned as asked.
        let pins = geometry.pins(kind, height: bound?.height ?? 0, viewHeight: viewHeight)
        if let problem = pins.problem { reportLayoutProblem(problem, inSection: index) }
        item.pinToVisibleBounds = pins.pinned
        return item
    }

    /// UIKit's appearance for a list's.
    @available(iOS 14.0, *)
    private static func listAppearance(
        _ appearance: CollectionSectionLayout.ListAppearance
    ) -> UICollectionLayoutListConfiguration.Appearance {
        switch appearance {
        case .plain: .plain
        case .grouped: .grouped
        case .insetGrouped: .insetGrouped
        case .sidebar: .sidebar
        }
    }
}
