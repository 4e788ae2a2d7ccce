import Braid
import BraidSamples
import BraidTerminal

/// A custom header or footer view with a title (SAMPLES.md: the "section header view").
final class SectionHeaderView: TerminalHeaderFooterView, ViewModelBindable {
    struct ViewModel: Equatable {
        var title: String
    }

    var viewModel: ViewModel? {
        didSet { lines = viewModel.map { [TerminalLine(right: StyledText("\($0.title) ›", style: TextStyle(.underline, foreground: .cyan)))] } ?? [] }
    }
}
