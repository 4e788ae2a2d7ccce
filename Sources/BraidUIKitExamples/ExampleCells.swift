import BraidSamples
import BraidUIKit
import Foundation

/// The "title/detail" cell of the samples, as UIKit draws it: a subtitle cell whose detail shows the value.
final class TitleDetailTableViewCell: UITableViewCell, ViewModelBindable {
    struct ViewModel: Equatable {
        var title: String
        var subtitle: String?
    }

    var viewModel: ViewModel? {
        didSet {
            textLabel?.text = viewModel?.title
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
