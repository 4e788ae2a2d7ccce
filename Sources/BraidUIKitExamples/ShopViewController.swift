import BraidSamples
import BraidUIKit
import Foundation

/// Sample 6, on UIKit: the shop as a mixed screen — a row of featured (on-sale) products that scrolls sideways, a grid
/// for each aisle under a pinned header, and the list of aisles — laid out by the binder's compositional layout, whose
/// section provider reads each section's chain (`layout(_:)`), whichever sections the data leaves shown. A tap puts a
/// product in the basket, or takes it out; a tap on an aisle scrolls to it.
@MainActor
final class ShopViewController: ContentSampleViewController<UICollectionView> {
    private var collectionView: UICollectionView { scrollView }
    private var binder: SectionedCollectionViewBinder<ShopSection>?
    private let service = ShopService()
    private var products: [BraidSamples.Category: [ShopProduct]] = [:]
    private var basket: Set<String> = []

    init() {
        super.init(title: "Shop", scrollView: UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: UICollectionViewFlowLayout()))
    }

    required init?(coder: NSCoder) {
        fatalError("the samples are made in code")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let binder = SectionedCollectionViewBinder(
            collectionView: collectionView, sectionedBy: ShopSection.self, sectionDisplayBehavior: .hidesSectionsWithNoCellData)
        // The featured row is a chain of its own: its products are in their aisles too, and identities must be unique
        // within one chain's sections.
        binder.onSection(.featured)
            .bind(cellType: ProductCell.self, models: { [unowned self] in featured }, mapToViewModels: { [unowned self] in tile($0) })
            .bind(headerType: ShopHeaderView.self, viewModel: "Featured")
            .onTapped { [unowned self] _, _, product in toggleBasket(product) }
            .layout(.horizontalRow(itemWidth: 140, itemHeight: .fixed(90), scrolling: .groupPaging).spacing(10)
                .insets(.init(top: 0, leading: 16, bottom: 16, trailing: 16)))
        binder.onAllSections()
            .bind(cellType: ProductCell.self, models: { [unowned self] in aisles }, mapToViewModels: { [unowned self] in tile($0) })
            .bind(headerType: ShopHeaderView.self, viewModels: { [unowned self] in headers })
            .onTapped { [unowned self] _, _, _, product in toggleBasket(product) }
            .layout(.grid(minimumItemWidth: 130, itemHeight: .aspectRatio(0.6)).spacing(10)
                .insets(.init(top: 0, leading: 16, bottom: 16, trailing: 16)).pinningHeader())
        binder.onSection(.aisles)
            .bind(cellType: ProductCell.self, models: { [unowned self] in shownAisles },
                  mapToViewModels: { [unowned self] in ProductCell.ViewModel(title: $0.title, detail: "\(aisles[.aisle($0)]?.count ?? 0)") })
            .bind(headerType: ShopHeaderView.self, viewModel: "Aisles")
            .onTapped { [unowned self] _, _, category in scroll(to: category) }
            .layout(.list(.insetGrouped).pinningHeader())
        binder.finish()
        collectionView.collectionViewLayout = binder.compositionalLayout()
        self.binder = binder
        Task { [weak self] in
            guard let self else { return }
            products = await service.fetchProducts(changing: false)
            self.binder?.refresh()
        }
    }

    /// What a product's cell shows.
    private func tile(_ product: ShopProduct) -> ProductCell.ViewModel {
        ProductCell.ViewModel(title: (basket.contains(product.code) ? "✓ " : "") + product.name,
                              detail: product.inStock ? product.priceLabel : "sold out")
    }

    private func toggleBasket(_ product: ShopProduct) {
        if basket.remove(product.code) == nil, product.inStock { basket.insert(product.code) }
        binder?.refresh()
    }

    /// Each aisle's products.
    private var aisles: [ShopSection: [ShopProduct]] {
        Dictionary(uniqueKeysWithValues: products.map { (ShopSection.aisle($0.key), $0.value) })
    }

    /// The products on sale, in aisle order.
    private var featured: [ShopProduct] { BraidSamples.Category.allCases.flatMap { products[$0] ?? [] }.filter(\.onSale) }

    /// The aisles that have products, in aisle order.
    private var shownAisles: [BraidSamples.Category] { BraidSamples.Category.allCases.filter { !(products[$0] ?? []).isEmpty } }

    private var headers: [ShopSection: String] {
        Dictionary(uniqueKeysWithValues: products.map { (ShopSection.aisle($0.key), $0.key.title) })
    }

    /// Scrolls to the first product of `category`'s aisle.
    private func scroll(to category: BraidSamples.Category) {
        guard let index = shownAisles.firstIndex(of: category) else { return }
        collectionView.scrollToItem(at: IndexPath(item: 0, section: index + (featured.isEmpty ? 0 : 1)), at: .top, animated: true)
    }
}

/// A product's (or an aisle's) cell: a title over a detail.
final class ProductCell: UICollectionViewCell, ViewModelBindable {
    struct ViewModel: Equatable {
        var title: String
        var detail: String
    }

    private let label = UILabel(frame: .zero)

    var viewModel: ViewModel? {
        didSet {
            if label.superview == nil {
                label.frame = contentView.bounds
                label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                contentView.addSubview(label)
            }
            label.text = viewModel.map { "\($0.title) · \($0.detail)" }
            accessibilityLabel = viewModel.map { "\($0.title), \($0.detail)" }
        }
    }
}

/// A section's header: its title.
final class ShopHeaderView: UICollectionReusableView, ViewModelBindable {
    private let label = UILabel(frame: .zero)

    var viewModel: String? {
        didSet {
            if label.superview == nil {
                label.frame = bounds
                label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                addSubview(label)
            }
            label.text = viewModel
            accessibilityLabel = viewModel
        }
    }
}
