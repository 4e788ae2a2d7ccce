/// A cell or header/footer view that configures itself from a view model.
///
/// Bind one with `bind(cellType:viewModels:)` or `bind(cellType:models:mapToViewModels:)` and Braid sets
/// `viewModel` on every cell it dequeues — no `onDequeue` handler needed.
///
/// ```swift
/// final class TitleCell: TerminalTableViewCell, ViewModelBindable {
///     struct ViewModel: Equatable { var title: String }
///     var viewModel: ViewModel? { didSet { text = viewModel?.title ?? "" } }
/// }
/// ```
/// View models that are `Equatable` (and `Identifiable` or `CollectionIdentifiable`) let Braid animate
/// changes precisely; see "Identity versus equality".
@MainActor
public protocol ViewModelBindable: AnyObject {
    /// The type that describes everything the view shows.
    associatedtype ViewModel
    /// The view model the view shows; setting it updates the view.
    var viewModel: ViewModel? { get set }
}
