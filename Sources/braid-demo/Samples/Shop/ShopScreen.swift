import Braid
import BraidSamples
import BraidTerminal

/// Sample 6: a shop — the collection binder on the terminal's collection view, with a layout per section: a row of
/// featured products that scrolls sideways, a grid of products for each aisle under a header that stays in view while
/// the aisle scrolls under it, and the list of aisles (its header pinned too).
///
/// Shows: `SectionedCollectionViewBinder` with sections hidden when a filter empties them
/// (`.hidesSectionsWithNoCellData`); `layout(_:)` on each chain (a horizontal row, a grid, a list with a pinned
/// header); models mapped to view models; header views with their counts; `onEvent(from:)` for a key the tile turns
/// into its own event (Space: in or out of the basket); `onTapped`. ← → move along a row (it scrolls) and across the
/// grid, ↑ ↓ between sections; `f` cycles a filter and `r` refreshes prices and stock: tiles are inserted, deleted and
/// moved, highlighted; Enter on an aisle jumps to its products.
@MainActor
final class ShopScreen: RefreshableScreen {
    let title = "Shop"
    let grid: TerminalCollectionView
    var view: any ScreenView { grid }
    private let binder: SectionedCollectionViewBinder<ShopSection>
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
            collectionView: environment.host(grid), sectionedBy: ShopSection.self, sectionDisplayBehavior: .hidesSectionsWithNoCellData,
            scheduler: environment.scheduler)
        binder.diagnosticHandler = { [weak environment] in environment?.report($0) }
        // The featured row is a chain of its own: its products are also in their aisles, and rows match (and must be
        // unique) only within one chain's sections.
        binder.onSection(.featured)
            .bind(cellType: ProductTile.self, models: { [unowned self] in featured }, mapToViewModels: { [unowned self] in tile($0) })
            .bind(headerType: AisleHeader.self, viewModel: { [unowned self] in "FEATURED  (\(featured.count))" })
            .onEvent(from: ProductTile.self) { [unowned self] _, _, _, product in toggleBasket(product) }
            .onTapped { [unowned self] _, _, product in tapped(product) }
            .layout(.horizontalRow(itemWidth: 18, itemHeight: .fixed(2)).insets(.init(leading: 1, bottom: 1, trailing: 1)))
        binder.onAllSections()
            .bind(cellType: ProductTile.self, models: { [unowned self] in shown }, mapToViewModels: { [unowned self] in tile($0) })
            .bind(headerType: AisleHeader.self, viewModels: { [unowned self] in headers })
            .onEvent(from: ProductTile.self) { [unowned self] _, _, _, _, product in toggleBasket(product) }
            .onTapped { [unowned self] _, _, _, product in tapped(product) }
            .layout(.grid(columns: 4, itemHeight: .fixed(2)).spacing(item: 1, line: 0)
                .insets(.init(leading: 1, bottom: 1, trailing: 1)).pinningHeader())
        binder.onSection(.aisles)
            .bind(cellType: AisleRow.self, models: { [unowned self] in aisles })
            .onDequeue { [unowned self] _, cell, category in
                cell.text = StyledText("\(category.title)  \(shown[.aisle(category)]?.count ?? 0)")
            }
            .bind(headerType: AisleHeader.self, viewModel: "AISLES")
            .onTapped { [unowned self] _, _, category in show(category) }
            .layout(.list().insets(.init(leading: 1, trailing: 1)).pinningHeader())
        binder.onAnySection().headerSize { _ in Size(width: 0, height: 1) }
        binder.finish()
    }

    /// Space on a tile: the product in or out of the basket.
    private func toggleBasket(_ product: ShopProduct) {
        if basket.remove(product.code) == nil { basket.insert(product.code) }
        binder.refresh()
    }

    /// A tap on a tile: the product in the basket if in stock, or out of it.
    private func tapped(_ product: ShopProduct) {
        if basket.remove(product.code) == nil, product.inStock { basket.insert(product.code) }
        binder.refresh()
    }

    /// What a product's tile shows.
    private func tile(_ product: ShopProduct) -> ProductTile.ViewModel {
        ProductTile.ViewModel(
            name: product.name, price: product.priceLabel, inStock: product.inStock, inBasket: basket.contains(product.code))
    }

    /// Each shown section's header: its title and how many it shows.
    private var headers: [ShopSection: String] {
        var headers: [ShopSection: String] = [:]
        for (section, products) in shown {
            if case .aisle(let category) = section { headers[section] = "\(category.title)  (\(products.count))" }
        }
        return headers
    }

    /// The products the filter admits, by aisle.
    private var shown: [ShopSection: [ShopProduct]] {
        var shown: [ShopSection: [ShopProduct]] = [:]
        for (category, products) in products { shown[.aisle(category)] = products.filter(filter.admits) }
        return shown
    }

    /// The featured row: the products on sale that the filter admits, in aisle order.
    private var featured: [ShopProduct] {
        Category.allCases.flatMap { products[$0] ?? [] }.filter { $0.onSale && filter.admits($0) }
    }

    /// The aisles the filter leaves products in, in aisle order.
    private var aisles: [Category] {
        let shown = shown
        return Category.allCases.filter { !(shown[.aisle($0)] ?? []).isEmpty }
    }

    /// Selects the first product of `category`'s aisle.
    private func show(_ category: Category) {
        let shown = shown
        let aisles = Category.allCases.filter { !(shown[.aisle($0)] ?? []).isEmpty }
        guard let index = aisles.firstIndex(of: category) else { return }
        grid.selectItem(at: ItemPath(item: 0, section: index + (featured.isEmpty ? 0 : 1)))
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

/// A row of the aisles' list: the aisle and how many products it shows.
final class AisleRow: TerminalCollectionViewCell {}
