extension TableViewHost {
    /// Registers `cellType` under the identifier binders dequeue it with: its ``ReuseIdentifiable``
    /// `reuseIdentifier`, or else its type name.
    ///
    /// Binders register the cell types they are given by themselves; register by hand when a binder's
    /// `automaticallyRegistersCells` is off, or for cells a cell provider dequeues from another table.
    ///
    /// ```swift
    /// tableView.register(MyCustomTableViewCell.self)   // under "MyCustomTableViewCell"
    /// ```
    public func register(_ cellType: AnyObject.Type) {
        register(cellType: cellType, forReuseIdentifier: _reuseIdentifier(of: cellType))
    }
}
