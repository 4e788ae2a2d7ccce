/// A header, footer or supplementary view that shows a ``HeaderFooterContent``: each host's built-in one.
///
/// A table host names it with ``TableViewHost/headerFooterContentViewType``, a collection host with
/// ``CollectionViewHost/supplementaryContentViewType``. Setting ``ViewModelBindable/viewModel`` shows the content;
/// it is registered and dequeued under its ``ReuseIdentifiable/reuseIdentifier``.
@MainActor
public protocol HeaderFooterContentShowing: ViewModelBindable, ReuseIdentifiable
where ViewModel == HeaderFooterContent {}
