import Braid

/// A product of the shop; identified by its code, equal when everything shown about it is.
public struct ShopProduct: CollectionIdentifiable, Equatable {
    public var code: String
    public var name: String
    public var category: Category
    public var price: Int
    public var inStock: Bool
    public var onSale: Bool
    public var collectionId: String { code }

    /// The price as the tile shows it: pounds, with a dagger when on sale.
    public var priceLabel: String { "£\(price)" + (onSale ? " sale" : "") }
}

/// The shop's categories: the grid's sections, in aisle order.
public enum Category: Int, TableViewSection, Comparable, CaseIterable {
    case fruit, bakery, dairy, pantry, frozen

    public var title: String {
        switch self {
        case .fruit: "FRUIT & VEG"
        case .bakery: "BAKERY"
        case .dairy: "DAIRY"
        case .pantry: "PANTRY"
        case .frozen: "FROZEN"
        }
    }
}

/// Which products the grid shows.
public enum ShopFilter: String, CaseIterable {
    case all = "all", inStock = "in stock", onSale = "on sale"

    public func admits(_ product: ShopProduct) -> Bool {
        switch self {
        case .all: true
        case .inStock: product.inStock
        case .onSale: product.onSale
        }
    }

    public var next: ShopFilter { Self.allCases[(Self.allCases.firstIndex(of: self)! + 1) % Self.allCases.count] }
}

/// The catalogue: each refresh reprices some products, sells some out and restocks others, and reorders each
/// aisle by price — so a refresh inserts, deletes and moves tiles.
@MainActor
public final class ShopService {
    private var random: SampleRandom
    private var products: [ShopProduct]

    public init(seed: UInt64 = 2026) {
        random = SampleRandom(seed: seed)
        let names: [(Category, [String])] = [
            (.fruit, ["Apples", "Pears", "Figs", "Kiwis", "Plums", "Leeks", "Kale"]),
            (.bakery, ["Sourdough", "Bagels", "Croissants", "Rye loaf"]),
            (.dairy, ["Milk", "Butter", "Cheddar", "Yoghurt", "Cream"]),
            (.pantry, ["Rice", "Lentils", "Oats", "Honey", "Olive oil", "Coffee"]),
            (.frozen, ["Peas", "Ice cream", "Berries"]),
        ]
        products = names.flatMap { category, names in
            names.enumerated().map { index, name in
                ShopProduct(code: "\(category.rawValue)-\(index)", name: name, category: category,
                        price: 1 + (name.count * 7 + index) % 9, inStock: true,
                        onSale: index % 3 == 1 && category != .frozen)
            }
        }
    }

    /// The products by category, each aisle cheapest first; after the first call, changed a little each time.
    public func fetchProducts(changing: Bool) async -> [Category: [ShopProduct]] {
        await ServiceDelay.wait(0.6)
        if changing {
            for index in products.indices {
                switch Int.random(in: 0..<6, using: &random) {
                case 0: products[index].inStock.toggle()
                case 1: products[index].price = max(1, products[index].price + Int.random(in: -3...3, using: &random))
                case 2: products[index].onSale.toggle()
                default: break
                }
            }
        }
        return Dictionary(grouping: products, by: \.category).mapValues { $0.sorted { ($0.price, $0.name) < ($1.price, $1.name) } }
    }
}
