import Braid
import BraidSamples
import BraidTerminal

/// A product in the shop's grid: its name and its price, greyed when sold out; Space puts it in the basket or
/// takes it out — an event the sample's chain hears (`onEvent(from:)`).
final class ProductTile: TerminalCollectionViewCell, ViewModelBindable, ViewEventEmitting {
    struct ViewModel: Equatable {
        var name: String
        var price: String
        var inStock: Bool
        var inBasket: Bool
    }

    enum ViewEvent: Equatable { case basketToggled }

    var viewModel: ViewModel?

    override func layoutLines(width: Int) -> [TerminalLine] {
        guard let viewModel else { return [] }
        let style: TextStyle = viewModel.inStock ? .bold : .dim
        let mark = viewModel.inBasket ? "✓ " : ""
        return [
            TerminalLine(StyledText(mark + viewModel.name, style: style)),
            TerminalLine(StyledText(viewModel.inStock ? viewModel.price : "sold out", style: TextStyle(foreground: viewModel.inStock ? .cyan : nil))),
        ]
    }

    override func handle(key: Key) -> Bool {
        guard key == .character(" "), viewModel?.inStock == true else { return false }
        emit(event: .basketToggled)
        return true
    }
}

/// A section header in the grid: the category in bold, with its number of products.
final class AisleHeader: TerminalHeaderFooterView, ViewModelBindable {
    var viewModel: String? { didSet { lines = [TerminalLine(StyledText(viewModel ?? "", style: .bold))] } }
}
