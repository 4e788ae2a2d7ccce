/// Binders and chains that drive a ``TableViewHost``.
public enum TableViewKind: BinderKind {
    public typealias View = any TableViewHost
    public typealias UpdateDelegate = any TableViewUpdateDelegate
}
