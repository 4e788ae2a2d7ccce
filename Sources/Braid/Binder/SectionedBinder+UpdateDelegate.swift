extension SectionedBinder {
    /// Takes over applying changes, if set: a ``TableViewUpdateDelegate`` for a table binder, a
    /// ``CollectionViewUpdateDelegate`` for a collection binder. Held weakly.
    public var updateDelegate: Kind.UpdateDelegate? {
        get { dataSource.updateDelegate }
        set { dataSource.updateDelegate = newValue }
    }
}
