import Braid
import BraidSamples
import BraidTerminal

/// Sample 6: a shop's products as a grid — the collection binder on the terminal's collection view.
///
/// Shows: `SectionedCollectionViewBinder` with categories as sections, hidden when a filter empties them
/// (`.hidesSectionsWithNoCellData`); models mapped to view models; item sizes; header views with their counts;
/// `onEvent(from:)` for a key the tile turns into its own event (Space: in or out of the basket); `onTapped`. `f`
/// cycles a filter and `r` refreshes prices and stock: tiles are inserted, deleted and moved, highlighted.
@MainActor
final class ShopScreen: RefreshableScreen {
    let title = "Shop"
    let grid: TerminalCollectionView
    var view: any ScreenView { grid }
    private let binder: SectionedCollectionViewBinder<Category>
    private let service = ShopService()
    private var products: [Category: [ShopProduct]] = [:]
    private var basket: Set<String> = []
    private var filter = ShopFilter.all
    private var hasLoaded = false
    var isLoading = false

    init(_ environment: DemoEnvironment) {
        grid = TerminalCollectionView(clock: environment.clock)
        grid.alwaysSelectsAnItem = true
        binder = SectionedCollectionViewBinder(
            collectionView: environment.host(grid), sectionedBy: Category.self, sectionDisplayBehavior: .hidesSectionsWithNoCellData,
            scheduler: environment.scheduler)
        binder.diagnosticHandler = { [weak environment] in environment?.report($0) }
        binder.onAllSections()
            .bind(cellType: ProductTile.self, models: { [unowned self] in shown }, mapToViewModels: { [unowned self] in tile($0) })
            .bind(headerType: AisleHeader.self, viewModels: { [unowned self] in headers })
            .itemSize { _, _, _ in Size(width: 16, height: 2) }
            .headerSize { _ in Size(width: 0, height: 1) }
            .onEvent(from: ProductTile.self) { [unowned self] _, _, _, _, product in
                if basket.remove(product.code) == nil { basket.insert(product.code) }
                binder.refresh()
            }
            .onTapped { [unowned self] _, _, _, product in
                if basket.remove(product.code) == nil, product.inStock { basket.insert(product.code) }
                binder.refresh()
            }
        binder.finish()
    }

    /// What a product's tile shows.
    private func tile(_ product: ShopProduct) -> ProductTile.ViewModel {
        ProductTile.ViewModel(
            name: product.name, price: product.priceLabel, inStock: product.inStock, inBasket: basket.contains(product.code))
    }

    /// Each shown category's header: its title and how many products it shows.
    private var headers: [Category: String] {
        var headers: [Category: String] = [:]
        for (category, products) in shown { headers[category] = "\(category.title)  (\(products.count))" }
        return headers
    }

    /// The products the filter admits, by category.
    private var shown: [Category: [ShopProduct]] {
        products.mapValues { $0.filter(filter.admits) }
    }

    var keyHints: [KeyHint] {
        var hints = [KeyHint(key: "←→", action: "across"), KeyHint(key: "space", action: "basket"),
                     KeyHint(key: "f", action: "filter: \(filter.rawValue)")]
        if !isLoading { hints.append(KeyHint(key: "r", action: "refresh")) }
        return hints
    }

    func handle(key: Key) -> Bool {
        guard key == .character("f") else { return refreshOnR(key) }
        filter = filter.next
        binder.refresh()
        return true
    }

    func fetchAndShow() async {
        products = await service.fetchProducts(changing: hasLoaded)
        hasLoaded = true
        binder.refresh()
    }
}
