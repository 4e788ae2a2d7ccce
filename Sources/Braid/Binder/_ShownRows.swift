/// The rows whose cells are shown, as the view last said (`willDisplay`, `didEndDisplaying`), with the section and
/// model each was shown for: a row's disappear handlers get the model it showed even when the row is gone from the
/// data (deleted, or the data reloaded); and the section lengths prefetching was asked for.
struct _ShownRows<Section: Hashable> {
    /// By cell: where it was shown and its model. Kept only while a chain bound a disappear handler.
    var cells: [ObjectIdentifier: (section: Section, model: Any?)] = [:]
    /// The section lengths for which prefetching was asked, so that it is asked once per length.
    var prefetchedCounts: [Section: Int] = [:]
}
