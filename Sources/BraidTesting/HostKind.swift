/// Which of the two headless views an engine drives: it decides the words in messages and the validator's rules.
enum HostKind: Sendable {
    case table, collection

    /// "table view" / "collection view".
    var viewName: String { self == .table ? "table view" : "collection view" }
    /// "HeadlessTableView" / "HeadlessCollectionView".
    var typeName: String { self == .table ? "HeadlessTableView" : "HeadlessCollectionView" }
    /// "row" / "item".
    var itemNoun: String { self == .table ? "row" : "item" }
    /// "rows" / "items".
    var itemsNoun: String { self == .table ? "rows" : "items" }
    /// The data-source method that asks for a cell.
    var cellForMethod: String {
        self == .table ? "tableHost(_:cellForRowAt:)" : "collectionHost(_:cellForItemAt:)"
    }
    /// The host method that dequeues a cell.
    var dequeueMethod: String { "dequeueReusableCell(withReuseIdentifier:for:)" }
    /// The base class of the view's cells.
    var cellClassName: String { self == .table ? "HeadlessTableViewCell" : "HeadlessCollectionViewCell" }
    /// The base class of the view's headers and footers.
    var supplementaryClassName: String {
        self == .table ? "HeadlessHeaderFooterView" : "HeadlessSupplementaryView"
    }
    /// The data-source method that asks for a header or footer view.
    func supplementaryMethod(_ kind: SupplementaryViewKind) -> String {
        switch (self, kind) {
        case (.table, .header): "tableHost(_:viewForHeaderInSection:)"
        case (.table, .footer): "tableHost(_:viewForFooterInSection:)"
        case (.collection, _): "collectionHost(_:viewForSupplementaryElementOfKind:inSection:)"
        }
    }
    /// The validator's rules for this kind of view.
    var validatorKind: BatchUpdateValidator.ViewKind { self == .table ? .table : .collection }
}
