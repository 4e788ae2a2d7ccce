import Braid
import BraidSamples
import BraidTerminal

/// A title, an optional dim subtitle that takes no space when absent, a right-aligned accent-coloured detail
/// and an optional disclosure mark (SAMPLES.md: the "title/detail" cell).
final class TitleDetailCell: TerminalTableViewCell, ViewModelBindable {
    struct ViewModel: Equatable {
        var title: String
        var subtitle: String?
        var detail: String?
        var showsDisclosure = false
        var subtitleLines = 1
    }

    var viewModel: ViewModel? {
        didSet { accessory = viewModel?.showsDisclosure == true ? .disclosureIndicator : .none }
    }

    override func layoutLines(width: Int) -> [TerminalLine] {
        guard let viewModel else { return [] }
        var lines = [TerminalLine(
            StyledText(viewModel.title),
            right: StyledText(viewModel.detail ?? "", style: TextStyle(foreground: .cyan)))]
        if let subtitle = viewModel.subtitle {
            let wrapped = StyledText(subtitle, style: .dim).wrapped(toWidth: width)
            lines += wrapped.prefix(viewModel.subtitleLines).map { TerminalLine($0) }
        }
        return lines
    }
}
