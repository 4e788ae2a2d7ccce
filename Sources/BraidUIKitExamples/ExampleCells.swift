import BraidSamples
import BraidUIKit
import Foundation

/// The "title/detail" cell of the samples, as UIKit draws it: a `.subtitle` cell, the title in its text label and
/// the subtitle in its detail label.
final class TitleDetailTableViewCell: UITableViewCell, ViewModelBindable {
    struct ViewModel: Equatable {
        var title: String
        var subtitle: String?
    }

    /// UIKit creates registered cells with `init(style:reuseIdentifier:)` and the default style; this cell is
    /// always a subtitle cell (the default style has no detail label).
    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    var viewModel: ViewModel? {
        didSet {
            textLabel?.text = viewModel?.title
            detailTextLabel?.text = viewModel?.subtitle
        }
    }
}

/// A centred message row.
final class CenterLabelTableViewCell: UITableViewCell, ViewModelBindable {
    var viewModel: String? { didSet { textLabel?.text = viewModel } }
}

/// A section header view showing a title.
final class SectionHeaderView: UITableViewHeaderFooterView, ViewModelBindable {
    var viewModel: String? { didSet { textLabel?.text = viewModel } }
}
