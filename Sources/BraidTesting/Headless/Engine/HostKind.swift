/// Which kind of view an engine drives — a table or a collection view — and the names its messages use for the
/// view, its classes and its data-source methods.
///
/// The headless views use ``table`` and ``collection``; another front over the engine (the UIKit stand-in)
/// names its own classes and methods, so that its messages read as UIKit's would.
package struct HostKind: Sendable {
    /// A table or a collection view: it decides the validator's rules and the words "row" and "item".
    package enum Shape: Sendable { case table, collection }

    package var shape: Shape
    /// The view's type: "HeadlessTableView", "UITableView".
    package var typeName: String
    /// The base class of the view's cells.
    package var cellClassName: String
    /// The base class of the view's headers and footers.
    package var supplementaryClassName: String
    /// The data-source method that asks for a cell.
    package var cellForMethod: String
    /// The host method that dequeues a cell.
    package var dequeueMethod: String
    /// The data-source methods that ask for a header view and a footer view.
    package var headerMethod: String, footerMethod: String

    package init(
        shape: Shape, typeName: String, cellClassName: String, supplementaryClassName: String,
        cellForMethod: String, dequeueMethod: String, headerMethod: String, footerMethod: String
    ) {
        self.shape = shape
        self.typeName = typeName
        self.cellClassName = cellClassName
        self.supplementaryClassName = supplementaryClassName
        self.cellForMethod = cellForMethod
        self.dequeueMethod = dequeueMethod
        self.headerMethod = headerMethod
        self.footerMethod = footerMethod
    }

    /// ``HeadlessTableView``.
    static let table = HostKind(
        shape: .table, typeName: "HeadlessTableView", cellClassName: "HeadlessTableViewCell",
        supplementaryClassName: "HeadlessHeaderFooterView", cellForMethod: "tableHost(_:cellForRowAt:)",
        dequeueMethod: "dequeueReusableCell(withReuseIdentifier:for:)",
        headerMethod: "tableHost(_:viewForHeaderInSection:)", footerMethod: "tableHost(_:viewForFooterInSection:)")

    /// ``HeadlessCollectionView``.
    static let collection = HostKind(
        shape: .collection, typeName: "HeadlessCollectionView", cellClassName: "HeadlessCollectionViewCell",
        supplementaryClassName: "HeadlessSupplementaryView", cellForMethod: "collectionHost(_:cellForItemAt:)",
        dequeueMethod: "dequeueReusableCell(withReuseIdentifier:for:)",
        headerMethod: "collectionHost(_:viewForSupplementaryElementOfKind:inSection:)",
        footerMethod: "collectionHost(_:viewForSupplementaryElementOfKind:inSection:)")

    /// Whether the view is a table.
    var isTable: Bool { shape == .table }
    /// "table view" / "collection view".
    var viewName: String { isTable ? "table view" : "collection view" }
    /// "row" / "item".
    var itemNoun: String { isTable ? "row" : "item" }
    /// "rows" / "items".
    var itemsNoun: String { isTable ? "rows" : "items" }
    /// The data-source method that asks for a header or footer view.
    func supplementaryMethod(_ kind: SupplementaryViewKind) -> String {
        kind == .header ? headerMethod : footerMethod
    }
    /// The validator's rules for this kind of view.
    var validatorKind: BatchUpdateValidator.ViewKind { isTable ? .table : .collection }
}
