/// The rows whose cells are shown, as the view last said (`willDisplay`, `didEndDisplaying`), with what runs when each
/// goes: a row's disappear handlers get the model it showed even when the row is gone from the data (deleted, or the
/// data reloaded); and the section lengths prefetching was asked for.
struct _ShownRows<Section: Hashable> {
    /// By cell: its disappear handlers, each holding what the row showed. Kept only while a chain bound one.
    var cells: [ObjectIdentifier: [(_ row: Int, _ cell: AnyObject) -> Void]] = [:]
    /// The section lengths for which prefetching was asked, so that it is asked once per length.
    var prefetchedCounts: [Section: Int] = [:]
}
