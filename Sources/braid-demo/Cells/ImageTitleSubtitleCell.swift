import Braid
import BraidSamples
import BraidTerminal

/// A small placeholder glyph block instead of an image, a title and a subtitle (SAMPLES.md).
final class ImageTitleSubtitleCell: TerminalTableViewCell, ViewModelBindable {
    struct ViewModel: Equatable {
        var title: String
        var subtitle: String
    }

    var viewModel: ViewModel?

    override func layoutLines(width: Int) -> [TerminalLine] {
        guard let viewModel else { return [] }
        let image = StyledText("▚▞ ", style: TextStyle(foreground: .magenta))
        return [
            TerminalLine(image + StyledText(viewModel.title, style: .bold)),
            TerminalLine(StyledText("▞▚ ", style: TextStyle(foreground: .magenta)) + StyledText(viewModel.subtitle, style: .dim)),
        ]
    }
}
