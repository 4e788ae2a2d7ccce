/// The tutorials' *update callbacks*: every cell binding method that reads a closure also takes
/// `updatedBy: &callback`, and sets `callback` to a function that updates the table from the closures.
///
/// ```swift
/// var updateFirstSection: () -> Void = {}
/// binder.onSection(.first)
///     .bind(cellType: MyCell.self, models: { firstSectionModels }, updatedBy: &updateFirstSection)
/// firstSectionModels.append(model)
/// updateFirstSection()   // same as binder.refresh()
/// ```
///
/// Calling the callback is calling ``SectionedTableViewBinder/refresh()``: every closure is read again, and
/// callbacks and refreshes made in the same turn become one update. The callback holds the binder weakly;
/// after the binder is gone it does nothing.
extension SectionedBinder {
    /// A callback that refreshes this binder while it exists.
    @usableFromInline
    func updateCallback() -> () -> Void {
        { [weak self] in self?.refresh() }
    }
}
