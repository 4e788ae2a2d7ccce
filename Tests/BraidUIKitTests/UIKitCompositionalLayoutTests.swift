#if !canImport(UIKit)
import BraidTesting
import BraidUIKit
import Foundation
import Testing
import UIKitStandIn

/// The binder's compositional layout on the stand-in: its section provider reads the chain of the section shown at
/// each index, by identity; list sections take the chains' swipe actions; the app's own section layouts and its own
/// layout are left alone. The stand-in lays the sections out on the headless engine, whose batches are validated.
@MainActor
@Suite struct UIKitCompositionalLayoutTests {
    enum Shop: Int, TableViewSection, Comparable { case featured, products, categories }
    final class Tile: UICollectionViewCell {}
    final class ShopHeader: UICollectionReusableView, ViewModelBindable {
        var viewModel: String?
    }

    /// A collection view 300 × 400 in a window, a binder with a manual scheduler, and its diagnostics.
    @MainActor final class Screen {
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 300, height: 400), collectionViewLayout: UICollectionViewFlowLayout())
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let binder: SectionedCollectionViewBinder<Shop>
        let scheduler = ManualUpdateScheduler()
        var warnings: [String] = []
        var featured = (0..<8).map { "f\($0)" }

        init() {
            window.addSubview(collectionView)
            binder = SectionedCollectionViewBinder(
                collectionView: collectionView, sectionedBy: Shop.self,
                sectionDisplayBehavior: .hidesSectionsWithNoCellData, scheduler: scheduler)
            binder.diagnosticHandler = { [unowned self] in warnings.append($0.message) }
            binder.onSection(.featured).bind(cellType: Tile.self, models: { [unowned self] in featured })
                .layout(.horizontalRow(itemWidth: 120, itemHeight: .fixed(80), scrolling: .groupPaging).spacing(10))
            binder.onSection(.products).bind(cellType: Tile.self, models: (0..<5).map { "p\($0)" })
                .layout(.grid(columns: 2, itemHeight: .aspectRatio(0.5)).spacing(item: 10, line: 4)
                    .insets(.init(top: 8, leading: 20, bottom: 8, trailing: 20)))
            binder.onSection(.categories).bind(cellType: Tile.self, models: ["c0", "c1"])
                .onDelete { _, _ in }
                .bind(headerType: ShopHeader.self, viewModel: "CATEGORIES")
                .headerSize { Size(width: 0, height: 30) }
                .layout(.list(.insetGrouped).pinningHeader())
            binder.finish()
        }

        func frame(_ item: Int, _ section: Int) -> CGRect? {
            collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
        }

        /// What the layout's section provider answers for section `index`.
        func section(_ index: Int, layout: UICollectionViewCompositionalLayout) -> NSCollectionLayoutSection? {
            layout.sectionProvider(index, StandInLayoutEnvironment(contentSize: CGSize(width: 300, height: 400)))
        }
    }

    @Test func theSectionProviderLaysEachSectionOutByItsChain() {
        let screen = Screen()
        let collectionView = screen.collectionView, binder = screen.binder
        // doc: layouts-uikit
        collectionView.collectionViewLayout = binder.compositionalLayout()
        // doc: end
        #expect(screen.frame(1, 0) == CGRect(x: 130, y: 0, width: 120, height: 80), "the row: 120 wide, 10 apart")
        #expect(screen.frame(7, 0) == CGRect(x: 910, y: 0, width: 120, height: 80), "one line, scrolling sideways")
        // The grid: 300 less 40 of insets and 10 of spacing, in two columns of 125, each half as tall.
        #expect(screen.frame(0, 1) == CGRect(x: 20, y: 88, width: 125, height: 62.5))
        #expect(screen.frame(3, 1) == CGRect(x: 155, y: 88 + 62.5 + 4, width: 125, height: 62.5))
        #expect(screen.warnings.isEmpty, "\(screen.warnings)")
    }

    @Test func theProviderReadsSectionsByIdentityThroughHidingAndMoving() throws {
        let screen = Screen()
        let layout = screen.binder.compositionalLayout()
        screen.collectionView.collectionViewLayout = layout
        #expect(screen.section(0, layout: layout)?.orthogonalScrollingBehavior == .groupPaging)
        screen.featured = []
        screen.binder.refresh()
        screen.scheduler.flush()
        #expect(screen.section(0, layout: layout)?.orthogonalScrollingBehavior == UICollectionLayoutSectionOrthogonalScrollingBehavior.none,
                "the featured row is hidden: section 0 is the products grid")
        #expect(screen.frame(1, 0) == CGRect(x: 155, y: 8, width: 125, height: 62.5), "and is laid out as one")
        let list = try #require(screen.section(1, layout: layout)?.listConfiguration)
        #expect(list.appearance == .insetGrouped)
        let actions = list.trailingSwipeActionsConfigurationProvider?(IndexPath(item: 0, section: 1))?.actions ?? []
        #expect(actions.map(\.style) == [.destructive], "the categories' chain's Delete, at their section's new index")
        #expect(screen.section(1, layout: layout)?.boundarySupplementaryItems.first?.pinToVisibleBounds == true)
    }

    @Test func theAppsOwnSectionLayoutsAreUsedForTheSectionsItNames() {
        let screen = Screen()
        let layout = screen.binder.compositionalLayout { shop, _ in
            guard shop == .products else { return nil }
            let size = NSCollectionLayoutSize(widthDimension: .absolute(50), heightDimension: .absolute(20))
            return NSCollectionLayoutSection(group: .horizontal(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
        }
        screen.collectionView.collectionViewLayout = layout
        #expect(screen.section(1, layout: layout)?.contentInsets == .zero, "the app's section, not the chain's")
        #expect(screen.frame(0, 1)?.size == CGSize(width: 300, height: 20), "one column, laid out as the app's section")
        #expect(screen.section(0, layout: layout)?.orthogonalScrollingBehavior == .groupPaging, "the others: the chains'")
    }

    @Test func anAppThatKeepsItsOwnLayoutKeepsTheFlowLayoutsSizes() {
        let screen = Screen()
        #expect(screen.frame(1, 0) == CGRect(x: 50, y: 0, width: 50, height: 50),
                "the flow layout the app made (items 50 × 50): the chains' layouts do not touch it")
        #expect(screen.frame(0, 1) == CGRect(x: 0, y: 100, width: 50, height: 50), "below the 8 featured, 6 a line")
    }

    @Test func badInputInTheProviderIsAWarning() {
        let unbound = SectionedCollectionViewBinder(
            collectionView: UICollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 400),
                                             collectionViewLayout: UICollectionViewFlowLayout()),
            sectionedBy: Shop.self, scheduler: ManualUpdateScheduler())
        var warnings: [String] = []
        unbound.diagnosticHandler = { warnings.append($0.message) }
        unbound.onSection(.products).bind(cellType: Tile.self, models: ["p0"])
            .layout(.horizontalRow(itemWidth: 900, itemHeight: .fixed(10)))
        unbound.displayedSections = [.products]
        unbound.finish()
        let layout = unbound.compositionalLayout()
        let section = layout.sectionProvider(0, StandInLayoutEnvironment(contentSize: CGSize(width: 300, height: 400)))
        #expect(section?.group.layoutSize.widthDimension.dimension == 300, "laid out as wide as the section")
        #expect(warnings.count == 1 && warnings[0].hasPrefix("Section products: the row's items are 900 wide"), "\(warnings)")
    }
}
#endif
