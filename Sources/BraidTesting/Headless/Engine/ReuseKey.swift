/// Where a registration or a reuse pool belongs: cells, or one kind of header/footer view, under an identifier.
package struct ReuseKey: Hashable, Sendable, CustomStringConvertible {
    /// What kind of view the identifier names.
    package enum Place: Hashable, Sendable {
        /// Cells.
        case cell
        /// Table header/footer views (one registry for both, as in UIKit).
        case headerFooter
        /// Collection supplementary views of one kind.
        case supplementary(SupplementaryViewKind)
    }

    package var place: Place
    package var identifier: String

    package init(place: Place, identifier: String) {
        self.place = place
        self.identifier = identifier
    }

    package var description: String {
        switch place {
        case .cell: "cell \"\(identifier)\""
        case .headerFooter: "header/footer view \"\(identifier)\""
        case .supplementary(let kind): "\(kind) view \"\(identifier)\""
        }
    }
}
