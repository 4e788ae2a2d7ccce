import Braid
import BraidSamples
import BraidTerminal

/// One centred, wrapped text (SAMPLES.md: the "centre label" cell).
final class CenterLabelCell: TerminalTableViewCell, ViewModelBindable {
    struct ViewModel: Equatable {
        var text: String
        var style: TextStyle = .plain
    }

    var viewModel: ViewModel?

    override func layoutLines(width: Int) -> [TerminalLine] {
        guard let viewModel else { return [] }
        return StyledText(viewModel.text, style: viewModel.style).wrapped(toWidth: width).map {
            TerminalLine($0, alignment: .center)
        }
    }
}
