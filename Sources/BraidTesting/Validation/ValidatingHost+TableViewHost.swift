/// Around a table host, a table host: its batches checked with UIKit's table-view rules, the rest passed on.
extension ValidatingHost: TableViewHost where Wrapped: TableViewHost {
    /// The wrapped table's data source.
    public var dataSource: (any TableViewHostDataSource)? {
        get { wrapped.dataSource }
        set { wrapped.dataSource = newValue }
    }

    /// Checks `batch` and hands it to the wrapped table.
    /// - Complexity: the wrapped table's, plus the check: O(rows before and after + operations · log operations).
    public func performBatchUpdates(
        _ batch: BatchUpdate, animations: BatchAnimations, updateData: () -> Void, completion: ((Bool) -> Void)?
    ) {
        validating(batch, counts: rowCounts, updateData: updateData) {
            wrapped.performBatchUpdates(batch, animations: animations, updateData: $0, completion: completion)
        }
    }

    /// The rows of each section, as the data source answers now (a negative count read as none).
    private func rowCounts() -> [Int] {
        guard let dataSource = wrapped.dataSource else { return [] }
        return (0..<max(0, dataSource.numberOfSections(in: wrapped))).map {
            max(0, dataSource.tableHost(wrapped, numberOfRowsInSection: $0))
        }
    }

    /// Registers a header/footer view type with the wrapped table.
    public func register(headerFooterViewType: AnyObject.Type, forReuseIdentifier reuseIdentifier: String) {
        wrapped.register(headerFooterViewType: headerFooterViewType, forReuseIdentifier: reuseIdentifier)
    }

    /// The wrapped table's header/footer view.
    public func dequeueReusableHeaderFooterView(withReuseIdentifier reuseIdentifier: String) -> AnyObject {
        wrapped.dequeueReusableHeaderFooterView(withReuseIdentifier: reuseIdentifier)
    }

    /// The wrapped table's rows with a cell in view.
    public var indexPathsForVisibleRows: [ItemPath] { wrapped.indexPathsForVisibleRows }

    /// The wrapped host's header/footer content view.
    public var headerFooterContentViewType: (any HeaderFooterContentShowing.Type)? {
        wrapped.headerFooterContentViewType
    }

    /// Asks the wrapped table to read its section index again.
    public func reloadSectionIndexTitles() { wrapped.reloadSectionIndexTitles() }
}
