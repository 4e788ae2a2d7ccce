extension SectionedBinder {
    /// Takes over applying changes, if set: a ``TableViewUpdateDelegate`` for a table binder, a
    /// ``CollectionViewUpdateDelegate`` for a collection binder. Held weakly.
    public var updateDelegate: Kind.UpdateDelegate? {
        get { updateDelegateObject as? Kind.UpdateDelegate }
        // The kinds' delegates are class protocols: the object itself is kept, never a box around it.
        set { updateDelegateObject = newValue.map { $0 as AnyObject } }
    }
}
