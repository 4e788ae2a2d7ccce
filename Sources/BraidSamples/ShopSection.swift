import Braid

/// The shop screen's sections, top to bottom: a row of featured (on-sale) products, an aisle's grid for each category,
/// and the list of aisles.
public enum ShopSection: Hashable, TableViewSection, Comparable {
    case featured
    case aisle(Category)
    case aisles

    /// Where the section shows: the row first, the aisles in aisle order, the list last.
    private var order: Int {
        switch self {
        case .featured: -1
        case .aisle(let category): category.rawValue
        case .aisles: Category.allCases.count
        }
    }

    public static func < (lhs: ShopSection, rhs: ShopSection) -> Bool { lhs.order < rhs.order }
}
